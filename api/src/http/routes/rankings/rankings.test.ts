import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOP_RANK_CUTOFF, type RankedFighter, type RankingMovement } from '@fightrank/shared/contracts';
import { testDatabaseKind } from '../../../../test/support/test-database';
import {
  insertFighters,
  insertGeneratedRankings,
  insertOrganizations,
  insertRankingEntries,
  insertSnapshots,
  type FixtureEntry,
  type FixtureFighter,
} from '../../../../test/support/ranking-fixtures';
import { openRankingsTestApp, type TestApp } from '../../../../test/support/rankings-test-app';

// Ten named fighters in every kind of list, and 1,200 generated fighters in the global list (ranks past
// the top-1000 cutoff, movers in both directions, ties in places moved).
const NAMED: (FixtureFighter & { previousRank: number | null })[] = [
  {
    name: 'Alex Pereira',
    nationality: 'Brazil',
    countryCode: 'BR',
    birthDate: '1987-07-07',
    organization: 'UFC',
    weightClass: 'Light Heavyweight',
    rating: 1901.25,
    uncertainty: 61.5,
    wins: 12,
    losses: 2,
    draws: 0,
    lastBoutDate: '2024-10-05',
    previousRank: 3,
  },
  {
    name: 'Zhang Weili',
    nationality: 'China',
    countryCode: 'CN',
    sex: 'F',
    birthDate: '1989-08-13',
    organization: 'UFC',
    weightClass: "Women's Strawweight",
    rating: 1850,
    wins: 25,
    losses: 3,
    previousRank: 1,
  },
  {
    name: 'Jon Jones',
    nationality: 'United States',
    countryCode: 'US',
    birthDate: '1987-07-19',
    organization: 'UFC',
    weightClass: 'Heavyweight',
    rating: 1840,
    wins: 28,
    losses: 1,
    previousRank: 2,
  },
  {
    name: 'Patricio Freire',
    nationality: 'Brazil',
    countryCode: 'BR',
    birthDate: '1987-07-07',
    organization: 'BELLATOR',
    weightClass: 'Featherweight',
    weightClassBasis: 'weigh-in',
    rating: 1800,
    wins: 35,
    losses: 7,
    previousRank: null,
  },
  {
    name: 'Rose Namajunas',
    nationality: 'United States',
    countryCode: 'US',
    sex: 'F',
    birthDate: '1992-06-29',
    organization: 'UFC',
    weightClass: "Women's Strawweight",
    rating: 1790,
    wins: 13,
    losses: 7,
    previousRank: 5,
  },
  {
    name: 'Nobody Known',
    nationality: null,
    countryCode: null,
    birthDate: null,
    organization: null,
    weightClass: null,
    rating: 1780,
    lastBoutDate: null,
    previousRank: 9,
  },
  {
    name: 'Mackenzie Dern',
    nationality: 'United States',
    countryCode: 'US',
    sex: 'F',
    birthDate: '1993-03-24',
    organization: 'UFC',
    weightClass: "Women's Strawweight",
    rating: 1770,
    wins: 15,
    losses: 5,
    previousRank: 4,
  },
  {
    name: 'Local Hero',
    nationality: 'Brazil',
    countryCode: 'BR',
    birthDate: '2001-01-15',
    organization: 'JUNGLE_FIGHT',
    weightClass: 'Lightweight',
    weightClassBasis: 'opponents',
    rating: 1760,
    wins: 9,
    previousRank: 6,
  },
  {
    name: 'Tatiana Suarez',
    nationality: 'United States',
    countryCode: 'US',
    sex: 'F',
    birthDate: '1990-12-19',
    organization: 'PFL',
    weightClass: "Women's Strawweight",
    rating: 1750,
    wins: 11,
    previousRank: 12,
  },
  {
    name: 'Yan Xiaonan',
    nationality: 'China',
    countryCode: 'CN',
    sex: 'F',
    birthDate: '1989-12-15',
    organization: 'UFC',
    weightClass: "Women's Strawweight",
    rating: 1740,
    wins: 18,
    losses: 4,
    draws: 1,
    previousRank: 10,
  },
];
const SNAPSHOT = '2025-03-01';
const GENERATED = 1200;

const ranks = (rows: RankedFighter[]) => rows.map((r) => r.currentRank);
const names = (rows: RankedFighter[]) => rows.map((r) => r.fighterName);

