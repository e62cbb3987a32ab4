// The device cookie (OWASP "Slow brute force attacks: device cookies"): a browser that signed in to an account
// before carries proof of it, so failed sign-ins by other people, from anywhere, never hold that browser up
// (decision 035). Signed with a server secret (HMAC-SHA256) and bound to one account: a cookie that is forged,
// mangled, expired or issued for another account is simply not trusted, never an error.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../data/db/database';

export const DEVICE_COOKIE = 'fr_device';
/** A fan who signs in once a season is still recognised. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const SECRET_META_KEY = 'device_cookie_secret';
// Only sign-in needs it, so no other request carries it.
const DEVICE_COOKIE_PATH = '/api/auth';
const SHAPE = /^v1\.([1-9]\d{0,15})\.(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/**
 * DEVICE_COOKIE_SECRET from the environment, else one generated on first use and kept in app_meta, so every
 * instance on the same database signs alike and the cookies survive restarts.
 */
export async function loadDeviceSecret(db: Queryable, fromEnv = process.env.DEVICE_COOKIE_SECRET): Promise<string> {
  if (fromEnv) return fromEnv;
  await db.query(`insert into app_meta (key, value) values ($1, $2) on conflict (key) do nothing`, [SECRET_META_KEY, randomBytes(32).toString('hex')]);
  const [row] = await db.query<{ value: string }>(`select value from app_meta where key = $1`, [SECRET_META_KEY]);
  return row!.value;
}

const sign = (secret: string, userId: number, issuedAt: number, nonce: string) =>
  createHmac('sha256', secret).update(`device:${userId}:${issuedAt}:${nonce}`).digest('base64url');

/** A fresh cookie value for this account; `id` names the device in the attempt counts. */
export function newDeviceCookie(secret: string, userId: number, now = Date.now()): { id: string; value: string } {
  const issuedAt = Math.floor(now / 1000);
  const nonce = randomBytes(16).toString('base64url');
  return { id: nonce, value: `v1.${userId}.${issuedAt}.${nonce}.${sign(secret, userId, issuedAt, nonce)}` };
}

/** The device id when the cookie is ours, unexpired and issued for this account; otherwise null. */
export function readDeviceCookie(secret: string, value: string | undefined, userId: number, now = Date.now()): string | null {
  if (!value || value.length > 120) return null;
  const match = SHAPE.exec(value);
  if (!match) return null;
  const [, user, issued, nonce, signature] = match as unknown as [string, string, string, string, string];
  if (Number(user) !== userId) return null;
  const issuedAt = Number(issued);
  const age = now / 1000 - issuedAt;
  if (age < -60 || age > DEVICE_COOKIE_MAX_AGE_SECONDS) return null;
  const expected = Buffer.from(sign(secret, userId, issuedAt, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null;
}

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, value: string) {
  reply.setCookie(DEVICE_COOKIE, value, {
    httpOnly: true,
    // Only ever needed by the sign-in form of this site, never on a request that started elsewhere.
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}
