// Joins every source's events and bouts into one list where each real event and bout appears once:
// first by shared ids (ufcstats ids, Bet MMA ids through the crosswalks), then bouts of the same two
// fighters within a day of each other, which catches cards two sources both cover without a crosswalk.
import { countryOfLocation } from '../normalise/countries';
import type { BoutOutcome, DatasetBout, DatasetEvent } from '../dataset';
import { addDays } from '../normalise/dates';
import { createMatcherFromProfiles, type FighterMatcher } from './fighter-matcher';
import { profileOf, type Identities } from './identity';
import { linkFightersByBouts } from './link-by-bouts';
import { looseNameKeys, nameKey, nameSlug } from '../normalise/names';
import { linkFightersOnSameCard } from './same-card-fighters';
import { mergeSplitCareers } from './split-careers';
import type { FighterFacts, FighterRef, SourceBout, SourceEvent, SourceName, SourcePart } from '../source-records';

const PRIORITY: Readonly<Record<SourceName, number>> = { ufcstats: 0, 'jds-ufc-stats': 1, betmma: 2, tapology: 3, mmadecisions: 4, generic: 5, wikipedia: 6 };

const NEWCOMER_PREFIX: Partial<Record<SourceName, string>> = { generic: 'gen', wikipedia: 'wiki' };

interface BoutDraft extends DatasetBout {
  sources: Set<SourceName>;
  priority: number;
  order: number;
}

export interface Merged {
  readonly events: DatasetEvent[];
  readonly bouts: DatasetBout[];
  /** Fighters found to be one person after the id pass, each with its evidence (for data:report). */
  readonly merges: string[];
}

export function mergeRecords(parts: readonly SourcePart[], identities: Identities, ambiguities: string[]): Merged {
  const events = mergeEvents(parts.flatMap((part) => part.events));
  const bouts = mergeBoutsById(
    parts.flatMap((part) => part.bouts),
    events,
    identities,
    ambiguities,
  );
  const dateOf = (draft: { eventKey: string }) => events.byKey.get(draft.eventKey)?.date ?? null;
  const relink = (links: ReadonlyMap<string, string>) => {
    for (const [from, to] of links) identities.merge(from, to);
    for (const bout of bouts) {
      bout.fighterA = links.get(bout.fighterA) ?? bout.fighterA;
      bout.fighterB = links.get(bout.fighterB) ?? bout.fighterB;
    }
  };
  relink(linkFightersByBouts(bouts, dateOf, identities, ambiguities));
  const merges: string[] = [];
  const sameCard = linkFightersOnSameCard(
    bouts.map((bout) => ({ ...bout, date: dateOf(bout) })),
    identities,
    ambiguities,
  );
  const nameOf = (key: string) => identities.persons.get(key)?.find((fact) => fact.name)?.name ?? key;
  for (const [from, to] of sameCard)
    merges.push(`${from} "${nameOf(from)}" into ${to} "${nameOf(to)}": in another source's record of the same fight, same night`);
  relink(sameCard);
  relink(
    mergeSplitCareers(
      bouts.map((bout) => ({ ...bout, date: dateOf(bout) })),
      identities,
      merges,
      ambiguities,
    ),
  );
  const deduped = mergeSameFight(bouts, events);
  return { ...finish(events, deduped, ambiguities), merges };
}

function byPriority<T extends { source: SourceName }>(records: readonly T[]): T[] {
  return [...records].sort((x, y) => PRIORITY[x.source] - PRIORITY[y.source]);
}

function canonicalEventKey(event: SourceEvent): string {
  return event.ids.ufcstats ? `ufc:${event.ids.ufcstats}` : event.key;
}

interface EventMerge {
  readonly byKey: Map<string, DatasetEvent & { priority: number }>;
  /** Source event key -> canonical event key. */
  readonly alias: Map<string, string>;
}

function mergeEvents(sourceEvents: readonly SourceEvent[]): EventMerge {
  const byKey = new Map<string, DatasetEvent & { priority: number }>();
  const alias = new Map<string, string>();
  for (const event of byPriority(sourceEvents)) {
    const key = canonicalEventKey(event);
    alias.set(event.key, key);
    const known = byKey.get(key);
    if (!known) {
      byKey.set(key, {
        key,
        name: event.name,
        date: event.date,
        location: event.location,
        country: null,
        organization: event.organization,
        status: event.status ?? 'completed',
        ids: { ...event.ids },
        priority: PRIORITY[event.source],
      });
      continue;
    }
    known.date ??= event.date;
    known.location ??= event.location;
    known.ids = { ...event.ids, ...known.ids };
  }
  return { byKey, alias };
}

