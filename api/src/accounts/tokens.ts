// Session secrets: random, unguessable, and stored only as hashes. Comparisons of secrets that are
// not looked up by hash go through timingSafeEqual so response time says nothing about a near match.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Short, so a stolen access cookie is worth little; the refresh token renews it. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** A session lives this long after its last refresh. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/** 256 random bits, URL- and cookie-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What the database keeps: finding a row by this hash reveals nothing usable about the token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  // Hashing first gives equal lengths, so the length check cannot leak either.
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

/** Shape of a token we issued; anything else is rejected before it reaches the database. */
export const looksLikeToken = (value: string | undefined): value is string => value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value);
