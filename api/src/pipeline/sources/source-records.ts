// What each source parser hands to the merge step: events, bouts and fighter facts in the contract's terms,
// but with fighters still referenced the way the source references them (by id or by display name only).
import type { BoutMethod, BoutOutcome, DatasetBout, EventStatus, OrganizationCode, ProRecord, Sex, SourceIds, TitleChange } from './dataset';

export type SourceName = 'ufcstats' | 'jds-ufc-stats' | 'betmma' | 'tapology' | 'mmadecisions' | 'generic' | 'wikipedia';

/**
 * The id systems a fighter can be named by. 'generic' ids are scoped to one operator file set; 'wikipedia' ids are the
 * article a card links the name to ("Mike Davis (fighter)").
 */
export type IdSystem = keyof SourceIds | 'generic' | 'mmadecisions' | 'wikipedia';

export type FighterRef =
  { readonly kind: 'id'; readonly system: IdSystem; readonly id: string; readonly name: string | null } | { readonly kind: 'name'; readonly name: string };

export interface FighterFacts {
  readonly source: SourceName;
  readonly system: IdSystem;
  readonly id: string;
  readonly name: string | null;
  readonly nickname?: string | null;
  /** The name fans know him by when it is not his legal name ("Mirko Cro Cop"), as an operator file states it. */
  readonly fightName?: string | null;
  readonly sex?: Sex | null;
  readonly birthDate?: string | null;
  readonly heightCm?: number | null;
  readonly reachCm?: number | null;
  readonly stance?: string | null;
  /** Last known fighting weight (ufcstats tale of the tape), used to tell same-named people apart. */
  readonly weightLbs?: number | null;
  /** Raw country text; which source wins is decided in nationality.ts. */
  readonly nationality?: string | null;
  readonly birthPlace?: string | null;
  /** Other ids this source states for the same person. */
  readonly ids?: SourceIds;
  /** Other spellings of the name this source uses. */
  readonly aliases?: readonly string[];
  /** A full professional record the source states (operator fighters.csv). */
  readonly proRecord?: ProRecord | null;
  /** Bouts this source lists the name in (division, date): tells same-named people apart when only a name links them. */
  readonly seenIn?: readonly { readonly weightClass: string | null; readonly date: string | null }[];
}

/** A retirement, a comeback or a death as an operator file records it, with who reported it. */
export interface SourceRetirement {
  readonly fighter: FighterRef;
  readonly date: string;
  readonly kind: 'retired' | 'comeback' | 'died';
  readonly source: string;
  /** Where it was read ("retirements.csv:4"), for notes. */
  readonly where: string;
}

/** A name fans know a fighter by that no source spells ("GSP"), with the pages that use it (names.csv). */
export interface SourceKnownName {
  readonly fighter: FighterRef;
  readonly name: string;
  readonly source: string;
  /** Where it was read ("curated/names:4"), for notes. */
  readonly where: string;
}

export interface SourceEvent {
  readonly key: string;
  readonly source: SourceName;
  readonly name: string;
  readonly date: string | null;
  readonly location: string | null;
  readonly organization: OrganizationCode;
  readonly status: EventStatus | null;
  readonly ids: { ufcstats?: string; betmma?: string };
}

export interface SourceBout {
  readonly key: string;
  readonly source: SourceName;
  readonly eventKey: string;
  readonly a: FighterRef;
  readonly b: FighterRef;
  readonly outcomeA: BoutOutcome | null;
  readonly weightClass: string | null;
  readonly titleBout: boolean;
  /** For an interim title (titleBout is set too): the champion keeps his belt (jobs/title-lineage.ts). */
  readonly interimTitle?: boolean;
  /** A title bout's belt class where our list names the class otherwise (`beltClass`: ONE's strawweight). */
  readonly titleClass?: string;
  readonly scheduledRounds: number | null;
  readonly method: BoutMethod | null;
  readonly methodDetail: string | null;
  readonly endRound: number | null;
  readonly endTimeSeconds: number | null;
  readonly ids: DatasetBout['ids'];
  /** Position on the card when the source gives it; used only for stable ordering. */
  readonly order: number;
  /** Place on the card counted from the main event (0), where the source gives the card's order (card-position.ts). */
  readonly cardPosition?: number;
}

/** Id crosswalks: for each other system, that system's id -> ufcstats id. */
export interface Crosswalks {
  readonly fighterToUfcstats: ReadonlyMap<IdSystem, ReadonlyMap<string, string>>;
  readonly boutBetmmaToUfcstats: ReadonlyMap<string, string>;
  readonly eventBetmmaToUfcstats: ReadonlyMap<string, string>;
}

/**
 * An official result a source gets wrong or leaves out, as an operator file or the curated list records it: a no
 * contest Bet MMA never states, a win overturned after a failed drug test. It replaces the sources' result.
 */
export interface SourceResult {
  readonly a: FighterRef;
  readonly b: FighterRef;
  readonly date: string;
  /** From fighter A's side. */
  readonly outcomeA: BoutOutcome;
  readonly method: BoutMethod | null;
  readonly methodDetail: string | null;
  /** The round and the time into it the bout ended, where the record states them (null: keep the source's). */
  readonly endRound?: number | null;
  readonly endTimeSeconds?: number | null;
  /** The division the bout was fought at, where the sources give none or the wrong one (a division of our lists). */
  readonly weightClass: string | null;
  /** A title bout the sources do not flag (Bet MMA flags none): the champion rule knows the winner as champion. */
  readonly titleBout: boolean;
  /** The title bout was for an interim title. */
  readonly interimTitle?: boolean;
  /** A title bout's belt class where our list names the class otherwise (`beltClass`: ONE's strawweight). */
  readonly titleClass?: string;
  /** Organization and event name, used only when no source holds the bout and it has to be added. */
  readonly organization: OrganizationCode | null;
  readonly eventName: string | null;
  readonly source: string;
  readonly where: string;
}

/** A title changing hands by announcement (title-changes.csv), with who reported it. */
export interface SourceTitleChange {
  readonly fighter: FighterRef;
  readonly date: string;
  readonly organization: OrganizationCode;
  /** The class as our lists name it (listDivision): ONE's men's strawweight is our flyweight. */
  readonly division: string;
  readonly belt: TitleChange['belt'];
  readonly change: TitleChange['change'];
  readonly source: string;
  /** Where it was read ("curated/title-changes:4"), for notes. */
  readonly where: string;
}

export interface SourcePart {
  readonly events: readonly SourceEvent[];
  readonly bouts: readonly SourceBout[];
  readonly fighters: readonly FighterFacts[];
  readonly retirements?: readonly SourceRetirement[];
  readonly results?: readonly SourceResult[];
  readonly titleChanges?: readonly SourceTitleChange[];
  readonly knownNames?: readonly SourceKnownName[];
}

export const EMPTY_PART: SourcePart = { events: [], bouts: [], fighters: [] };
