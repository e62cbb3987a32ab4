import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { readConfig } from '../../../config';
import type { Database } from '../../../data/db/database';
import { openTestDatabase, testDatabaseKind, testDatabaseUrl } from '../../../../test/support/test-database';
import { cookieHeader, endRefreshGrace, randomTestIp, setCookies, signUpAndSignIn, TEST_PASSWORD, xsrfHeaders } from '../../../../test/support/auth-session';
import { REGISTERED_MESSAGE } from './index';
import { hashToken } from '../../../accounts/tokens';
import { RATE_LIMITS } from '../../plugins/rate-limits';

const redisUrl = testDatabaseUrl ? process.env.REDIS_URL : undefined;

describe(`auth routes on ${testDatabaseKind}${redisUrl ? ' with Redis rate limits' : ''}`, () => {
  let db: Database;
  let app: FastifyInstance;
  let anonymous: Record<string, string>;

  beforeAll(async () => {
    db = await openTestDatabase();
    app = await buildApp({ config: { ...readConfig({ REDIS_URL: redisUrl }), distRoot: '/nonexistent-fightrank-dist' }, db });
    anonymous = await xsrfHeaders(app);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const post = (url: string, payload?: unknown, headers = anonymous, remoteAddress = randomTestIp()) =>
    app.inject({ method: 'POST', url: `/api/auth/${url}`, headers, remoteAddress, ...(payload === undefined ? {} : { payload: payload as object }) });
  const uniqueEmail = () => `fan-${Math.random().toString(36).slice(2)}@Example.com`;

  it('registers with a normalized e-mail and an Argon2id hash, answering without setting a session', async () => {
    const response = await post('register', { email: '  Rose.N@MMA.Example.COM ', password: 'thug rose 2019 kick' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { message: REGISTERED_MESSAGE } });
    expect(setCookies(response).fr_access).toBeUndefined();
    const [row] = await db.query<{ email: string; password_hash: string }>(
      `select email, password_hash from users where lower(email) = 'rose.n@mma.example.com'`,
    );
    expect(row?.email).toBe('Rose.N@mma.example.com');
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.password_hash).not.toContain('thug rose');
  });

  it('answers a duplicate registration exactly like a new one, and keeps the first password', async () => {
    const email = uniqueEmail();
    const first = await post('register', { email, password: 'first password 123' });
    const second = await post('register', { email: email.toUpperCase(), password: 'second password 456' });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.body).toBe(first.body);
    const rows = await db.query(`select 1 from users where lower(email) = lower($1)`, [email]);
    expect(rows).toHaveLength(1);
    expect((await post('login', { email, password: 'second password 456' })).statusCode).toBe(401);
    expect((await post('login', { email, password: 'first password 123' })).statusCode).toBe(200);
  });

  it('refuses weak passwords with a message naming the rule and stores nothing', async () => {
    const email = uniqueEmail();
    const cases: [string, RegExp][] = [
      ['short', /password must be at least 8 characters/],
      ['x'.repeat(257), /password must be at most 256 characters/],
      ['password1', /too easy to guess\. This is a commonly used password/],
      ['Qwertyuiop', /too easy to guess\. This is one of the hundred most used passwords/],
      [email, /your e-mail address/],
      ['         ', /only spaces/],
    ];
    for (const [password, message] of cases) {
      const response = await post('register', { email, password });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().message, password).toMatch(message);
    }
    expect(await db.query(`select 1 from users where lower(email) = lower($1)`, [email])).toHaveLength(0);
  });

  it('refuses hostile and malformed input with a 400 or 413 naming the field, and stores nothing', async () => {
    const before = await db.query<{ n: number }>(`select count(*)::int as n from users`);
    const cases: [unknown, number, RegExp][] = [
      [{}, 400, /email/],
      [{ email: 'a@example.com' }, 400, /password/],
      [{ email: 42, password: 'long enough pass' }, 400, /email/],
      [{ email: 'a@example.com', password: ['x'] }, 400, /password/],
      [{ email: 'not-an-email', password: 'long enough pass' }, 400, /email/],
      [{ email: 'ünïcødé@example.com', password: 'long enough pass' }, 400, /email must use ASCII/],
      [{ email: 'fan@exämple.com', password: 'long enough pass' }, 400, /email/],
      [{ email: 'a\u0000b@example.com', password: 'long enough pass' }, 400, /email/],
      [{ email: "x' or 1=1 --@example.com", password: 'long enough pass' }, 400, /email/],
      [{ email: '<script>alert(1)</script>@example.com', password: 'long enough pass' }, 400, /email/],
      [{ email: `${'a'.repeat(300)}@example.com`, password: 'long enough pass' }, 400, /email/],
      [{ email: 'a@example.com', password: 'nul\u0000 in the password' }, 400, /password/],
    ];
    for (const [payload, status, message] of cases) {
      const response = await post('register', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message, JSON.stringify(payload)).toMatch(message);
    }
    const form = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { ...anonymous, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a@example.com&password=long+enough+pass',
      remoteAddress: randomTestIp(),
    });
    expect(form.statusCode).toBe(415);
    const huge = await post('register', { email: 'big@example.com', password: 'x'.repeat(10 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    const hugeLogin = await post('login', { email: 'big@example.com', password: 'x'.repeat(10 * 1024 * 1024) });
    expect(hugeLogin.statusCode).toBe(413);
    const after = await db.query<{ n: number }>(`select count(*)::int as n from users`);
    expect(after).toEqual(before);
  });

  it('accepts SQL and HTML inside a password: it is only ever hashed', async () => {
    const email = uniqueEmail();
    const password = `'); drop table users; -- <b>bold</b>`;
    expect((await post('register', { email, password })).statusCode).toBe(201);
    expect((await post('login', { email, password })).statusCode).toBe(200);
  });

  it('signs in with httpOnly SameSite=Lax session cookies, whatever the e-mail case', async () => {
    const email = uniqueEmail();
    await post('register', { email, password: TEST_PASSWORD });
    const response = await post('login', { email: ` ${email.toUpperCase()} `, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      email: email.replace('Example.com', 'example.com'),
      displayName: expect.stringMatching(/^Fan [2-9A-Z]{10}$/),
      memberSince: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const access = response.cookies.find((c) => c.name === 'fr_access');
    const refresh = response.cookies.find((c) => c.name === 'fr_refresh');
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(access?.secure).toBeFalsy();
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
    // Only hashes are stored.
    const stored = await db.query<{ token_hash: string }>(`select token_hash from auth_tokens`);
    expect(stored.map((r) => r.token_hash)).not.toContain(access!.value);
  });

  it('marks session cookies Secure behind TLS when a trusted proxy says so, never on a spoofed header', async () => {
    const session = await signUpAndSignIn(app);
    const spoofed = await post('login', { email: session.email, password: TEST_PASSWORD }, { ...anonymous, 'x-forwarded-proto': 'https' });
    expect(spoofed.cookies.find((c) => c.name === 'fr_access')?.secure).toBeFalsy();
    const behindProxy = await buildApp({ config: { ...readConfig({ TRUST_PROXY: '1' }), distRoot: '/nonexistent-fightrank-dist' }, db });
    try {
      const response = await behindProxy.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...anonymous, 'x-forwarded-proto': 'https' },
        payload: { email: session.email, password: TEST_PASSWORD },
        remoteAddress: randomTestIp(),
      });
      expect(response.cookies.find((c) => c.name === 'fr_access')?.secure).toBe(true);
      expect(response.cookies.find((c) => c.name === 'fr_refresh')?.secure).toBe(true);
    } finally {
      await behindProxy.close();
    }
  });

  it('gives one answer for a wrong password and an unknown e-mail, at the same cost', async () => {
    const session = await signUpAndSignIn(app);
    const wrong = await post('login', { email: session.email, password: 'not the password at all' });
    const unknown = await post('login', { email: uniqueEmail(), password: 'not the password at all' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(setCookies(wrong).fr_access).toBeUndefined();

    // Interleaved, so a burst of load on the machine slows both kinds alike; the median of seven of each.
    const stranger = uniqueEmail();
    const runs = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 7; i++) {
      for (const [kind, email] of [
        ['known', session.email],
        ['unknown', stranger],
      ] as const) {
        const start = performance.now();
        await post('login', { email, password: `wrong password ${i}` });
        runs[kind].push(performance.now() - start);
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[3]!;
    const known = median(runs.known);
    const unknownTime = median(runs.unknown);
    // Without the dummy Argon2id verification an unknown e-mail answers in a few milliseconds.
    expect(unknownTime / known).toBeGreaterThan(0.5);
    expect(unknownTime / known).toBeLessThan(2);
  });

  it('check answers the account with a current access token and 401 when it is missing or expired', async () => {
    const session = await signUpAndSignIn(app);
    const ok = await app.inject({ url: '/api/auth/check', headers: session.headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.email).toBe(session.email);
    expect((await app.inject({ url: '/api/auth/check' })).statusCode).toBe(401);
    await db.query(`update auth_tokens set expires_at = now() - interval '1 second' where token_hash = $1`, [hashToken(session.cookies.fr_access!)]);
    const expired = await app.inject({ url: '/api/auth/check', headers: session.headers });
    expect(expired.statusCode).toBe(401);
  });

  it('refresh rotates: a new access and refresh token, { data: { token } }, the old access token dead', async () => {
    const session = await signUpAndSignIn(app);
    const response = await post('refresh', undefined, session.headers);
    expect(response.statusCode).toBe(200);
    const token = response.json().data.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const fresh = setCookies(response);
    expect(fresh.fr_access).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fresh.fr_refresh).not.toBe(session.cookies.fr_refresh);
    // The stored token is a receipt, not a credential.
    expect(token).not.toBe(fresh.fr_access);
    expect((await app.inject({ url: '/api/auth/check', headers: { cookie: `fr_access=${token}` } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/auth/check', headers: session.headers })).statusCode).toBe(401);
    const rotated = { ...session.cookies, ...fresh };
    expect((await app.inject({ url: '/api/auth/check', headers: { cookie: cookieHeader(rotated) } })).statusCode).toBe(200);
  });

  it('refresh after the access token expired signs the user back in (the spec §4 401 → refresh path)', async () => {
    const session = await signUpAndSignIn(app);
    await db.query(`update auth_tokens set expires_at = now() - interval '1 second' where kind = 'access'`);
    expect((await app.inject({ url: '/api/auth/check', headers: session.headers })).statusCode).toBe(401);
    const refreshed = await post('refresh', undefined, session.headers);
    expect(refreshed.statusCode).toBe(200);
    const cookie = cookieHeader({ ...session.cookies, ...setCookies(refreshed) });
    expect((await app.inject({ url: '/api/auth/check', headers: { cookie } })).statusCode).toBe(200);
  });

  it('reusing a rotated refresh token revokes the whole family', async () => {
    const session = await signUpAndSignIn(app);
    const first = await post('refresh', undefined, session.headers);
    const current = { ...session.cookies, ...setCookies(first) };
    // An attacker replays the stolen, already used token, after the grace for concurrent refreshes.
    await endRefreshGrace(db, session.cookies.fr_refresh!);
    const replay = await post('refresh', undefined, session.headers);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toMatch(/refreshed before/);
    // The legitimate holder's newer tokens are dead too.
    const headers = { ...session.headers, cookie: cookieHeader(current) };
    expect((await app.inject({ url: '/api/auth/check', headers })).statusCode).toBe(401);
    expect((await post('refresh', undefined, headers)).statusCode).toBe(401);
  });

  it('refresh without a session, or with a forged token, is a 401 that clears the cookies', async () => {
    const none = await post('refresh');
    expect(none.statusCode).toBe(401);
    const forged = await post('refresh', undefined, { ...anonymous, cookie: `${anonymous.cookie}; fr_refresh=${'B'.repeat(43)}` });
    expect(forged.statusCode).toBe(401);
    expect(forged.cookies.find((c) => c.name === 'fr_refresh')?.value).toBe('');
  });

  it('limits refreshes per session, but cookie-less refreshes from many visitors never share a bucket', async () => {
    const visitors = RATE_LIMITS.refreshPerSession.max + 10;
    for (let i = 0; i < visitors; i++) expect((await post('refresh')).statusCode, `visitor ${i}`).toBe(401);

    // One forged token replayed from many addresses is one session's bucket: it runs out. (A fresh token per run:
    // with Redis the bucket outlives the test.)
    const forged = { ...anonymous, cookie: `${anonymous.cookie}; fr_refresh=${randomBytes(32).toString('base64url')}` };
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.refreshPerSession.max; i++) statuses.push((await post('refresh', undefined, forged)).statusCode);
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('logout revokes the session: neither token works afterwards', async () => {
    const session = await signUpAndSignIn(app);
    const response = await post('logout', undefined, session.headers);
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'fr_access')?.value).toBe('');
    expect((await app.inject({ url: '/api/auth/check', headers: session.headers })).statusCode).toBe(401);
    expect((await post('refresh', undefined, session.headers)).statusCode).toBe(401);
    // The next sign-in clears the ended session away.
    expect((await post('login', { email: session.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    const sessions = await db.query(`select s.revoked_at from auth_sessions s join users u on u.id = s.user_id where u.email = $1`, [session.email]);
    expect(sessions).toEqual([{ revoked_at: null }]);
  });

  it('logout with an expired access token still ends the session through the refresh cookie', async () => {
    const session = await signUpAndSignIn(app);
    await db.query(`update auth_tokens set expires_at = now() - interval '1 second' where kind = 'access'`);
    expect((await post('logout', undefined, session.headers)).statusCode).toBe(204);
    expect((await post('refresh', undefined, session.headers)).statusCode).toBe(401);
  });

  it('limits sign-in attempts per account, from any address, with the same answer for unknown e-mails', async () => {
    const registered = uniqueEmail();
    expect((await post('register', { email: registered, password: TEST_PASSWORD })).statusCode).toBe(201);
    for (const email of [registered, uniqueEmail()]) {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await post('login', { email, password: `guess number ${i}` })).statusCode);
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    }
    const limited = await post('login', { email: uniqueEmail(), password: 'guess' });
    expect(limited.statusCode).toBe(401);
  });

  it('limits sign-in and registration attempts per address', async () => {
    const ip = randomTestIp();
    for (let i = 0; i < 60; i++) expect((await post('login', {}, anonymous, ip)).statusCode).toBe(400);
    const limited = await post('login', {}, anonymous, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many requests/);
    // Another address is unaffected.
    expect((await post('login', {}, anonymous, randomTestIp())).statusCode).toBe(400);

    const registerIp = randomTestIp();
    for (let i = 0; i < 30; i++) expect((await post('register', {}, anonymous, registerIp)).statusCode).toBe(400);
    expect((await post('register', {}, anonymous, registerIp)).statusCode).toBe(429);
  });
});