describe(`ranking lists on ${testDatabaseKind}`, () => {
  let t: TestApp;
  let ids: number[];
  const idOf = (name: string) => ids[NAMED.findIndex((f) => f.name === name)]!;

  beforeAll(async () => {
    t = await openRankingsTestApp();
    await insertOrganizations(t.db, [
      { code: 'UFC', name: 'UFC' },
      { code: 'BELLATOR', name: 'Bellator MMA' },
      { code: 'PFL', name: 'Professional Fighters League' },
    ]);
    ids = await insertFighters(t.db, NAMED);
    await insertRankingEntries(
      t.db,
      'pound-for-pound',
      '',
      NAMED.map((f, i) => ({ fighterId: ids[i]!, currentRank: i + 1, previousRank: f.previousRank })),
    );
    await insertRankingEntries(
      t.db,
      'goat',
      '',
      ['Jon Jones', 'Zhang Weili', 'Patricio Freire'].map((n, i) => ({ fighterId: idOf(n), currentRank: i + 1, previousRank: i + 1 })),
    );
    const list = async (
      kind: 'weight-class' | 'country' | 'age' | 'organization',
      value: string,
      members: string[],
      layoff: Record<string, number> = {},
      placed: Record<string, Pick<FixtureEntry, 'placedBy' | 'placedOver' | 'placedOverOn'>> = {},
    ) =>
      insertRankingEntries(
        t.db,
        kind,
        value,
        members.map((n, i) => ({ fighterId: idOf(n), currentRank: i + 1, layoffPoints: layoff[n], ...placed[n] })),
      );
    // Mackenzie Dern's place is one the layoff rule decided (migration 160's layoff_points).
    // Tatiana Suarez's is one the head-to-head rule decided, over Yan Xiaonan (migration 190); Rose Namajunas's one the
    // champion rule decided for an interim belt (migration 250).
    await list(
      'weight-class',
      "Women's Strawweight",
      ['Zhang Weili', 'Rose Namajunas', 'Mackenzie Dern', 'Tatiana Suarez', 'Yan Xiaonan'],
      { 'Mackenzie Dern': 14.25 },
      {
        'Tatiana Suarez': { placedBy: 'head-to-head', placedOver: idOf('Yan Xiaonan'), placedOverOn: '2024-02-17' },
        'Rose Namajunas': { placedBy: 'interim-champion', placedOver: idOf('Mackenzie Dern') },
      },
    );
    await list('weight-class', 'Light Heavyweight', ['Alex Pereira']);
    await list('weight-class', 'Heavyweight', ['Jon Jones']);
    await list('weight-class', 'Featherweight', ['Patricio Freire']);
    await list('weight-class', 'Lightweight', ['Local Hero']);
    await list('country', 'United States', ['Jon Jones', 'Rose Namajunas', 'Mackenzie Dern', 'Tatiana Suarez']);
    await list('country', 'Brazil', ['Alex Pereira', 'Patricio Freire', 'Local Hero']);
    await list('country', 'China', ['Zhang Weili', 'Yan Xiaonan']);
    // Alex Pereira placed by the belt over Jon Jones, who holds a belt too (session 42: the mark says "by the belts").
    await list(
      'age',
      '35-plus',
      ['Alex Pereira', 'Jon Jones', 'Patricio Freire'],
      {},
      { 'Alex Pereira': { placedBy: 'champion', placedOver: idOf('Jon Jones') } },
    );
    await t.db.query(`update fighter_ratings set belts = $2::jsonb where fighter_id = $1`, [
      idOf('Jon Jones'),
      // A promotion without a list of its own here, so the organization options' champions stay as the fixture says.
      JSON.stringify([{ organization: 'STRIKEFORCE', division: 'Heavyweight', title: 'Heavyweight', interim: false }]),
    ]);
    await list('age', '30-34', ['Zhang Weili', 'Rose Namajunas', 'Mackenzie Dern', 'Tatiana Suarez', 'Yan Xiaonan']);
    await list('age', 'under-25', ['Local Hero']);
    await list('organization', 'UFC', ['Alex Pereira', 'Zhang Weili', 'Jon Jones', 'Rose Namajunas', 'Mackenzie Dern', 'Yan Xiaonan']);
    await list('organization', 'BELLATOR', ['Patricio Freire']);
    await list('organization', 'PFL', ['Tatiana Suarez']);
    await list('organization', 'JUNGLE_FIGHT', ['Local Hero']);
    await insertGeneratedRankings(t.db, GENERATED, ['global']);
    await insertSnapshots(t.db, ['2025-02-01', SNAPSHOT]);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('rows', () => {
    it('carry every RankedFighter field, with age at the snapshot date and the organization display name', async () => {
      const { status, body } = await t.get('/', { limit: 1 });
      expect(status).toBe(200);
      expect(body).toEqual({
        data: [
          {
            fighterId: idOf('Alex Pereira'),
            fighterName: 'Alex Pereira',
            nationality: 'Brazil',
            countryCode: 'BR',
            currentRank: 1,
            previousRank: 3,
            ratingCurrent: 9999,
            layoffPoints: null,
            placedBy: null,
            // The fixture writes ratings by hand, with no belt.
            belts: [],
            uncertainty: 61.5,
            totalWins: 12,
            totalLosses: 2,
            totalDraws: 0,
            // The fixture states no professional record and writes bouts by hand: partial, held since no year.
            recordComplete: false,
            recordSince: null,
            proRecord: null,
            resultsThrough: null,
            ratedAsOf: null,
            retiredOn: null,
            organization: 'UFC',
            weightClass: 'Light Heavyweight',
            weightClassBasis: 'bout',
            weightClassInferred: false,
            age: 37,
            lastFightDate: '2024-10-05',
          },
        ],
      });
    });

    it("shows 'Unknown' for a fighter with no organization, nulls for unknown facts, and the code of an unlisted organization", async () => {
      const { body } = await t.get('/', { last_rank: 3, limit: 5 });
      const byName = new Map((body.data as RankedFighter[]).map((r) => [r.fighterName, r]));
      expect(byName.get('Nobody Known')).toMatchObject({
        organization: 'Unknown',
        nationality: null,
        countryCode: null,
        weightClass: null,
        age: null,
        lastFightDate: null,
      });
      expect(byName.get('Patricio Freire')).toMatchObject({ organization: 'Bellator MMA', previousRank: null });
      expect(byName.get('Local Hero')).toMatchObject({ organization: 'JUNGLE_FIGHT', age: 24 });
    });
  });

  describe('layoff mark', () => {
    it('carries the points a layoff takes off the Rating on the rows whose place it decided, null on the others', async () => {
      const { status, body } = await t.get('/weight-class', { wc: "Women's Strawweight" });
      expect(status).toBe(200);
      const rows = body.data as RankedFighter[];
      expect(rows.map((r) => [r.fighterName, r.layoffPoints])).toEqual([
        ['Zhang Weili', null],
        ['Rose Namajunas', null],
        ['Mackenzie Dern', 14.25],
        ['Tatiana Suarez', null],
        ['Yan Xiaonan', null],
      ]);
      // The same fighter in a list the layoff did not order carries none.
      const p4p = (await t.get('/', { limit: 10 })).body.data as RankedFighter[];
      expect(p4p.find((r) => r.fighterName === 'Mackenzie Dern')?.layoffPoints).toBeNull();
    });
  });

  describe('placement mark', () => {
    it('names the list rule that placed a row above a higher Rating, and the fighter it placed him over; null on the others', async () => {
      const rows = (await t.get('/weight-class', { wc: "Women's Strawweight" })).body.data as RankedFighter[];
      expect(rows.map((r) => [r.fighterName, r.placedBy])).toEqual([
        ['Zhang Weili', null],
        ['Rose Namajunas', { rule: 'interim-champion', over: 'Mackenzie Dern', on: null, overChampion: false }],
        ['Mackenzie Dern', null],
        ['Tatiana Suarez', { rule: 'head-to-head', over: 'Yan Xiaonan', on: '2024-02-17', overChampion: false }],
        ['Yan Xiaonan', null],
      ]);
    });

    it('says whether the fighter passed holds a belt himself, an interim one not counted', async () => {
      const rows = (await t.get('/age', { grp: '35-plus' })).body.data as RankedFighter[];
      expect(rows.map((r) => [r.fighterName, r.placedBy])).toEqual([
        ['Alex Pereira', { rule: 'champion', over: 'Jon Jones', on: null, overChampion: true }],
        ['Jon Jones', null],
        ['Patricio Freire', null],
      ]);
      await t.db.query(`update fighter_ratings set belts = jsonb_set(belts, '{0,interim}', 'true') where fighter_id = $1`, [idOf('Jon Jones')]);
      try {
        const again = (await t.get('/age', { grp: '35-plus', limit: 3 })).body.data as RankedFighter[];
        expect(again[0]!.placedBy).toMatchObject({ overChampion: false });
      } finally {
        await t.db.query(`update fighter_ratings set belts = jsonb_set(belts, '{0,interim}', 'false') where fighter_id = $1`, [idOf('Jon Jones')]);
      }
    });
  });

  describe('keyset pages (movement all)', () => {
    it('returns the default page: ranks 1-10 ascending', async () => {
      const { body } = await t.get('/');
      expect(ranks(body.data)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(names(body.data).slice(0, 3)).toEqual(['Alex Pereira', 'Zhang Weili', 'Jon Jones']);
    });

    it('pages ascending: first page from last_rank 0, last page shorter than the limit', async () => {
      expect(ranks((await t.get('/', { last_rank: 0, limit: 4 })).body.data)).toEqual([1, 2, 3, 4]);
      expect(ranks((await t.get('/', { last_rank: 4, limit: 4 })).body.data)).toEqual([5, 6, 7, 8]);
      expect(ranks((await t.get('/', { last_rank: 8, limit: 4 })).body.data)).toEqual([9, 10]);
      expect((await t.get('/', { last_rank: 10, limit: 4 })).body.data).toEqual([]);
    });

    it('pages descending: last_rank 0 starts from the bottom, then ranks below the cursor', async () => {
      expect(ranks((await t.get('/', { dir: 'desc', limit: 4 })).body.data)).toEqual([10, 9, 8, 7]);
      expect(ranks((await t.get('/', { dir: 'desc', last_rank: 7, limit: 4 })).body.data)).toEqual([6, 5, 4, 3]);
      expect(ranks((await t.get('/', { dir: 'desc', last_rank: 3, limit: 4 })).body.data)).toEqual([2, 1]);
      expect((await t.get('/', { dir: 'desc', last_rank: 1, limit: 4 })).body.data).toEqual([]);
    });

    /** Pages the way the screens do (spec §4): ask for pageSize + 1, push the rank of the page's last row. */
    async function walk(path: string, query: Record<string, string | number | boolean>, pageSize: number): Promise<number[]> {
      const seen: number[] = [];
      let cursor = 0;
      for (let page = 0; page < 1000; page++) {
        const { status, body } = await t.get(path, { ...query, last_rank: cursor, limit: pageSize + 1 });
        expect(status).toBe(200);
        const rows = body.data as RankedFighter[];
        seen.push(...ranks(rows.slice(0, pageSize)));
        if (rows.length <= pageSize) return seen;
        cursor = rows[pageSize - 1]!.currentRank;
      }
      throw new Error('cursor walk did not end');
    }

    it('walks the whole global list forward and backward with the cursor', async () => {
      const all = Array.from({ length: GENERATED }, (_, i) => i + 1);
      expect(await walk('/global', {}, 50)).toEqual(all);
      expect(await walk('/global', { dir: 'desc' }, 50)).toEqual([...all].reverse());
      expect(await walk('/global', { dir: 'desc' }, 7)).toEqual([...all].reverse());
    });

    it('top_only keeps ranks up to 1000 in both directions', async () => {
      const top = Array.from({ length: TOP_RANK_CUTOFF }, (_, i) => i + 1);
      expect(await walk('/global', { top_only: true }, 99)).toEqual(top);
      expect(await walk('/global', { top_only: true, dir: 'desc' }, 99)).toEqual([...top].reverse());
      expect(ranks((await t.get('/global', { top_only: true, last_rank: 997 })).body.data)).toEqual([998, 999, 1000]);
      expect(ranks((await t.get('/global', { top_only: false, last_rank: 997, limit: 5 })).body.data)).toEqual([998, 999, 1000, 1001, 1002]);
    });

    it('ignores offset when movement is all', async () => {
      const plain = await t.get('/global', { last_rank: 20, limit: 5 });
      const withOffset = await t.get('/global', { last_rank: 20, limit: 5, offset: 300 });
      expect(ranks(withOffset.body.data)).toEqual([21, 22, 23, 24, 25]);
      expect(withOffset.body).toEqual(plain.body);
    });

    it('caps a page at the limit, up to 100 rows', async () => {
      expect((await t.get('/global', { limit: 100 })).body.data).toHaveLength(100);
      expect((await t.get('/global', { limit: 1 })).body.data).toHaveLength(1);
    });

    it('serves the goat list', async () => {
      const { body } = await t.get('/goat');
      expect(names(body.data)).toEqual(['Jon Jones', 'Zhang Weili', 'Patricio Freire']);
    });
  });

  describe('movement lists (offset paging)', () => {
    let entries: { fighterId: number; currentRank: number; previousRank: number | null }[];

    beforeAll(async () => {
      entries = await t.db.query(
        `select fighter_id::int as "fighterId", current_rank as "currentRank", previous_rank as "previousRank"
         from ranking_entries where kind = 'global'`,
      );
    });

    /** The rule in plain TypeScript: who is in the list and in what order (docs/decisions/009-ranking-api.md). */
    function expected(movement: Exclude<RankingMovement, 'all'>, dir: 'asc' | 'desc', topOnly: boolean): number[] {
      const gainers = movement.startsWith('gainers');
      const top = topOnly || movement.endsWith('-top');
      const moved = (e: (typeof entries)[number]) => (e.previousRank === null ? 0 : e.previousRank - e.currentRank);
      const list = entries
        .filter((e) => (gainers ? moved(e) > 0 : moved(e) < 0) && (!top || e.currentRank <= TOP_RANK_CUTOFF))
        .sort((a, b) => (gainers ? moved(b) - moved(a) : moved(a) - moved(b)) || a.currentRank - b.currentRank);
      if (dir === 'desc') list.reverse();
      return list.map((e) => e.currentRank);
    }

    async function walkOffsets(query: Record<string, string | number | boolean>, limit: number): Promise<RankedFighter[]> {
      const seen: RankedFighter[] = [];
      for (let offset = 0; offset < 10_000; offset += limit) {
        const { status, body } = await t.get('/global', { ...query, offset, limit });
        expect(status).toBe(200);
        seen.push(...body.data);
        if (body.data.length < limit) return seen;
      }
      throw new Error('offset walk did not end');
    }

    const cases = (['gainers', 'gainers-top', 'losers', 'losers-top'] as const).flatMap((movement) =>
      (['asc', 'desc'] as const).map((dir) => ({ movement, dir })),
    );

    it.each(cases)('$movement $dir pages by offset through exactly the movers, biggest first', async ({ movement, dir }) => {
      const want = expected(movement, dir, false);
      expect(want.length).toBeGreaterThan(100);
      const rows = await walkOffsets({ movement, dir }, 100);
      expect(ranks(rows)).toEqual(want);
      for (const row of rows) {
        expect(row.previousRank).not.toBeNull();
        expect(movement.startsWith('gainers') ? row.previousRank! > row.currentRank : row.previousRank! < row.currentRank).toBe(true);
      }
    });

    it('gainers and losers break ties in places moved by the better current rank', async () => {
      const { body } = await t.get('/global', { movement: 'gainers', limit: 5 });
      const moved = (body.data as RankedFighter[]).map((r) => r.previousRank! - r.currentRank);
      expect(moved.every((m) => m === moved[0])).toBe(true);
      expect(ranks(body.data)).toEqual([...ranks(body.data)].sort((a, b) => a - b));
    });

    it('top_only narrows gainers and losers like the -top variants', async () => {
      expect(ranks(await walkOffsets({ movement: 'gainers', top_only: true }, 100))).toEqual(expected('gainers', 'asc', true));
      expect(ranks(await walkOffsets({ movement: 'losers', top_only: true, dir: 'desc' }, 100))).toEqual(expected('losers', 'desc', true));
    });

    it('ignores last_rank when movement is not all', async () => {
      const plain = await t.get('/global', { movement: 'losers', offset: 10, limit: 5 });
      const withCursor = await t.get('/global', { movement: 'losers', offset: 10, limit: 5, last_rank: 500 });
      expect(withCursor.body).toEqual(plain.body);
      expect(ranks(plain.body.data)).toEqual(expected('losers', 'asc', false).slice(10, 15));
    });

    it('works on the small pound-for-pound list too', async () => {
      expect(names((await t.get('/', { movement: 'gainers' })).body.data)).toEqual(['Nobody Known', 'Tatiana Suarez', 'Alex Pereira']);
      expect(names((await t.get('/', { movement: 'losers' })).body.data)).toEqual(['Mackenzie Dern', 'Local Hero', 'Zhang Weili', 'Jon Jones']);
      expect(names((await t.get('/', { movement: 'losers', dir: 'desc', offset: 1, limit: 2 })).body.data)).toEqual(['Zhang Weili', 'Local Hero']);
    });
  });

  describe('filtered lists', () => {
    it('reads the URL-decoded weight class, however the space and apostrophe were encoded', async () => {
      const want = ['Zhang Weili', 'Rose Namajunas', 'Mackenzie Dern', 'Tatiana Suarez', 'Yan Xiaonan'];
      expect(names((await t.get('/weight-class', { wc: "Women's Strawweight" })).body.data)).toEqual(want);
      for (const url of [
        `/api/rankings/weight-class?wc=${encodeURIComponent("Women's Strawweight")}`,
        '/api/rankings/weight-class?wc=Women%27s%20Strawweight',
        '/api/rankings/weight-class?wc=Women%27s+Strawweight',
      ]) {
        const response = await t.app.inject(url);
        expect(response.statusCode, url).toBe(200);
        expect(names(response.json().data), url).toEqual(want);
      }
    });

    it('pages a filtered list with the cursor and the movement filters', async () => {
      expect(ranks((await t.get('/weight-class', { wc: "Women's Strawweight", last_rank: 2, limit: 2 })).body.data)).toEqual([3, 4]);
      expect(ranks((await t.get('/weight-class', { wc: "Women's Strawweight", dir: 'desc', limit: 2 })).body.data)).toEqual([5, 4]);
      expect((await t.get('/weight-class', { wc: "Women's Strawweight", movement: 'gainers' })).body.data).toEqual([]);
    });

    it('filters by country name, age group and organization code', async () => {
      expect(names((await t.get('/country', { c: 'United States' })).body.data)).toEqual(['Jon Jones', 'Rose Namajunas', 'Mackenzie Dern', 'Tatiana Suarez']);
      expect(names((await t.get('/age', { grp: '35-plus' })).body.data)).toEqual(['Alex Pereira', 'Jon Jones', 'Patricio Freire']);
      expect(names((await t.get('/organization', { org: 'BELLATOR' })).body.data)).toEqual(['Patricio Freire']);
      expect((await t.app.inject('/api/rankings/country?c=United%20States&limit=1')).json().data[0].fighterName).toBe('Jon Jones');
    });

    it.each([
      ['/weight-class', 'wc', 'Cruiserweight'],
      ['/weight-class', 'wc', "women's strawweight"],
      ['/country', 'c', 'Atlantis'],
      ['/age', 'grp', '100-109'],
    ])('answers an unknown filter value on %s (%s=%s) with an empty list', async (path, param, value) => {
      const { status, body } = await t.get(path, { [param]: value });
      expect(status).toBe(200);
      expect(body).toEqual({ data: [] });
    });
  });

  describe('division basis', () => {
    it('marks a division inferred from weigh-ins or opponents as inferred, and one bouts name as not', async () => {
      const byName = async (wc: string) => new Map(((await t.get('/weight-class', { wc })).body.data as RankedFighter[]).map((r) => [r.fighterName, r]));
      expect((await byName('Featherweight')).get('Patricio Freire')).toMatchObject({ weightClassBasis: 'weigh-in', weightClassInferred: true });
      expect((await byName('Lightweight')).get('Local Hero')).toMatchObject({ weightClassBasis: 'opponents', weightClassInferred: true });
      expect((await byName("Women's Strawweight")).get('Zhang Weili')).toMatchObject({ weightClassBasis: 'bout', weightClassInferred: false });
      const { body } = await t.get('/', { last_rank: 5, limit: 1 });
      expect(body.data[0]).toMatchObject({ fighterName: 'Nobody Known', weightClass: null, weightClassBasis: null, weightClassInferred: false });
    });
  });

  describe('organization filter', () => {
    it.each(['BELLATOR', 'Bellator', 'bellator', 'Bellator MMA', 'bellator mma', ' BELLATOR  MMA '])(
      'accepts org=%s (code or name, any case) for the Bellator list',
      async (org) => {
        const { status, body } = await t.get('/organization', { org });
        expect(status).toBe(200);
        expect(names(body.data)).toEqual(['Patricio Freire']);
      },
    );

    it('accepts a code that has a list but no organizations row', async () => {
      expect(names((await t.get('/organization', { org: 'jungle_fight' })).body.data)).toEqual(['Local Hero']);
    });

    it('answers an unknown organization with a 400 that lists the valid codes and names', async () => {
      const { status, body } = await t.get('/organization', { org: 'Bellator Fighting' });
      expect(status).toBe(400);
      expect(body.message).toMatch(/^org must be an organization code or name/);
      expect(body.message).toContain('BELLATOR (Bellator MMA)');
      expect(body.message).toContain('PFL (Professional Fighters League)');
      expect(body.message).toContain('JUNGLE_FIGHT');
    });
  });

  describe('filter options', () => {
    it('lists divisions by weight, men before women, with list sizes', async () => {
      const { status, body } = await t.get('/options/weight-class');
      expect(status).toBe(200);
      expect(body.data).toEqual([
        { value: 'Featherweight', label: 'Featherweight', count: 1 },
        { value: 'Lightweight', label: 'Lightweight', count: 1 },
        { value: 'Light Heavyweight', label: 'Light Heavyweight', count: 1 },
        { value: 'Heavyweight', label: 'Heavyweight', count: 1 },
        { value: "Women's Strawweight", label: "Women's Strawweight", count: 5 },
      ]);
    });

    it('lists countries by name with the flag code', async () => {
      expect((await t.get('/options/country')).body.data).toEqual([
        { value: 'Brazil', label: 'Brazil', count: 3, countryCode: 'BR' },
        { value: 'China', label: 'China', count: 2, countryCode: 'CN' },
        { value: 'United States', label: 'United States', count: 4, countryCode: 'US' },
      ]);
    });

    it('lists age groups youngest first', async () => {
      expect((await t.get('/options/age')).body.data.map((o: { value: string; label: string }) => [o.value, o.label])).toEqual([
        ['under-25', 'Under 25'],
        ['30-34', '30-34'],
        ['35-plus', '35 and over'],
      ]);
    });

    it('lists organizations by size with display names', async () => {
      expect((await t.get('/options/organization')).body.data).toEqual([
        // The fixture writes ranking entries without cards, so no organization has a result to date them by, nor a champion.
        { value: 'UFC', label: 'UFC', count: 6, latestResult: null, hasChampions: false },
        { value: 'BELLATOR', label: 'Bellator MMA', count: 1, latestResult: null, hasChampions: false },
        { value: 'JUNGLE_FIGHT', label: 'JUNGLE_FIGHT', count: 1, latestResult: null, hasChampions: false },
        { value: 'PFL', label: 'Professional Fighters League', count: 1, latestResult: null, hasChampions: false },
      ]);
    });

    it('has no options endpoint for unfiltered kinds', async () => {
      expect((await t.get('/options/global')).status).toBe(404);
    });
  });

  it('reports the newest snapshot date as last updated', async () => {
    const { status, body } = await t.get('/last-updated');
    expect(status).toBe(200);
    expect(body).toEqual({ data: { lastUpdated: SNAPSHOT } });
  });
});

describe(`rankings before the first ranking run on ${testDatabaseKind}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openRankingsTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers last-updated with null, lists and options with empty data', async () => {
    expect((await t.get('/last-updated')).body).toEqual({ data: { lastUpdated: null } });
    expect((await t.get('/')).body).toEqual({ data: [] });
    expect((await t.get('/global', { dir: 'desc', movement: 'gainers-top' })).body).toEqual({ data: [] });
    expect((await t.get('/options/country')).body).toEqual({ data: [] });
  });

  it("takes age at today's date while there is no snapshot", async () => {
    const [id] = await insertFighters(t.db, [{ name: 'Ageless', birthDate: '2000-01-01' }]);
    await insertRankingEntries(t.db, 'pound-for-pound', '', [{ fighterId: id!, currentRank: 1 }]);
    const today = new Date();
    expect((await t.get('/')).body.data[0].age).toBe(today.getUTCFullYear() - 2000);
  });
});
