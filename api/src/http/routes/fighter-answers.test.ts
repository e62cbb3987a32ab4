import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { readConfig } from '../../config';
import type { Database } from '../../data/db/database';
import { openTestDatabase, testDatabaseKind } from '../../../test/support/test-database';
import { insertFighters, insertRankingEntries, insertSnapshots } from '../../../test/support/ranking-fixtures';

const cacheKind = process.env.REDIS_URL ? 'redis' : 'memory';

describe(`fighter page answers from the response cache (${cacheKind}) on ${testDatabaseKind}`, () => {
  let db: Database;
  let app: FastifyInstance;
  let ids: number[];

  beforeAll(async () => {
    db = await openTestDatabase();
    // A name no other run uses: on a shared database and Redis, the slug and the keys are this run's own.
    const unique = Math.random().toString(36).slice(2, 8);
    ids = await insertFighters(db, [{ name: `Cached Fighter ${unique}` }, { name: `Other Fighter ${unique}` }]);
    await insertRankingEntries(db, 'global', '', [
      { fighterId: ids[0]!, currentRank: 1 },
      { fighterId: ids[1]!, currentRank: 2 },
    ]);
    await insertSnapshots(db, ['2026-01-10']);
    app = await buildApp({ config: { ...readConfig({ REDIS_URL: process.env.REDIS_URL }), distRoot: '/nonexistent' }, db });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  for (const [name, path] of [
    ['info', (id: string) => `/api/fighters/${id}/info`],
    ['history', (id: string) => `/api/rankings/fighter/${id}/history`],
  ] as const) {
    it(`${name}: a repeated request is a hit with the same bytes, until the data version moves`, async () => {
      const first = await app.inject(path(String(ids[0])));
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-cache']).toBe('miss');
      const again = await app.inject(path(String(ids[0])));
      expect(again.headers['x-cache']).toBe('hit');
      expect(again.body).toBe(first.body);
      // Any write to fighters moves the data version: the next answer is computed afresh.
      await db.query(`update fighters set nickname = 'The Fresh One' where id = $1`, [ids[0]]);
      const after = await app.inject(path(String(ids[0])));
      expect(after.headers['x-cache']).toBe('miss');
      if (name === 'info') expect((JSON.parse(after.body) as { data: { nickname: string } }).data.nickname).toBe('The Fresh One');
    });

    it(`${name}: a fighter that does not exist is a 404 every time, in any form, and never cached`, async () => {
      for (const raw of ['2147483000', 'no-such-fighter-2147483000', 'no-such-fighter', '0', 'x y']) {
        for (let i = 0; i < 2; i++) {
          const response = await app.inject(path(encodeURIComponent(raw)));
          expect(response.statusCode, raw).toBe(404);
          expect(response.json().message, raw).toBe('Fighter not found');
        }
      }
    });

    it(`${name}: the page's slug forms name the same fighter and the same answer`, async () => {
      const byId = await app.inject(path(String(ids[1])));
      const slug = (JSON.parse((await app.inject(`/api/fighters/${ids[1]}/info`)).body) as { data: { slug: string } }).data.slug;
      for (const raw of [slug, `${slug}-${ids[1]}`]) {
        const response = await app.inject(path(raw));
        expect(response.statusCode, raw).toBe(200);
        expect(response.body, raw).toBe(byId.body);
      }
    });
  }

  it('concurrent misses for one fighter cost one database query', async () => {
    await db.query(`update fighters set nickname = 'Burst' where id = $1`, [ids[1]]);
    const query = vi.spyOn(db, 'query');
    try {
      const answers = await Promise.all(Array.from({ length: 12 }, () => app.inject(`/api/rankings/fighter/${ids[1]}/history`)));
      expect(answers.every((a) => a.statusCode === 200 && a.body === answers[0]!.body)).toBe(true);
      const historyQueries = query.mock.calls.filter(([sql]) => String(sql).includes('from rating_steps'));
      expect(historyQueries).toHaveLength(1);
    } finally {
      query.mockRestore();
    }
  });
});
