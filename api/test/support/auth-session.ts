// Sign-in for API tests: `const { headers } = await signUpAndSignIn(app)` then
// `app.inject({ method: 'POST', url, headers, payload })` acts as a signed-in user, anti-forgery header
// included. `xsrfHeaders(app)` gives an anonymous visitor's cookie and header for state-changing calls.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Queryable } from '../../src/data/db/database';
import { hashToken } from '../../src/accounts/tokens';
import { REFRESH_GRACE_SECONDS } from '../../src/accounts/accounts-repository';

export interface TestSession {
  /** cookie (access token, refresh token, XSRF-TOKEN) and x-xsrf-token, ready for app.inject. */
  headers: Record<string, string>;
  email: string;
  password: string;
  /** Each cookie's value by name, for tests that need one of them alone. */
  cookies: Record<string, string>;
}

export const TEST_PASSWORD = 'correct horse battery staple 42';

/** A different client address per call, so per-IP rate limits never trip in a test file that signs up many users. */
export const randomTestIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]! % 250).join('.')}`;

export const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** Cookie values a response sets (an empty value or a past expiry means cleared). */
export function setCookies(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
}

export async function xsrfHeaders(app: FastifyInstance): Promise<Record<string, string>> {
  const response = await app.inject({ method: 'GET', url: '/api/health', remoteAddress: randomTestIp() });
  const token = setCookies(response)['XSRF-TOKEN'];
  if (!token) throw new Error('The server did not set an XSRF-TOKEN cookie');
  return { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
}

/** Registers a fresh account (a unique e-mail unless given) and signs it in. */
export async function signUpAndSignIn(app: FastifyInstance, email = `fan-${randomBytes(6).toString('hex')}@example.com`): Promise<TestSession> {
  const anonymous = await xsrfHeaders(app);
  const xsrf = anonymous['x-xsrf-token']!;
  const remoteAddress = randomTestIp();
  const payload = { email, password: TEST_PASSWORD };
  const registered = await app.inject({ method: 'POST', url: '/api/auth/register', headers: anonymous, payload, remoteAddress });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.statusCode} ${registered.body}`);
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', headers: anonymous, payload, remoteAddress });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const cookies = { 'XSRF-TOKEN': xsrf, ...setCookies(login) };
  return { headers: { cookie: cookieHeader(cookies), 'x-xsrf-token': xsrf }, email, password: TEST_PASSWORD, cookies };
}

/** Moves a refresh token's rotation back past the grace for concurrent refreshes, so using it again is a replay. */
export async function endRefreshGrace(db: Queryable, refreshToken: string): Promise<void> {
  await db.query(`update auth_tokens set used_at = used_at - make_interval(secs => $2::int) where token_hash = $1 and used_at is not null`, [
    hashToken(refreshToken),
    REFRESH_GRACE_SECONDS + 1,
  ]);
}
