// Request and response schemas of /api/fighters/* and the fighter parts of /api/rankings (spec §3, §7).
// The api validates and serializes with them; browser code imports only their types (import type), so
// the browser bundles never carry TypeBox.
import { Type, type Static } from 'typebox';
import {
  CountryCode,
  DataEnvelope,
  FighterIdValue,
  HeldBelts,
  NullableInteger,
  NullableNumber,
  NullableString,
  RecordCompleteness,
  StatedProRecord,
} from './schema-helpers';

export const FAVORITES_MAX_IDS = 200;

/** One belt a fighter holds (schema-helpers.ts `HeldBelts`): what the rankings job stores and both answers carry. */
export type HeldBelt = Static<typeof HeldBelts>[number];

/** Spec §3 search result: `rating` is the Rating shown everywhere (shown to 2 decimals, or N/A when unrated). */
export const FighterSearchResultSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  org: NullableString(),
  rating: NullableNumber(),
  ...RecordCompleteness,
  /** The professional record a source states, with the bouts held since added (as list rows carry it); null without one. */
  proRecord: StatedProRecord,
});
export type FighterSearchResult = Static<typeof FighterSearchResultSchema>;

export const FighterSearchQuery = Type.Object({ q: Type.Optional(Type.String()) });
export type FighterSearchQuery = Static<typeof FighterSearchQuery>;
export const FighterSearchResponse = DataEnvelope(Type.Array(FighterSearchResultSchema));

/** A fighter a bare slug ("bruno-silva") may mean, with what tells namesakes apart (decision 048). */
export const FighterNamesakeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  nationality: NullableString(),
  countryCode: CountryCode(),
  weightClass: NullableString(),
  lastBoutYear: NullableInteger(),
});
export type FighterNamesake = Static<typeof FighterNamesakeSchema>;
export const FighterNamesakesQuery = Type.Object({ slug: Type.Optional(Type.String()) });
export type FighterNamesakesQuery = Static<typeof FighterNamesakesQuery>;
export const FighterNamesakesResponse = DataEnvelope(Type.Array(FighterNamesakeSchema));

/** A fighter's rank in one list. */
export const FighterRankSchema = Type.Object({
  kind: Type.Unsafe<'pound-for-pound' | 'global' | 'weight-class' | 'country' | 'age' | 'organization' | 'goat'>(
    Type.String({ enum: ['pound-for-pound', 'global', 'weight-class', 'country', 'age', 'organization', 'goat'] }),
  ),
  filterValue: Type.String(),
  rank: Type.Integer(),
  previousRank: NullableInteger(),
  /** The number the list orders by: the Rating, or the GOAT score on the GOAT list. */
  score: Type.Number(),
});
export type FighterRank = Static<typeof FighterRankSchema>;

const RecordSchema = Type.Object({ wins: Type.Integer(), losses: Type.Integer(), draws: Type.Integer(), noContests: Type.Integer() });
export type FighterRecordCounts = Static<typeof RecordSchema>;

