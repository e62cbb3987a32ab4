// The canonical fight history that every consumer reads: the importer writes it to the database,
// the rating engine's CLI (predict / eval) rates it directly. Source parsers produce it; nothing here does I/O.

/** Normalized organization code, e.g. 'UFC', 'BELLATOR', 'PFL', 'ONE', 'RIZIN', 'PRIDE'. */
export type OrganizationCode = string;

/** A fighter's ids in each public source, as the source writes them. */
export interface SourceIds {
  ufcstats?: string;
  sherdog?: string;
  tapology?: string;
  betmma?: string;
}

export type Sex = 'M' | 'F';

export interface DatasetFighter {
  /** Stable canonical key, e.g. 'ufc:93fe7332d16c6ad9' or 'bm:417' when there is no ufcstats id. */
  key: string;
  name: string;
  nickname: string | null;
  sex: Sex | null;
  /** ISO date YYYY-MM-DD. */
  birthDate: string | null;
  heightCm: number | null;
  /**
   * The weight a profile lists him at (ufcstats' tale of the tape: his last UFC weigh-in's division). The division of a
   * fighter no bout or dated weigh-in places; optional, like the other facts a source may not have.
   */
  listedWeightLbs?: number | null;
  reachCm: number | null;
  stance: string | null;
  /** English country name of the country represented (see docs/decisions on birth vs represented). */
  nationality: string | null;
  /** ISO 3166-1 alpha-2 code of `nationality`. */
  countryCode: string | null;
  ids: SourceIds;
  /** Other spellings of the name seen in the sources (for name matching and search). */
  aliases?: string[];
  /** Birth place as the source writes it ("Curitiba, Parana, Brazil"), when known. */
  birthPlace?: string | null;
  /** Every other name a source gives this fighter, with the source that spells it so (fighter_aliases). */
  otherNames?: { name: string; source: string }[];
  /** A recorded retirement still in force (no comeback since); null when none. */
  retirement?: { date: string; source: string } | null;
  /** The date of death a curated or operator record gives, with its source; null when none. Ends activity like a retirement. */
  death?: { date: string; source: string } | null;
  /** The full professional record a source states (our bouts may be fewer); null when none does. */
  proRecord?: ProRecord | null;
  /** Belts he gave up or was handed without a bout (title-changes.csv), oldest first. */
  titleChanges?: TitleChange[];
}

/**
 * A title changing hands by announcement, not in the cage: a champion stripped or vacating (`vacated`), an interim
 * champion promoted or a champion reinstated (`promoted`). Our sources hold bouts only; the curated file holds these.
 */
export interface TitleChange {
  /** ISO date it was announced. */
  date: string;
  organization: OrganizationCode;
  /** A division of our lists. */
  division: string;
  /** The belt he gave up (`vacated`), or the one he held before he was promoted. */
  belt: 'title' | 'interim';
  change: 'vacated' | 'promoted';
  source: string;
}

export interface ProRecord {
  wins: number;
  losses: number;
  draws: number;
  noContests: number;
  /** Who states it (an operator file's set name, a source name). */
  source: string;
  /** ISO date the totals are as of, when the source says. */
  asOf: string | null;
}

/** A fighter's weight at an official weigh-in: the evidence of a division where bouts do not name one. */
export interface DatasetWeighIn {
  fighterKey: string;
  /** ISO date of the bout. */
  date: string;
  weightLbs: number;
  /** Our bout it was for, when the join found it. */
  boutKey: string | null;
  source: string;
}

export type EventStatus = 'scheduled' | 'completed' | 'cancelled';

export interface DatasetEvent {
  /** Stable canonical key, e.g. 'ufc:6420efac0578988b' or 'bm:227'. */
  key: string;
  name: string;
  /** ISO date YYYY-MM-DD; null only when the source has none. */
  date: string | null;
  location: string | null;
  country: string | null;
  organization: OrganizationCode;
  status: EventStatus;
  ids: { ufcstats?: string; betmma?: string };
}

/** Result from fighter A's side. null = not fought yet (scheduled). */
export type BoutOutcome = 'W' | 'L' | 'D' | 'NC';