type RefKey = (ref: FighterRef & { kind: 'id' }) => string;
type DateOf = (bout: SourceBout) => string | null;
/** A fighter's dated bouts, which help tell same-named people apart. */
type DatedBouts = Map<string, { date: string; weightClass: string | null }[]>;

function mergeBoutsById(sourceBouts: readonly SourceBout[], events: EventMerge, identities: Identities, ambiguities: string[]): BoutDraft[] {
  const groups = groupBoutsById(sourceBouts);
  const refKey: RefKey = (ref) => identities.keyOf(ref.system, ref.id);
  const dateOf: DateOf = (bout) => events.byKey.get(events.alias.get(bout.eventKey) ?? '')?.date ?? null;
  // Fighters named by id settle first; their dated bouts then help tell same-named people apart.
  const { resolved, boutsOf } = settleIdPairs(groups, refKey, dateOf);
  const nameRef = nameResolver(identities, boutsOf, refKey, dateOf, ambiguities);
  const fits = nameFitter(identities);
  const drafts: BoutDraft[] = [];
  for (const [key, group] of groups) {
    const primary = group[0]!;
    const weightClass = firstWeightClass(group);
    const [fighterA, fighterB] = resolved.get(key) ?? [nameRef(primary.a, primary, weightClass), nameRef(primary.b, primary, weightClass)];
    const oriented = group.map((bout) => orient(bout, fighterA, fighterB, refKey, fits, ambiguities));
    const eventKey = events.alias.get(primary.eventKey);
    if (!eventKey) {
      ambiguities.push(`unmatched: ${primary.source} bout ${primary.key} belongs to unknown event ${primary.eventKey}; bout skipped`);
      continue;
    }
    drafts.push(draftOf(key, group, oriented, { eventKey, fighterA, fighterB, weightClass }));
  }
  return drafts;
}

/** One group per bout, keyed by its UFC Stats id when it has one; each group in source priority order. */
function groupBoutsById(sourceBouts: readonly SourceBout[]): Map<string, SourceBout[]> {
  const groups = new Map<string, SourceBout[]>();
  for (const bout of byPriority(sourceBouts)) {
    const key = bout.ids.ufcstats ? `ufc:${bout.ids.ufcstats}` : bout.key;
    const group = groups.get(key);
    if (group) group.push(bout);
    else groups.set(key, [bout]);
  }
  return groups;
}

const firstWeightClass = (group: readonly SourceBout[]) => group.find((bout) => bout.weightClass)?.weightClass ?? null;

/** The two fighters of every group one of whose records names both by id, and those fighters' dated bouts. */
function settleIdPairs(groups: Map<string, SourceBout[]>, refKey: RefKey, dateOf: DateOf) {
  const resolved = new Map<string, [string, string]>();
  const boutsOf: DatedBouts = new Map();
  for (const [key, group] of groups) {
    const identity = group.find((bout) => bout.a.kind === 'id' && bout.b.kind === 'id');
    if (!identity || identity.a.kind !== 'id' || identity.b.kind !== 'id') continue;
    const pair: [string, string] = [refKey(identity.a), refKey(identity.b)];
    resolved.set(key, pair);
    const date = dateOf(identity);
    const weightClass = firstWeightClass(group);
    if (date) for (const fighter of pair) (boutsOf.get(fighter) ?? boutsOf.set(fighter, []).get(fighter)!).push({ date, weightClass });
  }
  return { resolved, boutsOf };
}

/**
 * The fighter key of one corner: an id names its fighter; a display name is matched against the known fighters
 * (built on first use), and one that matches nobody, or more than one, becomes its own fighter and is reported.
 */
