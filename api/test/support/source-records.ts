// Hand-made source records for the identity and merge tests: a fighter's facts, an event, a bout with every optional
// field unknown, and the resolve-then-merge step the importer runs on them. Each builder takes only what a test
// varies; the rest is the blank a source record starts as.
import { resolveIdentities } from '../../src/pipeline/sources/identity/identity';
import { mergeRecords } from '../../src/pipeline/sources/identity/merge-records';
import { buildSameNightIndex } from '../../src/pipeline/sources/identity/same-night';
import type {
  Crosswalks,
  FighterFacts,
  FighterRef,
  IdSystem,
  SourceBout,
  SourceEvent,
  SourceName,
  SourcePart,
} from '../../src/pipeline/sources/source-records';

/** Crosswalks that link the given fighter ids of another system to UFC Stats ids, and nothing else. */
export const crosswalks = (fighters: Partial<Record<IdSystem, Record<string, string>>> = {}): Crosswalks => ({
  fighterToUfcstats: new Map(Object.entries(fighters).map(([system, map]) => [system as IdSystem, new Map(Object.entries(map))])),
  boutBetmmaToUfcstats: new Map(),
  eventBetmmaToUfcstats: new Map(),
});

export const facts = (source: SourceName, system: IdSystem, id: string, name: string, extra: Partial<FighterFacts> = {}): FighterFacts => ({
  source,
  system,
  id,
  name,
  ...extra,
});

export const sourceEvent = (source: SourceName, key: string, date: string | null, organization = 'UFC', name = `${organization} card`): SourceEvent => ({
  key,
  source,
  name,
  date,
  location: null,
  organization,
  status: null,
  ids: {},
});

export const byId = (system: IdSystem, id: string, name: string | null = null): FighterRef => ({ kind: 'id', system, id, name });
export const byName = (name: string): FighterRef => ({ kind: 'name', name });

/** Bouts keep the order they were made in, as a source's rows do. */
let order = 0;
export const sourceBout = (source: SourceName, key: string, eventKey: string, a: FighterRef, b: FighterRef, extra: Partial<SourceBout> = {}): SourceBout => ({
  key,
  source,
  eventKey,
  a,
  b,
  outcomeA: 'W',
  weightClass: null,
  titleBout: false,
  scheduledRounds: null,
  method: null,
  methodDetail: null,
  endRound: null,
  endTimeSeconds: null,
  ids: {},
  order: order++,
  ...extra,
});

/** Identities resolved from every part's fighters, then the records merged, with the notes both wrote. */
export function resolveAndMerge(parts: SourcePart[], walks = crosswalks()) {
  const notes: string[] = [];
  const identities = resolveIdentities(
    parts.flatMap((part) => part.fighters),
    walks,
    notes,
    buildSameNightIndex(parts, walks),
  );
  return { identities, notes, ...mergeRecords(parts, identities, notes) };
}
