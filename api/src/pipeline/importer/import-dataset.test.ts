import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../data/db/database';
import type { Dataset, DatasetBout, DatasetEvent, DatasetFighter } from '../sources/dataset';
import { openTestDatabase, testDatabaseKind } from '../../../test/support/test-database';
import { dumpFightData } from '../../../test/support/fight-data-dump';
import { importDataset, ImportRefusedError, type ImportSummary } from './import-dataset';

function fighter(key: string, name: string, extra: Partial<DatasetFighter> = {}): DatasetFighter {
  return {
    key,
    name,
    nickname: null,
    sex: 'M',
    birthDate: '1990-01-02',
    heightCm: 180.3,
    reachCm: 185.4,
    stance: 'Orthodox',
    nationality: 'Brazil',
    countryCode: 'BR',
    ids: {},
    ...extra,
  };
}

function event(key: string, date: string, extra: Partial<DatasetEvent> = {}): DatasetEvent {
  return { key, name: `Event ${key}`, date, location: 'Las Vegas, Nevada, USA', country: 'USA', organization: 'UFC', status: 'completed', ids: {}, ...extra };
}

function bout(key: string, eventKey: string, a: string, b: string, extra: Partial<DatasetBout> = {}): DatasetBout {
  return {
    key,
    eventKey,
    date: null,
    organization: 'UFC',
    fighterA: a,
    fighterB: b,
    outcomeA: 'W',
    weightClass: 'Lightweight',
    titleBout: false,
    scheduledRounds: 3,
    method: 'KO/TKO',
    methodDetail: 'Punches',
    endRound: 1,
    endTimeSeconds: 83,
    ids: {},
    ...extra,
  };
}

function baseDataset(): Dataset {
  return {
    fighters: [
      fighter('f:1', 'José Aldo', { ids: { ufcstats: 'u1', sherdog: 's1' } }),
      fighter('f:2', 'Bruno Silva', { ids: { ufcstats: 'u2' } }),
      fighter('f:3', 'Bruno Silva', { ids: { ufcstats: 'u3' }, birthDate: '1989-07-13' }),
      fighter('f:4', 'Kayla Harrison', { sex: 'F', nationality: 'United States', countryCode: 'US' }),
    ],
    events: [event('e:1', '2020-01-18', { ids: { ufcstats: 'ev1' } }), event('e:2', '2021-06-12', { organization: 'PFL', name: 'PFL 4' })],
    bouts: [bout('b:1', 'e:1', 'f:1', 'f:2', { ids: { ufcstats: 'bt1' } }), bout('b:2', 'e:2', 'f:3', 'f:1', { outcomeA: 'L', method: 'DEC_SPLIT' })],
    ambiguities: ['Bruno Silva: two fighters share the name'],
  };
}

const totals = (summary: ImportSummary) =>
  Object.fromEntries(Object.entries(summary.tables).map(([table, c]) => [table, [c.added, c.updated, c.unchanged, c.removed]]));

