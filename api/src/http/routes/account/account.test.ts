import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { readConfig } from '../../../config';
import type { Database } from '../../../data/db/database';
import { openTestDatabase, testDatabaseKind } from '../../../../test/support/test-database';
import { insertMatchup, insertRatedFighter } from '../../../../test/support/community-fixtures';
import { cookieHeader, randomTestIp, setCookies, signUpAndSignIn, TEST_PASSWORD, xsrfHeaders, type TestSession } from '../../../../test/support/auth-session';

describe(`account routes on ${testDatabaseKind}`, () => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openTestDatabase();
    app = await buildApp({ config: { ...readConfig({}), distRoot: '/nonexistent-fightrank-dist' }, db });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  /** A second browser signed in to the same account. */
  async function signInAgain(session: TestSession): Promise<Record<string, string>> {
    const anonymous = await xsrfHeaders(app);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: anonymous,
      payload: { email: session.email, password: session.password },
      remoteAddress: randomTestIp(),
    });
    expect(login.statusCode).toBe(200);
    return { cookie: `${anonymous.cookie}; ${cookieHeader(setCookies(login))}`, 'x-xsrf-token': anonymous['x-xsrf-token']! };
  }
  const check = async (headers: Record<string, string>) => (await app.inject({ url: '/api/auth/check', headers })).statusCode;
  const changePassword = (headers: Record<string, string>, newPassword: string, server = app) =>
    server.inject({ method: 'POST', url: '/api/account/password', headers, payload: { currentPassword: TEST_PASSWORD, newPassword } });

  it('tells the signed-in user who they are and since when; 401 for a visitor', async () => {
    const session = await signUpAndSignIn(app);
    const response = await app.inject({ url: '/api/account', headers: session.headers });
    expect(response.statusCode).toBe(200);
    const { email, memberSince } = response.json().data;
    expect(email).toBe(session.email);
    expect(Math.abs(Date.parse(memberSince) - Date.now())).toBeLessThan(5 * 60_000);
    expect((await app.inject('/api/account')).statusCode).toBe(401);
  });

  it('changing the password keeps this session, signs out every other one, and swaps the password', async () => {
    const session = await signUpAndSignIn(app);
    const other = await signInAgain(session);
    const response = await changePassword(session.headers, 'a brand new passphrase');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { signedOutSessions: 1 } });
    expect(await check(session.headers)).toBe(200);
    expect(await check(other)).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/auth/refresh', headers: other })).statusCode).toBe(401);
    const anonymous = await xsrfHeaders(app);
    const login = (password: string) =>
      app.inject({ method: 'POST', url: '/api/auth/login', headers: anonymous, payload: { email: session.email, password }, remoteAddress: randomTestIp() });
    expect((await login(TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login('a brand new passphrase')).statusCode).toBe(200);
  });

  it('refuses a wrong current password or a weak new one, changing nothing', async () => {
    const session = await signUpAndSignIn(app);
    const other = await signInAgain(session);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ currentPassword: 'not my password', newPassword: 'a brand new passphrase' }, /currentPassword/],
      [{ currentPassword: TEST_PASSWORD, newPassword: '12345678' }, /newPassword .*common/],
      [{ currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD }, /newPassword must differ/],
      [{ currentPassword: TEST_PASSWORD }, /newPassword/],
      [{ currentPassword: TEST_PASSWORD, newPassword: 12345678 }, /newPassword/],
    ];
    for (const [payload, message] of cases) {
      const response = await app.inject({ method: 'POST', url: '/api/account/password', headers: session.headers, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await check(other)).toBe(200);
  });

  it('of password changes in flight together exactly one lands; the others answer 409 or 400, never a silent 200', async () => {
    const session = await signUpAndSignIn(app);
    const candidates = ['first racing passphrase', 'second racing passphrase', 'third racing passphrase'];
    const responses = await Promise.all(candidates.map((newPassword) => changePassword(session.headers, newPassword)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // A loser either read the new hash already (400: not your current password) or lost the conditional update (409).
    for (const status of statuses.filter((status) => status !== 200)) expect([400, 409]).toContain(status);
    const winner = candidates[statuses.indexOf(200)]!;
    const anonymous = await xsrfHeaders(app);
    for (const password of [TEST_PASSWORD, ...candidates]) {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: anonymous,
        payload: { email: session.email, password },
        remoteAddress: randomTestIp(),
      });
      expect(login.statusCode, password).toBe(password === winner ? 200 : 401);
    }
  });

  it('answers 409 when another change lands between checking the current password and writing the new one', async () => {
    // The race made certain: another change lands right after this request read the account it checks against.
    let swapAfterRead = false;
    let userId = 0;
    const racing = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'query') return Reflect.get(target, property, receiver) as unknown;
        return async (sql: string, params?: readonly unknown[]) => {
          const rows = await target.query(sql, params);
          if (swapAfterRead && /from users where id = \$1/.test(sql)) {
            swapAfterRead = false;
            await target.query(`update users set password_hash = 'changed-elsewhere' where id = $1`, [userId]);
          }
          return rows;
        };
      },
    });
    const racingApp = await buildApp({ config: { ...readConfig({}), distRoot: '/nonexistent-fightrank-dist' }, db: racing });
    try {
      const session = await signUpAndSignIn(racingApp);
      const other = await signInAgain(session);
      [{ id: userId }] = (await db.query<{ id: number }>(`select id::int as id from users where email = $1`, [session.email])) as [{ id: number }];
      swapAfterRead = true;
      const response = await changePassword(session.headers, 'a passphrase that lost', racingApp);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/changed by another request/);
      const [row] = await db.query<{ password_hash: string }>(`select password_hash from users where id = $1`, [userId]);
      expect(row?.password_hash).toBe('changed-elsewhere');
      // The losing change signed nobody out.
      expect(await check(other)).toBe(200);
    } finally {
      await racingApp.close();
    }
  });

  it('"sign out everywhere" ends every session of the account, this one included, and no other account\'s', async () => {
    const session = await signUpAndSignIn(app);
    const other = await signInAgain(session);
    const stranger = await signUpAndSignIn(app);
    const response = await app.inject({ method: 'POST', url: '/api/account/sign-out-everywhere', headers: session.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { signedOutSessions: 2 } });
    expect(await check(session.headers)).toBe(401);
    expect(await check(other)).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/auth/refresh', headers: other })).statusCode).toBe(401);
    expect(await check(stranger.headers)).toBe(200);
  });

  it('deletes the account after the password is confirmed: sessions gone, e-mail free again', async () => {
    const session = await signUpAndSignIn(app);
    const other = await signInAgain(session);
    const wrong = await app.inject({ method: 'DELETE', url: '/api/account', headers: session.headers, payload: { password: 'not my password' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/password/);
    const missing = await app.inject({ method: 'DELETE', url: '/api/account', headers: session.headers, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(await check(session.headers)).toBe(200);

    const response = await app.inject({ method: 'DELETE', url: '/api/account', headers: session.headers, payload: { password: TEST_PASSWORD } });
    expect(response.statusCode).toBe(204);
    expect(await check(session.headers)).toBe(401);
    expect(await check(other)).toBe(401);
    expect(await db.query(`select 1 from users where email = $1`, [session.email])).toHaveLength(0);
    expect(await db.query(`select 1 from auth_sessions s left join users u on u.id = s.user_id where u.id is null`)).toHaveLength(0);
    // A deleted account cannot sign in; the address can register again.
    const anonymous = await xsrfHeaders(app);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: anonymous,
      payload: { email: session.email, password: TEST_PASSWORD },
      remoteAddress: randomTestIp(),
    });
    expect(login.statusCode).toBe(401);
    const again = await signUpAndSignIn(app, session.email);
    expect(await check(again.headers)).toBe(200);
  });

  it('answers 401, not 500, to a vote or a rename of its own that the account’s deletion overtook', async () => {
    // The race of the attack report (session 40), made certain: the database deletes the account just before the
    // vote's insert or the rename's update runs, after the session was checked, as a DELETE /api/account in flight does.
    let deleteBefore: RegExp | null = null;
    let userId = 0;
    const racing = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'query') return Reflect.get(target, property, receiver) as unknown;
        return async (sql: string, params?: readonly unknown[]) => {
          if (deleteBefore?.test(sql)) await target.query(`delete from users where id = $1`, [userId]);
          return target.query(sql, params);
        };
      },
    });
    const racingApp = await buildApp({ config: { ...readConfig({}), distRoot: '/nonexistent-fightrank-dist' }, db: racing });
    try {
      const signIn = async () => {
        const session = await signUpAndSignIn(racingApp);
        [{ id: userId }] = (await db.query<{ id: number }>(`select id::int as id from users where email = $1`, [session.email])) as [{ id: number }];
        return session;
      };
      const [a, b] = [await insertRatedFighter(db, `Race A ${Date.now()}`, 1600), await insertRatedFighter(db, `Race B ${Date.now()}`, 1590)];
      const matchup = await insertMatchup(db, a, b);

      deleteBefore = /insert into votes/;
      const voter = await signIn();
      const vote = await racingApp.inject({
        method: 'POST',
        url: `/api/community/matchups/${matchup}/votes`,
        headers: voter.headers,
        payload: { winnerId: a },
      });
      expect(vote.statusCode).toBe(401);
      expect(vote.json().message).toMatch(/account no longer exists/);
      expect(await db.query(`select 1 from votes where matchup_id = $1`, [matchup])).toHaveLength(0);

      deleteBefore = /update users set display_name/;
      const renamer = await signIn();
      const rename = await racingApp.inject({
        method: 'PUT',
        url: '/api/account/display-name',
        headers: renamer.headers,
        payload: { displayName: 'Nobody Took This' },
      });
      expect(rename.statusCode).toBe(401);
      expect(rename.json().message).toMatch(/account no longer exists/);
    } finally {
      await racingApp.close();
    }
  });

  it('needs a session and the anti-forgery header for every change', async () => {
    const session = await signUpAndSignIn(app);
    const noXsrf = { cookie: session.headers.cookie! };
    expect((await app.inject({ method: 'POST', url: '/api/account/sign-out-everywhere', headers: noXsrf })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: '/api/account', headers: noXsrf, payload: { password: TEST_PASSWORD } })).statusCode).toBe(403);
    const visitor = await xsrfHeaders(app);
    expect((await app.inject({ method: 'POST', url: '/api/account/sign-out-everywhere', headers: visitor })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/account', headers: visitor, payload: { password: TEST_PASSWORD } })).statusCode).toBe(401);
    expect(await check(session.headers)).toBe(200);
  });
});
