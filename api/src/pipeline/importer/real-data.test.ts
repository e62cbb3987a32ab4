// The importer on the real files in ../shared/data: what lands in the database, idempotency and incremental loads.
// One database is filled once and shared by the tests of this file (a real import takes seconds).
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../data/db/database';
import type { Dataset } from '../sources/dataset';
import { loadDataset } from '../sources/load-dataset';
import { openTestDatabase, testDatabaseKind } from '../../../test/support/test-database';
import { dumpFightData } from '../../../test/support/fight-data-dump';
import { importDataset, type ImportSummary } from './import-dataset';

const DATA_DIR = process.env.FIGHTRANK_DATA ?? fileURLToPath(new URL('../../../../../shared/data', import.meta.url));

describe(`importing the real sources on ${testDatabaseKind}`, () => {
  let db: Database;
  let dataset: Dataset;
  let first: ImportSummary;

  beforeAll(async () => {
    db = await openTestDatabase();
    dataset = await loadDataset(DATA_DIR);
    first = await importDataset(db, dataset, { dataSource: 'real' });
    // Loading and importing the full data takes about a minute alone, several on a busy machine.
  }, 600_000);
  afterAll(() => db?.close());

  it('stores every accepted event and bout, per organization', async () => {
    const rejectedBouts = new Set(first.rejected.filter((r) => r.entity === 'bout' && !r.field).map((r) => r.key));
    const eventOrganization = new Map(dataset.events.map((e) => [e.key, e.organization]));
    const expected = new Map<string, { events: number; bouts: number }>();
    const at = (code: string) => expected.get(code) ?? (expected.set(code, { events: 0, bouts: 0 }).get(code) as { events: number; bouts: number });
    for (const e of dataset.events) at(e.organization).events += 1;
    for (const b of dataset.bouts) if (!rejectedBouts.has(b.key)) at(eventOrganization.get(b.eventKey)!).bouts += 1;

    const rows = await db.query<{ organization: string; events: number; bouts: number }>(
      `select e.organization, count(distinct e.id)::int as events, count(b.id)::int as bouts
       from events e left join bouts b on b.event_id = e.id group by e.organization`,
    );
    const stored = new Map(rows.map((r) => [r.organization, { events: r.events, bouts: r.bouts }]));
    expect(stored).toEqual(expected);
    // The sources as their READMEs describe them: every UFC event, and the big non-UFC promotions.
    expect(stored.get('UFC')!.events).toBeGreaterThanOrEqual(700);
    expect(stored.get('UFC')!.bouts).toBeGreaterThanOrEqual(7900);
    for (const code of ['BELLATOR', 'PFL', 'ONE', 'PRIDE', 'STRIKEFORCE', 'WEC', 'RIZIN', 'KSW']) {
      expect(stored.get(code)?.bouts ?? 0, code).toBeGreaterThan(100);
    }
    expect(await db.query(`select count(*)::int as n from organizations where code = 'BELLATOR' and name = 'Bellator MMA'`)).toEqual([{ n: 1 }]);
    expect(first.rejected.filter((r) => r.entity === 'bout' && !r.field).length).toBeLessThan(50);
    expect(first.tables.bouts.added).toBe(dataset.bouts.length - rejectedBouts.size);
  });

  it("holds one fighter's whole record across PFL, Invicta and the UFC", async () => {
    const record = await db.query<{ organization: string; result: string; date: string; opponent: string }>(
      `select e.organization, b.date::text as date, o.name as opponent,
              case when b.fighter_a_id = f.id then b.outcome_a
                   else case b.outcome_a when 'W' then 'L' when 'L' then 'W' else b.outcome_a end end as result
       from fighters f
       join bouts b on f.id in (b.fighter_a_id, b.fighter_b_id)
       join events e on e.id = b.event_id
       join fighters o on o.id = case when b.fighter_a_id = f.id then b.fighter_b_id else b.fighter_a_id end
       where f.name = 'Kayla Harrison'
       order by b.date`,
    );
    const tally = (key: 'organization' | 'result') =>
      Object.fromEntries([...new Set(record.map((r) => r[key]))].map((k) => [k, record.filter((r) => r[key] === k).length]));
    expect(tally('result')).toEqual({ W: 18, L: 1 });
    expect(tally('organization')).toEqual({ PFL: 16, INVICTA: 1, UFC: 2 });
    expect(record[0]).toMatchObject({ date: '2018-06-21', organization: 'PFL', result: 'W' });
    expect(record.at(-1)).toMatchObject({ date: '2024-10-05', organization: 'UFC', opponent: 'Ketlen Vieira', result: 'W' });
    expect(record.find((r) => r.result === 'L')).toMatchObject({ opponent: 'Larissa Pacheco', organization: 'PFL' });
  });

  it('keeps the two Bruno Silvas apart, each with his own division and country', async () => {
    const rows = await db.query(
      `select f.ufcstats_id, f.nickname, f.nationality, f.country_code,
              (select count(*)::int from bouts b join events e on e.id = b.event_id
               where f.id in (b.fighter_a_id, b.fighter_b_id) and e.organization = 'UFC') as ufc_bouts,
              array(select distinct b.weight_class from bouts b join events e on e.id = b.event_id
                    where f.id in (b.fighter_a_id, b.fighter_b_id) and e.organization = 'UFC' order by 1) as divisions
       from fighters f where f.name = 'Bruno Silva' order by f.ufcstats_id`,
    );
    // Blindado: ten UFC middleweight bouts. Bulldog: seven at flyweight and the UFC 243 no contest at bantamweight.
    expect(rows).toEqual([
      { ufcstats_id: '12ebd7d157e91701', nickname: 'Blindado', nationality: 'Brazil', country_code: 'BR', ufc_bouts: 10, divisions: ['Middleweight'] },
      {
        ufcstats_id: '294aa73dbf37d281',
        nickname: 'Bulldog',
        nationality: 'Brazil',
        country_code: 'BR',
        ufc_bouts: 8,
        divisions: ['Bantamweight', 'Flyweight'],
      },
    ]);
  });

  it('stores nationalities for most fighters active in 2024', async () => {
    const [row] = await db.query<{ active: number; known: number }>(
      `select count(*)::int as active, count(f.nationality)::int as known from fighters f
       where exists (select 1 from bouts b where f.id in (b.fighter_a_id, b.fighter_b_id) and b.date >= '2024-01-01')`,
    );
    expect(row!.active).toBeGreaterThan(800);
    expect(row!.known / row!.active).toBeGreaterThan(0.85);
    expect(await db.query(`select nationality, country_code from fighters where name = 'Gegard Mousasi'`)).toEqual([
      { nationality: 'Netherlands', country_code: 'NL' },
    ]);
  });

  it('stores stated professional records no smaller than the bouts we hold up to their dates', async () => {
    // A curated record counts a career up to the last bout it names (pro_record_as_of); the bouts we hold up to that
    // day are part of it, so holding more wins, losses or draws than it states means a wrong row (a wrong fighter, a
    // date too early, a miscount). The lists add the bouts held after the date, so a date too early double-counts.
    const tooSmall = await db.query<{ name: string }>(
      `select f.name || ' stated ' || f.pro_wins || '-' || f.pro_losses || '-' || coalesce(f.pro_draws, 0) || ' to ' || f.pro_record_as_of
              || ', held ' || h.w || '-' || h.l || '-' || h.d as name
         from fighters f
         cross join lateral (
           select count(*) filter (where o = 'W') as w, count(*) filter (where o = 'L') as l, count(*) filter (where o = 'D') as d
             from (select case when b.fighter_a_id = f.id then b.outcome_a
                               else case b.outcome_a when 'W' then 'L' when 'L' then 'W' else b.outcome_a end end as o
                     from bouts b
                    where f.id in (b.fighter_a_id, b.fighter_b_id) and b.outcome_a is not null
                      and (f.pro_record_as_of is null or b.date <= f.pro_record_as_of)) x) h
        where f.pro_wins is not null and (h.w > f.pro_wins or h.l > f.pro_losses or h.d > coalesce(f.pro_draws, 0))`,
    );
    expect(tooSmall.map((row) => row.name)).toEqual([]);
    const stated = await db.query<{ n: number }>(`select count(*)::int as n from fighters where pro_wins is not null`);
    expect(stated[0]!.n).toBeGreaterThan(150);
  });

  it('records the real source in app_meta', async () => {
    expect(await db.query(`select value from app_meta where key = 'data_source'`)).toEqual([{ value: 'real' }]);
  });

  it('changes nothing when the same files are imported again', async () => {
    const before = await dumpFightData(db);
    const again = await importDataset(db, dataset);
    for (const [table, counts] of Object.entries(again.tables)) {
      expect({ table, ...counts }).toMatchObject({ table, added: 0, updated: 0, removed: 0 });
    }
    expect(again.tables.bouts.unchanged).toBe(first.tables.bouts.added);
    expect(await dumpFightData(db)).toEqual(before);
  }, 600_000);

  it('reaches the same database from an older copy followed by the full one', async () => {
    const older = await loadDataset(DATA_DIR, { until: '2020-01-01' });
    expect(older.bouts.length).toBeLessThan(dataset.bouts.length * 0.7);
    const incremental = await openTestDatabase();
    try {
      await importDataset(incremental, older);
      const update = await importDataset(incremental, dataset);
      expect(update.tables.bouts.added).toBeGreaterThan(5000);
      expect(update.tables.fighters.updated).toBeGreaterThan(0);
      expect(await dumpFightData(incremental, { ids: false })).toEqual(await dumpFightData(db, { ids: false }));
    } finally {
      await incremental.close();
    }
  }, 600_000);
});
