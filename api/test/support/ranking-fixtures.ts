// Small SQL fixtures for tests of the ranking read side (routes/rankings, repositories). They write the
// tables the rating job fills, directly, so those tests do not depend on the job or the rating engine.
import type { RankingKind } from '@fightrank/shared/contracts';
import type { Queryable } from '../../src/data/db/database';
import type { PlacementRule } from '../../src/pipeline/jobs/ranking-rows';

export interface FixtureFighter {
  name: string;
  nationality?: string | null;
  countryCode?: string | null;
  sex?: 'M' | 'F';
  birthDate?: string | null;
  rating?: number;
  uncertainty?: number;
  wins?: number;
  losses?: number;
  draws?: number;
  weightClass?: string | null;
  /** How the division was found (null: 'bout' when weightClass is set). */
  weightClassBasis?: 'bout' | 'weigh-in' | 'opponents' | null;
  /** Organization code of the fighter's last bout; null means none known. */
  organization?: string | null;
  lastBoutDate?: string | null;
}

export interface FixtureEntry {
  fighterId: number;
  currentRank: number;
  previousRank?: number | null;
  /** ranking_entries.layoff_points (migration 160): null unless given. */
  layoffPoints?: number;
  /** ranking_entries.placed_by, placed_over, placed_over_on (migration 190): null unless given. */
  placedBy?: PlacementRule;
  placedOver?: number;
  placedOverOn?: string;
}

let nextKey = 0;

