// Redis is optional: the server starts without it, and while it is dead or hung no request waits on it, with rate
// limits counted in process, except the few that wait out the command timeout before the breaker opens. Uses a throwaway redis-server of its own, never the shared one on 6379.
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../../http/app';
import { readConfig } from '../../config';
import type { Database } from '../db/database';
import { openTestDatabase, testDatabaseKind } from '../../../test/support/test-database';
import { freePort } from '../../../test/support/free-port';
import { REDIS_SERVER, startRedis } from '../../../test/support/throwaway-redis';
import { RATE_LIMITS } from '../../http/plugins/rate-limits';
import { BREAKER_FAILURES, BREAKER_OPEN_MS, COMMAND_TIMEOUT_MS } from './redis-link';

/**
 * The 90th percentile of request times. The claim is "no request waits on Redis": a request that did would take at
 * least the command timeout, so the 90th percentile stays under it (not under a fixed speed: how fast a request is
 * on a busy CI machine is the benchmarks' business, and a single request can stall on the CPU alone).
 */
const p90 = (results: { ms: number }[]) => results.map((r) => r.ms).sort((a, b) => a - b)[Math.floor(results.length * 0.9)]!;

/**
 * A request that may pass the command timeout on a busy machine with Redis nowhere involved (a CI run beside other
 * work once saw one: 4 slow requests of 30 against 3 allowed). One, not more: a breaker that opened a failure late
 * would still pass, two late fails, and one that never opened makes all 30 wait.
 */
const CPU_STALLS_TOLERATED = 1;

/**
 * A hung Redis: until the breaker opens, a request waits out the command timeout (at most BREAKER_FAILURES of
 * them each time the breaker closes again to try Redis, every BREAKER_OPEN_MS; never twice the timeout); every
 * other request answers as fast as without Redis.
 */
function expectBreakerBoundsTheWait(results: { ms: number }[]) {
  const waited = results.filter((r) => r.ms >= COMMAND_TIMEOUT_MS);
  const tries = 1 + Math.floor(results.reduce((sum, r) => sum + r.ms, 0) / BREAKER_OPEN_MS);
  expect(waited.length).toBeLessThanOrEqual(BREAKER_FAILURES * tries + CPU_STALLS_TOLERATED);
  // One timeout, not two in a row (a request that waited on Redis twice would take twice the timeout).
  for (const r of waited) expect(r.ms).toBeLessThan(2 * COMMAND_TIMEOUT_MS);
  expect(p90(results.filter((r) => r.ms < COMMAND_TIMEOUT_MS))).toBeLessThan(COMMAND_TIMEOUT_MS / 2);
}

/** Each request's status and how long it took, in milliseconds. */
async function timed(app: FastifyInstance, url: string, remoteAddress: string) {
  const started = performance.now();
  const response = await app.inject({ url, remoteAddress });
  return { status: response.statusCode, ms: performance.now() - started };
}

describe.skipIf(!existsSync(REDIS_SERVER))(`Redis outages on ${testDatabaseKind}`, () => {
  let db: Database;
  let redis: ChildProcess | undefined;
  const apps: FastifyInstance[] = [];
  const open = async (redisUrl: string) => {
    const app = await buildApp({ config: { ...readConfig({ REDIS_URL: redisUrl }), distRoot: '/nonexistent' }, db });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    redis?.kill('SIGKILL');
    await db.close();
  });

  it('starts without Redis, answers quickly and still limits in process', async () => {
    const started = Date.now();
    const app = await open(`redis://127.0.0.1:${await freePort()}`);
    expect(Date.now() - started).toBeLessThan(3_000);
    const client = `10.1.${randomInt(256)}.${randomInt(1, 255)}`;
    const results = [];
    for (let i = 0; i < 30; i++) results.push(await timed(app, '/api/rankings/last-updated', client));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(p90(results)).toBeLessThan(COMMAND_TIMEOUT_MS);
    for (let i = 0; i < RATE_LIMITS.search.max; i++) expect((await timed(app, '/api/fighters/search?q=a', client)).status).toBe(200);
    expect((await timed(app, '/api/fighters/search?q=a', client)).status).toBe(429);
  });

  it('keeps answering without waiting on Redis while it hangs or dies mid-traffic, and uses it again once back', async () => {
    const port = await freePort();
    redis = await startRedis(port);
    const app = await open(`redis://127.0.0.1:${port}`);
    const probe = new Redis({ port, maxRetriesPerRequest: 0 });
    const client = `10.2.${randomInt(256)}.${randomInt(1, 255)}`;
    expect((await timed(app, '/api/rankings/last-updated', client)).status).toBe(200);
    // The count lives in Redis while it is up.
    expect((await probe.keys('fightrank-rate-limit-*')).length).toBeGreaterThan(0);
    probe.disconnect();

    // Hung: the connection stays open but nothing answers, so only the command timeout and breaker help.
    redis.kill('SIGSTOP');
    const hung = [];
    for (let i = 0; i < 30; i++) hung.push(await timed(app, '/api/rankings/last-updated', client));
    expect(hung.every((r) => r.status === 200)).toBe(true);
    expectBreakerBoundsTheWait(hung);
    redis.kill('SIGCONT');

    // Dead: the process is gone.
    redis.kill('SIGKILL');
    const dead = [];
    for (let i = 0; i < 30; i++) dead.push(await timed(app, '/api/rankings/last-updated', client));
    expect(dead.every((r) => r.status === 200)).toBe(true);
    expect(p90(dead)).toBeLessThan(COMMAND_TIMEOUT_MS);

    // Back: a fresh Redis on the same port is used again without a restart of the app.
    redis = await startRedis(port);
    const back = new Redis({ port, maxRetriesPerRequest: 0 });
    const countedInRedis = async () => (await back.keys('fightrank-rate-limit-*')).length > 0;
    let seen = false;
    for (let i = 0; i < 100 && !seen; i++) {
      expect((await timed(app, '/api/rankings/last-updated', client)).status).toBe(200);
      seen = await countedInRedis();
      if (!seen) await new Promise((r) => setTimeout(r, 100));
    }
    expect(seen).toBe(true);
    back.disconnect();
  }, 60_000);
});