/** GET /api/fighters/{id}/info (spec §7: 404 is flagged as not found). */
export const FighterInfoSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** For /fighter/{slug}-{id} links. */
  slug: Type.String(),
  nickname: NullableString(),
  nationality: NullableString(),
  countryCode: CountryCode(),
  birthDate: NullableString(),
  /** Whole years on the ratings date (one clock, decision 037), or at his death when `diedOn` is set; null without a birth date. */
  age: NullableInteger(),
  heightCm: NullableNumber(),
  reachCm: NullableNumber(),
  stance: NullableString(),
  weightClass: NullableString(),
  /** True when the division was inferred (weigh-ins, opponents) rather than read from a recent bout. */
  weightClassInferred: Type.Boolean(),
  /** Display name of the organization of the last bout. */
  organization: NullableString(),
  /** The Rating: what rankings order by and show (skill - 2 x uncertainty). */
  rating: NullableNumber(),
  /** The engine's skill estimate and its uncertainty (one standard deviation), in rating points. */
  skill: NullableNumber(),
  uncertainty: NullableNumber(),
  peakRating: NullableNumber(),
  isActive: Type.Boolean(),
  retiredOn: NullableString(),
  /** Date of death a curated or operator record gives (on or before the ratings date); null otherwise. */
  diedOn: NullableString(),
  lastFightDate: NullableString(),
  firstFightDate: NullableString(),
  /** Completed bouts FightRank holds, and their record. */
  boutsHeld: Type.Integer(),
  record: RecordSchema,
  /**
   * False when the bouts held may not be the whole career: no source states the professional record, or the one
   * stated has more bouts than we hold (decision 037). True only when a stated record matches the bouts held.
   */
  recordComplete: Type.Boolean(),
  /** Year of the first bout FightRank holds; null before any. */
  recordSince: NullableInteger(),
  /**
   * The latest result of the fighter's promotion in our data when it is more than a month older than the newest
   * result anywhere ("results through <date>"; the organization filter's latestResult); null when the promotion is up
   * to date, or stopped long ago (no card in the 18 months before the day its fighters are rated on: PRIDE, WEC).
   */
  resultsThrough: NullableString(),
  /**
   * The day the Rating is of when it is more than a month before the ratings date: the source for his promotion
   * stops there, so the months since are neither counted as a layoff nor known; null otherwise.
   */
  ratedAsOf: NullableString(),
  /**
   * The belts he holds on the ratings date (schema-helpers.ts): the page's champion badges. Always sent; optional so a
   * fighter remote deployed before the API it reads still draws the page (each remote deploys on its own).
   */
  belts: Type.Optional(HeldBelts),
  /** The full professional record where a source states one; null when none does. */
  proRecord: Type.Union([
    Type.Object({
      wins: Type.Integer(),
      losses: Type.Integer(),
      draws: Type.Integer(),
      noContests: NullableInteger(),
      source: NullableString(),
      asOf: NullableString(),
      /**
       * The stated record with the results of the bouts held since `asOf` added: what every list shows (session 40:
       * Horiguchi's page said 32-5-0 as of Dec 31, 2023 beside the lists' 33-5). Optional: an API deployed before it sends none.
       */
      current: Type.Optional(Type.Union([Type.Object({ wins: Type.Integer(), losses: Type.Integer(), draws: Type.Integer() }), Type.Null()])),
    }),
    Type.Null(),
  ]),
  ranks: Type.Array(FighterRankSchema),
});
export type FighterInfo = Static<typeof FighterInfoSchema>;
export const FighterInfoResponse = DataEnvelope(FighterInfoSchema);

const MethodSplits = Type.Object({ koTko: Type.Integer(), submission: Type.Integer(), decision: Type.Integer(), other: Type.Integer() });
export type MethodSplits = Static<typeof MethodSplits>;

/** GET /api/fighters/{id}/stats: what the overview's stat cards show (spec §3 stat card). */
/**
 * The UFC.com statistics set over the UFC bouts FightRank holds per-round statistics for (ufcstats), with the
 * period they cover: a fan reads "UFC bouts 2015–2024, 12 bouts". Rates are per minute or per 15 minutes of
 * fight time; shares are 0..1 and null when their denominator is zero (no attempt, nothing to defend).
 */
export const UfcFightStatsSchema = Type.Object({
  bouts: Type.Integer(),
  firstYear: Type.Integer(),
  lastYear: Type.Integer(),
  significantStrikesLandedPerMinute: Type.Number(),
  significantStrikesAbsorbedPerMinute: Type.Number(),
  significantStrikeAccuracy: NullableNumber(),
  significantStrikeDefence: NullableNumber(),
  takedownsPer15Minutes: Type.Number(),
  takedownAccuracy: NullableNumber(),
  takedownDefence: NullableNumber(),
  submissionAttemptsPer15Minutes: Type.Number(),
  averageFightSeconds: Type.Integer(),
});
export type UfcFightStats = Static<typeof UfcFightStatsSchema>;

export const FighterStatsSchema = Type.Object({
  rating: NullableNumber(),
  /** The latest rated bout's change to the Rating: its result's own effect (the history's ratingAfter − ratingBefore); null before any. */
  ratingChange: NullableNumber(),
  globalRank: NullableInteger(),
  /** Places gained in the global list since the previous snapshot (negative: lost). */
  globalRankChange: NullableInteger(),
  record: RecordSchema,
  wins: MethodSplits,
  losses: MethodSplits,
  /** Current run of the same result: e.g. { result: 'W', count: 3 }; null without a decisive bout. */
  streak: Type.Union([Type.Object({ result: Type.String({ enum: ['W', 'L', 'D'] }), count: Type.Integer() }), Type.Null()]),
  longestWinStreak: Type.Integer(),
  /** Share of wins by KO/TKO or submission, 0..1; null without wins. */
  finishRate: NullableNumber(),
  /** Share of losses by KO/TKO or submission, 0..1; null without losses. */
  finishedRate: NullableNumber(),
  titleBouts: Type.Integer(),
  /** null when FightRank holds no UFC bout with statistics for the fighter (most non-UFC fighters). */
  ufc: Type.Union([UfcFightStatsSchema, Type.Null()]),
});
export type FighterStats = Static<typeof FighterStatsSchema>;
export const FighterStatsResponse = DataEnvelope(FighterStatsSchema);

