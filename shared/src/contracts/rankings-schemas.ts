// Route contracts of /api/rankings (spec §3, §7, §9), written once: the API validates and serializes
// with these schemas, the OpenAPI document is generated from them, and the mfe-rankings and mfe-fighter
// screens use the types (`import type` only, so no schema reaches a browser bundle).
import { Type, type Static } from 'typebox';
import { EnvelopeOf } from './common-schemas';
import { CountryCode, HeldBelts, StatedProRecord } from './schema-helpers';
import { RANKING_DIRECTIONS, RANKING_KINDS, RANKING_LIMIT_DEFAULT, RANKING_LIMIT_MAX, RANKING_MOVEMENTS, type RankingFilterParam } from './rankings';

/** Ranks and offsets are PostgreSQL integers; anything larger could never match and would not bind. */
export const RANKING_MAX_CURSOR = 2_147_483_647;
export const RANKING_MAX_FILTER_LENGTH = 100;

const cursor = (description: string) => Type.Integer({ minimum: 0, maximum: RANKING_MAX_CURSOR, default: 0, description });
// PostgreSQL text cannot hold NUL, so it is refused by the schema rather than failing in the query.
const filterValue = (description: string) => Type.String({ minLength: 1, maxLength: RANKING_MAX_FILTER_LENGTH, pattern: '^[^\\u0000]*$', description });

const FILTER_DESCRIPTIONS: Record<RankingFilterParam, string> = {
  wc: 'Weight class, e.g. Lightweight (weight-class list)',
  c: 'Country name, e.g. Brazil (country list)',
  grp: 'Age group, e.g. 25-29 (age list)',
  org: 'Organization code, e.g. UFC (organization list)',
};

const PAGING = {
  last_rank: cursor('Ascending order: rank after which the page starts; descending: rank before which it starts (0: from the end the order starts at)'),
  // Spec §7: offset is used instead of last_rank when movement is not 'all' (decision 009: 'all' ignores it).
  offset: cursor("Movement lists only: fighters to skip (movement 'all' pages by last_rank and ignores offset)"),
  limit: Type.Integer({ minimum: 1, maximum: RANKING_LIMIT_MAX, default: RANKING_LIMIT_DEFAULT, description: 'Page size' }),
  dir: Type.Enum(RANKING_DIRECTIONS, { default: 'asc', description: 'Rank order' }),
  movement: Type.Enum(RANKING_MOVEMENTS, { default: 'all', description: 'Only fighters who moved up or down' }),
  top_only: Type.Boolean({ default: false, description: 'Only fighters ranked in the top 1000' }),
};

/** Query of one list kind: the paging parameters plus, for filtered kinds, its required filter parameter. */
export function rankingListQuerySchema(filterParam?: RankingFilterParam) {
  return filterParam ? Type.Object({ ...PAGING, [filterParam]: filterValue(FILTER_DESCRIPTIONS[filterParam]) }) : Type.Object(PAGING);
}

