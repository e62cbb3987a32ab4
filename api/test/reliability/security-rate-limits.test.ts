// Security round two, rate limits (issue 22 findings 2, 3, 10a, 10b; decision 035). Each block names the finding
// it proves fixed: a fan cannot be locked out by strangers' failed sign-ins; every route has a limit sized by
// its cost (reads sent by POST, picks and votes included); a Redis outage keeps the counts seen; the breaker
// does not open because this process was busy. Runs on PGlite, and on PostgreSQL with Redis when DATABASE_URL
// and REDIS_URL are set; the outage tests use a throwaway redis-server of their own, never the shared one.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../../src/http/app';
import { readConfig } from '../../src/config';
import type { Database } from '../../src/data/db/database';
import { openTestDatabase, testDatabaseKind, testDatabaseUrl } from '../support/test-database';
import { freePort } from '../support/free-port';
import { REDIS_SERVER, startRedis } from '../support/throwaway-redis';
import { randomTestIp, signUpAndSignIn, TEST_PASSWORD, xsrfHeaders } from '../support/auth-session';
import { RATE_LIMITS, rateLimits, UNLIMITED_PATHS } from '../../src/http/plugins/rate-limits';
import { ShadowCounts } from '../../src/http/plugins/rate-limit-store';
import { SIGN_IN_SLOW_DOWN, waitMs } from '../../src/http/auth/sign-in-attempts';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from '../../src/http/auth/device-cookie';
import { COMMAND_TIMEOUT_MS, openRedisLink } from '../../src/data/redis/redis-link';

const sharedRedisUrl = testDatabaseUrl ? process.env.REDIS_URL : undefined;
const uniqueEmail = () => `fan-${Math.random().toString(36).slice(2)}@example.com`;
const wrong = (i: number) => `not the password ${i}`;

