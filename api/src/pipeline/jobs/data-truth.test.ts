// Issue 15 end to end on a small imported history: the importer writes retirements, aliases, records and
// weigh-ins; the rankings job applies the activity rule and infers divisions; the API and data:report show them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RankedFighter } from '@fightrank/shared/contracts';
import { importDataset } from '../importer/import-dataset';
import { buildDataReport } from '../report/data-report';
import { formatDataReport } from '../report/format-data-report';
import { openRankingsTestApp, type TestApp } from '../../../test/support/rankings-test-app';
import type { Dataset, DatasetBout, DatasetFighter } from '../sources/dataset';
import { testDatabaseKind } from '../../../test/support/test-database';
import { recomputeRankings } from './compute-rankings';
import { searchFighters } from '../../data/repositories/fighter-search';

const LAST = '2024-12-14';

type Fight = [date: string, organization: string, winner: string, loser: string, weightClass: string | null];

function fighter(key: string, extra: Partial<DatasetFighter> = {}): DatasetFighter {
  return {
    key,
    name: key,
    nickname: null,
    sex: 'M',
    birthDate: '1990-01-01',
    heightCm: null,
    reachCm: null,
    stance: null,
    nationality: 'Brazil',
    countryCode: 'BR',
    ids: {},
    ...extra,
  };
}

