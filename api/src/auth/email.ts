// E-mail addresses as accounts know them (decision 011): trimmed, domain lower-cased, unique
// regardless of case, ASCII only. The checks are pragmatic (what real providers hand out),
// not the whole of RFC 5322, and every refusal names the field.

export const EMAIL_MAX_LENGTH = 254;

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export type EmailCheck = { ok: true; email: string } | { ok: false; message: string };

export function normalizeEmail(raw: string): EmailCheck {
  const email = raw.trim();
  if (email === '') return { ok: false, message: 'email is required' };
  if (email.length > EMAIL_MAX_LENGTH) return { ok: false, message: `email must be at most ${EMAIL_MAX_LENGTH} characters` };
  // Control characters (NUL included) and non-ASCII letters: the latter also rules out look-alike
  // addresses such as a Cyrillic "а" posing as a Latin "a".
  if (/[^\x21-\x7e]/.test(email)) {
    return {
      ok: false,
      message: /[\x00-\x20\x7f]/.test(email)
        ? 'email must not contain spaces or control characters'
        : 'email must use ASCII characters only (internationalized addresses are not supported yet)',
    };
  }
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1) return { ok: false, message: 'email must look like name@example.com' };
  const local = email.slice(0, at);
  const domain = email.slice(at + 1).toLowerCase();
  if (local.length > 64 || !LOCAL_PART.test(local)) return { ok: false, message: 'email has characters that are not allowed before the @' };
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label)) || !/^(?:[a-z]{2,63}|xn--[a-z0-9-]+)$/.test(labels.at(-1)!)) {
    return { ok: false, message: 'email must end in a domain such as example.com' };
  }
  return { ok: true, email: `${local}@${domain}` };
}
