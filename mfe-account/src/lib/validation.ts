// Client-side field checks, so a fan learns what to fix before a round trip. The server repeats every
// rule, so these only need to be helpful, not complete; the password strength rule is the server's own, loaded lazily.
import { passwordStrengthError } from './password-strength';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

// Same shape the server accepts: something@domain.tld, ASCII, no spaces.
const EMAIL_SHAPE = /^[\x21-\x3f\x41-\x7e]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export function emailError(raw: string): string | undefined {
  const email = raw.trim();
  if (email === '') return 'Enter your e-mail address.';
  if (/[^\x00-\x7f]/.test(email)) return 'Use an e-mail address with plain letters (a–z), digits and symbols only.';
  if (!EMAIL_SHAPE.test(email)) return 'Enter an e-mail address like name@example.com.';
  if (email.length > 254) return 'That e-mail address is too long.';
  return undefined;
}

export function signInPasswordError(password: string): string | undefined {
  return password === '' ? 'Enter your password.' : undefined;
}

/** Rules for a new password (register, change password). */
export function newPasswordError(password: string, email: string, displayName?: string): string | undefined {
  if (password === '') return 'Choose a password.';
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters (${password.length} so far).`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (password.trim() === '') return 'A password of only spaces is too easy to guess.';
  const lower = password.toLowerCase();
  const emailLower = email.trim().toLowerCase();
  if (emailLower && (lower === emailLower || lower === emailLower.split('@')[0])) return "Don't use your e-mail address as your password.";
  return passwordStrengthError(password, email, displayName);
}