/** One bout on the fights page, from the fighter's side. */
export const FighterBoutSchema = Type.Object({
  boutId: Type.Integer(),
  date: NullableString(),
  eventId: Type.Integer(),
  eventName: Type.String(),
  organization: Type.String(),
  opponentId: Type.Integer(),
  opponentName: Type.String(),
  opponentSlug: Type.String(),
  /** null while scheduled. */
  result: Type.Unsafe<'W' | 'L' | 'D' | 'NC' | null>({ type: ['string', 'null'], enum: ['W', 'L', 'D', 'NC', null] }),
  method: NullableString(),
  methodDetail: NullableString(),
  round: NullableInteger(),
  /** Seconds into the round the bout ended. */
  timeSeconds: NullableInteger(),
  weightClass: NullableString(),
  titleBout: Type.Boolean(),
  /** For an interim title (titleBout is true too). */
  interimTitle: Type.Boolean(),
  /**
   * The fighter's Rating going into this bout's result (after the layoff since the previous one and the certainty the
   * bout adds, as the history's ratingBefore) and after it; null when not rated, ratingBefore null for the first rated bout.
   */
  ratingBefore: NullableNumber(),
  ratingAfter: NullableNumber(),
  /** The opponent's global rank at the last snapshot before the bout; null when outside the kept top 100. */
  opponentRank: NullableInteger(),
  /** The engine's pre-fight win probability for this fighter; null when none is stored. */
  winProbability: NullableNumber(),
});
export type FighterBout = Static<typeof FighterBoutSchema>;
export const FighterRecordResponse = DataEnvelope(Type.Array(FighterBoutSchema));

export const FighterImageResponse = DataEnvelope(Type.Object({ url: Type.String() }));
export type FighterImage = { url: string };

/** Bodies of POST /api/rankings/favorites and POST /api/fighters/thumbnails (spec §3: ids). */
export const FighterIdsBody = Type.Object({ ids: Type.Array(FighterIdValue, { maxItems: FAVORITES_MAX_IDS }) });
/** Bytes a FighterIdsBody may take: 200 ids of up to 15 digits with quotes and commas, and room to spare. */
export const FIGHTER_IDS_BODY_LIMIT = 8 * 1024;
export type FighterIdsBody = Static<typeof FighterIdsBody>;

/** Thumbnails: id -> image URL, for the ids that exist. */
export const ThumbnailsResponse = DataEnvelope(Type.Record(Type.String({ pattern: '^[0-9]+$' }), Type.String()));
export type Thumbnails = Record<string, string>;

/** A favourite's row: the fighter with their Rating, global rank and record. */
export const FavoriteFighterSchema = Type.Object({
  fighterId: Type.Integer(),
  fighterName: Type.String(),
  slug: Type.String(),
  nationality: NullableString(),
  countryCode: CountryCode(),
  rating: NullableNumber(),
  currentRank: NullableInteger(),
  previousRank: NullableInteger(),
  totalWins: Type.Integer(),
  totalLosses: Type.Integer(),
  totalDraws: Type.Integer(),
  ...RecordCompleteness,
  /** As on ranking rows. */
  proRecord: StatedProRecord,
  organization: NullableString(),
  weightClass: NullableString(),
  /** As on ranking rows: his promotion's latest card when it is more than a month older than the newest result. */
  resultsThrough: Type.Optional(NullableString()),
  /** As on ranking rows: the day the Rating is of when our source for his promotion stops earlier. */
  ratedAsOf: Type.Optional(NullableString()),
  /** As on ranking rows: the day his retirement took effect, when it had by the ratings date. */
  retiredOn: Type.Optional(NullableString()),
  /** The day he died, when it was on or before the ratings date: the global list holds the living only. */
  diedOn: Type.Optional(NullableString()),
});
export type FavoriteFighter = Static<typeof FavoriteFighterSchema>;
export const FavoritesResponse = DataEnvelope(Type.Array(FavoriteFighterSchema));

/** GET /api/fighters/ranks?id= and GET /api/rankings/fighter/{id}?is_active=: where a fighter ranks. */
export const FighterRanksQuery = Type.Object({ id: Type.String({ maxLength: 200 }) });
export const FighterRankingQuery = Type.Object({ is_active: Type.Optional(Type.Boolean()) });
export const FighterRankingSchema = Type.Object({
  fighterId: Type.Integer(),
  isActive: Type.Boolean(),
  rating: NullableNumber(),
  ranks: Type.Array(FighterRankSchema),
});
export type FighterRanking = Static<typeof FighterRankingSchema>;
export const FighterRanksResponse = DataEnvelope(Type.Array(FighterRankSchema));
export const FighterRankingResponse = DataEnvelope(FighterRankingSchema);
export { FighterIdParams, FighterIdValue } from './schema-helpers';
