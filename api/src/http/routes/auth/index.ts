// Spec §7 auth calls: register, login, logout, refresh, check (issue 10). Answers never say whether an
// e-mail has an account: register answers the same either way, and login has one message for an
// unknown e-mail and a wrong password, after the same Argon2id work.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountSchema,
  CredentialsSchema,
  ErrorSchema,
  RefreshResultSchema,
  RegisterResultSchema,
  envelopeOf,
  type Account,
  type Credentials,
} from '@fightrank/shared/contracts';
import { badRequest } from '../../http-errors';
import { clientAddressKey, RATE_LIMITS } from '../../plugins/rate-limits';
import { normalizeEmail } from '../../../accounts/email';
import { hashPassword, passwordProblem, verifyPassword } from '../../../accounts/passwords';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from '../../auth/session-cookies';
import { hashToken, looksLikeToken } from '../../../accounts/tokens';
import { perAccountLimit } from '../../auth/account-rate-limit';
import { DEVICE_COOKIE, loadDeviceSecret, newDeviceCookie, readDeviceCookie, setDeviceCookie } from '../../auth/device-cookie';
import { signInKeys, waitInWords } from '../../auth/sign-in-attempts';
import {
  findRefreshSessionId,
  findUserByEmail,
  findUserById,
  insertUser,
  revokeSession,
  rotateRefreshToken,
  startSession,
} from '../../../accounts/accounts-repository';

/** Auth bodies are two short strings; anything near this size is not a sign-in. */
export const AUTH_BODY_LIMIT = 16 * 1024;

export const REGISTERED_MESSAGE = 'If this e-mail was free, the account now exists: sign in with it.';
const WRONG_CREDENTIALS = 'Incorrect e-mail or password.';

const unauthorized = (message: string) => ({ statusCode: 401, error: 'Unauthorized', message });

/** Same words for every e-mail, known or not, so the answer reveals nothing about who has an account. */
export const slowDownMessage = (wait: string) =>
  `Too many failed sign-ins for this e-mail address. Try again in ${wait}. A browser you have signed in with before is not held up.`;

/** A valid e-mail for the account rules, or a 400 naming the field. */
function emailOrThrow(raw: string): string {
  const check = normalizeEmail(raw);
  if (!check.ok) throw badRequest(check.message);
  return check.email;
}

export function toAccount(row: { email: string; created_at: string; display_name: string }): Account {
  return { email: row.email, displayName: row.display_name, memberSince: new Date(row.created_at).toISOString() };
}