/** Inserts fighters with their fighter_ratings rows; returns their ids in the same order. */
export async function insertFighters(db: Queryable, fighters: readonly FixtureFighter[]): Promise<number[]> {
  const ids: number[] = [];
  for (const f of fighters) {
    const slug = f.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const [row] = await db.query<{ id: number }>(
      `insert into fighters (key, name, slug, sex, birth_date, nationality, country_code)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [`fixture:${++nextKey}`, f.name, slug, f.sex ?? 'M', f.birthDate ?? null, f.nationality ?? null, f.countryCode ?? null],
    );
    const id = Number(row!.id);
    const rating = f.rating ?? 1500;
    const uncertainty = f.uncertainty ?? 100;
    await db.query(
      `insert into fighter_ratings (fighter_id, rating, uncertainty, fan_score, peak_rating, goat_score, bouts_rated,
         wins, losses, draws, no_contests, last_bout_date, weight_class, organization, is_active, weight_class_basis)
       values ($1, $2, $3, $4, $2, $2, $5, $6, $7, $8, 0, $9, $10, $11, true, $12)`,
      [
        id,
        rating,
        uncertainty,
        rating - 2 * uncertainty,
        (f.wins ?? 0) + (f.losses ?? 0) + (f.draws ?? 0),
        f.wins ?? 0,
        f.losses ?? 0,
        f.draws ?? 0,
        f.lastBoutDate ?? null,
        f.weightClass ?? null,
        f.organization ?? null,
        f.weightClassBasis ?? null,
      ],
    );
    ids.push(id);
  }
  return ids;
}

export async function insertOrganizations(db: Queryable, organizations: readonly { code: string; name: string }[]): Promise<void> {
  for (const o of organizations) {
    await db.query('insert into organizations (code, name) values ($1, $2) on conflict (code) do update set name = excluded.name', [o.code, o.name]);
  }
}

/** One ranking list (kind and filter value); score falls with rank as the job would write it. */
export async function insertRankingEntries(db: Queryable, kind: RankingKind, filterValue: string, entries: readonly FixtureEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const values: unknown[] = [];
  const rows = entries.map((e) => {
    const row = [kind, filterValue, e.fighterId, e.currentRank, e.previousRank ?? null, 10_000 - e.currentRank, e.layoffPoints ?? null];
    values.push(...row, e.placedBy ?? null, e.placedOver ?? null, e.placedOverOn ?? null);
    const first = values.length - row.length - 3 + 1;
    return `(${Array.from({ length: row.length + 3 }, (_, i) => `$${first + i}`).join(', ')})`;
  });
  await db.query(
    `insert into ranking_entries (kind, filter_value, fighter_id, current_rank, previous_rank, score, layoff_points, placed_by, placed_over, placed_over_on)
     values ${rows.join(', ')}`,
    values,
  );
}

export async function insertSnapshots(db: Queryable, dates: readonly string[]): Promise<void> {
  for (const date of dates) await db.query('insert into ranking_snapshots (snapshot_date) values ($1)', [date]);
}

export const GENERATED_DIVISIONS = [
  'Flyweight',
  'Bantamweight',
  'Featherweight',
  'Lightweight',
  'Welterweight',
  'Middleweight',
  'Light Heavyweight',
  'Heavyweight',
  "Women's Strawweight",
  "Women's Flyweight",
  "Women's Bantamweight",
  "Women's Featherweight",
] as const;

/**
 * `count` generated fighters ('Generated 0001', ...) ranked in every list of `kinds`, set-based so thousands
 * load in a moment. Fighter i is rank i of the unfiltered lists; in filtered lists (division i mod 12, one of
 * 40 countries, 5 age groups, 20 organizations) fighters keep that order. The previous rank moves fighter i by
 * (37 i mod 21) - 10 places (ties in rank_change on purpose); every tenth fighter is new (no previous rank).
 */
export async function insertGeneratedRankings(db: Queryable, count: number, kinds: readonly RankingKind[]): Promise<void> {
  const prefix = `gen${++nextKey}`;
  await db.query(
    `insert into fighters (key, name, slug, sex, birth_date, nationality, country_code)
     select $1 || ':' || i, 'Generated ' || lpad(i::text, 4, '0'), 'generated-' || i, 'M',
            date '1980-01-01' + (i * 97 % 7300), 'Country ' || lpad((i % 40)::text, 2, '0'), null
     from generate_series(1, $2::int) i`,
    [prefix, count],
  );
  const generated = `select id, substring(key from length($1) + 2)::int as i from fighters where key like $1 || ':%'`;
  await db.query(
    `insert into fighter_ratings (fighter_id, rating, uncertainty, fan_score, peak_rating, goat_score, bouts_rated,
       wins, losses, draws, no_contests, last_bout_date, weight_class, organization, is_active)
     select g.id, 2500 - g.i * 0.1, 80, 2340 - g.i * 0.1, 2500, 2500, 10, 8, 2, 0, 0, date '2024-01-01',
            ($2::text[])[g.i % 12 + 1], 'ORG' || lpad((g.i % 20)::text, 2, '0'), true
     from (${generated}) g`,
    [prefix, GENERATED_DIVISIONS],
  );
  const divisions = `array[${GENERATED_DIVISIONS.map((d) => `'${d.replace(/'/g, "''")}'`).join(', ')}]`;
  const filterOf: Record<RankingKind, string> = {
    'pound-for-pound': `''`,
    global: `''`,
    goat: `''`,
    'weight-class': `(${divisions})[g.i % 12 + 1]`,
    country: `'Country ' || lpad((g.i % 40)::text, 2, '0')`,
    age: `(array['under-25', '25-29', '30-34', '35-plus'])[g.i % 4 + 1]`,
    organization: `'ORG' || lpad((g.i % 20)::text, 2, '0')`,
  };
  for (const kind of kinds) {
    await db.query(
      `insert into ranking_entries (kind, filter_value, fighter_id, current_rank, previous_rank, score)
       select $2, f.filter_value, f.id, f.rank,
              case when f.rank % 10 = 0 then null else greatest(1, f.rank + (f.rank * 37 % 21) - 10) end,
              10000 - f.rank
       from (select g.id, ${filterOf[kind]} as filter_value,
                    row_number() over (partition by ${filterOf[kind]} order by g.i)::int as rank
             from (${generated}) g) f`,
      [prefix, kind],
    );
  }
}
