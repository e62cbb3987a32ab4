// refreshFightData: the import and the rankings commit together or not at all, and ids depend on source keys only
// (a crash part-way, a re-import or a reordered file never moves a fighter's id).
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../data/db/database';
import { loadDirectory } from './import-directory';
import { refreshFightData } from './refresh-fight-data';
import { smallRealDirectory } from '../../../test/support/small-real-data';
import { openTestDatabase, testDatabaseKind } from '../../../test/support/test-database';
import type { Dataset } from '../sources/dataset';

type Ids = Record<string, Record<string, number>>;

async function idsOf(db: Database): Promise<Ids> {
  const ids: Ids = {};
  for (const table of ['fighters', 'events', 'bouts']) {
    const rows = await db.query<{ key: string; id: number }>(`select key, id::int as id from ${table} order by key`);
    ids[table] = Object.fromEntries(rows.map((r) => [r.key, r.id]));
  }
  return ids;
}

async function state(db: Database) {
  const [row] = await db.query<{ bouts: number; rated: number; snapshot: string | null; steps: number }>(
    `select (select count(*)::int from bouts) as bouts, (select count(*)::int from fighter_ratings) as rated,
            (select max(snapshot_date)::text from ranking_snapshots) as snapshot, (select count(*)::int from rating_steps) as steps`,
  );
  return row!;
}

const crash = () => {
  throw new Error('simulated crash part-way through the refresh');
};

