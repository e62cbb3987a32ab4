// Second identity pass: a fighter only one source knows (a Bet MMA id with no crosswalk and a differently
// spelled name: "Riley Dutro" / "Rilley Dutro") is the ufcstats fighter who fought the same opponent within a
// day, provided their names share a word. Shared opponents and dates are stronger evidence than spelling.
import type { DatasetBout } from '../dataset';
import { addDays } from '../normalise/dates';
import type { Identities } from './identity';
import { nameTokens } from '../normalise/names';

type Draft = Pick<DatasetBout, 'key' | 'eventKey' | 'fighterA' | 'fighterB'> & { sources: ReadonlySet<string> };

export function linkFightersByBouts(
  drafts: Draft[],
  dateOf: (draft: Draft) => string | null,
  identities: Identities,
  ambiguities: string[],
): Map<string, string> {
  const isUnlinked = (key: string) => !key.startsWith('ufc:');
  const byFighterDate = new Map<string, Draft[]>();
  for (const draft of drafts) {
    const date = dateOf(draft);
    if (!date) continue;
    for (const fighter of [draft.fighterA, draft.fighterB]) {
      const key = `${fighter}@${date}`;
      (byFighterDate.get(key) ?? byFighterDate.set(key, []).get(key)!).push(draft);
    }
  }

  const candidates = new Map<string, Set<string>>();
  for (const draft of drafts) {
    const date = dateOf(draft);
    if (!date) continue;
    for (const [unlinked, opponent] of [
      [draft.fighterA, draft.fighterB],
      [draft.fighterB, draft.fighterA],
    ] as const) {
      if (!isUnlinked(unlinked) || isUnlinked(opponent)) continue;
      for (const day of [addDays(date, -1), date, addDays(date, 1)]) {
        for (const other of byFighterDate.get(`${opponent}@${day}`) ?? []) {
          if (other === draft || [...other.sources].some((source) => draft.sources.has(source))) continue;
          const target = other.fighterA === opponent ? other.fighterB : other.fighterA;
          if (isUnlinked(target) || !sharesNameWord(identities, unlinked, target)) continue;
          (candidates.get(unlinked) ?? candidates.set(unlinked, new Set()).get(unlinked)!).add(target);
        }
      }
    }
  }

  const links = new Map<string, string>();
  for (const [unlinked, targets] of [...candidates].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (targets.size === 1) links.set(unlinked, [...targets][0]!);
    else ambiguities.push(`ambiguous: ${unlinked} fought the same opponents on the same days as ${[...targets].sort().join(' and ')}; kept separate`);
  }
  return links;
}

function sharesNameWord(identities: Identities, a: string, b: string): boolean {
  const words = (key: string) =>
    new Set((identities.persons.get(key) ?? []).flatMap((fact) => (fact.name ? nameTokens(fact.name) : [])).filter((word) => word.length >= 3));
  const left = words(a);
  return [...words(b)].some((word) => left.has(word));
}