describe(`security round two: rate limits on ${testDatabaseKind}${sharedRedisUrl ? ' with Redis' : ''}`, () => {
  let db: Database;
  let app: FastifyInstance;
  let anonymous: Record<string, string>;
  const apps: FastifyInstance[] = [];
  const open = async (env: Record<string, string> = {}, onRoute?: (route: RouteOptions) => void, distRoot = '/nonexistent-fightrank-dist') => {
    const built = await buildApp({ config: { ...readConfig({ REDIS_URL: sharedRedisUrl ?? '', ...env }), distRoot }, db, onRoute });
    apps.push(built);
    return built;
  };

  beforeAll(async () => {
    db = await openTestDatabase();
    app = await open();
    anonymous = await xsrfHeaders(app);
  });
  afterAll(async () => {
    for (const built of apps) await built.close();
    await db.close();
  });

  const login = (email: string, password: string, { remoteAddress = randomTestIp(), cookie = '', on = app } = {}) =>
    on.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...anonymous, cookie: [anonymous.cookie, cookie].filter(Boolean).join('; ') },
      payload: { email, password },
      remoteAddress,
    });
  /** An account whose browser signed in once and kept the device cookie it was given. */
  const fanWithDevice = async () => {
    const session = await signUpAndSignIn(app);
    const device = session.cookies[DEVICE_COOKIE];
    expect(device).toBeTruthy();
    return { email: session.email, device: `${DEVICE_COOKIE}=${device}` };
  };

  describe('finding 2: nobody can lock a fan out', () => {
    it('a browser that signed in before still signs in while strangers fail from many addresses', async () => {
      const fan = await fanWithDevice();
      const attack: number[] = [];
      for (let i = 0; i < 15; i++) attack.push((await login(fan.email, wrong(i))).statusCode);
      // The strangers are slowed down...
      expect(attack.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(attack.slice(10)).toContain(429);
      // ...the fan's own browser is not (before the fix: 429 for 15 minutes).
      const own = await login(fan.email, TEST_PASSWORD, { cookie: fan.device });
      expect(own.statusCode).toBe(200);
    });

    it('successful sign-ins never count as failures', async () => {
      const { email } = await signUpAndSignIn(app);
      const remoteAddress = randomTestIp();
      // Without the device cookie, from one address: the untrusted counts, which only failures feed.
      for (let i = 0; i < 15; i++) expect((await login(email, TEST_PASSWORD, { remoteAddress })).statusCode, `sign-in ${i + 1}`).toBe(200);
    });

    it('the account limit applies from allowlisted addresses too', async () => {
      const bench = randomTestIp();
      const allowlisted = await open({ RATE_LIMIT_ALLOWLIST: bench });
      const { email } = await signUpAndSignIn(allowlisted);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await login(email, wrong(i), { remoteAddress: bench, on: allowlisted })).statusCode);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses).toContain(429);
    });

    it('keys on the account and the address: one address is slowed down first, the others later', async () => {
      const { email } = await signUpAndSignIn(app);
      const guesser = randomTestIp();
      for (let i = 0; i < SIGN_IN_SLOW_DOWN.accountFromAddress.freeFailures; i++)
        expect((await login(email, wrong(i), { remoteAddress: guesser })).statusCode).toBe(401);
      expect((await login(email, wrong(99), { remoteAddress: guesser })).statusCode).toBe(429);
      expect((await login(email, wrong(100))).statusCode).toBe(401);
    });

    it('slows down gently, with the same answer for an unknown e-mail, and the wait grows with each failure', async () => {
      const { email } = await signUpAndSignIn(app);
      const answers = [];
      for (const address of [email, uniqueEmail()]) {
        for (let i = 0; i < SIGN_IN_SLOW_DOWN.account.freeFailures; i++) await login(address, wrong(i));
        answers.push(await login(address, wrong(99)));
      }
      for (const answer of answers) {
        expect(answer.statusCode).toBe(429);
        // Seconds, not a 15-minute wall.
        expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(2);
        expect(answer.json().message).toMatch(/Try again in [12] seconds?\. A browser you have signed in with before is not held up\./);
      }
      expect(answers[1]!.body).toBe(answers[0]!.body);
      // The wait doubles after every further failure, up to a few minutes.
      const { account } = SIGN_IN_SLOW_DOWN;
      const waits = Array.from({ length: 12 }, (_, i) => waitMs(account, account.freeFailures + i, 0, 0) / 1000);
      expect(waits.slice(0, 9)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256]);
      expect(waits.slice(9)).toEqual([300, 300, 300]);
      expect(waitMs(account, account.freeFailures - 1, 0, 0)).toBe(0);
    });

    it("ignores a forged, mangled, expired-looking or another account's device cookie", async () => {
      const victim = await signUpAndSignIn(app);
      const attacker = await fanWithDevice();
      const cookies = [
        attacker.device,
        `${DEVICE_COOKIE}=garbage`,
        `${DEVICE_COOKIE}=${'A'.repeat(5000)}`,
        `${DEVICE_COOKIE}=v1.1.1.${'A'.repeat(22)}.${'B'.repeat(43)}`,
        `${DEVICE_COOKIE}=${attacker.device.split('=')[1]!.replace(/^v1\.\d+/, 'v1.1')}`,
        `${DEVICE_COOKIE}=%00%ff<script>`,
      ];
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await login(victim.email, wrong(i), { cookie: cookies[i % cookies.length] })).statusCode);
      // Counted as the untrusted strangers they are: no 500, and slowed down like any other.
      expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
      expect(statuses.slice(10)).toContain(429);
    });

    it('parallel guesses cannot all slip past the count before the first failure is written', async () => {
      const { email } = await signUpAndSignIn(app);
      const started = performance.now();
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(email, wrong(i))));
      const guessed = answers.filter((a) => a.statusCode === 401).length;
      // The free failures, plus one more after each doubling wait (1 s, 2 s, 4 s ...) that passed while the
      // checked guesses ran (on a starved machine, 30 Argon2 checks take seconds); not the 30 of a check-then-count.
      const seconds = (performance.now() - started) / 1000;
      expect(guessed).toBeLessThanOrEqual(SIGN_IN_SLOW_DOWN.account.freeFailures + Math.ceil(Math.log2(seconds + 1)));
      expect(answers.every((a) => a.statusCode === 401 || a.statusCode === 429)).toBe(true);
    });

    it('gives the device cookie httpOnly, SameSite=Strict, the auth path, a long life, and Secure behind TLS', async () => {
      const { email } = await signUpAndSignIn(app);
      const plain = (await login(email, TEST_PASSWORD)).cookies.find((c) => c.name === DEVICE_COOKIE);
      expect(plain).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth', maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS });
      expect(plain?.secure).toBeFalsy();
      const proxied = await open({ TRUST_PROXY: '1' });
      const behindTls = await proxied.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...anonymous, 'x-forwarded-proto': 'https' },
        payload: { email, password: TEST_PASSWORD },
        remoteAddress: randomTestIp(),
      });
      expect(behindTls.cookies.find((c) => c.name === DEVICE_COOKIE)?.secure).toBe(true);
    });
  });

  describe('finding 3: every route has a limit sized by its cost', () => {
    it('every route the app registers has a limit, except the health probes', async () => {
      // A built shell and remote, so the static file routes are registered too.
      const dist = mkdtempSync(path.join(os.tmpdir(), 'fightrank-dist-'));
      try {
        for (const folder of ['shell', 'mfe-rankings', 'mfe-fighter', 'mfe-community', 'mfe-account']) {
          mkdirSync(path.join(dist, folder, 'dist'), { recursive: true });
          writeFileSync(path.join(dist, folder, 'dist', folder === 'shell' ? 'index.html' : 'remoteEntry.js'), '');
        }
        const routes: RouteOptions[] = [];
        await open({}, (route) => routes.push(route), dist);
        const unlimited = routes
          .filter((route) => {
            const limit = (route.config as { rateLimit?: { max?: unknown } | false } | undefined)?.rateLimit;
            if (UNLIMITED_PATHS.has(route.url)) return limit !== false;
            // The strict stand-in for a write that forgot its budget counts as none.
            return !limit || limit === RATE_LIMITS.unsizedWrite || typeof limit.max !== 'number' || !(limit.max > 0);
          })
          .map((route) => `${String(route.method)} ${route.url}`);
        expect(unlimited).toEqual([]);
        // The list really holds every kind: reads, HEADs, writes, static files.
        const names = routes.map((route) => `${String(route.method)} ${route.url}`);
        for (const name of [
          'POST /api/rankings/favorites',
          'HEAD /api/rankings/last-updated',
          'PUT /api/predictions/bouts/:boutId',
          'HEAD,GET /remotes/mfe-rankings/*',
          'GET /',
        ]) {
          expect(names).toContain(name);
        }
      } finally {
        rmSync(dist, { recursive: true, force: true });
      }
    });

    it('a route that changes something and names no limit still gets the strict stand-in budget', async () => {
      const bare = Fastify();
      await bare.register(rateLimits, { redis: undefined, allowlist: [] });
      bare.post('/api/new-thing', async () => ({ ok: true }));
      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMITS.unsizedWrite.max + 1; i++)
        statuses.push((await bare.inject({ method: 'POST', url: '/api/new-thing', remoteAddress: '10.9.9.9' })).statusCode);
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
      await bare.close();
    });

    it('limits reads sent by POST per address: favourites and thumbnails with 200 ids each', async () => {
      const ids = Array.from({ length: 200 }, (_, i) => i + 1);
      for (const url of ['/api/rankings/favorites', '/api/fighters/thumbnails']) {
        const remoteAddress = randomTestIp();
        const statuses: number[] = [];
        for (let i = 0; i < RATE_LIMITS.fighterIdLists.max + 5; i++)
          statuses.push((await app.inject({ method: 'POST', url, payload: { ids }, remoteAddress })).statusCode);
        expect(
          statuses.slice(0, RATE_LIMITS.fighterIdLists.max - 5).every((s) => s === 200),
          url,
        ).toBe(true);
        expect(statuses.slice(-5).filter((s) => s === 429).length, url).toBeGreaterThanOrEqual(3);
      }
    });

    it('limits page documents, which the not-found fallback serves and no route limit covers', async () => {
      const remoteAddress = randomTestIp();
      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMITS.pages.max + 3; i++)
        statuses.push((await app.inject({ url: '/no-such-page', headers: { accept: 'text/html' }, remoteAddress })).statusCode);
      expect(statuses.slice(0, RATE_LIMITS.pages.max - 5).every((s) => s === 404)).toBe(true);
      expect(statuses.slice(-3).filter((s) => s === 429).length).toBeGreaterThanOrEqual(2);
      expect((await app.inject({ url: '/no-such-page', headers: { accept: 'text/html' }, remoteAddress: randomTestIp() })).statusCode).toBe(404);
    });

    it('limits HEAD requests like the GETs they mirror', async () => {
      const remoteAddress = randomTestIp();
      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMITS.search.max + 5; i++)
        statuses.push((await app.inject({ method: 'HEAD', url: '/api/fighters/search?q=a', remoteAddress })).statusCode);
      expect(statuses.slice(-5).filter((s) => s === 429).length).toBeGreaterThanOrEqual(3);
    });

    it('limits prediction picks per user, from any address, allowlisted ones included', async () => {
      const bench = randomTestIp();
      const allowlisted = await open({ RATE_LIMIT_ALLOWLIST: bench });
      const fan = await signUpAndSignIn(allowlisted);
      const pick = (remoteAddress: string) =>
        allowlisted.inject({ method: 'PUT', url: '/api/predictions/bouts/999999999', headers: fan.headers, payload: { winnerId: 1 }, remoteAddress });
      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMITS.picksPerUser.max + 3; i++) statuses.push((await pick(i % 2 ? bench : randomTestIp())).statusCode);
      expect(statuses.slice(0, RATE_LIMITS.picksPerUser.max - 5).every((s) => s === 404)).toBe(true);
      expect(statuses.slice(-3).filter((s) => s === 429).length).toBeGreaterThanOrEqual(2);
      expect((await pick(randomTestIp())).json().message).toMatch(/^Too many pick changes: try again in \d+ seconds?\.$/);
      // Signed out, the per-user limit has nobody to count: the answer is the plain 401, never a 500.
      const anonymousPick = await allowlisted.inject({
        method: 'PUT',
        url: '/api/predictions/bouts/1',
        headers: anonymous,
        payload: { winnerId: 1 },
        remoteAddress: randomTestIp(),
      });
      expect(anonymousPick.statusCode).toBe(401);
    });

    it('limits prediction picks per address, across users', async () => {
      const remoteAddress = randomTestIp();
      const fans = await Promise.all([0, 1, 2].map(() => signUpAndSignIn(app)));
      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMITS.picksPerIp.max + 5; i++) {
        const fan = fans[i % fans.length]!;
        statuses.push(
          (await app.inject({ method: 'PUT', url: '/api/predictions/bouts/999999999', headers: fan.headers, payload: { winnerId: 1 }, remoteAddress }))
            .statusCode,
        );
      }
      expect(statuses.slice(0, 100).every((s) => s === 404)).toBe(true);
      expect(statuses.slice(-5).filter((s) => s === 429).length).toBeGreaterThanOrEqual(3);
    });

    it('limits votes per voter from any address (the second limiter used to be skipped)', async () => {
      const fan = await signUpAndSignIn(app);
      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMITS.votesPerVoter.max + 3; i++) {
        statuses.push(
          (
            await app.inject({
              method: 'POST',
              url: '/api/community/matchups/999999/votes',
              headers: fan.headers,
              payload: { winnerId: 1 },
              remoteAddress: randomTestIp(),
            })
          ).statusCode,
        );
      }
      expect(statuses.slice(0, RATE_LIMITS.votesPerVoter.max - 5).every((s) => s === 404)).toBe(true);
      expect(statuses.slice(-3).filter((s) => s === 429).length).toBeGreaterThanOrEqual(2);
    });

    it('counts an IPv6 client by its /64, so rotating addresses inside it does not reset the count', async () => {
      const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMITS.search.max + 5; i++)
        statuses.push((await app.inject({ url: '/api/fighters/search?q=a', remoteAddress: `${prefix}::${(i + 1).toString(16)}` })).statusCode);
      expect(statuses.slice(-5).filter((s) => s === 429).length).toBeGreaterThanOrEqual(3);
      // Another /64 has its own count.
      expect((await app.inject({ url: '/api/fighters/search?q=a', remoteAddress: `2001:db8:ffff:2::1` })).statusCode).toBe(200);
    });

    it('a fan browsing does not come near the limits: each read budget covers a busy minute', () => {
      // One page view sends at most one favourites list; a cold visit fetches about 60 files.
      expect(RATE_LIMITS.fighterIdLists.max).toBeGreaterThanOrEqual(30);
      expect(RATE_LIMITS.siteFiles.max).toBeGreaterThanOrEqual(60 * 20);
    });
  });

  describe('finding 10a: a Redis outage keeps the counts seen', () => {
    it('takes the larger of the shadow and Redis, so a Redis that restarted empty lowers nothing', () => {
      const shadow = new ShadowCounts();
      expect(shadow.remember('k', { current: 7, ttl: 60_000 }, true, 0)).toEqual({ current: 7, ttl: 60_000 });
      // Redis restarted empty: its 1 loses to the shadow's 7 + this hit.
      expect(shadow.remember('k', { current: 1, ttl: 60_000 }, true, 1_000)).toEqual({ current: 8, ttl: 59_000 });
      expect(shadow.incr('k', 60_000, 2_000)).toEqual({ current: 9, ttl: 58_000 });
      // Past the window the count starts again.
      expect(shadow.incr('k', 60_000, 61_000)).toEqual({ current: 1, ttl: 60_000 });
    });

    it('keeps its memory bounded under a flood of new keys', () => {
      const shadow = new ShadowCounts(100);
      for (let i = 0; i < 1_000; i++) shadow.incr(`k${i}`, 60_000, 0);
      expect(shadow.size).toBeLessThanOrEqual(110);
      expect(shadow.read('k999', 0).current).toBe(1);
    });
  });

  describe.skipIf(!existsSync(REDIS_SERVER))('findings 10a and 10b with a throwaway Redis', () => {
    let redis: ChildProcess | undefined;
    let redisUrl: string;
    beforeAll(async () => {
      const port = await freePort();
      redis = await startRedis(port);
      redisUrl = `redis://127.0.0.1:${port}`;
    });
    afterAll(() => {
      redis?.kill('SIGKILL');
    });

    it('10b: a stall of this process that times out every command in flight does not open the breaker', async () => {
      const link = openRedisLink(redisUrl);
      try {
        expect(await link.connected).toBe(true);
        const inFlight = Array.from({ length: 20 }, () =>
          link
            .run((client) => client.ping())
            .then(
              () => 'ok',
              () => 'timed out',
            ),
        );
        // Busy for longer than the command timeout: the answers wait in the socket while every timer expires.
        const until = performance.now() + COMMAND_TIMEOUT_MS + 50;
        while (performance.now() < until);
        const results = await Promise.all(inFlight);
        expect(results).toContain('timed out');
        expect(link.available()).toBe(true);
        expect(await link.run((client) => client.ping())).toBe('PONG');
      } finally {
        await link.close();
      }
    });

    it('10a: counts in Redis carry on in process when Redis dies, for request limits and failed sign-ins', async () => {
      const withRedis = await open({ REDIS_URL: redisUrl });
      const client = randomTestIp();
      for (let i = 0; i < RATE_LIMITS.search.max - 3; i++)
        expect((await withRedis.inject({ url: '/api/fighters/search?q=a', remoteAddress: client })).statusCode).toBe(200);
      const { email } = await signUpAndSignIn(withRedis);
      for (let i = 0; i < SIGN_IN_SLOW_DOWN.account.freeFailures; i++) expect((await login(email, wrong(i), { on: withRedis })).statusCode).toBe(401);
      const probe = new Redis(redisUrl, { maxRetriesPerRequest: 0 });
      expect((await probe.keys('fightrank-rate-limit-*')).length).toBeGreaterThan(0);
      expect((await probe.keys('fightrank-sign-in:*')).length).toBeGreaterThan(0);
      probe.disconnect();

      redis!.kill('SIGKILL');
      redis = undefined;
      const after: number[] = [];
      for (let i = 0; i < 10; i++) after.push((await withRedis.inject({ url: '/api/fighters/search?q=a', remoteAddress: client })).statusCode);
      // Before the fix the in-process count started at zero: ten more 200s.
      expect(after.slice(0, 3)).toEqual([200, 200, 200]);
      expect(after.slice(3).every((s) => s === 429)).toBe(true);
      expect((await login(email, wrong(99), { on: withRedis })).statusCode).toBe(429);
    });
  });
});
