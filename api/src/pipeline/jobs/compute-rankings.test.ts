// The rankings job on a small constructed history imported with importDataset: snapshot and previous-rank
// semantics, each kind's membership rules, the GOAT ordering, and that a rerun writes the same tables.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../data/db/database';
import { importDataset } from '../importer/import-dataset';
import type { Dataset } from '../sources/dataset';
import { datasetFighter, decisionWin } from '../../../test/support/dataset-records';
import { openTestDatabase, testDatabaseKind } from '../../../test/support/test-database';
import { ensureRankings, recomputeRankings } from './compute-rankings';
import { goatScore, POINTS_PER_TITLE_WIN } from './goat-score';

const LAST = '2024-06-15'; // a Saturday: the newest snapshot; the one before is Sunday 2024-06-09

type Fight = [date: string, organization: string, winner: string, loser: string, weightClass?: string, titleBout?: boolean];

function history(): Dataset {
  const fights: Fight[] = [];
  // Eight lightweights who fight monthly for two years; the lower number always wins.
  const pairsEven = [
    [1, 2],
    [3, 4],
    [5, 6],
    [7, 8],
  ];
  const pairsOdd = [
    [2, 3],
    [4, 5],
    [6, 7],
    [1, 8],
  ];
  for (let m = 0; m < 23; m++) {
    const date = new Date(Date.UTC(2022, 6 + m, 1)).toISOString().slice(0, 10);
    for (const [a, b] of m % 2 === 0 ? pairsEven : pairsOdd) fights.push([date, 'UFC', `K${a}`, `K${b}`]);
  }
  // A newcomer climbs the ladder and, in the last week, beats the top fighter.
  fights.push(['2023-06-20', 'UFC', 'W', 'K8'], ['2023-09-20', 'UFC', 'W', 'K7'], ['2023-12-20', 'UFC', 'W', 'K6'], ['2024-03-20', 'UFC', 'W', 'K5']);
  fights.push([LAST, 'UFC', 'W', 'K1']);
  // A fighter unbeaten in six bouts who has not fought since 2020.
  for (let i = 1; i <= 6; i++) fights.push([`2020-0${i}-10`, 'UFC', 'R', `R${i}`]);
  // Organization = where the fighter last fought; division = last real division (catch weight skipped).
  fights.push(['2023-05-10', 'BELLATOR', 'X', 'F1', 'Welterweight'], ['2024-02-10', 'UFC', 'X', 'F2', 'Catch Weight']);
  fights.push(['2023-05-10', 'UFC', 'Y', 'F3', 'Welterweight'], ['2024-02-10', 'PFL', 'Y', 'F4', 'Welterweight']);

  // Two mirror-image careers in 2019, five wins each over debutants; only T1's bouts are title bouts.
  for (let i = 1; i <= 5; i++) {
    fights.push([`2019-0${i}-05`, 'UFC', 'T1', `TA${i}`, 'Featherweight', true], [`2019-0${i}-05`, 'UFC', 'T2', `TB${i}`, 'Featherweight', false]);
  }
  const keys = new Set(fights.flatMap(([, , a, b]) => [a, b]));
  const birth: Record<string, string> = {
    K1: '1999-06-15', // 25 on the snapshot date: 25-29
    K2: '1999-06-16', // 25 the day after: under-25
    K3: '1989-06-15', // 35 on the day: 35-plus
    K4: '1989-06-16', // 34: 30-34
  };
  const nationality: Record<string, string> = { K1: 'Brazil', K3: 'Brazil', R: 'Brazil', W: 'Georgia' };
  const fighters = [...keys].map((key) => datasetFighter(key, { birthDate: birth[key] ?? null, nationality: nationality[key] ?? null }));
  const eventKey = (date: string, org: string) => `e:${date}:${org}`;
  const events = [...new Set(fights.map(([date, org]) => `${date}|${org}`))].map((id) => {
    const [date, org] = id.split('|') as [string, string];
    return { key: eventKey(date, org), name: `${org} ${date}`, date, location: null, country: null, organization: org, status: 'completed' as const, ids: {} };
  });
  const bouts = fights.map(([date, org, winner, loser, weightClass, titleBout], i) =>
    decisionWin(`b:${String(i).padStart(4, '0')}`, winner, loser, {
      eventKey: eventKey(date, org),
      date,
      organization: org,
      weightClass: weightClass ?? 'Lightweight',
      titleBout: titleBout ?? false,
    }),
  );
  return { fighters, events, bouts, ambiguities: [] };
}