/** Every parameter any list accepts; each filter parameter is required by its own kind only. */
export const RankingListQuerySchema = Type.Object({
  last_rank: Type.Optional(PAGING.last_rank),
  offset: Type.Optional(PAGING.offset),
  limit: Type.Optional(PAGING.limit),
  dir: Type.Optional(PAGING.dir),
  movement: Type.Optional(PAGING.movement),
  top_only: Type.Optional(PAGING.top_only),
  wc: Type.Optional(filterValue(FILTER_DESCRIPTIONS.wc)),
  c: Type.Optional(filterValue(FILTER_DESCRIPTIONS.c)),
  grp: Type.Optional(filterValue(FILTER_DESCRIPTIONS.grp)),
  org: Type.Optional(filterValue(FILTER_DESCRIPTIONS.org)),
});
export type RankingListQuery = Static<typeof RankingListQuerySchema>;

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** Spec §3 ranked fighter, plus what the screens show beside it. */
export const RankedFighterSchema = Type.Object({
  fighterId: Type.Integer(),
  fighterName: Type.String(),
  /** English country name, or null when unknown. */
  nationality: nullable(Type.String()),
  countryCode: CountryCode(),
  currentRank: Type.Integer(),
  previousRank: nullable(Type.Integer()),
  /** Rating points (shown with 1 decimal). */
  ratingCurrent: Type.Number(),
  /**
   * Active lists (divisions, pound for pound, country, age, organization) order by the standing: the Rating without
   * the uncertainty a layoff added since the last bout (decision 044). On a row that standing placed above a fighter
   * with a higher Rating: the points the time out of the cage takes off the Rating now, so the list ranked him on
   * ratingCurrent + layoffPoints. Null on every other row and in the global list.
   */
  layoffPoints: Type.Optional(nullable(Type.Number({ exclusiveMinimum: 0 }))),
  /**
   * Active lists: on a row a list rule placed above a fighter who shows a higher Rating (decision 044), the rule and
   * that fighter's name: 'champion' (a reigning champion above his own promotion's fighters), 'interim-champion' (the
   * same rule for the holder of an interim belt beside the champion) or 'head-to-head' (he beat
   * him on `on`, within two years). Null on every other row. `overChampion`: that fighter holds a belt himself (not
   * an interim one) on the ratings date, so a champion passed him because his belt vouches for more (session 42).
   */
  placedBy: Type.Optional(
    nullable(
      Type.Object({
        rule: Type.Union([Type.Literal('champion'), Type.Literal('interim-champion'), Type.Literal('head-to-head')]),
        over: Type.String(),
        on: nullable(Type.String()),
        overChampion: Type.Optional(Type.Boolean()),
      }),
    ),
  ),
  /** The belts he holds on the ratings date (schema-helpers.ts): every champion's row says so, placed or not. */
  belts: Type.Optional(HeldBelts),
  uncertainty: Type.Number(),
  totalWins: Type.Integer(),
  totalLosses: Type.Integer(),
  totalDraws: Type.Integer(),
  /** False when the bouts held (the totals above) may not be the whole career (decision 037). */
  recordComplete: Type.Boolean(),
  /** Year of the first bout FightRank holds; null before any. */
  recordSince: nullable(Type.Integer()),
  /** The professional record a source states, brought up to the ratings date (schema-helpers.ts); lists show it. */
  proRecord: StatedProRecord,
  /** Where the fighter last fought; 'Unknown' when none. */
  organization: Type.String(),
  weightClass: nullable(Type.String()),
  /**
   * How weightClass was found: 'bout' (bouts name it), or inferred from 'weigh-in' weights or 'opponents'' divisions;
   * null without a division. Screens mark anything but 'bout' as inferred.
   */
  weightClassBasis: Type.Optional(nullable(Type.Union([Type.Literal('bout'), Type.Literal('weigh-in'), Type.Literal('opponents')]))),
  /** True when the division is inferred (basis 'weigh-in' or 'opponents'). */
  weightClassInferred: Type.Optional(Type.Boolean()),
  age: nullable(Type.Integer()),
  lastFightDate: nullable(Type.String()),
  /**
   * The latest result of his promotion in our data when it is more than a month older than the newest result
   * anywhere: lists say "results through <date>" for it (decision 037). Null when the promotion is up to date or
   * stopped long ago, and on GOAT rows (tagged with the career's promotion).
   */
  resultsThrough: Type.Optional(nullable(Type.String())),
  /**
   * The day his Rating is of when it is more than a month before the ratings date (the source for his promotion
   * stops there; decision 037); null otherwise.
   */
  ratedAsOf: Type.Optional(nullable(Type.String())),
  /**
   * The day his retirement took effect, when it had by the ratings date; null otherwise. Only the global and GOAT
   * lists hold retired fighters (the active lists leave them out): their rows say so.
   */
  retiredOn: Type.Optional(nullable(Type.String())),
});
export type RankedFighter = Static<typeof RankedFighterSchema>;
export const RankedFighterListResponse = EnvelopeOf(Type.Array(RankedFighterSchema));

/** One choice of a filter slot (weight classes, countries, age groups, organizations). */
export const RankingFilterOptionSchema = Type.Object({
  /** What goes into the filter parameter. */
  value: Type.String(),
  label: Type.String(),
  /** Fighters in that list. */
  count: Type.Integer(),
  /** Countries only. */
  countryCode: Type.Optional(CountryCode()),
  /**
   * Organizations only: the date of the organization's latest result in our data (YYYY-MM-DD). A promotion whose
   * data stops earlier than the newest is measured against its own date (decision 037).
   */
  latestResult: Type.Optional(nullable(Type.String())),
  /**
   * Organizations only: whether anyone holds one of its belts on the ratings date. None where its current title
   * fights are in none of our sources (Oktagon's, Cage Warriors', LFA's), which its list says. Null for the UFC's prospect shows, which
   * hold no titles.
   */
  hasChampions: Type.Optional(nullable(Type.Boolean())),
});
export type RankingFilterOption = Static<typeof RankingFilterOptionSchema>;
export const RankingFilterOptionsResponse = EnvelopeOf(Type.Array(RankingFilterOptionSchema));