/** Rate-limit key of the account a request names; the same for unknown and known e-mails. */
const accountKey = (prefix: string) => (request: FastifyRequest) => {
  const email = (request.body as Partial<Credentials> | undefined)?.email;
  return `${prefix}:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
};

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 413: ErrorSchema, 429: ErrorSchema };

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deviceSecret = await loadDeviceSecret(app.db);

  app.post(
    '/register',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      schema: { body: CredentialsSchema, response: { 201: envelopeOf(RegisterResultSchema), ...errors } },
      config: { rateLimit: { ...RATE_LIMITS.registerPerIp, keyGenerator: (request) => `register-ip:${clientAddressKey(request.ip)}` } },
      preHandler: perAccountLimit(app, RATE_LIMITS.registerPerAccount, accountKey('register-account')),
    },
    async (request, reply) => {
      const email = emailOrThrow(request.body.email);
      const problem = passwordProblem(request.body.password, email);
      if (problem) throw badRequest(problem);
      // Hashing happens whether or not the e-mail is taken, so both answers take the same time.
      await insertUser(app.db, email, await hashPassword(request.body.password));
      return reply.status(201).send({ data: { message: REGISTERED_MESSAGE } });
    },
  );

  app.post(
    '/login',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      schema: { body: CredentialsSchema, response: { 200: envelopeOf(AccountSchema), ...errors } },
      // Per address here; per account, account and address, or device below (decision 035).
      config: { rateLimit: { ...RATE_LIMITS.loginPerIp, keyGenerator: (request) => `login-ip:${clientAddressKey(request.ip)}` } },
    },
    async (request, reply) => {
      const email = emailOrThrow(request.body.email);
      if (request.body.password === '') throw badRequest('password is required');
      const user = await findUserByEmail(app.db, email);
      // A device cookie counts only for the account it was issued to; anything else is an untrusted browser.
      const deviceId = user ? readDeviceCookie(deviceSecret, request.cookies[DEVICE_COOKIE], user.id) : null;
      const keys = signInKeys({ email, address: clientAddressKey(request.ip), deviceId });
      const wait = await app.signInAttempts.attempt(keys);
      if (wait > 0) {
        reply.header('retry-after', Math.ceil(wait / 1000));
        return reply.status(429).send({ statusCode: 429, error: 'Too Many Requests', message: slowDownMessage(waitInWords(wait)) });
      }
      const valid = await verifyPassword(user?.password_hash, request.body.password);
      if (!user || !valid) return reply.status(401).send(unauthorized(WRONG_CREDENTIALS));
      await app.signInAttempts.forgive(keys);
      const session = await startSession(app.db, user.id);
      setSessionCookies(request, reply, session);
      setDeviceCookie(request, reply, newDeviceCookie(deviceSecret, user.id).value);
      return { data: toAccount(user) };
    },
  );

  app.post(
    '/logout',
    { schema: { response: { 204: { type: 'null' }, ...errors } }, config: { rateLimit: RATE_LIMITS.signOutPerIp } },
    async (request, reply) => {
      // Works with an expired access cookie too: the refresh cookie names the session to end.
      const refresh = request.cookies[REFRESH_COOKIE];
      const sessionId = request.authSessionId ?? (looksLikeToken(refresh) ? await findRefreshSessionId(app.db, refresh) : undefined);
      if (sessionId !== undefined) await revokeSession(app.db, sessionId);
      clearSessionCookies(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/refresh',
    {
      schema: { response: { 200: envelopeOf(RefreshResultSchema), ...errors } },
      config: { rateLimit: { ...RATE_LIMITS.refreshPerIp, keyGenerator: (request) => `refresh-ip:${clientAddressKey(request.ip)}` } },
      // Per session, so only a request that names one counts: cookie-less refreshes (every visitor's first check)
      // must not share one bucket and turn into 429s for everyone; they get their 401 and the per-address limit.
      preHandler: perAccountLimit(app, RATE_LIMITS.refreshPerSession, (request) => {
        const refresh = request.cookies[REFRESH_COOKIE];
        return looksLikeToken(refresh) ? `refresh-session:${hashToken(refresh)}` : null;
      }),
    },
    async (request, reply) => {
      const refresh = request.cookies[REFRESH_COOKIE];
      if (!looksLikeToken(refresh)) {
        clearSessionCookies(request, reply);
        return reply.status(401).send(unauthorized('No session to refresh: sign in again.'));
      }
      const outcome = await app.db.transaction((tx) => rotateRefreshToken(tx, refresh));
      if (outcome.kind !== 'rotated') {
        clearSessionCookies(request, reply);
        const message =
          outcome.kind === 'reused'
            ? 'This session was refreshed before; as a precaution it has been signed out everywhere it was used. Sign in again.'
            : 'Your session has expired or was signed out: sign in again.';
        return reply.status(401).send(unauthorized(message));
      }
      setSessionCookies(request, reply, outcome.tokens);
      // The spec stores this token in localStorage, which every script can read, so it is not a
      // credential: a fingerprint of the new access token, useless without the httpOnly cookie.
      const token = createHash('sha256').update(`receipt:${outcome.tokens.access}`).digest('base64url');
      return { data: { token } };
    },
  );

  app.get('/check', { schema: { response: { 200: envelopeOf(AccountSchema), 401: ErrorSchema } }, config: { cache: 'private' } }, async (request, reply) => {
    if (!request.user) return reply.status(401).send(unauthorized('Not signed in, or the access token has expired.'));
    const user = await findUserById(app.db, request.user.id);
    if (!user) return reply.status(401).send(unauthorized('Not signed in, or the access token has expired.'));
    return { data: toAccount(user) };
  });
};
