// The account rules (decision 011, issue 24): what an e-mail address and a new password must be. One rule for the
// account forms and the API, so a fan never passes the form only to be refused by the server. The rule names the
// problem; each side says it in its own words (the API's messages name the field, the forms speak to the fan).
// Plain code with no dependencies, so the forms import it without the password estimator
// (`./password-strength`, which applies these limits first).

export const EMAIL_MAX_LENGTH = 254;
/** RFC 5321's limit on the part before the @. */
export const EMAIL_LOCAL_MAX_LENGTH = 64;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

// Pragmatic, not the whole of RFC 5322: what real providers hand out. Dot-separated runs of the "atext"
// characters (no quoted strings, comments or empty runs); domain labels of letters, digits and inner hyphens.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** A top-level domain is letters (com, co, museum) or an internationalized one in its ASCII form (xn--...). */
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]+)$/;

/** Why an address is refused, in the order the checks run. */
export type EmailProblem = 'required' | 'too-long' | 'spaces-or-control' | 'not-ascii' | 'shape' | 'local-part' | 'domain';

export type EmailVerdict = { ok: true; email: string } | { ok: false; problem: EmailProblem };

/**
 * Checks an e-mail address as accounts know it: trimmed, domain lower-cased (the local part keeps its case), ASCII
 * only, which also rules out look-alikes such as a Cyrillic "а" posing as a Latin "a". Gives the address to store.
 */
export function checkEmail(raw: string): EmailVerdict {
  const refuse = (problem: EmailProblem): EmailVerdict => ({ ok: false, problem });
  const email = raw.trim();
  if (email === '') return refuse('required');
  if (email.length > EMAIL_MAX_LENGTH) return refuse('too-long');
  if (/[\x00-\x20\x7f]/.test(email)) return refuse('spaces-or-control');
  if (/[^\x21-\x7e]/.test(email)) return refuse('not-ascii');
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1) return refuse('shape');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1).toLowerCase();
  if (local.length > EMAIL_LOCAL_MAX_LENGTH || !LOCAL_PART.test(local)) return refuse('local-part');
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label)) || !TOP_LEVEL.test(labels.at(-1)!)) return refuse('domain');
  return { ok: true, email: `${local}@${domain}` };
}

/** Why a new password is refused before its strength is judged. */
export type PasswordProblem = 'too-short' | 'too-long' | 'nul' | 'only-spaces';

/** The limits every new password meets; strength (`judgePassword` in `./password-strength`) comes after. */
export function passwordLimitProblem(password: string): PasswordProblem | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return 'too-short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'too-long';
  if (password.includes('\0')) return 'nul';
  if (password.trim() === '') return 'only-spaces';
  return undefined;
}

/** A fan's words for each password limit: the forms' and the estimator's. */
export function passwordLimitAdvice(problem: PasswordProblem, password: string): string {
  switch (problem) {
    case 'too-short':
      return `Use at least ${PASSWORD_MIN_LENGTH} characters (${password.length} so far).`;
    case 'too-long':
      return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
    case 'nul':
      return 'A password cannot contain NUL characters.';
    case 'only-spaces':
      return 'A password of only spaces is too easy to guess.';
  }
}