describe(`rankings job on ${testDatabaseKind}`, () => {
  let db: Database;
  const idOf = new Map<string, number>();

  beforeAll(async () => {
    db = await openTestDatabase();
    await importDataset(db, history());
    for (const r of await db.query<{ id: number; key: string }>('select id::int as id, key from fighters')) idOf.set(r.key, r.id);
    await recomputeRankings(db);
  });
  afterAll(() => db?.close());

  const list = async (kind: string, filterValue = '') =>
    db.query<{ key: string; current_rank: number; previous_rank: number | null; rank_change: number | null }>(
      `select f.key, e.current_rank, e.previous_rank, e.rank_change
       from ranking_entries e join fighters f on f.id = e.fighter_id
       where e.kind = $1 and e.filter_value = $2 order by e.current_rank`,
      [kind, filterValue],
    );
  const keysOf = async (kind: string, filterValue = '') => (await list(kind, filterValue)).map((r) => r.key);

  it('takes weekly snapshots up to the latest bout date; the newest is that date, the one before is last Sunday', async () => {
    const dates = (await db.query<{ d: string }>('select snapshot_date::text as d from ranking_snapshots order by snapshot_date desc limit 3')).map((r) => r.d);
    expect(dates).toEqual([LAST, '2024-06-09', '2024-06-02']);
  });

  it('moves a fighter who won in the last week up, with the rank they held at the previous snapshot', async () => {
    for (const [kind, filterValue] of [
      ['weight-class', 'Lightweight'],
      ['global', ''],
    ] as const) {
      const w = (await list(kind, filterValue)).find((r) => r.key === 'W')!;
      expect(w.previous_rank, kind).not.toBeNull();
      expect(w.current_rank, kind).toBeLessThan(w.previous_rank!);
      expect(w.rank_change, kind).toBe(w.previous_rank! - w.current_rank);
    }
    // Nobody joined or left the division this week, so W's gain is exactly the places the passed fighters lost.
    const division = await list('weight-class', 'Lightweight');
    expect(division.every((r) => r.previous_rank !== null)).toBe(true);
    expect(division.reduce((sum, r) => sum + r.rank_change!, 0)).toBe(0);
    expect(division.filter((r) => r.rank_change! < 0).length).toBeGreaterThan(0);
    // That was W's fifth bout: new to pound-for-pound, so no previous rank there.
    const p4p = (await list('pound-for-pound')).find((r) => r.key === 'W')!;
    expect(p4p).toMatchObject({ previous_rank: null, rank_change: null });
  });

  it('keeps an inactive fighter in global only', async () => {
    expect(await keysOf('global')).toContain('R');
    expect(await keysOf('pound-for-pound')).not.toContain('R');
    expect(await keysOf('weight-class', 'Lightweight')).not.toContain('R');
    expect(await keysOf('country', 'Brazil')).not.toContain('R');
    const [r] = await db.query<{ is_active: boolean; wins: number; losses: number }>(
      'select is_active, wins, losses from fighter_ratings where fighter_id = $1',
      [idOf.get('R')],
    );
    expect(r).toEqual({ is_active: false, wins: 6, losses: 0 });
  });

  it('needs five rated bouts for pound-for-pound, not for a division', async () => {
    const p4p = await keysOf('pound-for-pound');
    expect(p4p).toContain('W');
    expect(p4p).not.toContain('X');
    expect(await keysOf('weight-class', 'Welterweight')).toContain('X');
  });

  it('puts fighters in the division they last fought in (catch weight skipped) and the organization they last fought for', async () => {
    expect(await keysOf('weight-class', 'Welterweight')).toEqual(expect.arrayContaining(['X', 'Y', 'F1', 'F3', 'F4']));
    expect(await keysOf('weight-class', 'Catch Weight')).toEqual([]);
    expect(await keysOf('organization', 'UFC')).toContain('X');
    expect(await keysOf('organization', 'PFL')).toContain('Y');
    expect(await keysOf('organization', 'BELLATOR')).toEqual(['F1']);
    const rows = await db.query<{ key: string; organization: string; weight_class: string }>(
      `select f.key, r.organization, r.weight_class from fighter_ratings r join fighters f on f.id = r.fighter_id where f.key in ('X', 'Y') order by f.key`,
    );
    expect(rows).toEqual([
      { key: 'X', organization: 'UFC', weight_class: 'Welterweight' },
      { key: 'Y', organization: 'PFL', weight_class: 'Welterweight' },
    ]);
  });

  it('groups ages on the snapshot date, birthdays counting on the day, and leaves out unknown birth dates', async () => {
    expect(await keysOf('age', '25-29')).toEqual(['K1']);
    expect(await keysOf('age', 'under-25')).toEqual(['K2']);
    expect(await keysOf('age', '35-plus')).toEqual(['K3']);
    expect(await keysOf('age', '30-34')).toEqual(['K4']);
  });

  it('lists a country by nationality, active fighters only, best first', async () => {
    expect(await keysOf('country', 'Brazil')).toEqual(['K1', 'K3']);
  });

  it('ranks a long reign with many quality wins above one big upset in the GOAT list', async () => {
    const goat = await keysOf('goat');
    expect(goat[0]).toBe('K1');
    expect(goat.indexOf('K1')).toBeLessThan(goat.indexOf('W'));
    expect(goat).not.toContain('F1'); // one bout is not a career
    const [k1] = await db.query<{ goat_score: number; peak_rating: number; rating: number }>(
      'select goat_score, peak_rating, rating from fighter_ratings where fighter_id = $1',
      [idOf.get('K1')],
    );
    expect(k1!.goat_score).toBeGreaterThan(k1!.peak_rating - 400);
    expect(k1!.peak_rating).toBeGreaterThanOrEqual(k1!.rating);
  });

  it('adds the title-win points to a career whose wins were title bouts', async () => {
    const rows = await db.query<{ key: string; goat: number }>(
      `select f.key, r.goat_score as goat from fighter_ratings r join fighters f on f.id = r.fighter_id where f.key in ('T1', 'T2') order by f.key`,
    );
    expect(rows.map((r) => r.key)).toEqual(['T1', 'T2']);
    expect(rows[0]!.goat - rows[1]!.goat).toBeCloseTo(5 * POINTS_PER_TITLE_WIN, 6);
  });

  it('weighs longevity, quality wins, title wins and losses at the top as documented', () => {
    const reign = goatScore({ peakFanScore: 1800, eliteYears: 8, qualityWins: 10, titleWins: 6, eliteLosses: 2 });
    const flash = goatScore({ peakFanScore: 1900, eliteYears: 1, qualityWins: 2, titleWins: 1, eliteLosses: 0 });
    expect(reign).toBe(1800 + 30 * 8 + 15 * 10 + 20 * 6 - 15 * 2);
    expect(reign).toBeGreaterThan(flash);
    // A champion's defences lift them above an equal career without belts.
    const career = { peakFanScore: 1800, eliteYears: 4, qualityWins: 5, titleWins: 4, eliteLosses: 0 };
    expect(goatScore(career)).toBeGreaterThan(goatScore({ ...career, titleWins: 0 }));
    // A loss at the top cancels a quality win.
    expect(goatScore({ ...career, qualityWins: 6, eliteLosses: 1 })).toBe(goatScore(career));
  });

  it('numbers every list 1..N and records the newest ranks in rank history', async () => {
    const gaps = await db.query(
      `select kind, filter_value from ranking_entries group by kind, filter_value having min(current_rank) <> 1 or max(current_rank) <> count(*)`,
    );
    expect(gaps).toEqual([]);
    const [row] = await db.query<{ rank: number; current_rank: number }>(
      `select h.rank, e.current_rank from rank_history h
       join ranking_entries e on e.fighter_id = h.fighter_id and e.kind = h.kind and e.filter_value = h.filter_value
       where h.fighter_id = $1 and h.kind = 'weight-class' and h.snapshot_date = $2`,
      [idOf.get('K2'), LAST],
    );
    expect(row!.rank).toBe(row!.current_rank);
  });

  it('writes one step per fighter per bout', async () => {
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>('select count(*)::int as n from rating_steps');
    expect(n).toBe(2 * history().bouts.length);
  });

  it('is idempotent: a second run writes the same tables', async () => {
    const dump = async () => {
      const out: unknown[] = [];
      for (const sql of [
        'select * from fighter_ratings order by fighter_id',
        'select * from rating_steps order by fighter_id, date, bout_id',
        'select snapshot_date from ranking_snapshots order by snapshot_date',
        'select * from ranking_entries order by kind, filter_value, current_rank',
        'select * from rank_history order by fighter_id, kind, filter_value, snapshot_date',
      ])
        out.push(await db.query(sql));
      return JSON.stringify(out);
    };
    const before = await dump();
    await recomputeRankings(db);
    expect(await dump()).toBe(before);
  });

  it('ensureRankings recomputes only when fight data has no ranking yet', async () => {
    expect(await ensureRankings(db)).toBe(false);
    await db.exec('delete from rank_history; delete from ranking_entries; delete from ranking_snapshots');
    expect(await ensureRankings(db)).toBe(true);
    expect(await keysOf('weight-class', 'Welterweight')).toContain('X');
  });

  it('empties the rankings when the fight tables are empty', async () => {
    const empty = await openTestDatabase();
    try {
      const summary = await recomputeRankings(empty);
      expect(summary).toMatchObject({ latestSnapshot: null, fighterRatings: 0, entries: 0 });
    } finally {
      await empty.close();
    }
  });
});