function nameResolver(identities: Identities, boutsOf: DatedBouts, refKey: RefKey, dateOf: DateOf, ambiguities: string[]) {
  let matchers: { everyone: FighterMatcher; ufcstatsListed: FighterMatcher } | null = null;
  return (ref: FighterRef, bout: SourceBout, weightClass: string | null): string => {
    if (ref.kind === 'id') return refKey(ref);
    matchers ??= buildMatchers(identities, boutsOf);
    const context = { weightClass, date: dateOf(bout) };
    // ufcstats's results name only fighters its own fighter list holds. After the jds snapshot (a fresh sync) a
    // debutant's earlier career may sit under a Bet MMA id no crosswalk joins yet: a namesake of his, not him.
    const listed = bout.source === 'ufcstats' ? matchers.ufcstatsListed.resolve(ref.name, context) : null;
    const result = listed && listed.kind !== 'none' ? listed : matchers.everyone.resolve(ref.name, context);
    if (result.kind === 'match') return result.key;
    // Never guess: an unmatched or ambiguous display name becomes its own fighter and is reported.
    // Operator files and Wikipedia's cards bring promotions no other source covers: a name nobody has is a newcomer.
    const newcomer = (bout.source === 'generic' || bout.source === 'wikipedia') && result.kind === 'none';
    const key = `${newcomer ? NEWCOMER_PREFIX[bout.source] : 'name'}:${nameSlug(ref.name)}`;
    if (!identities.persons.has(key)) {
      identities.attach(key, { source: bout.source, system: 'generic', id: key, name: ref.name });
    }
    if (!newcomer) {
      ambiguities.push(
        result.kind === 'none'
          ? `unmatched: ${bout.source} bout ${bout.key} names "${ref.name}", who is in no fighter list; kept as ${key}`
          : `ambiguous: ${bout.source} bout ${bout.key} names "${ref.name}" (${weightClass ?? 'unknown division'}, ${dateOf(bout) ?? 'no date'}), ` +
              `who could be ${result.candidates.join(' or ')}; kept as ${key}`,
      );
    }
    return key;
  };
}

function buildMatchers(identities: Identities, boutsOf: DatedBouts) {
  const profiles = [...identities.persons].map(([key, facts]) => ({ facts, profile: profileOf(key, facts, boutsOf.get(key) ?? []) }));
  const onUfcstatsList = (facts: readonly FighterFacts[]) => facts.some((fact) => fact.source === 'ufcstats' && fact.system === 'ufcstats');
  return {
    everyone: createMatcherFromProfiles(profiles.map((p) => p.profile)),
    ufcstatsListed: createMatcherFromProfiles(profiles.filter((p) => onUfcstatsList(p.facts)).map((p) => p.profile)),
  };
}

/** One bout from its records (best source first): each fact from the first record that has it. */
function draftOf(
  key: string,
  group: readonly SourceBout[],
  oriented: readonly { bout: SourceBout; outcomeA: BoutOutcome | null }[],
  settled: { eventKey: string; fighterA: string; fighterB: string; weightClass: string | null },
): BoutDraft {
  const primary = group[0]!;
  const pick = <T>(read: (entry: (typeof oriented)[number]) => T | null): T | null => {
    for (const entry of oriented) {
      const value = read(entry);
      if (value !== null) return value;
    }
    return null;
  };
  return {
    key,
    eventKey: settled.eventKey,
    date: null,
    organization: '',
    fighterA: settled.fighterA,
    fighterB: settled.fighterB,
    outcomeA: pick((entry) => entry.outcomeA),
    weightClass: settled.weightClass,
    titleBout: group.some((bout) => bout.titleBout),
    // The best source that flags the title and says which decides: one reader's slip cannot turn ufcstats' "Heavyweight
    // Title Bout" into an interim one, and an operator's plain `yes` (silent on it) leaves another source's flag.
    interimTitle: pick((entry) => (entry.bout.titleBout ? (entry.bout.interimTitle ?? null) : null)) ?? undefined,
    titleClass: pick((entry) => (entry.bout.titleBout ? (entry.bout.titleClass ?? null) : null)) ?? undefined,
    scheduledRounds: pick((entry) => entry.bout.scheduledRounds),
    method: pick((entry) => entry.bout.method),
    methodDetail: pick((entry) => entry.bout.methodDetail),
    endRound: pick((entry) => entry.bout.endRound),
    endTimeSeconds: pick((entry) => entry.bout.endTimeSeconds),
    cardPosition: pick((entry) => entry.bout.cardPosition ?? null) ?? undefined,
    ids: Object.assign({}, ...[...group].reverse().map((bout) => bout.ids)),
    sources: new Set(group.map((bout) => bout.source)),
    priority: PRIORITY[primary.source],
    order: primary.order,
  };
}

function orient(
  bout: SourceBout,
  fighterA: string,
  fighterB: string,
  refKey: (ref: FighterRef & { kind: 'id' }) => string,
  fits: (name: string, key: string) => boolean,
  ambiguities: string[],
): { bout: SourceBout; outcomeA: BoutOutcome | null } {
  let flipped = false;
  if (bout.a.kind === 'id' && bout.b.kind === 'id') {
    const [a, b] = [refKey(bout.a), refKey(bout.b)];
    flipped = a === fighterB && b === fighterA;
    if (!flipped && (a !== fighterA || b !== fighterB)) {
      ambiguities.push(`conflict: ${bout.source} bout ${bout.key} lists ${a} vs ${b}, other sources ${fighterA} vs ${fighterB}`);
    }
  } else if (bout.a.kind === 'name' && bout.b.kind === 'name') {
    flipped = !fits(bout.a.name, fighterA) && (fits(bout.a.name, fighterB) || fits(bout.b.name, fighterA));
  }
  return { bout, outcomeA: flipped ? flipOutcome(bout.outcomeA) : bout.outcomeA };
}

