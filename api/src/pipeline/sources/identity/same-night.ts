// Who fought whom on which night, by ufcstats id, from the sources that name both corners by id (jds UFC_Stats, an
// operator file): the evidence that a record stating another fighter's id is someone else. Bet MMA's "Heraldo Souza"
// shares a Sherdog id with Jose Henrique's record, and the names fit; but his DWCS bout of 2024-10-15 is, by ufcstats
// ids, Heraldo Souza's (ufcstats 22b4…) against Nick Klein, so the record is Heraldo Souza, not Jose Henrique.
import { addDays } from '../normalise/dates';
import type { Crosswalks, FighterFacts, FighterRef, SourcePart } from '../source-records';

/** A corner a source names by id (in its own id system). */
type IdRef = FighterRef & { kind: 'id' };
/** Who the identity pass has found a record to be so far, as a ufcstats id. */
type KnownSoFar = (ref: IdRef) => string | undefined;

export interface SameNightIndex {
  /**
   * The ufcstats id of the fighter a by-id source has in this record's place on one of its nights (same opponent,
   * within a day), when that is not the candidate (whose ufcstats ids are given); null when the sources agree or
   * cannot tell.
   */
  fighterOtherwise(fact: FighterFacts, candidateUfcstats: ReadonlySet<string>, known: KnownSoFar): string | null;
}

export function buildSameNightIndex(parts: readonly SourcePart[], crosswalks: Crosswalks): SameNightIndex {
  const dateOf = new Map(parts.flatMap((part) => part.events.map((event) => [event.key, event.date] as const)));
  const stated = new Map<string, string>();
  for (const fact of parts.flatMap((part) => part.fighters)) if (fact.ids?.ufcstats) stated.set(`${fact.system}:${fact.id}`, fact.ids.ufcstats);
  // An opponent by id: his own ufcstats id, the crosswalk's, the one his record states, or (late) whom the identity
  // pass has already found him to be: Bet MMA's Nick Klein has no id beyond his own, but his name joined him before.
  const ufcstatsOf = (ref: IdRef, known: KnownSoFar): string | undefined =>
    ref.system === 'ufcstats' ? ref.id : (crosswalks.fighterToUfcstats.get(ref.system)?.get(ref.id) ?? stated.get(`${ref.system}:${ref.id}`) ?? known(ref));

  // Opponents by (ufcstats id, night), from bouts whose corners are both ufcstats ids in the source itself.
  const opponents = new Map<string, Set<string>>();
  // A record's own bouts: (its system:id) -> [night, opponent].
  const nights = new Map<string, [string, IdRef][]>();
  for (const bout of parts.flatMap((part) => part.bouts)) {
    const date = dateOf.get(bout.eventKey);
    if (!date) continue;
    const [a, b] = [bout.a, bout.b];
    if (a.kind === 'id' && b.kind === 'id' && a.system === 'ufcstats' && b.system === 'ufcstats') {
      for (const [x, y] of [
        [a.id, b.id],
        [b.id, a.id],
      ] as const)
        (opponents.get(`${x}@${date}`) ?? opponents.set(`${x}@${date}`, new Set()).get(`${x}@${date}`)!).add(y);
      continue;
    }
    for (const [self, other] of [
      [a, b],
      [b, a],
    ] as const) {
      if (self.kind !== 'id' || other.kind !== 'id') continue;
      const key = `${self.system}:${self.id}`;
      (nights.get(key) ?? nights.set(key, []).get(key)!).push([date, other]);
    }
  }

  return {
    fighterOtherwise(fact, candidate, known) {
      for (const [date, ref] of nights.get(`${fact.system}:${fact.id}`) ?? []) {
        const opponent = ufcstatsOf(ref, known);
        if (!opponent) continue;
        for (const day of [addDays(date, -1), date, addDays(date, 1)]) {
          const them = opponents.get(`${opponent}@${day}`);
          if (!them || [...them].some((id) => candidate.has(id))) continue;
          if (them.size === 1) return [...them][0]!;
        }
      }
      return null;
    },
  };
}
