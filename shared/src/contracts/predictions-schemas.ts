// Request and response schemas of the predictions routes (issue 11): upcoming cards, a fan's picks, scoring and
// the season leaderboard with the engine's line. The api validates with them; browser code imports only types.
import { Type, type Static } from 'typebox';
import { CountryCode } from './schema-helpers';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const PickMethodSchema = Type.Union([Type.Literal('KO/TKO'), Type.Literal('SUB'), Type.Literal('DEC')]);
export type PickMethod = Static<typeof PickMethodSchema>;

export const PickSchema = Type.Object({
  boutId: Type.Integer(),
  winnerId: Type.Integer(),
  method: Nullable(PickMethodSchema),
  /** 'open' until the event starts, 'locked' after, 'voided' when the opponent changed or the bout was cancelled, 'scored' once a result exists. */
  status: Type.Union([Type.Literal('open'), Type.Literal('locked'), Type.Literal('voided'), Type.Literal('scored')]),
  points: Nullable(Type.Integer()),
});
export type Pick = Static<typeof PickSchema>;

export const CardFighterSchema = Type.Object({ id: Type.Integer(), name: Type.String(), countryCode: CountryCode() });

export const CardBoutSchema = Type.Object({
  id: Type.Integer(),
  weightClass: Nullable(Type.String()),
  titleBout: Type.Boolean(),
  /** For an interim title (titleBout is true too). */
  interimTitle: Type.Boolean(),
  fighterA: CardFighterSchema,
  fighterB: CardFighterSchema,
  /** The engine's win probability for fighter A (null when it has none). */
  probabilityA: Nullable(Type.Number()),
  locked: Type.Boolean(),
  pick: Nullable(PickSchema),
});
export type CardBout = Static<typeof CardBoutSchema>;

export const CardSchema = Type.Object({
  eventId: Type.Integer(),
  name: Type.String(),
  date: Nullable(Type.String()),
  location: Nullable(Type.String()),
  bouts: Type.Array(CardBoutSchema),
});
export type Card = Static<typeof CardSchema>;

/**
 * A pick's method in a request: one enum rather than a union of literals, so a wrong value is answered "method must
 * be one of KO/TKO, SUB, DEC, null" instead of Ajv's "must be equal to constant" (attack report, session 30).
 */
const PickMethodInput = Type.Unsafe<PickMethod | null>({ type: ['string', 'null'], enum: [...PickMethodSchema.anyOf.map((method) => method.const), null] });

export const PickParamsSchema = Type.Object({ boutId: Type.String({ maxLength: 20 }) });
export const PickBodySchema = Type.Object(
  { winnerId: Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991 }), method: Type.Optional(PickMethodInput) },
  { additionalProperties: false },
);
export type PickBody = Static<typeof PickBodySchema>;

export const PredictionRecordSchema = Type.Object({
  season: Type.Integer(),
  points: Type.Integer(),
  /** Scored picks (results known, not voided). */
  scored: Type.Integer(),
  correctWinners: Type.Integer(),
  correctMethods: Type.Integer(),
  pending: Type.Integer(),
  voided: Type.Integer(),
});
export type PredictionRecord = Static<typeof PredictionRecordSchema>;

export const LeaderboardQuerySchema = Type.Object({ season: Type.Optional(Type.Integer({ minimum: 1990, maximum: 2100 })) });
export type LeaderboardQuery = Static<typeof LeaderboardQuerySchema>;

export const LeaderboardRowSchema = Type.Object({
  rank: Type.Integer(),
  /** A fan's display name (chosen on Profile, else an opaque handle like "Fan 7KQ2M9XH4T"); the engine is "FightRank engine". */
  name: Type.String(),
  isEngine: Type.Boolean(),
  isYou: Type.Boolean(),
  points: Type.Integer(),
  scored: Type.Integer(),
  correctWinners: Type.Integer(),
});
export type LeaderboardRow = Static<typeof LeaderboardRowSchema>;

export const LeaderboardSchema = Type.Object({ season: Type.Integer(), rows: Type.Array(LeaderboardRowSchema) });
export type Leaderboard = Static<typeof LeaderboardSchema>;