export function flipOutcome(outcome: BoutOutcome | null): BoutOutcome | null {
  return outcome === 'W' ? 'L' : outcome === 'L' ? 'W' : outcome;
}

function nameFitter(identities: Identities): (name: string, key: string) => boolean {
  const cache = new Map<string, Set<string>>();
  return (name, key) => {
    let keys = cache.get(key);
    if (!keys) {
      keys = new Set();
      for (const fact of identities.persons.get(key) ?? []) {
        for (const other of [fact.name, ...(fact.aliases ?? [])]) {
          if (other) for (const variant of [nameKey(other), ...looseNameKeys(other)]) keys.add(variant);
        }
      }
      cache.set(key, keys);
    }
    return keys.has(nameKey(name)) || looseNameKeys(name).some((variant) => keys.has(variant));
  };
}

/**
 * The same two fighters within a day (sources disagree on dates across time zones) in two different sources
 * is one fight (so is a pair one source lists twice on one day): the more trusted record keeps its key and takes the other's ids and missing fields.
 * A card whose bouts mostly fold into another source's card is the same event and folds with them.
 */
function mergeSameFight(drafts: BoutDraft[], events: EventMerge): BoutDraft[] {
  const dateOf = (draft: BoutDraft) => events.byKey.get(draft.eventKey)?.date ?? null;
  const byPair = new Map<string, BoutDraft[]>();
  for (const draft of drafts) {
    const pair = [draft.fighterA, draft.fighterB].sort().join('|');
    (byPair.get(pair) ?? byPair.set(pair, []).get(pair)!).push(draft);
  }
  const absorbed = new Set<BoutDraft>();
  const moves = new Map<string, Map<string, number>>();
  const atHome = homeOrganizations(drafts, events);
  for (const list of byPair.values()) {
    if (list.length < 2) continue;
    // The better source first; between copies one source put on two cards, the card of a promotion the two fight for.
    list.sort((x, y) => x.priority - y.priority || atHome(y) - atHome(x) || compareText(x.key, y.key));
    for (const [index, keep] of list.entries()) {
      if (absorbed.has(keep)) continue;
      const date = dateOf(keep);
      if (!date) continue;
      const near = new Set([addDays(date, -1), date, addDays(date, 1)]);
      for (const other of list.slice(index + 1)) {
        if (absorbed.has(other)) continue;
        const otherDate = dateOf(other);
        if (!otherDate || !near.has(otherDate)) continue;
        // One source listing a pair twice within a day is a duplicate row (Bet MMA does this, once on two promotions'
        // cards a day apart: Jeffery vs Harris on ACA 135 and CFFC 105), except that two distinct ufcstats fight ids
        // are two fights: ufcstats is the authority on what was a separate bout (a 1997 tournament rematch).
        const sameSource = [...other.sources].some((source) => keep.sources.has(source));
        if (sameSource && keep.ids.ufcstats && other.ids.ufcstats) continue;
        fold(keep, other);
        absorbed.add(other);
        const counts = moves.get(other.eventKey) ?? moves.set(other.eventKey, new Map()).get(other.eventKey)!;
        counts.set(keep.eventKey, (counts.get(keep.eventKey) ?? 0) + 1);
      }
    }
  }

  const remaining = drafts.filter((draft) => !absorbed.has(draft));
  const totals = new Map<string, number>();
  for (const draft of drafts) totals.set(draft.eventKey, (totals.get(draft.eventKey) ?? 0) + 1);
  for (const [from, targets] of [...moves].sort(([a], [b]) => compareText(a, b))) {
    const [target, count] = [...targets].sort((x, y) => y[1] - x[1] || compareText(x[0], y[0]))[0]!;
    if (count * 2 < (totals.get(from) ?? 0)) continue;
    const source = events.byKey.get(from)!;
    const kept = events.byKey.get(target)!;
    kept.ids = { ...source.ids, ...kept.ids };
    events.byKey.delete(from);
    for (const [alias, key] of events.alias) if (key === from) events.alias.set(alias, target);
    for (const draft of remaining) if (draft.eventKey === from) draft.eventKey = target;
  }
  return remaining;
}

