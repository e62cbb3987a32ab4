// Official results the sources get wrong or leave out (issue 23 item 5): Bet MMA, a betting data set, never states a
// no contest; it keeps the original winner of a result later overturned, or drops the bout. A correction recorded in
// an operator file or the curated list (results.csv, each row with its source) replaces the sources' result for the
// bout of those two fighters within a day of its date, or adds the bout when no source holds it.
import type { DatasetBout, DatasetEvent } from '../dataset';
import { addDays } from '../normalise/dates';
import { createMatcherFromProfiles } from '../identity/fighter-matcher';
import { profileOf, type Identities } from '../identity/identity';
import { cardsWithAResult, flipOutcome } from '../identity/merge-records';
import { nameSlug } from '../normalise/names';
import type { FighterRef, SourceResult } from '../source-records';

export interface Corrected {
  readonly events: DatasetEvent[];
  readonly bouts: DatasetBout[];
}

/** Applies each correction; `notes` gets one line per bout changed or added, and per record that named nobody. */
export function applyResultCorrections(
  events: readonly DatasetEvent[],
  bouts: readonly DatasetBout[],
  results: readonly SourceResult[],
  identities: Identities,
  notes: string[],
): Corrected {
  if (results.length === 0) return { events: [...events], bouts: [...bouts] };
  const matcher = createMatcherFromProfiles([...identities.persons].map(([key, facts]) => profileOf(key, facts)));
  const keyOf = (ref: FighterRef, date: string): string | null => {
    if (ref.kind === 'id') {
      const known =
        identities.lookup(ref.system, ref.id) ?? (ref.system === 'ufcstats' && identities.persons.has(`ufc:${ref.id}`) ? `ufc:${ref.id}` : undefined);
      if (known) return known;
    }
    return ref.name ? matcher.match(ref.name, { date }) : null;
  };

  const loadedOrganizations = new Set(events.map((event) => event.organization));
  const nextEvents = [...events];
  const nextBouts = bouts.map((bout) => ({ ...bout }));
  for (const result of results) {
    const [a, b] = [keyOf(result.a, result.date), keyOf(result.b, result.date)];
    const label = `${result.a.name ?? '?'} vs ${result.b.name ?? '?'} on ${result.date}`;
    if (!a || !b) {
      notes.push(`${result.where}: ${label} names a fighter we do not know; not applied`);
      continue;
    }
    const near = new Set([addDays(result.date, -1), result.date, addDays(result.date, 1)]);
    const bout = nextBouts.find(
      (candidate) =>
        candidate.date !== null &&
        near.has(candidate.date) &&
        ((candidate.fighterA === a && candidate.fighterB === b) || (candidate.fighterA === b && candidate.fighterB === a)),
    );
    if (bout) {
      const outcomeA = bout.fighterA === a ? result.outcomeA : flipOutcome(result.outcomeA);
      const before = bout.outcomeA;
      Object.assign(bout, {
        outcomeA,
        method: result.method ?? bout.method,
        methodDetail: result.methodDetail ?? bout.methodDetail,
        // A stated round replaces the source's round and time together: the source's time was another round's.
        endRound: result.endRound ?? bout.endRound,
        endTimeSeconds: (result.endRound ?? null) === null ? bout.endTimeSeconds : (result.endTimeSeconds ?? null),
        weightClass: result.weightClass ?? bout.weightClass,
        titleBout: result.titleBout || bout.titleBout,
        // `yes` only says "a title bout": it keeps an interim flag a source set.
        interimTitle: result.interimTitle === true || bout.interimTitle === true,
        titleClass: result.weightClass ? result.titleClass : bout.titleClass,
        titleOrganization: beltOnAnotherCard(result, bout.organization) ?? bout.titleOrganization,
      });
      const [nameA, nameB] = [result.a.name ?? a, result.b.name ?? b];
      notes.push(
        `${label}: ${describe(bout.fighterA === a ? before : flipOutcome(before), nameA, nameB)} -> ${describe(result.outcomeA, nameA, nameB)}${titleNote(result)} (${result.source})`,
      );
      continue;
    }
    // An added bout fills a gap in a promotion the load holds; it does not bring in a promotion the load has no card of
    // (a UFC-only load keeps Rizin's and ONE's bouts out, though their fighters are in ufcstats' fighter list).
    if (result.organization !== null && !loadedOrganizations.has(result.organization)) {
      notes.push(`${result.where}: ${label} is a ${result.organization} bout and no ${result.organization} card is loaded; not added`);
      continue;
    }
    const event = eventFor(nextEvents, result, near);
    const belt = beltOnAnotherCard(result, event.organization);
    const added: DatasetBout = {
      key: `fix:${result.date}:${nameSlug(result.a.name ?? a)}:${nameSlug(result.b.name ?? b)}`,
      eventKey: event.key,
      date: event.date,
      organization: event.organization,
      ...(belt ? { titleOrganization: belt } : {}),
      fighterA: a,
      fighterB: b,
      outcomeA: result.outcomeA,
      weightClass: result.weightClass,
      titleBout: result.titleBout,
      interimTitle: result.interimTitle === true,
      ...(result.titleClass ? { titleClass: result.titleClass } : {}),
      scheduledRounds: null,
      method: result.method,
      methodDetail: result.methodDetail,
      endRound: result.endRound ?? null,
      endTimeSeconds: result.endTimeSeconds ?? null,
      ids: {},
    };
    const last = nextBouts.findLastIndex((candidate) => candidate.eventKey === event.key);
    nextBouts.splice(last === -1 ? nextBouts.length : last + 1, 0, added);
    notes.push(`${label}: in no source, added as ${describe(result.outcomeA, result.a.name ?? a, result.b.name ?? b)}${titleNote(result)} (${result.source})`);
  }
  return { events: completeCardsWithResults(nextEvents, nextBouts), bouts: nextBouts };
}

