// E-mail addresses as accounts know them (decision 011): the shared account rule (`checkEmail` in the contracts,
// the one the forms use too) says what is wrong; this file says it in the API's words, each naming the field.
import { checkEmail, EMAIL_MAX_LENGTH, type EmailProblem } from '@fightrank/shared/contracts';

const MESSAGES: Record<EmailProblem, string> = {
  required: 'email is required',
  'too-long': `email must be at most ${EMAIL_MAX_LENGTH} characters`,
  'spaces-or-control': 'email must not contain spaces or control characters',
  'not-ascii': 'email must use ASCII characters only (internationalized addresses are not supported yet)',
  shape: 'email must look like name@example.com',
  'local-part': 'email has characters that are not allowed before the @',
  domain: 'email must end in a domain such as example.com',
};

export type EmailCheck = { ok: true; email: string } | { ok: false; message: string };

/** The address to store (trimmed, domain lower-cased), or the API's message for the rule it breaks. */
export function normalizeEmail(raw: string): EmailCheck {
  const verdict = checkEmail(raw);
  return verdict.ok ? verdict : { ok: false, message: MESSAGES[verdict.problem] };
}
