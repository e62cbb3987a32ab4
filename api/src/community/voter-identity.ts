// Who is voting: a signed-in user by account, a visitor by a random id in a signed, httpOnly cookie. The signature
// (HMAC-SHA256 with a server secret) means a visitor cannot pick someone else's id or forge fresh ones offline;
// minting many cookies by clearing them is what the per-address limits and burst weights are for.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../data/db/database';

export const VOTER_COOKIE = 'fr_voter';
const SECRET_META_KEY = 'voter_cookie_secret';

/**
 * The signing secret: VOTER_SECRET from the environment, else one generated on first use and kept in app_meta, so
 * every instance on the same database signs alike and cookies survive restarts.
 */
export async function loadVoterSecret(db: Queryable, fromEnv = process.env.VOTER_SECRET): Promise<string> {
  if (fromEnv) return fromEnv;
  await db.query(`insert into app_meta (key, value) values ($1, $2) on conflict (key) do nothing`, [SECRET_META_KEY, randomBytes(32).toString('hex')]);
  const [row] = await db.query<{ value: string }>(`select value from app_meta where key = $1`, [SECRET_META_KEY]);
  return row!.value;
}

const sign = (secret: string, id: string) => createHmac('sha256', secret).update(`voter:${id}`).digest('base64url');

export function newVoterCookie(secret: string): { id: string; cookie: string } {
  const id = randomBytes(16).toString('base64url');
  return { id, cookie: `${id}.${sign(secret, id)}` };
}

/** The visitor id in a cookie value, or null when absent, malformed or not signed by us. */
export function readVoterCookie(secret: string, value: string | undefined): string | null {
  if (!value || value.length > 100) return null;
  const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return null;
  const expected = Buffer.from(sign(secret, match[1]!));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1]! : null;
}

/**
 * A keyed hash of the client's address key (IPv4 as it is, IPv6 by its /64, as the rate limits count): bursts from
 * one subscriber can be seen without storing addresses, however many of its /64 it rotates through.
 */
export const hashAddress = (secret: string, addressKey: string) => createHmac('sha256', secret).update(`ip:${addressKey}`).digest('base64url').slice(0, 22);