// Each test imports and ranks several times: generous timeouts for a busy machine.
describe(`refreshFightData on ${testDatabaseKind}`, { timeout: 240_000 }, () => {
  let older: Dataset;
  let newer: Dataset;
  const dirs: string[] = [];
  const dbs: Database[] = [];
  const open = async () => {
    const db = await openTestDatabase();
    dbs.push(db);
    return db;
  };

  beforeAll(async () => {
    dirs.push(await smallRealDirectory(2), await smallRealDirectory(4));
    [older, newer] = (await Promise.all(dirs.map((dir) => loadDirectory(dir)))) as [Dataset, Dataset];
  });
  afterAll(async () => {
    await Promise.all(dbs.map((db) => db.close()));
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('writes the fight data and its rankings in one transaction: a crash between them leaves both as they were', async () => {
    const db = await open();
    await refreshFightData(db, { dataset: older });
    const before = await state(db);
    const idsBefore = await idsOf(db);
    expect(before.bouts).toBeGreaterThan(0);
    expect(before.rated).toBeGreaterThan(0);

    let boutsSeenInside = 0;
    await expect(
      refreshFightData(
        db,
        { dataset: newer },
        {
          afterImport: async (tx) => {
            [{ n: boutsSeenInside }] = (await tx.query<{ n: number }>('select count(*)::int as n from bouts')) as [{ n: number }];
            crash();
          },
        },
      ),
    ).rejects.toThrow(/simulated crash/);
    // The new bouts were written inside the transaction, then rolled back together with everything else.
    expect(boutsSeenInside).toBeGreaterThan(before.bouts);
    expect(await state(db)).toEqual(before);
    expect(await idsOf(db)).toEqual(idsBefore);

    const summary = await refreshFightData(db, { dataset: newer });
    const after = await state(db);
    expect(after.bouts).toBe(boutsSeenInside);
    expect(summary.rankings.fighterRatings).toBe(after.rated);
    expect(after.steps).toBeGreaterThan(before.steps);
  });

  it('gives every row the same id after a crash and re-import as a clean run, and keeps existing ids on re-import', async () => {
    const clean = await open();
    await refreshFightData(clean, { dataset: older });
    const olderIds = await idsOf(clean);
    await refreshFightData(clean, { dataset: newer });
    const cleanIds = await idsOf(clean);
    // Rows that existed keep their ids when a newer copy arrives.
    for (const table of Object.keys(olderIds)) {
      for (const [key, id] of Object.entries(olderIds[table]!)) expect(cleanIds[table]![key]).toBe(id);
    }

    const crashed = await open();
    await refreshFightData(crashed, { dataset: older });
    await expect(refreshFightData(crashed, { dataset: newer }, { afterImport: async () => crash() })).rejects.toThrow();
    await expect(refreshFightData(crashed, { dataset: newer }, { afterImport: async () => crash() })).rejects.toThrow();
    await refreshFightData(crashed, { dataset: newer });
    expect(await idsOf(crashed)).toEqual(cleanIds);

    // A second identical import changes nothing, ids included.
    const again = await refreshFightData(crashed, { dataset: newer });
    expect(again.import.tables.fighters).toMatchObject({ added: 0, updated: 0, removed: 0 });
    expect(await idsOf(crashed)).toEqual(cleanIds);
  });

  it('assigns ids by source key, not by the order of the rows in the files', async () => {
    const inOrder = await open();
    await refreshFightData(inOrder, { dataset: newer });
    const reversed = await open();
    const shuffled: Dataset = {
      ...newer,
      fighters: [...newer.fighters].reverse(),
      events: [...newer.events].reverse(),
      bouts: [...newer.bouts].reverse(),
    };
    await refreshFightData(reversed, { dataset: shuffled });
    const ids = await idsOf(inOrder);
    expect(await idsOf(reversed)).toEqual(ids);
    // The first ids go to the first keys in key order.
    const keys = Object.keys(ids.fighters!).sort();
    expect(ids.fighters![keys[0]!]).toBe(1);
    expect(Math.max(...Object.values(ids.fighters!))).toBe(keys.length);
  });

  it('never hands a removed fighter’s id to another, and inserts that leave the id to the database do not collide', async () => {
    const db = await open();
    await refreshFightData(db, { dataset: newer });
    const ids = await idsOf(db);
    const top = Math.max(...Object.values(ids.fighters!));
    // A copy without the newest fighter's bouts: that fighter goes, and a later import brings him back under a new id.
    const topKey = Object.entries(ids.fighters!).find(([, id]) => id === top)![0];
    const without: Dataset = {
      ...newer,
      fighters: newer.fighters.filter((f) => f.key !== topKey),
      bouts: newer.bouts.filter((b) => b.fighterA !== topKey && b.fighterB !== topKey),
    };
    await refreshFightData(db, { dataset: without });
    const [{ id: manual } = { id: 0 }] = await db.query<{ id: number }>(
      `insert into fighters (key, name, slug) values ('test:manual', 'Manual Entry', 'manual-entry') returning id::int as id`,
    );
    expect(manual).toBeGreaterThan(top);
    await db.exec(`delete from fighters where key = 'test:manual'`);
    await refreshFightData(db, { dataset: newer });
    const back = await idsOf(db);
    expect(back.fighters![topKey]).toBeGreaterThan(top);
    for (const [key, id] of Object.entries(ids.fighters!)) if (key !== topKey) expect(back.fighters![key]).toBe(id);
  });

  it('keeps a fighter’s id when the sources move him to another key (a Bet MMA-only fighter who gains his ufcstats id)', async () => {
    const db = await open();
    const moved = older.fighters.find((f) => f.ids.ufcstats)!;
    const oldKey = 'bm:test-only';
    const renamed = (key: string) => (key === moved.key ? oldKey : key);
    const before: Dataset = {
      ...older,
      fighters: older.fighters.map((f) => (f.key === moved.key ? { ...f, key: oldKey } : f)),
      bouts: older.bouts.map((b) => ({ ...b, fighterA: renamed(b.fighterA), fighterB: renamed(b.fighterB) })),
    };
    await refreshFightData(db, { dataset: before });
    const [{ id } = { id: 0 }] = await db.query<{ id: number }>(`select id::int as id from fighters where key = $1`, [oldKey]);
    const summary = await refreshFightData(db, { dataset: older });
    expect(await db.query(`select id::int as id from fighters where key = $1`, [moved.key])).toEqual([{ id }]);
    expect(await db.query(`select 1 from fighters where key = $1`, [oldKey])).toEqual([]);
    expect(summary.import.tables.fighters).toMatchObject({ added: 0, removed: 0 });
    expect(summary.import.tables.fighters.updated).toBeGreaterThanOrEqual(1);
  });
});