export type BoutMethod = 'KO/TKO' | 'SUB' | 'DEC_UNANIMOUS' | 'DEC_SPLIT' | 'DEC_MAJORITY' | 'DEC' | 'DQ' | 'OTHER';

export interface DatasetBout {
  /** Stable canonical key, e.g. 'ufc:567a09fd200cfa05' or 'bm:2108'. */
  key: string;
  eventKey: string;
  /** ISO date of the event. */
  date: string | null;
  organization: OrganizationCode;
  fighterA: string;
  fighterB: string;
  outcomeA: BoutOutcome | null;
  /** Normalized division name, e.g. 'Lightweight', "Women's Strawweight", 'Catch Weight'; null when unknown. */
  weightClass: string | null;
  titleBout: boolean;
  /** For an interim title (titleBout is set too): its winner reigns beside the champion, who keeps his belt. */
  interimTitle?: boolean;
  /** A title bout's belt class where our list names the class otherwise (weight-classes.ts `beltClass`: ONE's strawweight). */
  titleClass?: string;
  /**
   * A title bout's belt's promotion where the card is another's (Johnny Eblen's Bellator defence of 2024-10-19, on a
   * PFL card): a curated title row names it. Absent when the belt is the card's promotion's.
   */
  titleOrganization?: OrganizationCode;
  scheduledRounds: number | null;
  method: BoutMethod | null;
  methodDetail: string | null;
  endRound: number | null;
  endTimeSeconds: number | null;
  ids: { ufcstats?: string; betmma?: string };
  /** Place on the card counted from the main event (0), from the best source that gives the card's order; events list by it. */
  cardPosition?: number;
  /** One corner's fight statistics summed over the rounds, when a source has them (round-stats.ts). */
  statsA?: BoutStatistics;
  statsB?: BoutStatistics;
}

/** Whole-bout totals for one fighter. The rating engine weights a result by the dominance they show. */
export interface BoutStatistics {
  knockdowns: number;
  significantStrikes: number;
  significantStrikesAttempted: number;
  takedowns: number;
  takedownsAttempted: number;
  submissionAttempts: number;
  /** Null when the source left control time blank in every round (unknown, not zero). */
  controlSeconds: number | null;
}

export interface Dataset {
  fighters: DatasetFighter[];
  events: DatasetEvent[];
  bouts: DatasetBout[];
  /** Identity questions the loader could not settle, for the import summary. */
  ambiguities: string[];
  /** Weigh-ins joined to our fighters (MMA Decisions); absent when no source has them. */
  weighIns?: DatasetWeighIn[];
  /** Fighters whose sources disagree on the name beyond spelling, and which name was shown (for data:report). */
  nameConflicts?: string[];
  /** Retirement and comeback records that named no fighter we know, or contradict a bout (for data:report). */
  retirementNotes?: string[];
  /** Names fans use (names.csv) that named no fighter we know, or more than one (for data:report). */
  knownNameNotes?: string[];
  /** Fighters found to be one person after the id pass, with the evidence (for data:report). */
  merges?: string[];
  /** Records kept apart from the fighter whose id they state, because no name fits (for data:report). */
  idRefusals?: string[];
  /** Fighters whose sources name different countries, and which one is shown (for data:report). */
  nationalityConflicts?: string[];
  /** Country texts no country list reads, with the fighters left without that claim (for data:report). */
  unreadCountries?: string[];
  /** Results corrected or added from a recorded official result (results.csv), and records not applied. */
  resultCorrections?: string[];
  /** Title changes (title-changes.csv) that named no fighter we know or a promotion no loaded card holds (for data:report). */
  titleChangeNotes?: string[];
  /** Every Wikipedia page read, at the revision read (CC BY-SA attribution and the audit trail; decision 045). */
  sourcePages?: SourcePage[];
}

export interface SourcePage {
  readonly title: string;
  readonly pageId: number;
  readonly revisionId: number;
  /** The key of the event the page gave before merging with other sources; null for list and yearly pages. */
  readonly eventKey: string | null;
  /** Rows left out and why (cancelled bouts, other disciplines, unreadable rows). */
  readonly notes: readonly string[];
}
