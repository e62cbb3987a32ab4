import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RANKING_KINDS } from '@fightrank/shared/contracts';
import type { Database, Queryable } from '../db/database';
import { readDataVersions } from '../cache/data-version';
import { getFighterInfo } from '../repositories/fighters-repository';
import { getFighterRatingHistory } from '../repositories/rating-history-repository';
import { openTestDatabase, testDatabaseKind } from '../../../test/support/test-database';
import { insertGeneratedRankings } from '../../../test/support/ranking-fixtures';
import { insertFighterFixture } from '../../../test/support/fighter-fixtures';
import { buildPublicReadModel, createReadModelHolder } from './public-read-model';

const quiet = { info: () => {}, warn: () => {} };
const firstPage = { lastRank: 0, offset: 0, limit: 3, dir: 'asc', movement: 'all', topOnly: false } as const;
const names = (json: string) => (JSON.parse(json) as { data: { fighterName: string }[] }).data.map((row) => row.fighterName);
/** The first chunk of each ranking kind's lists: a build reads it once per kind, so this counts builds. */
const listStatements = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter(([sql, params]) => String(sql).includes('from ranking_entries') && Array.isArray(params) && params[1] === '' && params[2] === 0).length;

describe(`the public read model on ${testDatabaseKind}`, () => {
  let db: Database;

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertFighterFixture(db);
    await db.query('update ranking_entries set current_rank = current_rank + 5000, previous_rank = previous_rank + 5000');
    await insertGeneratedRankings(db, 300, ['global', 'weight-class']);
  });
  afterAll(async () => {
    await db?.close();
  });

  it("holds every fighter's info and history as the single reads give them (when asked to)", async () => {
    const model = (await buildPublicReadModel(db, { fighterPages: true, chunk: 7 }))!;
    const ids = (await db.query<{ id: number }>('select id::int as id from fighters order by id')).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(300);
    for (const id of ids) {
      expect(model.fighterInfo(id), String(id)).toEqual(await getFighterInfo(db, id));
      expect(model.fighterHistory(id), String(id)).toEqual(await getFighterRatingHistory(db, id));
    }
    expect(model.fighterInfo(2_147_483_000)).toBeNull();
    expect(model.fighterHistory(2_147_483_000)).toBeNull();
    const lean = (await buildPublicReadModel(db, { fighterPages: false }))!;
    expect(lean.fighterInfo(ids[0]!)).toBeUndefined();
  });

  it('pages each list by its kind and filter value; a list nobody is on is empty', async () => {
    const model = (await buildPublicReadModel(db, { fighterPages: false, chunk: 7 }))!;
    expect(names(model.listPage('global', '', firstPage))).toEqual(['Generated 0001', 'Generated 0002', 'Generated 0003']);
    // Fighter i is in division i mod 12 (ranking-fixtures.ts): Lightweight (index 3) starts with fighter 3.
    expect(names(model.listPage('weight-class', 'Lightweight', firstPage))).toEqual(['Generated 0003', 'Generated 0015', 'Generated 0027']);
    expect(model.listPage('weight-class', 'Nowhereweight', firstPage)).toBe('{"data":[]}');
    expect(model.listPage('goat', '', firstPage)).toBe('{"data":[]}');
    expect(model.remember('k', () => 'made once')).toBe('made once');
    expect(model.remember('k', () => 'made twice')).toBe('made once');
  });

  it('is thrown away when a write lands while it is built', async () => {
    let wrote = false;
    const racing: Queryable = {
      exec: (sql) => db.exec(sql),
      async query(sql, params) {
        if (!wrote && sql.includes('where kind = $1')) {
          wrote = true;
          await db.query(`update fighters set nickname = 'Mid Build' where name = 'Generated 0002'`);
        }
        return db.query(sql, params);
      },
    };
    expect(await buildPublicReadModel(racing, { fighterPages: false })).toBeNull();
    expect(wrote).toBe(true);
  });

  it('answers only its own version: a new version is built once, however many requests ask at once', async () => {
    const holder = createReadModelHolder(db, { fighterPages: false, log: quiet });
    const query = vi.spyOn(db, 'query');
    try {
      const { data: first } = await readDataVersions(db);
      // Nothing built yet: every request of the burst answers from the database, and one build starts.
      expect(Array.from({ length: 20 }, () => holder.at(first)).every((model) => model === null)).toBe(true);
      const joined = holder.refresh();
      await holder.settled();
      await joined;
      expect(listStatements(query)).toBe(RANKING_KINDS.length);
      expect(holder.at(first)?.version).toBe(first);
      expect(holder.at(null)).toBeNull();

      await db.query(`update fighters set name = 'Renamed 0001' where name = 'Generated 0001'`);
      const { data: second } = await readDataVersions(db);
      expect(second).not.toBe(first);
      expect(Array.from({ length: 20 }, () => holder.at(second)).every((model) => model === null)).toBe(true);
      await holder.settled();
      expect(listStatements(query)).toBe(2 * RANKING_KINDS.length);
      const model = holder.at(second)!;
      expect(names(model.listPage('global', '', firstPage))[0]).toBe('Renamed 0001');
      // The old version's requests no longer find a model: they answer from the database.
      expect(holder.at(first)).toBeNull();
      await holder.settled();
    } finally {
      query.mockRestore();
    }
  });

  it('a failed build is logged, and requests answer from the database until a retry later', async () => {
    const warn = vi.fn();
    const broken: Queryable = { exec: async () => {}, query: async () => Promise.reject(new Error('database down')) };
    const holder = createReadModelHolder(broken, { fighterPages: false, log: { info: () => {}, warn } });
    expect(holder.at('v1')).toBeNull();
    await holder.settled();
    expect(warn).toHaveBeenCalledTimes(1);
    // Within the retry pause no new build starts.
    expect(holder.at('v1')).toBeNull();
    await holder.settled();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