/** Spec §3 last-updated response. */
export const LastUpdatedSchema = Type.Object({ lastUpdated: nullable(Type.String()) });
export type LastUpdated = Static<typeof LastUpdatedSchema>;
export const LastUpdatedResponse = EnvelopeOf(LastUpdatedSchema);

/** One bout's effect on a fighter's rating: "why did this fighter move". */
export const RatingHistoryStepSchema = Type.Object({
  date: Type.String(),
  boutId: Type.Integer(),
  eventId: Type.Integer(),
  eventName: Type.String(),
  opponentId: Type.Integer(),
  opponentName: Type.String(),
  result: Type.Enum(['W', 'L', 'D', 'NC'] as const),
  method: nullable(Type.String()),
  /**
   * The Rating every ranking row shows (skill − 2 × uncertainty, decision 013) going into this bout's result: after any
   * layoff since the previous bout (inactivityChange) and with the certainty the bout itself adds (certaintyChange);
   * null for the first rated bout. ratingAfter − ratingBefore is the result's own effect, which moves the way the
   * result went: a win never lowers it, a loss never raises it (decision 038).
   */
  ratingBefore: nullable(Type.Number()),
  /** The Rating after the bout. */
  ratingAfter: Type.Number(),
  /**
   * What the time since the previous rated bout did to the Rating (≤ 0 for almost everyone: uncertainty grows).
   * null for the first rated bout, and for data written before it existed.
   */
  inactivityChange: Type.Optional(nullable(Type.Number())),
  /**
   * What fighting the bout, whatever its result, did to the Rating: one more bout makes the estimate surer, and the
   * Rating sits two uncertainties below the skill, so this is ≥ 0. The previous bout's ratingAfter + inactivityChange
   * + certaintyChange = ratingBefore. null where inactivityChange is.
   */
  certaintyChange: Type.Optional(nullable(Type.Number())),
  /**
   * The engine's skill estimate going into the bout, after any layoff. skillAfter − skillBefore is what the result did
   * to the skill, and equals ratingAfter − ratingBefore. null where ratingBefore is, and for data written before it existed.
   */
  skillBefore: Type.Optional(nullable(Type.Number())),
  /** The engine's skill estimate after the bout and its uncertainty: ratingAfter = skillAfter − 2 × uncertaintyAfter. */
  skillAfter: Type.Number(),
  uncertaintyAfter: Type.Number(),
});
export type RatingHistoryStep = Static<typeof RatingHistoryStepSchema>;

/** A fighter's rank in one list at one snapshot (kept while in the global top 100 or division top 25). */
export const RankHistoryPointSchema = Type.Object({
  kind: Type.Enum(RANKING_KINDS),
  filterValue: Type.String(),
  snapshotDate: Type.String(),
  rank: Type.Integer(),
});
export type RankHistoryPoint = Static<typeof RankHistoryPointSchema>;

/** GET /api/rankings/fighter/{id}/history: the rating and rank history behind the chart. */
export const FighterRatingHistorySchema = Type.Object({
  steps: Type.Array(RatingHistoryStepSchema),
  ranks: Type.Array(RankHistoryPointSchema),
  /**
   * The Rating on the ratings date (what the lists show) and that date: the chart's last step, where the time since
   * the last bout shows as inactivity. null for a fighter never rated.
   */
  current: Type.Optional(nullable(Type.Object({ date: Type.String(), rating: Type.Number() }))),
});
export type FighterRatingHistory = Static<typeof FighterRatingHistorySchema>;
export const FighterRatingHistoryResponse = EnvelopeOf(FighterRatingHistorySchema);

/** Path parameter of fighter routes: the id, or a fighter slug ending in the id (e.g. jon-jones-12). */
export const FighterIdParamsSchema = Type.Object({ id: Type.String({ description: 'Fighter id (a positive integer)' }) });
