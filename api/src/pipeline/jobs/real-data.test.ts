// The rankings job on the real sources in ../shared/data: the site's ratings are the evaluated engine's, and
// the lists look right to a fan. One import and one job run are shared by the tests of this file (they take seconds).
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../data/db/database';
import { getFighterInfo } from '../../data/repositories/fighters-repository';
import { filterOptionsQuery, rankingListQuery } from '../../data/repositories/rankings-repository';
import { importDataset } from '../importer/import-dataset';
import { buildDataReport } from '../report/data-report';
import { formatDataReport } from '../report/format-data-report';
import { fighterRating, fromDataset, RANKING_PARAMS, rateHistory } from '../../ratings/index';
import type { Dataset } from '../sources/dataset';
import { loadDataset } from '../sources/load-dataset';
import { openTestDatabase, testDatabaseKind } from '../../../test/support/test-database';
import { recomputeRankings, type RecomputeSummary } from './compute-rankings';

const DATA_DIR = process.env.FIGHTRANK_DATA ?? fileURLToPath(new URL('../../../../../shared/data', import.meta.url));

describe(`rankings job on the real sources, ${testDatabaseKind}`, () => {
  let db: Database;
  let dataset: Dataset;
  let summary: RecomputeSummary;

  beforeAll(async () => {
    db = await openTestDatabase();
    dataset = await loadDataset(DATA_DIR);
    await importDataset(db, dataset, { dataSource: 'real' });
    summary = await recomputeRankings(db);
    // The whole import and job on the full data: minutes on a busy machine, not the default two.
  }, 600_000);
  afterAll(() => db?.close());

  const top = async (kind: string, n: number, filterValue = '') =>
    (
      await db.query<{ name: string }>(
        `select f.name from ranking_entries e join fighters f on f.id = e.fighter_id
         where e.kind = $1 and e.filter_value = $2 and e.current_rank <= $3 order by e.current_rank`,
        [kind, filterValue, n],
      )
    ).map((r) => r.name);

  it('stores the fight statistics the engine weights results by', async () => {
    const withStats = dataset.bouts.filter((b) => b.statsA && b.statsB).length;
    expect(withStats).toBeGreaterThan(10_000);
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>('select count(distinct bout_id)::int as n from bout_statistics');
    expect(n).toBeGreaterThanOrEqual(withStats - 5);
  });

  it('rates every fighter exactly as the engine does from the loaded dataset, with the ranking parameters (decision 038)', async () => {
    const state = rateHistory(fromDataset(dataset), RANKING_PARAMS);
    const rows = await db.query<{ key: string; rating: number; uncertainty: number; rated_as_of: string; died_on: string | null }>(
      `select f.key, r.rating, r.uncertainty, to_char(r.rated_as_of, 'YYYY-MM-DD') as rated_as_of, to_char(f.died_on, 'YYYY-MM-DD') as died_on
         from fighter_ratings r join fighters f on f.id = r.fighter_id`,
    );
    expect(rows.length).toBeGreaterThan(8_000);
    // Each on the day it is of: his promotion's latest result (promotion-freshness.ts), which on the shared data is the
    // ratings date for everyone: its sources end together, and a promotion that stopped (PRIDE) is not stale data.
    expect(rows.filter((row) => row.rated_as_of !== summary.latestSnapshot)).toEqual([]);
    let worst = 0;
    // A fighter who died is rated as of that day (his Rating stops there: death-rating.test.ts).
    expect(rows.filter((row) => row.died_on !== null).length).toBeGreaterThan(5);
    for (const row of rows) {
      const expected = fighterRating(state, row.key, row.died_on !== null && row.died_on < row.rated_as_of ? row.died_on : row.rated_as_of)!;
      worst = Math.max(worst, Math.abs(expected.rating - row.rating), Math.abs(expected.uncertainty - row.uncertainty));
    }
    expect(worst).toBeLessThan(1e-6);
  });

  it('takes the newest snapshot on the latest bout date (the data ends in December 2024)', () => {
    expect(summary.latestSnapshot).toBe('2024-12-14');
  });

  it('has the champions a fan expects at the top of pound-for-pound, flyweight and heavyweight alike (size taken out)', async () => {
    const p4p = await top('pound-for-pound', 15);
    expect(p4p[0]).toBe('Islam Makhachev');
    // Before the division levels were taken out (decision 044, session 18), Pantoja was 56th and five heavyweights stood in the top 15.
    expect(p4p).toEqual(expect.arrayContaining(['Jon Jones', 'Alexandre Pantoja', 'Ilia Topuria', 'Merab Dvalishvili', 'Alex Pereira']));
    expect(p4p.filter((name) => ['Jailton Almeida', 'Ciryl Gane', 'Francis Ngannou', 'Alexander Volkov'].includes(name))).toEqual([]);
    expect(await top('weight-class', 1, 'Lightweight')).toEqual(['Islam Makhachev']);
    expect(await top('weight-class', 3, 'Heavyweight')).toEqual(expect.arrayContaining(['Jon Jones', 'Tom Aspinall']));
  });

  it("orders a promotion's, a country's and an age group's lists with size taken out too (fan QA, session 41)", async () => {
    // On Ratings with size, the UFC's list held Jailton Almeida 9th and its flyweight champion Pantoja 45th.
    const ufc = await top('organization', 15, 'UFC');
    expect(ufc).toContain('Alexandre Pantoja');
    expect(ufc.filter((name) => ['Jailton Almeida', 'Ciryl Gane', 'Alexander Volkov'].includes(name))).toEqual([]);
    const brazil = await top('country', 3, 'Brazil');
    expect(brazil).toEqual(expect.arrayContaining(['Alex Pereira', 'Alexandre Pantoja']));
    expect(await top('age', 15, '30-34')).toContain('Alexandre Pantoja');
    // Each shows the score it is ordered on: the same P4P score in every list that mixes divisions.
    const [row] = await db.query<{ kinds: number }>(
      `select count(distinct e.score)::int as kinds from ranking_entries e join fighters f on f.id = e.fighter_id
        where f.name = 'Alexandre Pantoja' and e.kind in ('pound-for-pound', 'organization', 'country', 'age')`,
    );
    expect(row?.kinds).toBe(1);
  });

  it('has Jon Jones and Georges St-Pierre at the top of the GOAT list, with Fedor and Anderson Silva in the top 10', async () => {
    const goat = await top('goat', 10);
    expect(goat.slice(0, 3)).toEqual(expect.arrayContaining(['Jon Jones', 'Georges St-Pierre']));
    expect(goat).toEqual(expect.arrayContaining(['Fedor Emelianenko', 'Anderson Silva']));
  });

  it('lists the Bellator, PFL and UFC fighters fans expect in their divisions, with how each division was found', async () => {
    const rows = await db.query<{ name: string; weight_class: string | null; basis: string | null; listed: boolean }>(
      `select f.name, r.weight_class, r.weight_class_basis as basis,
              exists (select 1 from ranking_entries e where e.kind = 'weight-class' and e.filter_value = r.weight_class and e.fighter_id = f.id) as listed
       from fighters f join fighter_ratings r on r.fighter_id = f.id
       where f.name = any($1::text[])`,
      [['Vadim Nemkov', 'Usman Nurmagomedov', 'Patricio Pitbull', 'AJ McKee', 'Dakota Ditcheva', 'Patchy Mix']],
    );
    const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
    expect(byName['Vadim Nemkov']).toMatchObject({ weight_class: 'Light Heavyweight', listed: true });
    expect(byName['Usman Nurmagomedov']).toMatchObject({ weight_class: 'Lightweight', listed: true });
    // His one decision at 134.2 lb does not move him: his recent weigh-ins are at featherweight.
    expect(byName['Patricio Pitbull']).toMatchObject({ weight_class: 'Featherweight', listed: true });
    // Moved up in 2022: listed where he fights now.
    expect(byName['AJ McKee']).toMatchObject({ weight_class: 'Lightweight', listed: true });
    // Her PFL title bout names its division (curated title bouts, decision 044 session 21).
    expect(byName['Dakota Ditcheva']).toMatchObject({ weight_class: "Women's Flyweight", basis: 'bout', listed: true });
    // The fighting name (MMA Decisions, the UFC) over the legal one Bet MMA uses.
    expect(byName['Patchy Mix']).toMatchObject({ weight_class: 'Bantamweight', listed: true });
    // Champions are placed by the title bouts they won (curated: Bet MMA flags none); McKee, whose featherweight belt
    // is long gone, by his weigh-ins at lightweight.
    for (const name of ['Vadim Nemkov', 'Usman Nurmagomedov', 'Patricio Pitbull']) expect(byName[name]?.basis, name).toBe('bout');
    expect(byName['AJ McKee']?.basis).toBe('weigh-in');
  });

  it('gives most fighters active since 2024 a division (the measured coverage is in decision 015)', async () => {
    const [c] = await db.query<{ n: number; placed: number }>(
      `select count(*)::int as n, count(weight_class)::int as placed from fighter_ratings where last_bout_date >= date '2024-01-01'`,
    );
    // 81.2 % from bouts, weigh-ins and opponents; 81.8 % once Invicta bouts and heavy weigh-ins also give a sex.
    expect(c!.placed / c!.n).toBeGreaterThan(0.815);
  });

  it('takes publicly retired fighters out of the active lists and keeps them in the GOAT list', async () => {
    const rows = await db.query<{ name: string; is_active: boolean; active_lists: number; goat: number | null }>(
      `select f.name, r.is_active,
              (select count(*)::int from ranking_entries e where e.fighter_id = f.id and e.kind not in ('goat', 'global')) as active_lists,
              (select current_rank from ranking_entries e where e.fighter_id = f.id and e.kind = 'goat') as goat
       from fighters f join fighter_ratings r on r.fighter_id = f.id
       where f.name = any($1::text[]) and f.retired_on is not null`,
      // Stipe Miocic retired in the cage on 2024-11-16 (curated, issue 23): inactive from that date. Robbie Lawler
      // (last bout 2023-07-08) and Chan Sung Jung (2023-08-26) announced theirs on the night of their last bout, inside
      // the 18 months that would keep them active (Jung was first on the South Korea list).
      [['Amanda Nunes', 'Demetrious Johnson', 'Khabib Nurmagomedov', 'Georges St-Pierre', 'Stipe Miocic', 'Robbie Lawler', 'Chan Sung Jung']],
    );
    expect(rows).toHaveLength(7);
    for (const row of rows) {
      expect(row, row.name).toMatchObject({ is_active: false, active_lists: 0 });
      // In the GOAT list, and near its top (Khabib Nurmagomedov is 16th: 13 UFC bouts in our sources).
      expect(row.goat, row.name).not.toBeNull();
      if (!['Robbie Lawler', 'Chan Sung Jung'].includes(row.name)) expect(row.goat, row.name).toBeLessThanOrEqual(30);
    }
    // A retirement dated after the ratings date (Jon Jones, 2025) changes nothing until the data reaches it.
    const [jones] = await db.query<{ is_active: boolean; retired_on: string | null }>(
      `select r.is_active, to_char(f.retired_on, 'YYYY-MM-DD') as retired_on from fighters f join fighter_ratings r on r.fighter_id = f.id where f.name = 'Jon Jones'`,
    );
    expect(jones).toEqual({ is_active: true, retired_on: '2025-06-21' });
    const report = await buildDataReport(db);
    expect(report.retirements.names).toContain('Jon Jones (2025-06-21; last bout 2024-11-16; after the ratings date, not in effect yet)');
    expect(report.retirements.names).toContain('Chan Sung Jung (2023-08-26; last bout 2023-08-26)');
    const [patchy] = await db.query<{ aliases: string[] }>(
      `select array_agg(a.name order by a.name) as aliases from fighter_aliases a join fighters f on f.id = a.fighter_id where f.name = 'Patchy Mix'`,
    );
    expect(patchy?.aliases).toContain('Patrick Mix');
  });

  it('takes a belt given up without a bout from its champion in the rank history (curated title changes)', async () => {
    // [division, snapshot, former holder]: St-Pierre vacated the middleweight title on 2017-12-07 (Whittaker promoted),
    // Covington was stripped of the interim welterweight belt on 2018-07-24, Montaño of the women's flyweight title on
    // 2018-09-07. No bout says so; before the curated rows each stayed in second place as a champion.
    const cases: [string, string, string][] = [
      ['Middleweight', '2018-10-07', 'Georges St-Pierre'],
      ['Welterweight', '2019-03-03', 'Colby Covington'],
      ["Women's Flyweight", '2018-11-04', 'Nicco Montano'],
    ];
    for (const [division, date, name] of cases) {
      const rows = await db.query<{ name: string; rank: number }>(
        `select f.name, h.rank from rank_history h join fighters f on f.id = h.fighter_id
         where h.kind = 'weight-class' and h.filter_value = $1 and h.snapshot_date = $2 and h.rank <= 2`,
        [division, date],
      );
      expect(rows, `${division} ${date}`).toHaveLength(2);
      expect(
        rows.map((r) => r.name),
        `${division} ${date}`,
      ).not.toContain(name);
    }
    const report = await buildDataReport(db);
    const whittaker = '2017-12-07 UFC Middleweight: Robert Whittaker promoted from interim champion to champion';
    expect(report.titleChanges.recorded).toContain(whittaker);
    // The bouts agree with the rows above; some others they do not (a title win our sources never held).
    // ONE's strawweight title bouts keep their belt's name (title_class), so Demetrious Johnson's flyweight belt was his
    // to vacate. Seven: the strawweight title bouts of 2019-2024, Brooks's interim one of 2024-08-02 included (session 55).
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>(`select count(*)::int as n from bouts where title_class = 'Strawweight'`);
    expect(n).toBe(7);
    expect(report.titleChanges.changeNothing).not.toContain('2024-09-06 ONE Flyweight: Demetrious Johnson vacated the title');
    for (const line of [
      whittaker,
      '2017-12-07 UFC Middleweight: Georges St-Pierre vacated the title',
      '2018-07-24 UFC Welterweight: Colby Covington vacated the interim title',
    ])
      expect(report.titleChanges.changeNothing).not.toContain(line);
    expect(report.titleChanges.notApplied).toEqual([]);
  });

  it("gives a reigning champion's page the belts he holds on the ratings date, and a former champion's none", async () => {
    const beltsOf = async (name: string) => {
      const [{ id } = { id: 0 }] = await db.query<{ id: number }>(`select id::int as id from fighters where name = $1 order by id limit 1`, [name]);
      return (await getFighterInfo(db, id))!.belts ?? [];
    };
    expect(await beltsOf('Alexandre Pantoja')).toMatchObject([{ organization: 'UFC', division: 'Flyweight', title: 'Flyweight', interim: false }]);
    expect(await beltsOf('Jon Jones')).toMatchObject([{ organization: 'UFC', division: 'Heavyweight', title: 'Heavyweight', interim: false }]);
    expect(await beltsOf('Tom Aspinall')).toMatchObject([{ organization: 'UFC', division: 'Heavyweight', title: 'Heavyweight', interim: true }]);
    // Malykhin held ONE's middleweight and light heavyweight belts (curated title fights); Brandon Moreno held none.
    expect((await beltsOf('Anatoly Malykhin')).map((belt) => `${belt.organization} ${belt.division}`).sort()).toEqual([
      'ONE Light Heavyweight',
      'ONE Middleweight',
    ]);
    expect(await beltsOf('Brandon Moreno')).toEqual([]);
    // A PFL season title of a division the PFL dropped (Larissa Pacheco's 2022 women's lightweight) has lapsed; the 2024
    // season's hold.
    expect(await beltsOf('Larissa Pacheco')).toEqual([]);
    expect(await beltsOf('Dakota Ditcheva')).toMatchObject([
      { organization: 'PFL', division: "Women's Flyweight", title: "Women's Flyweight", interim: false, season: 2024 },
    ]);
    // A Bellator belt defended on a PFL card stays Bellator's (Johnny Eblen, 2024-10-19): the import keeps the belt's
    // promotion beside the card's.
    expect(await beltsOf('Johnny Eblen')).toEqual([
      { organization: 'BELLATOR', organizationName: 'Bellator MMA', division: 'Middleweight', title: 'Middleweight', interim: false },
    ]);
    // The PFL's Super Fights title is a belt of its own beside its season's (Denis Goltsov's heavyweight title).
    expect(await beltsOf('Francis Ngannou')).toMatchObject([{ organization: 'PFL', division: 'Heavyweight', title: 'Super Fights Heavyweight' }]);
    expect(await beltsOf('Denis Goltsov')).toMatchObject([{ organization: 'PFL', division: 'Heavyweight', title: 'Heavyweight' }]);
    // Bellator's champions fighting on PFL cards keep their Bellator belts (the PFL owns Bellator).
    expect(await beltsOf('Ryan Bader')).toMatchObject([{ organization: 'BELLATOR', division: 'Heavyweight', title: 'Heavyweight', interim: false }]);
    // The list rows carry the same belts: the flyweight list's champion, whatever placed him.
    const query = rankingListQuery({
      kind: 'weight-class',
      filterValue: 'Flyweight',
      lastRank: 0,
      offset: 0,
      limit: 5,
      dir: 'asc',
      movement: 'all',
      topOnly: false,
    });
    const rows = await db.query<{ fighterName: string; belts: unknown[] }>(query.text, query.values);
    expect(rows.filter((row) => row.belts.length > 0).map((row) => row.fighterName)).toEqual(['Alexandre Pantoja']);
    // Joshua Pacio's is ONE's strawweight title, counted in our flyweight list.
    expect(await beltsOf('Joshua Pacio')).toMatchObject([{ organization: 'ONE', division: 'Flyweight', title: 'Strawweight', interim: false }]);
    // KSW's belts show (Phil De Fries's heavyweight title; Salahdine Parnasse held two), and the division's list does
    // not weigh them: De Fries stands where his standing puts him, no row of that list placed by a belt of KSW's.
    expect(await beltsOf('Phil De Fries')).toMatchObject([{ organization: 'KSW', division: 'Heavyweight', title: 'Heavyweight', interim: false }]);
    expect((await beltsOf('Salahdine Parnasse')).map((belt) => `${belt.organization} ${belt.division}`).sort()).toEqual([
      'KSW Featherweight',
      'KSW Lightweight',
    ]);
    const heavyweights = rankingListQuery({
      kind: 'weight-class',
      filterValue: 'Heavyweight',
      lastRank: 0,
      offset: 0,
      limit: 60,
      dir: 'asc',
      movement: 'all',
      topOnly: false,
    });
    const heavyRows = await db.query<{ fighterName: string; placedBy: string | null; belts: { organization: string }[] }>(
      heavyweights.text,
      heavyweights.values,
    );
    const deFries = heavyRows.find((row) => row.fighterName === 'Phil De Fries');
    expect(deFries?.belts).toMatchObject([{ organization: 'KSW' }]);
    expect(deFries?.placedBy).toBeNull();
  });

  it('says which organizations have a belt holder on the ratings date: the lists that mark a champion', async () => {
    const query = filterOptionsQuery('organization');
    const options = await db.query<{ value: string; hasChampions: boolean }>(query.text, query.values);
    const holds = (code: string) => options.find((option) => option.value === code)?.hasChampions;
    // KSW's and ACA's title fights are curated rows (decision 044, session 40); Cage Warriors' and LFA's are in no source.
    expect(['UFC', 'BELLATOR', 'PFL', 'ONE', 'RIZIN', 'KSW', 'ACA'].map(holds)).toEqual([true, true, true, true, true, true, true]);
    expect(['CAGE_WARRIORS', 'LFA'].map(holds)).toEqual([false, false]);
    // The UFC's prospect shows hold no titles: nothing to say.
    expect(holds('DWCS')).toBeNull();
  });

  it('marks a retired fighter in the global list, which holds him, with the day his retirement took effect', async () => {
    const query = rankingListQuery({ kind: 'global', filterValue: '', lastRank: 0, offset: 0, limit: 200, dir: 'asc', movement: 'all', topOnly: false });
    const rows = await db.query<{ fighterName: string; retiredOn: string | null }>(query.text, query.values);
    expect(rows.find((row) => row.fighterName === 'Khabib Nurmagomedov')?.retiredOn).toBe('2020-10-24');
    expect(rows.find((row) => row.fighterName === 'Islam Makhachev')?.retiredOn).toBeNull();
  });

  it('holds each fighter once, with a record marked partial unless a stated record matches (issue 23)', async () => {
    const rows = await db.query<{ name: string; n: number; partial: number }>(
      `select f.name, count(*)::int as n, count(*) filter (where not f.record_complete)::int as partial
         from fighters f join ranking_entries e on e.fighter_id = f.id and e.kind = 'global'
        where f.name = any($1::text[]) group by f.name order by f.name`,
      [['Sergei Kharitonov', 'Marloes Coenen', 'Hisaki Kato', 'Islam Makhachev', 'Kayla Harrison']],
    );
    expect(rows).toEqual([
      { name: 'Hisaki Kato', n: 1, partial: 1 },
      { name: 'Islam Makhachev', n: 1, partial: 1 },
      // Her stated 18-1 after UFC 307 is every bout the sources hold (PFL, Invicta, UFC): her record is whole.
      { name: 'Kayla Harrison', n: 1, partial: 0 },
      { name: 'Marloes Coenen', n: 1, partial: 1 },
      { name: 'Sergei Kharitonov', n: 1, partial: 1 },
    ]);
  });

  it('keeps twins apart: born the same day, one family name, one opponent in common (Pat and Ryan Healy)', async () => {
    const rows = await db.query<{ name: string; bouts: number }>(
      `select f.name, (select count(*)::int from bouts b where f.id in (b.fighter_a_id, b.fighter_b_id)) as bouts
         from fighters f where f.name in ('Pat Healy', 'Ryan Healy') order by f.name`,
    );
    expect(rows.map((r) => r.name)).toEqual(['Pat Healy', 'Ryan Healy']);
    // Ryan's one bout in our sources, his loss to Jorge Masvidal at Strikeforce in 2008, stays his.
    expect(rows[1]!.bouts).toBe(1);
    expect(rows[0]!.bouts).toBeGreaterThan(10);
  });

  it("joins a record to a fighter by an id it states only when a name fits: Bet MMA gives some records another man's id", async () => {
    const rows = await db.query<{ name: string; nationality: string | null; organizations: string[]; last: string }>(
      `select f.name, f.nationality,
              array(select distinct e.organization from bouts b join events e on e.id = b.event_id
                     where f.id in (b.fighter_a_id, b.fighter_b_id) order by 1) as organizations,
              (select to_char(max(b.date), 'YYYY-MM-DD') from bouts b where f.id in (b.fighter_a_id, b.fighter_b_id)) as last
         from fighters f where f.name = any($1::text[]) order by f.name`,
      [['Ricco Rodriguez', 'Preston Parsons', 'Ihor Potieria']],
    );
    expect(rows.map((r) => r.name)).toEqual(['Ihor Potieria', 'Preston Parsons', 'Ricco Rodriguez']);
    const [potieria, parsons, ricco] = rows;
    // "Marco Tulio Silva" carried his ufcstats id: his LFA bouts and a second copy of two DWCS bouts came with it.
    expect(potieria!.organizations).not.toContain('LFA');
    // "Andreas Gustafsson" carried his: Sweden and bouts in KSW.
    expect(parsons).toMatchObject({ nationality: 'United States' });
    expect(parsons!.organizations).not.toContain('KSW');
    // Two records carried the former champion's Sherdog id 8 and made him an active KSW heavyweight in 2024.
    expect(ricco!.organizations).not.toContain('KSW');
    expect(ricco!.last < '2024-01-01').toBe(true);
    const [self] = await db.query<{ n: number }>(`select count(*)::int as n from bouts where fighter_a_id = fighter_b_id`);
    expect(self!.n).toBe(0);
    const report = await buildDataReport(db);
    expect(report.idRefusals).toContain(
      'betmma fighter 5125 "Marco Tulio Silva" states an id of ufc:260bd4cef10b033f ("Ihor Potieria"), but no name fits; kept apart',
    );
    expect(formatDataReport(report)).toMatch(
      /^ids refused \(a record states another fighter's id, but no name of his fits or a bout of his is someone else's; kept apart, decision 037\): 15$/m,
    );
    // No bout twice: since 2012 nobody fights twice on one date, but for the one one-night tournament our data holds
    // (KSW Epic, 2024-02-24: both finalists won their semifinals that night; the final is a curated result).
    const oneNightFinalists = ['Damian Piwowarczyk 2024-02-24', 'Rafal Haratyk 2024-02-24'];
    const twice = await db.query<{ name: string; date: string }>(
      `select f.name, to_char(m.date, 'YYYY-MM-DD') as date
         from (select fighter_a_id as id, date from bouts union all select fighter_b_id, date from bouts) m
         join fighters f on f.id = m.id
        where m.date >= date '2012-01-01'
        group by f.name, m.id, m.date having count(*) > 1`,
    );
    expect(twice.map((row) => `${row.name} ${row.date}`).sort()).toEqual(oneNightFinalists);
  });

  it('holds no birth date that makes a fighter younger than 16 at his first bout (a source error, e.g. Tyrell Fortune "born 2004")', async () => {
    const young = await db.query<{ name: string }>(
      `select f.name from fighters f
        where f.birth_date + interval '16 years' > (select min(b.date) from bouts b where f.id in (b.fighter_a_id, b.fighter_b_id))`,
    );
    expect(young).toEqual([]);
  });

  it('numbers every list 1..N without gaps', async () => {
    const gaps = await db.query(
      `select kind, filter_value from ranking_entries group by kind, filter_value having min(current_rank) <> 1 or max(current_rank) <> count(*)`,
    );
    expect(gaps).toEqual([]);
    const kinds = (await db.query<{ kind: string }>('select distinct kind from ranking_entries order by kind')).map((r) => r.kind);
    expect(kinds).toEqual(['age', 'country', 'global', 'goat', 'organization', 'pound-for-pound', 'weight-class']);
  });

  it('keeps rank history compact: weekly only in the last two years, and only near the top', async () => {
    const [h] = await db.query<{ rows: number; worst_global: number; worst_division: number; old_weekly: number }>(
      `select count(*)::int as rows,
              max(rank) filter (where kind = 'global')::int as worst_global,
              max(rank) filter (where kind = 'weight-class')::int as worst_division,
              (select count(*)::int from ranking_snapshots s
               where s.snapshot_date < date '2022-12-01' and extract(day from s.snapshot_date) > 7
                 and s.snapshot_date > (select min(snapshot_date) from ranking_snapshots)) as old_weekly
       from rank_history`,
    );
    expect(h).toMatchObject({ worst_global: 100, worst_division: 25, old_weekly: 0 });
    expect(h!.rows).toBeLessThan(200_000);
  });
});
