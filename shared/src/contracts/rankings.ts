// Ranking lists (spec §3 "Ranked fighter", §7 ranking calls, §9 constants). The API validates its
// query strings against these values and the mfe-rankings screens build their requests from them.
// Runtime constants only (no schemas, so screens can import them): the shapes are in rankings-schemas.ts.

export const RANKING_KINDS = ['pound-for-pound', 'global', 'weight-class', 'country', 'age', 'organization', 'goat'] as const;
export type RankingKind = (typeof RANKING_KINDS)[number];

/**
 * Lists that compare fighters of every division, so they order and show each Rating with its division's level taken
 * out (the "P4P score"): men who move between divisions carry size into the Ratings (decision 044, sessions 18 and 41).
 */
export const SIZE_NEUTRAL_KINDS: ReadonlySet<RankingKind> = new Set(['pound-for-pound', 'organization', 'country', 'age']);

/** Kinds that take a filter value, and the query parameter that carries it (spec §7). */
export const RANKING_FILTER_PARAM = {
  'weight-class': 'wc',
  country: 'c',
  age: 'grp',
  organization: 'org',
} as const;
export type FilteredRankingKind = keyof typeof RANKING_FILTER_PARAM;
export type RankingFilterParam = (typeof RANKING_FILTER_PARAM)[FilteredRankingKind];

export function isFilteredRankingKind(kind: RankingKind): kind is FilteredRankingKind {
  return Object.hasOwn(RANKING_FILTER_PARAM, kind);
}

/** Pound for pound and goat take only last_rank, limit and dir; the others also movement and top_only. */
export function rankingKindHasMovement(kind: RankingKind): boolean {
  return kind !== 'pound-for-pound' && kind !== 'goat';
}

export const RANKING_DIRECTIONS = ['asc', 'desc'] as const;
export type RankingDirection = (typeof RANKING_DIRECTIONS)[number];

export const RANKING_MOVEMENTS = ['all', 'gainers', 'gainers-top', 'losers', 'losers-top'] as const;
export type RankingMovement = (typeof RANKING_MOVEMENTS)[number];

export const PAGE_SIZES = [10, 20, 30, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** Server-side bounds of `limit`; the ranking screens ask for their page size and prefetch the next page (decision 010). */
export const RANKING_LIMIT_DEFAULT = 10;
export const RANKING_LIMIT_MAX = 100;
/** '-top' movements and top_only keep only fighters currently ranked this high or better. */
export const TOP_RANK_CUTOFF = 1000;

/** The UFC's own prospect shows: a winner there earns a contract, not a title; their lists never name a champion. */
export const FEEDER_SHOWS: readonly string[] = ['DWCS', 'ROAD_TO_UFC'];

export type WeightClassBasis = 'bout' | 'weigh-in' | 'opponents';

/** Age groups of the age rankings (filter values of `grp`), youngest first, with their labels. */
export const AGE_GROUPS = [
  { value: 'under-25', label: 'Under 25' },
  { value: '25-29', label: '25-29' },
  { value: '30-34', label: '30-34' },
  { value: '35-plus', label: '35 and over' },
] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number]['value'];

/** An age group's label ("35 and over" for `35-plus`); an unknown value as it is. */
export const ageGroupLabel = (value: string): string => AGE_GROUPS.find((group) => group.value === value)?.label ?? value;

/** GET /api/rankings/fighter/{id}/history: the rating and rank history behind the chart. */
