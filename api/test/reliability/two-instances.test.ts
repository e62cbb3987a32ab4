// Two API instances against one PostgreSQL and one Redis behave as one: a session started on one is honoured
// (and its rotation enforced) on the other, a vote counts once whichever instance takes it, a visitor's rate limit is counted
// across both, and a cached answer written by one is served by the other.
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/http/app';
import { readConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/data/db/database';
import { openTestDatabase, testDatabaseUrl } from '../support/test-database';
import { RATE_LIMITS } from '../../src/http/plugins/rate-limits';
import { insertFighters, insertRankingEntries, insertSnapshots } from '../support/ranking-fixtures';
import { cookieHeader, endRefreshGrace, randomTestIp, setCookies, signUpAndSignIn, xsrfHeaders } from '../support/auth-session';
import { insertMatchup, insertRatedFighter } from '../support/community-fixtures';
import { VOTER_COOKIE } from '../../src/community/voter-identity';

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!testDatabaseUrl || !redisUrl)('two API instances on one PostgreSQL and Redis', () => {
  let schemaDb: Database;
  let secondDb: Database;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    schemaDb = await openTestDatabase();
    const [row] = await schemaDb.query<{ schema: string }>('select current_schema() as schema');
    const url = new URL(testDatabaseUrl!);
    url.searchParams.set('options', `-c search_path=${row!.schema}`);
    // Each instance has its own connection pool and its own Redis connection, as separate processes would.
    secondDb = await openDatabase({ databaseUrl: url.toString() });
    const config = { ...readConfig({ REDIS_URL: redisUrl }), distRoot: '/nonexistent' };
    first = await buildApp({ config, db: schemaDb });
    second = await buildApp({ config, db: secondDb });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await secondDb?.close();
    await schemaDb?.close();
  });

  it('honours a sign-in from one instance on the other, and a refresh-token rotation on one is enforced by the other', async () => {
    const session = await signUpAndSignIn(first);
    const checked = await second.inject({ url: '/api/auth/check', headers: session.headers, remoteAddress: randomTestIp() });
    expect(checked.statusCode).toBe(200);
    expect(checked.json().data.email).toBe(session.email);

    // Refresh on the second instance rotates the token; the first then refuses the old one (reuse).
    const refreshed = await second.inject({ method: 'POST', url: '/api/auth/refresh', headers: session.headers, remoteAddress: randomTestIp() });
    expect(refreshed.statusCode).toBe(200);
    const rotated = { ...session.cookies, ...setCookies(refreshed) };
    await endRefreshGrace(schemaDb, session.cookies.fr_refresh!);
    const replay = await first.inject({ method: 'POST', url: '/api/auth/refresh', headers: session.headers, remoteAddress: randomTestIp() });
    expect(replay.statusCode).toBe(401);

    // Reusing a rotated token revoked its whole family, on both instances.
    const headers = { cookie: cookieHeader(rotated), 'x-xsrf-token': session.headers['x-xsrf-token']! };
    expect((await second.inject({ method: 'POST', url: '/api/auth/refresh', headers, remoteAddress: randomTestIp() })).statusCode).toBe(401);
  });

  it('counts a vote once whichever instance takes it', async () => {
    const a = await insertRatedFighter(schemaDb, `Two Instances A ${randomInt(1e9)}`, 1800);
    const b = await insertRatedFighter(schemaDb, `Two Instances B ${randomInt(1e9)}`, 1790);
    const matchup = await insertMatchup(schemaDb, a, b);
    const vote = (app: FastifyInstance, headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: `/api/community/matchups/${matchup}/votes`, headers, payload: { winnerId: a }, remoteAddress: randomTestIp() });

    // An anonymous visitor: the voter cookie signed by one instance is read by the other.
    const anonymous = await xsrfHeaders(first);
    const cast = await vote(first, anonymous);
    expect(cast.statusCode).toBe(201);
    const voter = setCookies(cast)[VOTER_COOKIE];
    expect((await vote(second, { ...anonymous, cookie: `${anonymous.cookie}; ${VOTER_COOKIE}=${voter}` })).statusCode).toBe(409);

    // A signed-in fan, counted by account.
    const session = await signUpAndSignIn(second);
    expect((await vote(second, session.headers)).statusCode).toBe(201);
    expect((await vote(first, session.headers)).statusCode).toBe(409);

    const [row] = await schemaDb.query<{ n: number }>(`select count(*)::int as n from votes where matchup_id = $1`, [matchup]);
    expect(row!.n).toBe(2);
  });

  it("counts one visitor's requests across both instances", async () => {
    const client = `10.66.${randomInt(256)}.${randomInt(1, 255)}`;
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMITS.search.max + 10; i++) {
      const app = i % 2 === 0 ? first : second;
      statuses.push((await app.inject({ url: '/api/fighters/search?q=a', remoteAddress: client })).statusCode);
    }
    // Alone, each instance would allow max requests: 2 x max in all. Together they stop at max
    // (give or take a request counted in process during a slow Redis answer).
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(RATE_LIMITS.search.max + 2);
    expect(statuses.slice(-10).filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
  });

  it('serves a ranking list cached by one instance from the other', async () => {
    const ids = await insertFighters(schemaDb, [{ name: 'Shared Cache Fighter' }]);
    await insertRankingEntries(schemaDb, 'global', '', [{ fighterId: ids[0]!, currentRank: 1 }]);
    await insertSnapshots(schemaDb, [`${1900 + randomInt(40)}-0${1 + randomInt(9)}-1${randomInt(10)}`]);
    const miss = await first.inject('/api/rankings/global?limit=7');
    expect(miss.headers['x-cache']).toBe('miss');
    const hit = await second.inject('/api/rankings/global?limit=7');
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.body).toBe(miss.body);
    // The ETag is the data's (decision 039): either instance revalidates what the other sent.
    expect(hit.headers.etag).toBe(miss.headers.etag);
    expect((await first.inject({ url: '/api/rankings/global?limit=7', headers: { 'if-none-match': hit.headers.etag! } })).statusCode).toBe(304);
  });
});