function history(): Dataset {
  const fights: Fight[] = [];
  // The Champ wins six UFC lightweight bouts, the last in May 2024, then retires on 2024-06-01.
  for (let i = 1; i <= 6; i++) fights.push([`2023-0${i}-10`, 'UFC', 'Champ', `Victim ${i}`, 'Lightweight']);
  fights.push(['2024-05-01', 'UFC', 'Champ', 'Victim 7', 'Lightweight']);
  // A Bellator regular whose bouts name no division; MMA Decisions-style weigh-ins put him at featherweight.
  for (let i = 1; i <= 3; i++) fights.push([`2024-0${i + 5}-01`, 'BELLATOR', 'Weighed', `Bell ${i}`, null]);
  // A ONE fighter known only through opponents who are UFC lightweights (Victims 1-3).
  for (let i = 1; i <= 3; i++) fights.push([`2024-0${i + 6}-15`, 'ONE', 'Placed', `Victim ${i}`, null]);
  // Two newcomers who only fought each other: no evidence, no division.
  fights.push(['2024-11-01', 'LFA', 'Unknown A', 'Unknown B', null]);
  // A lightweight who fought again after a recorded retirement (the bout after it counts as the comeback).
  fights.push(['2024-10-01', 'UFC', 'Returner', 'Victim 5', 'Lightweight'], [LAST, 'UFC', 'Victim 6', 'Victim 4', 'Lightweight']);
  // A lightweight whose recorded retirement is dated after the data ends (a curated row newer than the data).
  fights.push(['2024-09-01', 'UFC', 'Later', 'Victim 7', 'Lightweight']);
  // A lightweight who died in July 2024, months after his last bout (a curated `died` record).
  fights.push(['2024-03-10', 'UFC', 'Gone', 'Victim 2', 'Lightweight']);

  // A retired UFC welterweight (three wins, two losses) whose last bout, a comeback years later, was at middleweight in
  // Bellator.
  for (let i = 1; i <= 5; i++)
    fights.push(i <= 3 ? [`2015-0${i}-20`, 'UFC', 'Legend', `Foe ${i}`, 'Welterweight'] : [`2015-0${i}-20`, 'UFC', `Foe ${i}`, 'Legend', 'Welterweight']);
  fights.push(['2019-04-20', 'BELLATOR', 'Legend', 'Foe 6', 'Middleweight']);

  // Welterweights: two contenders with two wins each; Belt wins the title from Rival, then vacates it without a bout.
  for (const [i, name] of ['Welter A', 'Welter B'].entries()) {
    fights.push(
      [`2024-0${i + 1}-05`, 'UFC', name, `WFoe ${2 * i + 1}`, 'Welterweight'],
      [`2024-0${i + 3}-05`, 'UFC', name, `WFoe ${2 * i + 2}`, 'Welterweight'],
    );
  }
  fights.push(['2024-02-10', 'UFC', 'Belt', 'Rival', 'Welterweight']);

  const keys = new Set(fights.flatMap(([, , a, b]) => [a, b]));
  const fighters = [...keys].map((key) =>
    fighter(key, {
      ...(key === 'Returner' ? { retirement: { date: '2024-08-01', source: 'test: said he was done' } } : {}),
      ...(key === 'Later' ? { retirement: { date: '2025-06-21', source: 'test: announced after the data ends' } } : {}),
      ...(key === 'Gone' ? { birthDate: '1990-09-01', death: { date: '2024-07-01', source: 'test: news of his death' } } : {}),
      ...(key === 'Belt'
        ? {
            titleChanges: [
              {
                date: '2024-09-01',
                organization: 'UFC',
                division: 'Welterweight',
                belt: 'title' as const,
                change: 'vacated' as const,
                source: 'test: vacated',
              },
            ],
          }
        : {}),
      // A row the bouts disagree with (he never held the belt), and one dated after the ratings date.
      ...(key === 'Welter A'
        ? {
            titleChanges: [
              {
                date: '2024-10-01',
                organization: 'UFC',
                division: 'Welterweight',
                belt: 'title' as const,
                change: 'vacated' as const,
                source: 'test: misread',
              },
              { date: '2025-03-01', organization: 'UFC', division: 'Welterweight', belt: 'title' as const, change: 'vacated' as const, source: 'test: later' },
            ],
          }
        : {}),
      ...(key === 'Champ'
        ? {
            retirement: { date: '2024-06-01', source: 'test: announced in the cage' },
            proRecord: { wins: 25, losses: 0, draws: 0, noContests: 0, source: 'test', asOf: '2024-06-01' },
            otherNames: [{ name: 'The Champion', source: 'betmma' }],
          }
        : {}),
    }),
  );
  const eventKey = (date: string, org: string) => `e:${date}:${org}`;
  const events = [...new Set(fights.map(([date, org]) => `${date}|${org}`))].map((id) => {
    const [date, org] = id.split('|') as [string, string];
    return { key: eventKey(date, org), name: `${org} ${date}`, date, location: null, country: null, organization: org, status: 'completed' as const, ids: {} };
  });
  const bouts = fights.map(([date, org, winner, loser, weightClass], i): DatasetBout => ({
    key: `b:${String(i).padStart(3, '0')}`,
    eventKey: eventKey(date, org),
    date,
    organization: org,
    fighterA: winner,
    fighterB: loser,
    outcomeA: 'W',
    weightClass,
    titleBout: winner === 'Belt',
    scheduledRounds: 3,
    method: 'DEC_UNANIMOUS',
    methodDetail: null,
    endRound: 3,
    endTimeSeconds: 300,
    ids: {},
  }));
  const weighIns = ['2024-06-01', '2024-07-01', '2024-08-01'].map((date) => ({
    fighterKey: 'Weighed',
    date,
    weightLbs: 145.4,
    boutKey: null,
    source: 'mmadecisions',
  }));
  return {
    fighters,
    events,
    bouts,
    ambiguities: [],
    weighIns,
    titleChangeNotes: ['curated/title-changes:9: UFC Lightweight title vacated by "Nobody" on 2024-01-01 names no fighter we know; not applied'],
  };
}

