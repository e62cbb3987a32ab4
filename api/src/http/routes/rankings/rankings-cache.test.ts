import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { readConfig } from '../../../config';
import type { Database } from '../../../data/db/database';
import type { ResponseCache } from '../../../data/cache/response-cache';
import { openTestDatabase, testDatabaseKind } from '../../../../test/support/test-database';
import { insertFighters, insertRankingEntries, insertSnapshots } from '../../../../test/support/ranking-fixtures';

// REDIS_URL set (the PostgreSQL + Redis test pass): the app's cache is Redis; otherwise in memory.
const cacheKind = process.env.REDIS_URL ? 'redis' : 'memory';

describe(`ranking list cache (${cacheKind}) on ${testDatabaseKind}`, () => {
  let db: Database;
  let app: FastifyInstance;
  let ids: number[];

  beforeAll(async () => {
    db = await openTestDatabase();
    ids = await insertFighters(db, [{ name: 'First Fighter' }, { name: 'Second Fighter' }]);
    await insertRankingEntries(db, 'global', '', [
      { fighterId: ids[0]!, currentRank: 1 },
      { fighterId: ids[1]!, currentRank: 2 },
    ]);
    // A snapshot date no other test run uses, so a shared Redis never answers from an earlier run
    // (the cache key is the snapshot date plus the validated parameters).
    await insertSnapshots(db, [
      `${1950 + Math.floor(Math.random() * 60)}-0${1 + Math.floor(Math.random() * 9)}-${String(10 + Math.floor(Math.random() * 18))}`,
    ]);
    app = await buildApp({ config: { ...readConfig({ REDIS_URL: process.env.REDIS_URL }), distRoot: '/nonexistent' }, db });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const names = (body: string) => (JSON.parse(body) as { data: { fighterName: string }[] }).data.map((f) => f.fighterName);
  const url = `/api/rankings/global?limit=5&last_rank=0`;

  it('uses the configured cache', () => {
    expect(app.cache.kind).toBe(cacheKind);
  });

  it('keys the cache on validated parameters: unknown parameters, their order and spelled-out defaults share one entry', async () => {
    const base = await app.inject('/api/rankings/global?limit=2&dir=desc');
    expect(base.statusCode).toBe(200);
    for (const variant of [
      '/api/rankings/global?dir=desc&limit=2',
      '/api/rankings/global?limit=2&dir=desc&bust=1',
      '/api/rankings/global?limit=2&dir=desc&offset=0&movement=all&x=y',
    ]) {
      const response = await app.inject(variant);
      expect(response.headers['x-cache'], variant).toBe('hit');
      expect(response.body).toBe(base.body);
    }
    expect((await app.inject('/api/rankings/global?limit=3&dir=desc')).headers['x-cache']).toBe('miss');
  });

  it('answers a repeated list request from the cache until the data version moves (decision 039)', async () => {
    const first = await app.inject(url);
    expect(first.headers['x-cache']).toBe('miss');
    expect(names(first.body)).toEqual(['First Fighter', 'Second Fighter']);

    // Writes that no ranking shows (a page view) leave the entry in use.
    await db.query(`insert into page_views (path, day, views) values ('/rankings', current_date, 1) on conflict do nothing`);
    const second = await app.inject(url);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers['content-type']).toContain('application/json');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);

    // A correction without a new snapshot date (the old key's blind spot) is never served stale, and the ETag moves with it.
    await db.query(`update fighters set name = 'Renamed Fighter' where id = $1`, [ids[0]]);
    const third = await app.inject(url);
    expect(third.headers['x-cache']).toBe('miss');
    expect(names(third.body)).toEqual(['Renamed Fighter', 'Second Fighter']);
    expect(third.headers.etag).not.toBe(first.headers.etag);

    // The rating job writes a newer snapshot: a miss again.
    await insertSnapshots(db, [`${2030 + Math.floor(Math.random() * 60)}-01-05`]);
    expect((await app.inject(url)).headers['x-cache']).toBe('miss');
  });

  it('still answers from the database when the cache fails', async () => {
    const broken: ResponseCache = {
      kind: 'memory',
      get: async () => {
        throw new Error('cache down');
      },
      set: async () => {
        throw new Error('cache down');
      },
      close: async () => {},
    };
    const degraded = await buildApp({ config: { ...readConfig({}), distRoot: '/nonexistent' }, db, cache: broken });
    const response = await degraded.inject('/api/rankings/global?limit=1');
    expect(response.statusCode).toBe(200);
    expect(names(response.body)).toEqual(['Renamed Fighter']);
    await degraded.close();
  });
});
