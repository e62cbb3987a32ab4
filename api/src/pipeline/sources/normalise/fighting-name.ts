// Which name a fighter is shown under when sources disagree ("Patrick Mix" in Bet MMA, "Patchy Mix" at MMA
// Decisions and the UFC), and the fight name fans use over a legal name ("Cris Cyborg" over "Cristiane Justino").
// docs/decisions/015-data-truth.md and 037-data-truth.md state the rule; every other name stays an alias search finds.
import { looseNameKeys, nameKey, nameTokens } from './names';
import type { FighterFacts, SourceName } from '../source-records';

// The UFC's own name first (it is the name on the posters), then an operator's file, then the names the
// promotions announced at decision bouts, then the fan databases.
const NAME_PRIORITY: readonly SourceName[] = ['ufcstats', 'generic', 'mmadecisions', 'tapology', 'betmma', 'jds-ufc-stats', 'wikipedia'];
// A source writing "<given name> <nickname>" names a fight name; the fan database's form first ("Cris Cyborg").
const FIGHT_NAME_PRIORITY: readonly SourceName[] = ['generic', 'tapology', 'mmadecisions', 'betmma', 'ufcstats', 'jds-ufc-stats', 'wikipedia'];

export interface NameChoice {
  name: string | null;
  /** Every other spelling with the (most trusted) source that uses it. */
  others: { name: string; source: SourceName }[];
  /** Set when sources name the fighter differently beyond spelling: what was shown over what. */
  conflict: string | null;
}

const rank = (source: SourceName) => NAME_PRIORITY.indexOf(source);

/**
 * A fight name when one is stated (an operator file's `fight_name`) or a source writes the fighter as his given name
 * (or its short form) followed by his nickname ("Cris Cyborg": given name Cristiane, nickname Cyborg). Otherwise the
 * ufcstats name when there is one; otherwise the name most sources agree on (by name key, so "A.J. McKee" and
 * "AJ McKee" agree), ties going to the more trusted source. Spellings of the chosen name are aliases, not conflicts.
 */
export function chooseFightingName(facts: readonly FighterFacts[]): NameChoice {
  const fightName = fightNameOf(facts);
  const named = [
    ...(fightName ? [{ source: fightName.source, system: 'generic', id: 'fight-name', name: fightName.name } as FighterFacts & { name: string }] : []),
    ...facts.filter((fact): fact is FighterFacts & { name: string } => !!fact.name).sort((x, y) => rank(x.source) - rank(y.source)),
  ];
  if (named.length === 0) return { name: null, others: [], conflict: null };
  if (fightName) return { name: fightName.name, others: othersThan(fightName.name, named), conflict: null };
  const groups = new Map<string, { sources: Set<SourceName>; first: FighterFacts & { name: string } }>();
  for (const fact of named) {
    const key = nameKey(fact.name);
    const group = groups.get(key);
    if (group) group.sources.add(fact.source);
    else groups.set(key, { sources: new Set([fact.source]), first: fact });
  }
  const official = named[0]!.source === 'ufcstats' ? groups.get(nameKey(named[0]!.name))! : null;
  const chosen = official ?? [...groups.values()].sort((x, y) => y.sources.size - x.sources.size || rank(x.first.source) - rank(y.first.source))[0]!;
  const name = chosen.first.name;
  const others = othersThan(name, named);
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

function othersThan(name: string, named: readonly (FighterFacts & { name: string })[]): NameChoice['others'] {
  const others: NameChoice['others'] = [];
  const seen = new Set([name]);
  for (const fact of named) {
    for (const other of [fact.name, ...(fact.aliases ?? [])]) {
      if (seen.has(other)) continue;
      seen.add(other);
      others.push({ name: other, source: fact.source });
    }
  }
  return others;
}

function fightNameOf(facts: readonly FighterFacts[]): { name: string; source: SourceName } | null {
  const ordered = [...facts].sort((x, y) => FIGHT_NAME_PRIORITY.indexOf(x.source) - FIGHT_NAME_PRIORITY.indexOf(y.source));
  const stated = ordered.find((fact) => fact.fightName);
  if (stated) return { name: stated.fightName!, source: stated.source };
  const nicknames = new Set(facts.map((fact) => (fact.nickname ? nameKey(fact.nickname) : '')).filter(Boolean));
  const official = facts.find((fact) => fact.source === 'ufcstats')?.name;
  for (const fact of ordered) {
    if (!fact.name || (official && nameKey(fact.name) === nameKey(official))) continue;
    const [first, ...rest] = nameTokens(fact.name);
    if (!first || rest.length === 0 || !nicknames.has(rest.join(' '))) continue;
    // Another source's name must start with the same given name or its long form (Cris / Cristiane),  and the
    // nickname may not be part of the official name ("Montserrat Conejo" beside "Montserrat Conejo Ruiz" is a short form).
    const others = facts.filter((other) => other.name && nameKey(other.name) !== nameKey(fact.name!)).map((other) => nameTokens(other.name!));
    const givenFits = others.some(([word]) => !!word && (word === first || (first.length >= 3 && word.startsWith(first))));
    const surname = !!official && rest.some((word) => nameTokens(official).includes(word));
    if (givenFits && !surname) return { name: fact.name, source: fact.source };
  }
  return null;
}
