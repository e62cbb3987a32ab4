// The rankings job's rows: what it reads (fighters, bouts, bookings) and what it writes (ratings, steps, list entries,
// rank history), as build-rankings.ts takes and returns them. read-fight-history.ts fills the inputs from the
// database, write-rankings.ts writes the outputs (migrations 003, 130, 160, 170, 190); tests build them by hand.
import type { BoutMethod, BoutOutcome, Sex, TitleChange } from '../sources/dataset';
import type { DivisionBasis } from './infer-divisions';
import type { CareerRecord } from './goat-score';
import type { HeldBelt } from '@fightrank/shared/contracts';

export interface SourceFighter {
  id: number;
  birthDate: string | null;
  nationality: string | null;
  /** Helps place weigh-ins and opponents' divisions (women's and men's limits overlap). */
  sex?: Sex | null;
  /** A retirement in force (fighters.retired_on): inactive from that date until a later bout. */
  retiredOn?: string | null;
  /** The day he died (fighters.died_on): his Rating is what it was that day, with no layoff counted after it. */
  diedOn?: string | null;
  /** Read by the prediction's reach gap (decision 043); the rankings do not use it. */
  reachCm?: number | null;
  /** The weight a profile lists him at: places a fighter no bout or weigh-in does (infer-divisions.ts). */
  listedWeightLbs?: number | null;
  /** Belts he gave up or was handed without a bout (fighters' title_changes): the title lineage reads them on their dates. */
  titleChanges?: readonly TitleChange[] | null;
}

export interface Totals {
  significantStrikes: number;
  knockdowns: number;
  takedowns: number;
  controlSeconds: number | null;
}

/** A completed, dated bout. */
export interface SourceBout {
  id: number;
  /** bouts.key: the engine orders same-day bouts by it, as it does the Dataset's. */
  key: string;
  date: string;
  fighterA: number;
  fighterB: number;
  outcomeA: BoutOutcome;
  method: BoutMethod | null;
  weightClass: string | null;
  /**
   * A championship bout, as a source or a curated row flags it: its winner becomes the champion the champion rule
   * knows, and title wins count toward the GOAT score.
   */
  titleBout?: boolean;
  /** For an interim title (titleBout is set too): its winner reigns beside the champion, who keeps his belt. */
  interimTitle?: boolean;
  /** The belt's class where the list's differs (ONE's strawweight title, in the flyweight list): the title's key. */
  titleClass?: string | null;
  /** The belt's promotion where the card is another's (dataset.ts `titleOrganization`). */
  titleOrganization?: string | null;
  organization: string;
  /** Sources listing the bout's card: activity is measured against their latest result (promotion-freshness.ts). */
  coveredBy?: readonly string[] | undefined;
  statsA?: Totals | undefined;
  statsB?: Totals | undefined;
}

/**
 * A bout on a card that has no result yet: a fighter booked by another promotion after his last result has moved
 * there (a UFC fighter released and booked by Brave is Brave's), which is the organization his rows and lists show
 * and the one whose data his activity is measured against.
 */
export interface SourceBooking {
  /** Null when the card has no date yet: such a booking says nothing about when he moved. */
  date: string | null;
  fighterA: number;
  fighterB: number;
  organization: string;
}

export interface FighterRatingRow {
  fighterId: number;
  rating: number;
  uncertainty: number;
  fanScore: number;
  /** Highest skill estimate after any bout (the community's fantasy matchups pit fighters at their best). */
  peakRating: number;
  /** Highest shown Rating (fan score) after any bout or today: the "Peak" beside the Rating, on its scale. */
  peakFanScore: number;
  goatScore: number | null;
  /** The GOAT score's terms (not stored; for tests and explanations). */
  career: CareerRecord;
  boutsRated: number;
  wins: number;
  losses: number;
  draws: number;
  noContests: number;
  lastBoutDate: string | null;
  /**
   * The date rating, uncertainty and fanScore are of: the ratings date, or his promotion's latest result when its
   * data stops earlier (promotion-freshness.ts), so the time since is not counted as a layoff.
   */
  ratedAsOf: string;
  weightClass: string | null;
  /** How weightClass was found: 'bout', or inferred ('weigh-in', 'opponents'); null without a division. */
  weightClassBasis: DivisionBasis | null;
  organization: string | null;
  isActive: boolean;
  /** The belts he holds on the ratings date (reigning-champions.ts): the fighter page's champion badge. */
  belts: readonly HeldBelt[];
}

export interface RankingEntryRow {
  kind: string;
  filterValue: string;
  fighterId: number;
  currentRank: number;
  previousRank: number | null;
  score: number;
  /** Active lists: the points a layoff takes off the Rating, on rows it placed above a higher Rating (ranking-rules.ts). */
  layoffPoints?: number;
  /** Active lists: the rule that placed this row above a fighter who shows a higher Rating, and that fighter. */
  placedBy?: PlacementRule;
  placedOver?: number;
  /** The head-to-head rule: the day he beat him (ISO). */
  placedOverOn?: string;
}

export type PlacementRule = 'champion' | 'interim-champion' | 'head-to-head';

/** Column arrays: they go straight into `unnest(...)` inserts. */
export interface StepColumns {
  fighterId: number[];
  boutId: number[];
  /** Days since 1970-01-01. */
  day: number[];
  opponentId: number[];
  result: string[];
  /** Skill and uncertainty going into the bout, after any layoff since the previous bout: the bout's own effect starts here. */
  ratingBefore: number[];
  uncertaintyBefore: number[];
  ratingAfter: number[];
  uncertaintyAfter: number[];
}

/** Rank history rows; `list` indexes `lists` and `day` counts days since 1970-01-01 (numbers are cheap to send). */
export interface HistoryColumns {
  lists: { kind: string; filterValue: string }[];
  fighterId: number[];
  list: number[];
  day: number[];
  rank: number[];
}

export interface Rankings {
  snapshotDates: string[];
  ratings: FighterRatingRow[];
  steps: StepColumns;
  entries: RankingEntryRow[];
  history: HistoryColumns;
}
