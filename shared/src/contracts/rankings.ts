// Ranking lists (spec §3 "Ranked fighter", §7 ranking calls, §9 constants). The API validates its
// query strings against these values and the mfe-rankings screens build their requests from them.

export const RANKING_KINDS = ['pound-for-pound', 'global', 'weight-class', 'country', 'age', 'organization', 'goat'] as const;
export type RankingKind = (typeof RANKING_KINDS)[number];

/** Kinds that take a filter value, and the query parameter that carries it (spec §7). */
export const RANKING_FILTER_PARAM = {
  'weight-class': 'wc',
  country: 'c',
  age: 'grp',
  organization: 'org',
} as const;
export type FilteredRankingKind = keyof typeof RANKING_FILTER_PARAM;
export type RankingFilterParam = (typeof RANKING_FILTER_PARAM)[FilteredRankingKind];

export const RANKING_DIRECTIONS = ['asc', 'desc'] as const;
export type RankingDirection = (typeof RANKING_DIRECTIONS)[number];

export const RANKING_MOVEMENTS = ['all', 'gainers', 'gainers-top', 'losers', 'losers-top'] as const;
export type RankingMovement = (typeof RANKING_MOVEMENTS)[number];

export const PAGE_SIZES = [10, 20, 30, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** Server-side bounds of `limit`; the screens ask for page size + 1 to learn whether a next page exists. */
export const RANKING_LIMIT_DEFAULT = 10;
export const RANKING_LIMIT_MAX = 100;
/** '-top' movements and top_only keep only fighters currently ranked this high or better. */
export const TOP_RANK_CUTOFF = 1000;

/** Query of every ranking list call; the filter parameter is added per kind. */
export interface RankingListQuery {
  last_rank?: number;
  offset?: number;
  limit?: number;
  dir?: RankingDirection;
  movement?: RankingMovement;
  top_only?: boolean;
  wc?: string;
  c?: string;
  grp?: string;
  org?: string;
}

/** Spec §3 ranked fighter, plus what the screens show beside it. */
export interface RankedFighter {
  fighterId: number;
  fighterName: string;
  /** English country name, or null when unknown. */
  nationality: string | null;
  /** ISO 3166-1 alpha-2 of the nationality. */
  countryCode: string | null;
  currentRank: number;
  previousRank: number | null;
  /** Rating points (shown with 1 decimal). */
  ratingCurrent: number;
  uncertainty: number;
  totalWins: number;
  totalLosses: number;
  totalDraws: number;
  /** Where the fighter last fought; 'Unknown' when none. */
  organization: string;
  weightClass: string | null;
  /**
   * How weightClass was found: 'bout' (bouts name it), or inferred from 'weigh-in' weights or 'opponents'' divisions;
   * null without a division. Screens mark anything but 'bout' as inferred.
   */
  weightClassBasis?: WeightClassBasis | null;
  /** True when the division is inferred (basis 'weigh-in' or 'opponents'). */
  weightClassInferred?: boolean;
  age: number | null;
  lastFightDate: string | null;
}

export type WeightClassBasis = 'bout' | 'weigh-in' | 'opponents';

/** One choice of a filter slot (weight classes, countries, age groups, organizations). */
export interface RankingFilterOption {
  /** What goes into the filter parameter. */
  value: string;
  label: string;
  /** Fighters in that list. */
  count: number;
  /** Countries only. */
  countryCode?: string | null;
}

/** Spec §3 last-updated response. */
export interface LastUpdated {
  lastUpdated: string | null;
}

/** Age groups of the age rankings (filter values of `grp`), youngest first, with their labels. */
export const AGE_GROUPS = [
  { value: 'under-25', label: 'Under 25' },
  { value: '25-29', label: '25-29' },
  { value: '30-34', label: '30-34' },
  { value: '35-plus', label: '35 and over' },
] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number]['value'];

/** One bout's effect on a fighter's rating: "why did this fighter move". */
export interface RatingHistoryStep {
  date: string;
  boutId: number;
  eventId: number;
  eventName: string;
  opponentId: number;
  opponentName: string;
  result: 'W' | 'L' | 'D' | 'NC';
  method: string | null;
  /** Rating going into the bout (after any layoff drift since the previous bout) and after it. */
  ratingBefore: number;
  ratingAfter: number;
  uncertaintyAfter: number;
}

/** A fighter's rank in one list at one snapshot (kept while in the global top 100 or division top 25). */
export interface RankHistoryPoint {
  kind: RankingKind;
  filterValue: string;
  snapshotDate: string;
  rank: number;
}

/** GET /api/rankings/fighter/{id}/history: the rating and rank history behind the chart. */
export interface FighterRatingHistory {
  steps: RatingHistoryStep[];
  ranks: RankHistoryPoint[];
}
