import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { parseTrustProxy, readConfig } from '../../config';
import type { Database } from '../../data/db/database';
import { openTestDatabase, testDatabaseKind } from '../../../test/support/test-database';
import { RATE_LIMITS } from './rate-limits';

// Addresses unique to this run, so counts left in the shared Redis by other runs never matter.
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function askTimes(times: number, ask: () => Promise<{ statusCode: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await ask()).statusCode);
  return statuses;
}
// On a busy machine one Redis answer can miss its 50 ms timeout and be counted in process instead,
// so a limit may let a request or two more through; a bypass would let all of them through.
const refusedAmongLast = (statuses: number[], n: number) => statuses.slice(-n).filter((s) => s === 429).length;

describe('TRUST_PROXY parsing', () => {
  it('trusts nobody by default, a hop count, or a list of addresses, and refuses "true"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.0.0.0/8')).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
  });
});

describe(`rate limits keyed on the real client address on ${testDatabaseKind}`, () => {
  let db: Database;
  const apps: FastifyInstance[] = [];
  const open = async (env: Record<string, string> = {}) => {
    const app = await buildApp({ config: { ...readConfig({ REDIS_URL: process.env.REDIS_URL ?? '', ...env }), distRoot: '/nonexistent' }, db });
    apps.push(app);
    return app;
  };
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db.close();
  });

  it('ignores X-Forwarded-For without a trusted proxy: a new spoofed address per request is still refused', async () => {
    const app = await open();
    const client = randomAddress();
    const ask = () => app.inject({ url: '/api/fighters/search?q=a', remoteAddress: client, headers: { 'x-forwarded-for': randomAddress() } });
    const statuses = await askTimes(RATE_LIMITS.search.max + 10, ask);
    expect(statuses.slice(0, RATE_LIMITS.search.max - 5).every((s) => s === 200)).toBe(true);
    expect(refusedAmongLast(statuses, 10)).toBeGreaterThanOrEqual(5);
    expect((await ask()).json().message).toMatch(/^Too many requests/);
  });

  it('counts a HEAD against the same budget as the GET it runs: neither gets a second one (attack report, session 40)', async () => {
    const app = await open();
    const client = randomAddress();
    const get = () => app.inject({ url: '/api/fighters/search?q=a', remoteAddress: client });
    const head = () => app.inject({ method: 'HEAD', url: '/api/fighters/search?q=a', remoteAddress: client });
    // Half the budget by GET, the rest by HEAD: the last HEADs and the GET after them are refused.
    const half = Math.floor(RATE_LIMITS.search.max / 2);
    await askTimes(half, get);
    const heads = await askTimes(RATE_LIMITS.search.max - half + 10, head);
    expect(refusedAmongLast(heads, 10)).toBeGreaterThanOrEqual(8);
    expect((await get()).statusCode).toBe(429);
  });

  it('behind one trusted proxy, keys on the address that proxy saw, not on what the client prepended', async () => {
    const app = await open({ TRUST_PROXY: '1' });
    const proxy = randomAddress();
    const client = randomAddress();
    // The proxy appends the address it saw; whatever the client wrote comes before it.
    const ask = () => app.inject({ url: '/api/fighters/search?q=a', remoteAddress: proxy, headers: { 'x-forwarded-for': `${randomAddress()}, ${client}` } });
    const statuses = await askTimes(RATE_LIMITS.search.max + 10, ask);
    expect(refusedAmongLast(statuses, 10)).toBeGreaterThanOrEqual(5);
    // Another visitor behind the same proxy has their own count.
    const other = await app.inject({ url: '/api/fighters/search?q=a', remoteAddress: proxy, headers: { 'x-forwarded-for': randomAddress() } });
    expect(other.statusCode).toBe(200);
  });

  it('limits every public read per address, never the health probes, and exempts RATE_LIMIT_ALLOWLIST', async () => {
    const bench = randomAddress();
    const app = await open({ RATE_LIMIT_ALLOWLIST: `192.0.2.1,${bench}` });
    const client = randomAddress();
    const statuses = await askTimes(RATE_LIMITS.publicRead.max + 10, () => app.inject({ url: '/api/rankings/last-updated', remoteAddress: client }));
    expect(refusedAmongLast(statuses, 10)).toBeGreaterThanOrEqual(5);
    expect((await app.inject({ url: '/api/health', remoteAddress: client })).statusCode).toBe(200);
    for (let i = 0; i < RATE_LIMITS.search.max + 5; i++) {
      expect((await app.inject({ url: '/api/fighters/search?q=a', remoteAddress: bench })).statusCode).toBe(200);
    }
  });
});
