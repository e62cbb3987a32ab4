// Password hashing and rules. Argon2id with the library's defaults (19 MiB, 2 passes: the OWASP
// baseline). A sign-in for an unknown e-mail verifies against a dummy hash made with the same
// parameters, so it costs the same time as a wrong password and timing cannot reveal who has an account.
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/** The ~49,000 most common passwords from zxcvbn-ts's maintained list, lower-cased. */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

// Algorithm 2 = Argon2id; spelled out so a library default change cannot weaken it silently.
const OPTIONS = { algorithm: 2 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

let dummyHash: Promise<string> | undefined;

/** Verifies a password; with no stored hash (unknown e-mail) it does the same work and answers false. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hash('not-a-real-password-for-timing', OPTIONS);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** Warms the dummy hash at start-up so the first unknown-e-mail sign-in is not slower than the rest. */
export function prepareDummyHash(): Promise<unknown> {
  dummyHash ??= hash('not-a-real-password-for-timing', OPTIONS);
  return dummyHash;
}

/** The rule a new password breaks, as a message naming the field, or undefined when it is fine. */
export function passwordProblem(password: string, email: string, field = 'password'): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return `${field} must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `${field} must be at most ${PASSWORD_MAX_LENGTH} characters`;
  if (password.includes('\0')) return `${field} must not contain NUL characters`;
  if (password.trim() === '') return `${field} must not be only spaces`;
  const lower = password.toLowerCase();
  const emailLower = email.trim().toLowerCase();
  if (lower === emailLower || lower === emailLower.split('@')[0]) return `${field} must not be your e-mail address`;
  if (COMMON_PASSWORDS.has(lower)) return `${field} is one of the most common passwords; choose something less guessable`;
  return undefined;
}