describe(`retirements, inferred divisions and organizations through the API, ${testDatabaseKind}`, () => {
  let t: TestApp;
  const list = async (path: string, query: Record<string, string> = {}) => {
    const { status, body } = await t.get(path, { limit: 50, ...query });
    expect(status, path).toBe(200);
    return body.data as RankedFighter[];
  };
  const names = (rows: RankedFighter[]) => rows.map((r) => r.fighterName);

  beforeAll(async () => {
    t = await openRankingsTestApp();
    await importDataset(t.db, history());
    await recomputeRankings(t.db);
  });
  afterAll(() => t?.close());

  it('leaves a retired fighter out of every active list, though his last bout is recent', async () => {
    expect(names(await list('/weight-class', { wc: 'Lightweight' }))).not.toContain('Champ');
    expect(names(await list('/'))).not.toContain('Champ');
    expect(names(await list('/organization', { org: 'UFC' }))).not.toContain('Champ');
    expect(names(await list('/country', { c: 'Brazil' }))).not.toContain('Champ');
    expect(names(await list('/age', { grp: '30-34' }))).not.toContain('Champ');
    const [row] = await t.db.query<{ is_active: boolean }>(
      `select r.is_active from fighter_ratings r join fighters f on f.id = r.fighter_id where f.key = 'Champ'`,
    );
    expect(row?.is_active).toBe(false);
  });

  it('keeps the retired fighter in the GOAT list and the global list, with his history', async () => {
    expect(names(await list('/goat'))[0]).toBe('Champ');
    expect(names(await list('/global'))).toContain('Champ');
    const [{ n } = { n: 0 }] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from rating_steps s join fighters f on f.id = s.fighter_id where f.key = 'Champ'`,
    );
    expect(n).toBe(7);
  });

  it('lists a fighter who fought after a retirement (a comeback) as active', async () => {
    expect(names(await list('/weight-class', { wc: 'Lightweight' }))).toContain('Returner');
  });

  it('counts a retirement from its date only: one dated after the ratings date leaves the fighter active, and his page says so', async () => {
    const lightweights = await list('/weight-class', { wc: 'Lightweight' });
    const later = lightweights.find((r) => r.fighterName === 'Later')!;
    expect(later).toBeDefined();
    const info = (await t.app.inject(`/api/fighters/${later.fighterId}/info`)).json().data;
    expect(info).toMatchObject({ isActive: true, retiredOn: null });
    const champ = (await list('/global')).find((r) => r.fighterName === 'Champ')!;
    expect((await t.app.inject(`/api/fighters/${champ.fighterId}/info`)).json().data).toMatchObject({ isActive: false, retiredOn: '2024-06-01' });
  });

  it('ends the career of a fighter who died: out of the active lists, his age stopped at his death, his page says when', async () => {
    expect(names(await list('/weight-class', { wc: 'Lightweight' }))).not.toContain('Gone');
    // Not in the list of today's Ratings either (build-rankings.ts), where his frozen Rating would climb past the living.
    expect(names(await list('/global'))).not.toContain('Gone');
    const [gone] = (await t.app.inject('/api/fighters/search?q=Gone')).json().data as { id: number; name: string }[];
    expect(gone?.name).toBe('Gone');
    const info = (await t.app.inject(`/api/fighters/${gone!.id}/info`)).json().data;
    // 34 on the ratings date (2024-12-14), 33 on the day he died.
    expect(info).toMatchObject({ isActive: false, retiredOn: null, diedOn: '2024-07-01', age: 33 });
    const later = (await list('/weight-class', { wc: 'Lightweight' })).find((r) => r.fighterName === 'Later')!;
    expect((await t.app.inject(`/api/fighters/${later.fighterId}/info`)).json().data).toMatchObject({ diedOn: null, age: 34 });
    // A fan who kept him among favourites reads why his row has no global rank; a retired favourite says so too.
    const champ = (await list('/global')).find((r) => r.fighterName === 'Champ')!;
    const favorites = await t.app.inject({ method: 'POST', url: '/api/rankings/favorites', payload: { ids: [gone!.id, champ.fighterId, later.fighterId] } });
    expect(favorites.json().data).toMatchObject([
      { fighterName: 'Gone', currentRank: null, diedOn: '2024-07-01', retiredOn: null, proRecord: null },
      // The record a source states, as the lists show it.
      { fighterName: 'Champ', diedOn: null, retiredOn: '2024-06-01', totalWins: 7, proRecord: { wins: 25, losses: 0, draws: 0 } },
      { fighterName: 'Later', diedOn: null, retiredOn: null },
    ]);
  });

  it("tags a GOAT row with the career's organization and division, other lists with the latest", async () => {
    const goat = (await list('/goat')).find((r) => r.fighterName === 'Legend')!;
    expect(goat).toMatchObject({ weightClass: 'Welterweight', weightClassInferred: false });
    expect(goat.organization).toMatch(/^UFC/);
    const latest = (await list('/global')).find((r) => r.fighterName === 'Legend')!;
    expect(latest.organization).toMatch(/^Bellator|^BELLATOR/);
  });

  it('places a fighter by weigh-ins and another by opponents, each marked as inferred', async () => {
    const featherweights = await list('/weight-class', { wc: 'Featherweight' });
    expect(featherweights.find((r) => r.fighterName === 'Weighed')).toMatchObject({ weightClassBasis: 'weigh-in', weightClassInferred: true });
    const lightweights = await list('/weight-class', { wc: 'Lightweight' });
    expect(lightweights.find((r) => r.fighterName === 'Placed')).toMatchObject({ weightClassBasis: 'opponents', weightClassInferred: true });
    expect(lightweights.find((r) => r.fighterName === 'Returner')).toMatchObject({ weightClassBasis: 'bout', weightClassInferred: false });
    const options = (await t.get('/options/weight-class')).body.data as { value: string }[];
    expect(options.map((o) => o.value)).toEqual(['Featherweight', 'Lightweight', 'Welterweight']);
  });

  it('finds organization lists by code and by name, in any case', async () => {
    await t.db.query(`update organizations set name = 'Bellator MMA' where code = 'BELLATOR'`);
    for (const org of ['BELLATOR', 'bellator', 'Bellator MMA', 'BELLATOR MMA']) {
      expect(names(await list('/organization', { org })), org).toContain('Weighed');
    }
    const { status, body } = await t.get('/organization', { org: 'Bellator Fighting Championships' });
    expect(status).toBe(400);
    expect(body.message).toContain('BELLATOR (Bellator MMA)');
  });

  it('reports coverage by basis, retirements, aliases and record gaps (data:report)', async () => {
    const report = await buildDataReport(t.db, '2024-01-01');
    // Active: everyone with a bout since 2023-06-14 except the retired Champ; Unknown A and B have no division.
    // Placed, and Bell 1-3 (whose only opponent weighs in at featherweight), are placed by opponents.
    expect(report.active.byBasis).toEqual({ bout: expect.any(Number), 'weigh-in': 1, opponents: 4 });
    expect(report.active.fighters - report.active.withDivision).toBe(2);
    expect(report.retirements).toMatchObject({ recorded: 3, activeBeforeRule: 1 });
    expect(report.retirements.names).toContain('Later (2025-06-21; last bout 2024-09-01; after the ratings date, not in effect yet)');
    expect(report.aliases).toMatchObject({ names: 1, bySource: { betmma: 1 } });
    expect(report.nameConflicts.count).toBe(1);
    expect(report.records.gaps).toEqual([{ name: 'Champ', stated: '25-0-0 as of 2024-06-01', ours: '7-0-0' }]);
    expect(formatDataReport(report)).toContain('retirements applied: 3');
    expect(report.deaths).toEqual(['Gone (2024-07-01; last bout 2024-03-10)']);
    expect(formatDataReport(report)).toContain('deaths recorded: 1');
    // Bellator held no card after 2024-08-01, but its source runs to the ratings date: the lists say "results through"
    // its latest card (the date the organization filter gives), and its fighters are rated as of the ratings date, so
    // no note says our data for it stops.
    expect(report.freshness.find((row) => row.organization === 'BELLATOR')).toMatchObject({
      latestResult: '2024-08-01',
      ratedAsOf: LAST,
      stale: true,
      sourceStopped: false,
    });
    const bellator = (await t.get('/organization', { org: 'BELLATOR', limit: 10 })).body.data as RankedFighter[];
    expect(bellator.length).toBeGreaterThan(0);
    for (const row of bellator) expect([row.resultsThrough, row.ratedAsOf], row.fighterName).toEqual(['2024-08-01', null]);
    const options = (await t.get('/options/organization')).body.data as { value: string; latestResult: string }[];
    expect(options.find((option) => option.value === 'BELLATOR')?.latestResult).toBe('2024-08-01');
  });

  it('shows a stated professional record in the lists, with the results of the bouts held since it was stated', async () => {
    const champRow = async () => (await list('/goat')).find((r) => r.fighterName === 'Champ')!;
    // Stated after his last bout: as stated, beside the 7-0 we hold.
    expect(await champRow()).toMatchObject({ totalWins: 7, totalLosses: 0, recordComplete: false, proRecord: { wins: 25, losses: 0, draws: 0 } });
    expect((await list('/goat')).find((r) => r.fighterName === 'Legend')?.proRecord ?? null).toBeNull();

    // Stated in March 2023 (21-0): his four wins since (April, May and June 2023, May 2024) count on top.
    const data = history();
    data.fighters.find((f) => f.key === 'Champ')!.proRecord = { wins: 21, losses: 0, draws: 0, noContests: 0, source: 'test', asOf: '2023-03-31' };
    await importDataset(t.db, data);
    await recomputeRankings(t.db);
    expect((await champRow()).proRecord).toEqual({ wins: 25, losses: 0, draws: 0 });
    // His page gives the record as stated and the same sum the lists show (session 40).
    const page = (await t.app.inject(`/api/fighters/${(await champRow()).fighterId}/info`)).json().data;
    expect(page.proRecord).toMatchObject({ wins: 21, losses: 0, asOf: '2023-03-31', current: { wins: 25, losses: 0, draws: 0 } });
    // Search gives the same record (fan QA, session 40: the dropdown said "partial record" where lists said "pro").
    const searched = async () => (await t.app.inject('/api/fighters/search?q=champ')).json().data.find((r: { name: string }) => r.name === 'Champ');
    expect((await searched()).proRecord).toEqual({ wins: 25, losses: 0, draws: 0 });
    expect((await searchFighters(t.db, 'champ')).find((r) => r.name === 'Champ')?.proRecord).toEqual({ wins: 25, losses: 0, draws: 0 });

    // Stated after the ratings date (a curated row newer than the data): not in the data's world yet, neither in the
    // lists nor on his page, which keep the bouts held.
    data.fighters.find((f) => f.key === 'Champ')!.proRecord = { wins: 30, losses: 1, draws: 0, noContests: 0, source: 'test', asOf: '2025-08-16' };
    await importDataset(t.db, data);
    await recomputeRankings(t.db);
    const champ = await champRow();
    expect(champ.proRecord).toBeNull();
    expect((await t.app.inject(`/api/fighters/${champ.fighterId}/info`)).json().data).toMatchObject({ proRecord: null, record: { wins: 7, losses: 0 } });
    expect((await searchFighters(t.db, 'champ')).find((r) => r.name === 'Champ')?.proRecord).toBeNull();
  });

  it('mirrors the dataset on the next import: a dropped retirement, alias, record or weigh-in goes', async () => {
    const count = async (sql: string) => (await t.db.query<{ n: number }>(sql))[0]!.n;
    const data = history();
    await importDataset(t.db, data);
    expect(await count(`select count(*)::int as n from weigh_ins`)).toBe(3);
    const champ = data.fighters.find((f) => f.key === 'Champ')!;
    champ.retirement = null;
    champ.proRecord = null;
    champ.otherNames = [];
    await importDataset(t.db, { ...data, weighIns: data.weighIns!.slice(1) });
    // Returner's and Later's retirements stay: only Champ's facts were dropped.
    expect(await count(`select count(*)::int as n from fighters where retired_on is not null or pro_wins is not null`)).toBe(2);
    expect(await count(`select count(*)::int as n from fighter_aliases`)).toBe(0);
    expect(await count(`select count(*)::int as n from weigh_ins`)).toBe(2);
  });

  it('takes a belt vacated without a bout from its champion in the lists, and reports the change (title_changes)', async () => {
    const welterweights = async () =>
      (await list('/weight-class', { wc: 'Welterweight' })).filter((r) => ['Welter A', 'Welter B', 'Belt'].includes(r.fighterName));
    const data = history();
    await importDataset(t.db, data);
    await recomputeRankings(t.db);
    const vacated = await welterweights();
    expect(vacated.map((r) => r.fighterName).sort()).toEqual(['Belt', 'Welter A', 'Welter B']);
    expect(vacated.find((r) => r.fighterName === 'Belt')!.placedBy).toBeNull();
    const report = await buildDataReport(t.db, '2024-01-01');
    expect(report.titleChanges.recorded).toEqual([
      '2024-09-01 UFC Welterweight: Belt vacated the title',
      '2024-10-01 UFC Welterweight: Welter A vacated the title',
      '2025-03-01 UFC Welterweight: Welter A vacated the title',
    ]);
    expect(report.titleChanges.changeNothing).toEqual(['2024-10-01 UFC Welterweight: Welter A vacated the title']);
    expect(report.titleChanges.notYet).toEqual(['2025-03-01 UFC Welterweight: Welter A vacated the title']);
    expect(report.titleChanges.notApplied).toEqual([expect.stringContaining('names no fighter we know')]);
    expect(formatDataReport(report)).toContain('title changes without a bout');

    // The same history without the announcement: the belt lifts him over a contender.
    for (const f of data.fighters) f.titleChanges = [];
    await importDataset(t.db, data);
    await recomputeRankings(t.db);
    expect(await t.db.query(`select * from title_changes`)).toEqual([]);
    expect((await welterweights()).find((r) => r.fighterName === 'Belt')?.placedBy).toMatchObject({ rule: 'champion' });
  });
});