/**
 * A scheduled card that a recorded result now gives a result has taken place: completed, as the merge marks a card
 * any source gives a result (Bet MMA's copy of 2024-12-13/14 held the cards before their results). Its bouts still
 * without one stay so, and say their result is not in our data. (The operator CLI completes a card only when every
 * bout has its result: on fight night the results come in one by one, and the card is still running.)
 */
function completeCardsWithResults(events: DatasetEvent[], bouts: readonly DatasetBout[]): DatasetEvent[] {
  const withResult = cardsWithAResult(bouts);
  return events.map((event) => (event.status === 'scheduled' && withResult.has(event.key) ? { ...event, status: 'completed' } : event));
}

/**
 * A title row's promotion where the card it was fought on is another's: the belt is the row's promotion's, whosever
 * card it was fought on (Eblen's Bellator defence on a PFL card). Undefined for a row that flags no title.
 */
function beltOnAnotherCard(result: SourceResult, cardOrganization: string): string | undefined {
  return result.titleBout && result.organization !== null && result.organization !== cardOrganization ? result.organization : undefined;
}

/**
 * The card the record names within a day of the date, whoever ran it (a title row's promotion is the belt's: Bellator's
 * flyweight belt was fought for on Rizin's card Super Rizin 2); else the promotion's card of that very day, else its
 * card within a day; or a new card named as the record names it. A promotion may hold cards on consecutive nights
 * (Cage Warriors 120 to 122), and the card a result lands on is completed by it.
 */
function eventFor(events: DatasetEvent[], result: SourceResult, near: ReadonlySet<string>): DatasetEvent {
  const nearby = events.filter((event) => event.date !== null && near.has(event.date));
  const named = result.eventName ? nameSlug(result.eventName) : null;
  const namedCard = named === null ? undefined : nearby.find((event) => nameSlug(event.name) === named);
  if (namedCard) return namedCard;
  const candidates = nearby.filter((event) => result.organization !== null && event.organization === result.organization);
  const existing = candidates.find((event) => event.date === result.date) ?? candidates[0];
  if (existing) return existing;
  const event: DatasetEvent = {
    key: `fix:${result.date}:${nameSlug(result.eventName ?? result.organization ?? 'event')}`,
    name: result.eventName ?? `${result.organization ?? 'Unknown'} ${result.date}`,
    date: result.date,
    location: null,
    country: null,
    organization: result.organization ?? 'OTHER',
    status: 'completed',
    ids: {},
  };
  const at = events.findIndex((other) => (other.date ?? '9999') > result.date);
  events.splice(at === -1 ? events.length : at, 0, event);
  return event;
}

/** ", a Lightweight title bout", ", a Lightweight interim title bout", ", a title bout", ", at Lightweight" or nothing: what the record adds beyond the result. */
function titleNote({ weightClass, titleBout, interimTitle }: SourceResult): string {
  const title = interimTitle ? 'interim title bout' : 'title bout';
  if (titleBout) return weightClass ? `, a ${weightClass} ${title}` : `, a ${title}`;
  return weightClass ? `, at ${weightClass}` : '';
}

/** "a no contest", "a draw", "a win for Usman Nurmagomedov" from A's outcome. */
function describe(outcomeA: DatasetBout['outcomeA'], nameA: string, nameB: string): string {
  if (outcomeA === 'NC') return 'a no contest';
  if (outcomeA === 'D') return 'a draw';
  if (outcomeA === null) return 'no result';
  return `a win for ${outcomeA === 'W' ? nameA : nameB}`;
}
