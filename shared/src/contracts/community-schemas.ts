// Request and response schemas of the community routes (issue 11): fantasy matchups, votes and the community
// ranking. The api validates and serializes with them; browser code imports only the types.
import { Type, type Static } from 'typebox';
import { CountryCode, RecordCompleteness, StatedProRecord } from './schema-helpers';
import { RANKING_DIRECTIONS, RANKING_LIMIT_MAX } from './rankings';
import { RANKING_MAX_CURSOR } from './rankings-schemas';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
/** Matchups handed out per request: a page of the vote stream. */
export const MATCHUP_BATCH_MAX = 20;

export const MatchupFighterSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  nationality: Nullable(Type.String()),
  countryCode: CountryCode(),
  division: Nullable(Type.String()),
  record: Type.Object({ wins: Type.Integer(), losses: Type.Integer(), draws: Type.Integer() }),
  ...RecordCompleteness,
  /** The professional record a source states, with the bouts held since; null without one. */
  proRecord: StatedProRecord,
  /** Best global rank the fighter ever held in our snapshots (null when never in the top 100). */
  peakRank: Nullable(Type.Integer()),
  /** The best Rating the fighter ever showed: the fighter page's peak, on the scale of every Rating on the site (null unrated). */
  peakRating: Nullable(Type.Number()),
  /** First and last year of the fighter's bouts in our data. */
  era: Type.Object({ from: Type.Integer(), to: Type.Integer() }),
});
export type MatchupFighter = Static<typeof MatchupFighterSchema>;

export const MatchupSchema = Type.Object({
  id: Type.Integer(),
  /** Why it was picked: 'champions' | 'eras' | 'greats' | 'close'. */
  reason: Type.String(),
  fighterA: MatchupFighterSchema,
  fighterB: MatchupFighterSchema,
});
export type Matchup = Static<typeof MatchupSchema>;

export const MatchupListQuerySchema = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MATCHUP_BATCH_MAX, default: 10 })),
    /** Matchups the visitor skipped in this visit, comma-separated ids, so the next batch offers others. */
    skip: Type.Optional(Type.String({ maxLength: 2000, pattern: '^[0-9]{1,10}(,[0-9]{1,10})*$' })),
  },
  { additionalProperties: false },
);
export type MatchupListQuery = Static<typeof MatchupListQuerySchema>;

export const MatchupParamsSchema = Type.Object({ id: Type.String({ maxLength: 40 }) });

export const VoteBodySchema = Type.Object({ winnerId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) }, { additionalProperties: false });
export type VoteBody = Static<typeof VoteBodySchema>;

/** The crowd's split on one matchup next to the engine's win probability, shown after a vote. */
export const MatchupSplitSchema = Type.Object({
  matchupId: Type.Integer(),
  votesA: Type.Integer(),
  votesB: Type.Integer(),
  /** The rating engine's P(A beats B), both at their peak. */
  modelProbabilityA: Type.Number(),
  /** The fighter this voter picked. */
  pickedFighterId: Type.Integer(),
});
export type MatchupSplit = Static<typeof MatchupSplitSchema>;

/** A fighter is on the community list once this many votes involve him (either side of a matchup): fewer is not yet a community opinion. */
export const COMMUNITY_MIN_VOTES = 3;

export const CommunityListQuerySchema = Type.Object({
  last_rank: Type.Optional(Type.Integer({ minimum: 0, maximum: RANKING_MAX_CURSOR, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: RANKING_LIMIT_MAX, default: 10 })),
  dir: Type.Optional(
    Type.Union(
      RANKING_DIRECTIONS.map((d) => Type.Literal(d)),
      { default: 'asc' },
    ),
  ),
});
export type CommunityListQuery = Static<typeof CommunityListQuerySchema>;

/** Spec §3 ranked fighter, as the community list fills it: the rating is the community rating. */
export const CommunityRankedFighterSchema = Type.Object({
  fighterId: Type.Integer(),
  fighterName: Type.String(),
  nationality: Nullable(Type.String()),
  countryCode: CountryCode(),
  currentRank: Type.Integer(),
  previousRank: Nullable(Type.Integer()),
  /** Community rating points (same scale as the engine's: 1500 in the middle). */
  ratingCurrent: Type.Number(),
  /** The fighter's professional record in our data. */
  totalWins: Type.Integer(),
  totalLosses: Type.Integer(),
  totalDraws: Type.Integer(),
  ...RecordCompleteness,
  /** The professional record a source states, with the bouts held since; null without one. */
  proRecord: StatedProRecord,
  organization: Type.String(),
  weightClass: Nullable(Type.String()),
  /** Votes that involved the fighter. */
  votes: Type.Integer(),
});
export type CommunityRankedFighter = Static<typeof CommunityRankedFighterSchema>;

/** A fighter of a matchup this voter voted on, with every vote (by anyone) that involves him. */
export const VoterFighterSchema = Type.Object({
  fighterId: Type.Integer(),
  fighterName: Type.String(),
  votes: Type.Integer(),
});
export type VoterFighter = Static<typeof VoterFighterSchema>;

/** How far the voter's fighters are from the community list (GET /api/community/my-fighters). */
export const VoterProgressSchema = Type.Object({
  /** Votes a fighter needs to be listed. */
  minVotes: Type.Integer(),
  /** Fewest votes first; empty for a visitor who has not voted. */
  fighters: Type.Array(VoterFighterSchema),
});
export type VoterProgress = Static<typeof VoterProgressSchema>;

export const CommunityLastUpdatedSchema = Type.Object({ lastUpdated: Nullable(Type.String()) });
