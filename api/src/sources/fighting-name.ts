// Which name a fighter is shown under when sources disagree ("Patrick Mix" in Bet MMA, "Patchy Mix" at MMA
// Decisions and the UFC). docs/decisions/015-data-truth.md states the rule; every other name stays an alias.
import { looseNameKeys, nameKey } from './names';
import type { FighterFacts, SourceName } from './source-records';

// The UFC's own name first (it is the name on the posters), then an operator's file, then the names the
// promotions announced at decision bouts, then the fan databases.
const NAME_PRIORITY: readonly SourceName[] = ['ufcstats', 'generic', 'mmadecisions', 'tapology', 'betmma', 'jds-ufc-stats'];

export interface NameChoice {
  name: string | null;
  /** Every other spelling with the (most trusted) source that uses it. */
  others: { name: string; source: SourceName }[];
  /** Set when sources name the fighter differently beyond spelling: what was shown over what. */
  conflict: string | null;
}

const rank = (source: SourceName) => NAME_PRIORITY.indexOf(source);

/**
 * The ufcstats name when there is one; otherwise the name most sources agree on (by name key, so "A.J. McKee" and
 * "AJ McKee" agree), ties going to the more trusted source. Spellings of the chosen name are aliases, not conflicts.
 */
export function chooseFightingName(facts: readonly FighterFacts[]): NameChoice {
  const named = facts.filter((fact): fact is FighterFacts & { name: string } => !!fact.name).sort((x, y) => rank(x.source) - rank(y.source));
  if (named.length === 0) return { name: null, others: [], conflict: null };
  const groups = new Map<string, { sources: Set<SourceName>; first: FighterFacts & { name: string } }>();
  for (const fact of named) {
    const key = nameKey(fact.name);
    const group = groups.get(key);
    if (group) group.sources.add(fact.source);
    else groups.set(key, { sources: new Set([fact.source]), first: fact });
  }
  const official = named[0]!.source === 'ufcstats' ? groups.get(nameKey(named[0]!.name))! : null;
  const chosen =
    official ??
    [...groups.values()].sort((x, y) => y.sources.size - x.sources.size || rank(x.first.source) - rank(y.first.source))[0]!;
  const name = chosen.first.name;

  const others: NameChoice['others'] = [];
  const seen = new Set([name]);
  for (const fact of named) {
    for (const other of [fact.name, ...(fact.aliases ?? [])]) {
      if (seen.has(other)) continue;
      seen.add(other);
      others.push({ name: other, source: fact.source });
    }
  }
  const loose = new Set(looseNameKeys(name));
  const differing = [...groups.entries()].filter(
    ([key, group]) => group !== chosen && !looseNameKeys(group.first.name).some((k) => loose.has(k)) && key !== nameKey(name),
  );
  const conflict =
    differing.length === 0
      ? null
      : `"${name}" (${[...chosen.sources].join(', ')}) shown over ${differing
          .map(([, group]) => `"${group.first.name}" (${[...group.sources].join(', ')})`)
          .join(', ')}`;
  return { name, others, conflict };
}