/** How many of the two fighters' other bouts were on cards of this bout's organization. */
function homeOrganizations(drafts: readonly BoutDraft[], events: EventMerge): (draft: BoutDraft) => number {
  const organizationOf = (draft: BoutDraft) => events.byKey.get(draft.eventKey)?.organization ?? null;
  const counts = new Map<string, Map<string, number>>();
  for (const draft of drafts) {
    const organization = organizationOf(draft);
    if (!organization) continue;
    for (const fighter of [draft.fighterA, draft.fighterB]) {
      const own = counts.get(fighter) ?? counts.set(fighter, new Map()).get(fighter)!;
      own.set(organization, (own.get(organization) ?? 0) + 1);
    }
  }
  return (draft) => {
    const organization = organizationOf(draft);
    if (!organization) return 0;
    // Less the bout itself, counted once for each fighter.
    return (counts.get(draft.fighterA)?.get(organization) ?? 0) + (counts.get(draft.fighterB)?.get(organization) ?? 0) - 2;
  };
}

function fold(keep: BoutDraft, other: BoutDraft): void {
  const flipped = keep.fighterA === other.fighterB && keep.fighterB === other.fighterA && keep.fighterA !== keep.fighterB;
  keep.outcomeA ??= flipped ? flipOutcome(other.outcomeA) : other.outcomeA;
  keep.weightClass ??= other.weightClass;
  if (keep.interimTitle === undefined && other.titleBout) keep.interimTitle = other.interimTitle;
  if (keep.titleClass === undefined && other.titleBout) keep.titleClass = other.titleClass;
  keep.titleBout ||= other.titleBout;
  keep.scheduledRounds ??= other.scheduledRounds;
  keep.method ??= other.method;
  keep.methodDetail ??= other.methodDetail;
  keep.endRound ??= other.endRound;
  keep.endTimeSeconds ??= other.endTimeSeconds;
  keep.ids = { ...other.ids, ...keep.ids };
  for (const source of other.sources) keep.sources.add(source);
}

/**
 * The cards any of whose bouts has a result: they have taken place, so they are completed (a cancelled card aside),
 * whatever a source's copy taken before the results says. The merge and the recorded results (result-corrections.ts)
 * both read a card's status from it.
 */
export function cardsWithAResult(bouts: Iterable<Pick<DatasetBout, 'eventKey' | 'outcomeA'>>): Set<string> {
  const cards = new Set<string>();
  for (const bout of bouts) if (bout.outcomeA) cards.add(bout.eventKey);
  return cards;
}

function finish(events: EventMerge, drafts: BoutDraft[], ambiguities: string[]): Omit<Merged, 'merges'> {
  const withResult = cardsWithAResult(drafts);
  const withBout = new Set(drafts.map((draft) => draft.eventKey));
  const datasetEvents: DatasetEvent[] = [];
  for (const { priority: _priority, ...event } of events.byKey.values()) {
    if (!withBout.has(event.key) && event.status !== 'scheduled' && event.status !== 'cancelled') continue;
    if (!event.date) ambiguities.push(`undated: event ${event.key} "${event.name}" has no date in any source`);
    datasetEvents.push({
      ...event,
      country: countryOfLocation(event.location)?.name ?? null,
      status: event.status === 'cancelled' ? 'cancelled' : withResult.has(event.key) ? 'completed' : 'scheduled',
    });
  }
  const eventByKey = new Map(datasetEvents.map((event) => [event.key, event]));
  const bouts = drafts.map(({ sources: _sources, priority: _priority, order: _order, ...bout }): DatasetBout => {
    const event = eventByKey.get(bout.eventKey)!;
    return { ...bout, date: event.date, organization: event.organization, ids: sortedIds(bout.ids) };
  });
  const order = new Map(drafts.map((draft) => [draft.key, draft.order]));
  datasetEvents.sort((x, y) => compareText(x.date ?? '9999', y.date ?? '9999') || compareText(x.key, y.key));
  const eventRank = new Map(datasetEvents.map((event, index) => [event.key, index]));
  bouts.sort((x, y) => eventRank.get(x.eventKey)! - eventRank.get(y.eventKey)! || order.get(x.key)! - order.get(y.key)! || compareText(x.key, y.key));
  return { events: datasetEvents.map((event) => ({ ...event, ids: sortedIds(event.ids) })), bouts };
}

function sortedIds<T extends object>(ids: T): T {
  return Object.fromEntries(Object.entries(ids).sort(([a], [b]) => compareText(a, b))) as T;
}

function compareText(x: string, y: string): number {
  return x < y ? -1 : x > y ? 1 : 0;
}
