// Field checks before sending, so a fan learns what to fix before a round trip. The rules are the API's own
// (`checkEmail` and the password limits in @fightrank/shared/contracts, the strength rule loaded lazily): a form
// that passes is not refused by the server for the same field. Only the wording here is the forms'.
import { checkEmail, passwordLimitAdvice, passwordLimitProblem, type EmailProblem } from '@fightrank/shared/contracts';
import { passwordStrengthError } from './password-strength';

const EMAIL_ADVICE: Partial<Record<EmailProblem, string>> = {
  required: 'Enter your e-mail address.',
  'too-long': 'That e-mail address is too long.',
  'not-ascii': 'Use an e-mail address with plain letters (a–z), digits and symbols only.',
};

export function emailError(raw: string): string | undefined {
  const verdict = checkEmail(raw);
  if (verdict.ok) return undefined;
  return EMAIL_ADVICE[verdict.problem] ?? 'Enter an e-mail address like name@example.com.';
}

export function signInPasswordError(password: string): string | undefined {
  return password === '' ? 'Enter your password.' : undefined;
}

/** Rules for a new password (register, change password). */
export function newPasswordError(password: string, email: string, displayName?: string): string | undefined {
  if (password === '') return 'Choose a password.';
  const limit = passwordLimitProblem(password);
  if (limit) return passwordLimitAdvice(limit, password);
  const lower = password.toLowerCase();
  const emailLower = email.trim().toLowerCase();
  if (emailLower && (lower === emailLower || lower === emailLower.split('@')[0])) return "Don't use your e-mail address as your password.";
  return passwordStrengthError(password, email, displayName);
}
