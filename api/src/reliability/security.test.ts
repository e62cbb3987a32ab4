// Security checks of issue 14 that no other test file makes. Already covered elsewhere, not repeated here:
// CSRF without the header on register/login/logout/PUT/PATCH/DELETE (plugins/xsrf.test.ts), brute-force sign-in
// past the per-account and per-address limits (routes/auth/auth.test.ts), spoofed X-Forwarded-For on reads
// (plugins/rate-limits.test.ts), security headers on pages, files and API answers (plugins/security-headers.test.ts),
// a quoted fighter name escaped in the share card (pages/pages.test.ts), account routes needing a session
// (routes/account/account.test.ts). This file adds: hostile text in every imported field a share card or avatar
// shows, session fixation, CSRF on a vote, a spoofed client address on sign-in, another user's data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { readConfig } from '../config';
import type { Database } from '../db/database';
import { openTestDatabase, testDatabaseKind } from '../testing/test-database';
import { randomTestIp, setCookies, signUpAndSignIn, TEST_PASSWORD, xsrfHeaders } from '../testing/auth-session';

const XSS = `"><script>alert(1)</script><img src=x onerror=alert(2)>'`;
const html = { accept: 'text/html,application/xhtml+xml' };

describe(`security checks on ${testDatabaseKind}`, () => {
  let db: Database;
  let app: FastifyInstance;
  let fighterId: number;
  let eventId: number;

  beforeAll(async () => {
    db = await openTestDatabase();
    await db.query(`insert into organizations (code, name) values ('XO', $1)`, [`Org ${XSS}`]);
    [{ id: fighterId }] = (await db.query<{ id: number }>(
      `insert into fighters (key, name, slug, nickname, nationality, country_code)
       values ('x:1', $1, 'hostile', $2, $3, 'US') returning id::int as id`,
      [`Name ${XSS}`, `Nick ${XSS}`, `Land ${XSS}`],
    )) as [{ id: number }];
    await db.query(
      `insert into fighter_ratings (fighter_id, rating, uncertainty, fan_score, peak_rating, bouts_rated, wins, losses, draws, no_contests,
                                    last_bout_date, weight_class, organization, is_active)
       values ($1, 1800, 40, 1700, 1850, 10, 9, 1, 0, 0, '2024-11-16', $2, 'XO', true)`,
      [fighterId, `Class ${XSS}`],
    );
    await db.query(
      `insert into ranking_entries (kind, filter_value, fighter_id, current_rank, previous_rank, score) values ('pound-for-pound', '', $1, 1, 1, 1700)`,
      [fighterId],
    );
    [{ id: eventId }] = (await db.query<{ id: number }>(
      `insert into events (key, name, date, location, organization, status) values ('xe:1', $1, '2024-11-16', $2, 'XO', 'completed') returning id::int as id`,
      [`Event ${XSS}`, `Place ${XSS}`],
    )) as [{ id: number }];
    app = await buildApp({ config: { ...readConfig({}), distRoot: '/nonexistent-fightrank-dist', publicUrl: 'https://fightrank.example' }, db });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('renders hostile imported text inert in fighter and event share cards and the avatar', async () => {
    for (const url of [`/fighter/hostile-${fighterId}`, `/events/${eventId}`, `/api/pages/avatar/${fighterId}.svg`]) {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(200);
      // No markup from the data survives: no tag, no attribute breaking out of its quotes.
      expect(response.body, url).not.toContain('<script>alert');
      expect(response.body, url).not.toContain('<img src=x');
      expect(response.body, url).not.toMatch(/"><script/);
      // ...while the text itself is shown, escaped (the check above would pass on a page that dropped it).
      if (!url.endsWith('.svg')) expect(response.body, url).toContain('&lt;script&gt;');
    }
  });

  it('returns hostile text in JSON as data, typed JSON and never sniffed as HTML', async () => {
    const response = await app.inject({ url: `/api/fighters/${fighterId}/info`, remoteAddress: randomTestIp() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.stringify(response.json())).toContain('Name \\"><script>');
  });

  it('does not honour a session cookie planted before sign-in (session fixation)', async () => {
    const session = await signUpAndSignIn(app);
    const planted = { fr_access: 'planted-by-attacker', fr_refresh: 'planted-by-attacker' };
    const anonymous = await xsrfHeaders(app);
    const cookie = `${anonymous.cookie}; fr_access=${planted.fr_access}; fr_refresh=${planted.fr_refresh}`;
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...anonymous, cookie },
      payload: { email: session.email, password: TEST_PASSWORD },
      remoteAddress: randomTestIp(),
    });
    expect(login.statusCode).toBe(200);
    const issued = setCookies(login);
    expect(issued.fr_access).toBeTruthy();
    expect(issued.fr_access).not.toBe(planted.fr_access);
    expect(issued.fr_refresh).not.toBe(planted.fr_refresh);
    // The planted values never authenticate, before or after the victim signed in.
    const check = await app.inject({ url: '/api/auth/check', headers: { cookie: `fr_access=${planted.fr_access}` } });
    expect(check.statusCode).toBe(401);
    const refresh = await app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { ...anonymous, cookie: `${anonymous.cookie}; fr_refresh=${planted.fr_refresh}` } });
    expect(refresh.statusCode).toBe(401);
  });

  it('refuses a vote without the anti-forgery header with 403 and stores nothing', async () => {
    const [before] = await db.query<{ n: number }>('select count(*)::int as n from votes');
    const response = await app.inject({ method: 'POST', url: '/api/community/matchups/1/votes', payload: { winnerId: fighterId }, remoteAddress: randomTestIp() });
    expect(response.statusCode).toBe(403);
    const [after] = await db.query<{ n: number }>('select count(*)::int as n from votes');
    expect(after!.n).toBe(before!.n);
  });

  it('keys the sign-in limit on the real address: a new spoofed X-Forwarded-For per attempt is still refused', async () => {
    const anonymous = await xsrfHeaders(app);
    const ip = randomTestIp();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...anonymous, 'x-forwarded-for': `203.0.113.${i}` },
        payload: {},
        remoteAddress: ip,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it("never shows another user's account: each session reads only its own, and no route takes a user id", async () => {
    const alice = await signUpAndSignIn(app);
    const bob = await signUpAndSignIn(app);
    const [{ id: aliceId }] = (await db.query<{ id: number }>('select id::int as id from users where email = $1', [alice.email])) as [{ id: number }];
    const asBob = await app.inject({ url: '/api/account', headers: bob.headers });
    expect(asBob.json().data.email).toBe(bob.email);
    expect(asBob.body).not.toContain(alice.email);
    for (const url of [`/api/account?id=${aliceId}`, `/api/account/${aliceId}`, `/api/users/${aliceId}`]) {
      const response = await app.inject({ url, headers: bob.headers });
      expect(response.body, url).not.toContain(alice.email);
    }
  });
});
