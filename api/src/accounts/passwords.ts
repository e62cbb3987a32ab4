// Password hashing and rules. Argon2id with the library's defaults (19 MiB, 2 passes: the OWASP
// baseline). A sign-in for an unknown e-mail verifies against a dummy hash made with the same
// parameters, so it costs the same time as a wrong password and timing cannot reveal who has an account.
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLimitProblem, type PasswordProblem } from '@fightrank/shared/contracts';
import { judgePassword } from '@fightrank/shared/contracts/password-strength';

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

/** The API's words for the shared password limits, after the field's name. */
const LIMIT_MESSAGES: Record<PasswordProblem, string> = {
  'too-short': `must be at least ${PASSWORD_MIN_LENGTH} characters`,
  'too-long': `must be at most ${PASSWORD_MAX_LENGTH} characters`,
  nul: 'must not contain NUL characters',
  'only-spaces': 'must not be only spaces',
};

/**
 * The rule a new password breaks, as a message naming the field, or undefined when it is fine. Strength is the
 * shared estimator's verdict (zxcvbn-ts with its common-password list, the site's words and the fan's e-mail and
 * display name as words a guesser tries first), with its advice on what to change.
 */
export function passwordProblem(password: string, email: string, field = 'password', displayName?: string): string | undefined {
  const limit = passwordLimitProblem(password);
  if (limit) return `${field} ${LIMIT_MESSAGES[limit]}`;
  const verdict = judgePassword(password, email, displayName);
  return verdict.ok ? undefined : `${field} is too easy to guess. ${verdict.message}`;
}