describe(`importDataset on ${testDatabaseKind}`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.exec('delete from bouts; delete from events; delete from fighters; delete from organizations; delete from app_meta');
  });

  it('adds every row, resolves keys to ids and reports the ambiguities', async () => {
    const summary = await importDataset(db, baseDataset(), { dataSource: 'real' });
    // [added, updated, unchanged, removed]
    expect(totals(summary)).toEqual({
      organizations: [2, 0, 0, 0],
      fighters: [4, 0, 0, 0],
      events: [2, 0, 0, 0],
      bouts: [2, 0, 0, 0],
    });
    expect(summary.rejected).toEqual([]);
    expect(summary.ambiguities).toEqual(['Bruno Silva: two fighters share the name']);
    const rows = await db.query<{ key: string; a: string; b: string; date: string; org: string }>(
      `select b.key, fa.name as a, fb.key as b, b.date::text as date, e.organization as org
       from bouts b join events e on e.id = b.event_id join fighters fa on fa.id = b.fighter_a_id join fighters fb on fb.id = b.fighter_b_id
       order by b.key`,
    );
    expect(rows).toEqual([
      { key: 'b:1', a: 'José Aldo', b: 'f:2', date: '2020-01-18', org: 'UFC' },
      { key: 'b:2', a: 'Bruno Silva', b: 'f:1', date: '2021-06-12', org: 'PFL' },
    ]);
    expect(await db.query(`select slug from fighters where key = 'f:1'`)).toEqual([{ slug: 'jose-aldo' }]);
    expect(await db.query(`select name from organizations where code = 'PFL'`)).toEqual([{ name: 'Professional Fighters League' }]);
    expect(await db.query(`select value from app_meta where key = 'data_source'`)).toEqual([{ value: 'real' }]);
  });

  it('changes nothing when the same dataset comes again', async () => {
    await importDataset(db, baseDataset());
    const before = await dumpFightData(db);
    const again = await importDataset(db, baseDataset());
    expect(totals(again)).toEqual({
      organizations: [0, 0, 2, 0],
      fighters: [0, 0, 4, 0],
      events: [0, 0, 2, 0],
      bouts: [0, 0, 2, 0],
    });
    expect(await dumpFightData(db)).toEqual(before);
  });

  it('applies corrections, additions and retractions of a newer copy', async () => {
    await importDataset(db, baseDataset());
    const newer = baseDataset();
    newer.fighters[0] = { ...newer.fighters[0]!, nickname: 'Scarface' };
    // The source moved sherdog id s1 from f:1 to a new fighter; the unique id follows it.
    newer.fighters.push(fighter('f:5', 'Dustin Poirier', { ids: { sherdog: 's1' } }));
    newer.fighters[0]!.ids = { ufcstats: 'u1' };
    newer.events[0] = { ...newer.events[0]!, date: '2020-01-19' };
    newer.events.push(event('e:3', '2026-12-01', { status: 'scheduled' }));
    newer.bouts.push(bout('b:3', 'e:3', 'f:5', 'f:1', { outcomeA: null, method: null, endRound: null, endTimeSeconds: null }));
    // b:2 was re-keyed by its source: the old row goes, the new one takes its place in the same event.
    newer.bouts[1] = { ...newer.bouts[1]!, key: 'b:2x' };
    newer.fighters.splice(3, 1); // Kayla Harrison retracted

    const summary = await importDataset(db, newer);
    expect(totals(summary)).toEqual({
      organizations: [0, 0, 2, 0],
      fighters: [1, 1, 2, 1],
      events: [1, 1, 1, 0],
      bouts: [2, 1, 0, 1],
    });
    expect(await db.query(`select key, sherdog_id, nickname from fighters where key in ('f:1', 'f:5') order by key`)).toEqual([
      { key: 'f:1', sherdog_id: null, nickname: 'Scarface' },
      { key: 'f:5', sherdog_id: 's1', nickname: null },
    ]);
    // The bout's copied date follows its event's correction.
    expect(await db.query(`select date::text as date from bouts where key = 'b:1'`)).toEqual([{ date: '2020-01-19' }]);

    const fresh = await openTestDatabase();
    try {
      await importDataset(fresh, newer);
      expect(await dumpFightData(db, { ids: false })).toEqual(await dumpFightData(fresh, { ids: false }));
    } finally {
      await fresh.close();
    }
  });

  it('writes the other spellings of a first name, which search finds when every word of the query is spelled otherwise', async () => {
    const data = baseDataset();
    data.fighters.push(fighter('f:6', 'Alexander Volkov'), fighter('f:7', 'Aleksandr Maslov'), fighter('f:8', 'Aleksei Oleinik'));
    await importDataset(db, data);
    const spellings = await db.query<{ name: string }>(
      `select a.name from fighter_aliases a join fighters f on f.id = a.fighter_id where f.key = 'f:6' and a.source = 'spelling' order by a.name`,
    );
    expect(spellings.map((row) => row.name)).toEqual(['Aleksander Volkov', 'Aleksandr Volkov', 'Alexandr Volkov', 'Oleksandr Volkov']);
    // Before, "aleksandr volkov" was under the typo threshold for Alexander Volkov: only Aleksandr Maslov was found.
    const first = async (query: string) => (await db.query<{ name: string }>(`select name from fr_search_fighters($1, 3)`, [query]))[0]?.name;
    expect(await first('Aleksandr Volkov')).toBe('Alexander Volkov');
    expect(await first('Alexey Oleynik')).toBe('Aleksei Oleinik');
  });

  it('writes the names fans build from a nickname, which search finds, and follows a nickname that changes', async () => {
    const data = baseDataset();
    data.fighters.push(fighter('f:6', 'Norifumi Yamamoto', { nickname: 'Kid' }), fighter('f:7', 'Erson Yamamoto'));
    await importDataset(db, data);
    const forms = () =>
      db.query<{ name: string; source: string }>(
        `select a.name, a.source from fighter_aliases a join fighters f on f.id = a.fighter_id where f.key = 'f:6' order by a.name`,
      );
    expect(await forms()).toEqual([
      { name: 'Kid Yamamoto', source: 'nickname' },
      { name: 'Norifumi Kid', source: 'nickname' },
    ]);
    // Before, neither text held "kid yamamoto": typo matching scored every Yamamoto alike and Erson, better known, led.
    const found = await db.query<{ name: string }>(`select name from fr_search_fighters('Kid Yamamoto', 3)`);
    expect(found.map((row) => row.name)).toEqual(['Norifumi Yamamoto', 'Erson Yamamoto']);

    data.fighters.find((f) => f.key === 'f:6')!.nickname = 'The Kid';
    await importDataset(db, data);
    expect((await forms()).map((row) => row.name)).toEqual(['Norifumi The Kid', 'The Kid Yamamoto']);
  });

  it('rejects rows the schema would refuse and keeps the rest', async () => {
    const data = baseDataset();
    data.fighters.push(fighter('f:1', 'Duplicate Key'));
    data.fighters.push(fighter('f:6', 'Odd Values', { birthDate: '1990-02-30', heightCm: -1, countryCode: 'bra', ids: { ufcstats: 'u1' } }));
    data.bouts.push(bout('b:3', 'e:1', 'f:2', 'f:1'));
    data.bouts.push(bout('b:4', 'e:1', 'f:3', 'f:3'));
    data.bouts.push(bout('b:5', 'e:9', 'f:3', 'f:1'));
    data.bouts.push(bout('b:6', 'e:1', 'f:3', 'f:404', { endRound: 0 }));
    data.bouts.push(bout('b:7', 'e:1', 'f:3', 'f:4', { scheduledRounds: 0, outcomeA: 'X' as never }));

    const summary = await importDataset(db, data);
    expect(summary.tables.fighters.added).toBe(5);
    expect(summary.tables.bouts.added).toBe(3);
    expect(summary.rejected).toEqual([
      { entity: 'fighter', key: 'f:1', reason: 'duplicate key; the first row was kept' },
      { entity: 'fighter', key: 'f:6', field: 'birth_date', reason: 'birth_date "1990-02-30" is not valid; stored as unknown' },
      { entity: 'fighter', key: 'f:6', field: 'height_cm', reason: 'height_cm -1 is not valid; stored as unknown' },
      { entity: 'fighter', key: 'f:6', field: 'country_code', reason: 'country_code "bra" is not valid; stored as unknown' },
      { entity: 'fighter', key: 'f:6', field: 'ufcstats_id', reason: 'ufcstats_id u1 also belongs to f:1; kept there' },
      { entity: 'bout', key: 'b:3', reason: 'same fighters as bout b:1 at the same event' },
      { entity: 'bout', key: 'b:4', reason: 'both corners are f:3' },
      { entity: 'bout', key: 'b:5', reason: 'event e:9 is not in the dataset' },
      { entity: 'bout', key: 'b:6', reason: 'fighter f:404 is not in the dataset' },
      { entity: 'bout', key: 'b:7', field: 'scheduled_rounds', reason: 'scheduled_rounds 0 is not valid; stored as unknown' },
      { entity: 'bout', key: 'b:7', field: 'outcome_a', reason: 'outcome_a "X" is not valid; stored as unknown' },
    ]);
  });

  it('stores a pair twice at one event only when ufcstats lists two fights under two ids', async () => {
    // Sakuraba and Silveira at UFC Ultimate Japan, 1997: a no contest, then the tournament final.
    const data = baseDataset();
    data.bouts.push(bout('b:rematch', 'e:1', 'f:2', 'f:1', { outcomeA: 'NC', method: null, ids: { ufcstats: 'bt2' } }));
    data.bouts.push(bout('b:copy', 'e:1', 'f:1', 'f:2'));
    const summary = await importDataset(db, data);
    expect(summary.rejected).toEqual([{ entity: 'bout', key: 'b:copy', reason: 'same fighters as bout b:1 at the same event' }]);
    const stored = await db.query<{ key: string; outcome_a: string }>(
      `select b.key, b.outcome_a from bouts b join events e on e.id = b.event_id where e.key = 'e:1' order by b.key`,
    );
    expect(stored).toEqual([
      { key: 'b:1', outcome_a: 'W' },
      { key: 'b:rematch', outcome_a: 'NC' },
    ]);
  });

  it('leaves the database as it was when the import fails half-way', async () => {
    await importDataset(db, baseDataset());
    const before = await dumpFightData(db);
    const newer = baseDataset();
    newer.fighters.push(fighter('f:9', 'Never Stored'));
    let statements = 0;
    const failing: Database = {
      ...db,
      transaction: (work) =>
        db.transaction((tx) => {
          const wrapped: Queryable = {
            exec: (sql) => tx.exec(sql),
            query: (sql, params) => {
              statements += 1;
              // Fail after the fighters were written, in the middle of the import.
              if (sql.includes('insert into events')) throw new Error('connection lost');
              return tx.query(sql, params);
            },
          };
          return work(wrapped);
        }),
    };
    await expect(importDataset(failing, newer)).rejects.toThrow('connection lost');
    expect(statements).toBeGreaterThan(3);
    expect(await dumpFightData(db)).toEqual(before);
  });

  it('refuses a copy that would remove most of the database, unless told to', async () => {
    await importDataset(db, baseDataset());
    const before = await dumpFightData(db);
    const empty: Dataset = { fighters: [], events: [], bouts: [], ambiguities: [] };
    await expect(importDataset(db, empty)).rejects.toThrow(ImportRefusedError);
    await expect(importDataset(db, empty)).rejects.toThrow('it would remove 2 of the 2 bouts');
    expect(await dumpFightData(db)).toEqual(before);
    const summary = await importDataset(db, empty, { maxRemovedShare: 1 });
    expect(totals(summary).fighters).toEqual([0, 0, 0, 4]);
    expect(await dumpFightData(db)).toEqual([]);
  });

  it('refuses what the schema forbids even when written by hand', async () => {
    await importDataset(db, baseDataset());
    await expect(
      db.query(`insert into bouts (key, event_id, fighter_a_id, fighter_b_id)
        select 'dup', event_id, fighter_b_id, fighter_a_id from bouts where key = 'b:2'`),
    ).rejects.toThrow(/bouts_event_pair_key/);
    await expect(db.query(`update bouts set fighter_b_id = fighter_a_id where key = 'b:1'`)).rejects.toThrow(/check/);
    await expect(db.query(`update events set status = 'postponed' where key = 'e:1'`)).rejects.toThrow(/check/);
  });
});
