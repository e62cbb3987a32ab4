// Fourth identity pass: one career split in two because no crosswalk joins its halves (Sergei Kharitonov's PRIDE
// and Strikeforce bouts under his ufcstats id, his Bellator bouts under a Bet MMA id whose tape measurements
// differ). Never on the name alone: the halves must share the name, contradict each other in nothing (ids, birth
// date, nationality, sex, bouts on the same night) and agree on something more (birth date, a shared opponent,
// or the division). Two spellings of one name ("Kiril" / "Kirill Sidelnikov") join only on the same birth date.
// Every merge is reported with its evidence (npm run data:report).
import { normalizeCountry } from '../normalise/countries';
import { addDays } from '../normalise/dates';
import type { Identities } from './identity';
import { nameKey } from '../normalise/names';
import { namesFit } from './same-card-fighters';
import type { FighterFacts } from '../source-records';
import { divisionSex } from '../normalise/weight-classes';

export interface CareerBout {
  readonly fighterA: string;
  readonly fighterB: string;
  readonly date: string | null;
  readonly weightClass: string | null;
}

// Division order for "within one division of each other"; a fighter who moved up one weight is still himself.
const LADDER = [
  'Atomweight',
  'Strawweight',
  'Flyweight',
  'Bantamweight',
  'Featherweight',
  'Lightweight',
  'Welterweight',
  'Middleweight',
  'Light Heavyweight',
  'Heavyweight',
  'Super Heavyweight',
];

interface Career {
  readonly key: string;
  readonly dates: Set<string>;
  readonly opponents: Set<string>;
  /** Divisions of his own bouts, else the plurality division of his opponents' named bouts. */
  readonly divisions: Set<string>;
  readonly first: string;
  readonly last: string;
}

export function mergeSplitCareers(bouts: readonly CareerBout[], identities: Identities, merges: string[], notes: string[]): Map<string, string> {
  const careers = buildCareers(bouts);
  // Every fighter any source names counts, with bouts or not: a third namesake makes it a namesake question.
  const byName = new Map<string, Set<string>>();
  for (const [key, facts] of identities.persons) {
    for (const fact of facts) {
      if (!fact.name) continue;
      const name = nameKey(fact.name);
      (byName.get(name) ?? byName.set(name, new Set()).get(name)!).add(key);
    }
  }

  const links = new Map<string, string>();
  for (const [name, keys] of [...byName].sort(([a], [b]) => (a < b ? -1 : 1))) {
    // Exactly one fighter known by a ufcstats id and one only Bet MMA knows; more is a namesake question.
    if (keys.size !== 2) continue;
    const linked = [...keys].filter((key) => key.startsWith('ufc:'));
    const other = [...keys].filter((key) => key.startsWith('bm:'));
    if (linked.length !== 1 || other.length !== 1 || links.has(other[0]!)) continue;
    const [to, from] = [linked[0]!, other[0]!];
    if (!careers.has(from) || !careers.has(to)) continue;
    const verdict = judge(careers.get(from)!, careers.get(to)!, identities);
    if (verdict.conflict) {
      notes.push(`conflict: not merged: ${from} and ${to} are both "${name}" but ${verdict.conflict}`);
      continue;
    }
    if (verdict.evidence.length === 0) continue;
    links.set(from, to);
    const [a, b] = [careers.get(from)!, careers.get(to)!];
    merges.push(
      `${from} into ${to} "${displayName(identities, to)}": same name; ${verdict.evidence.join('; ')} ` +
        `(bouts ${b.first.slice(0, 4)}-${b.last.slice(0, 4)} and ${a.first.slice(0, 4)}-${a.last.slice(0, 4)})`,
    );
  }
  return links;
}

/**
 * Fifth identity pass, run once every source's birth dates are in (MMA Decisions joins through the merged bouts):
 * two spellings of one name born the same day (see spellingVariantsBornTheSameDay).
 */
export function mergeSpellingVariants(bouts: readonly CareerBout[], identities: Identities, merges: string[], notes: string[]): Map<string, string> {
  const careers = buildCareers(bouts);
  const links = new Map<string, string>();
  for (const [from, to] of spellingVariantsBornTheSameDay(identities, careers)) {
    const verdict = judge(careers.get(from)!, careers.get(to)!, identities);
    if (verdict.conflict) {
      notes.push(`conflict: not merged: ${from} "${displayName(identities, from)}" and ${to} "${displayName(identities, to)}" but ${verdict.conflict}`);
      continue;
    }
    links.set(from, to);
    const [a, b] = [careers.get(from)!, careers.get(to)!];
    merges.push(
      `${from} "${displayName(identities, from)}" into ${to} "${displayName(identities, to)}": names that fit; ${verdict.evidence.join('; ')} ` +
        `(bouts ${b.first.slice(0, 4)}-${b.last.slice(0, 4)} and ${a.first.slice(0, 4)}-${a.last.slice(0, 4)})`,
    );
  }
  return links;
}

/**
 * One ufcstats fighter and one Bet MMA-only fighter, both with bouts, born the same day under names that fit but are
 * spelled apart (a transliteration). A spelling alone is weak, so the birth date is required, and each must be the
 * other's only fitting candidate born that day (twins and namesakes stay apart).
 */
function spellingVariantsBornTheSameDay(identities: Identities, careers: ReadonlyMap<string, Career>): [string, string][] {
  const bornOn = new Map<string, string[]>();
  for (const [key, facts] of identities.persons) {
    if (!careers.has(key)) continue;
    for (const birth of new Set(facts.map((fact) => fact.birthDate).filter((date): date is string => !!date)))
      (bornOn.get(birth) ?? bornOn.set(birth, []).get(birth)!).push(key);
  }
  const names = (key: string) => [
    ...new Set((identities.persons.get(key) ?? []).flatMap((fact) => [fact.name, ...(fact.aliases ?? [])]).filter((n): n is string => !!n)),
  ];
  const fit = (x: string, y: string) => names(x).some((a) => names(y).some((b) => namesFit(a, b)));
  const sameName = (x: string, y: string) => names(x).some((a) => names(y).some((b) => nameKey(a) === nameKey(b)));

  const pairs: [string, string][] = [];
  for (const keys of bornOn.values()) {
    for (const from of keys.filter((key) => key.startsWith('bm:'))) {
      const fitting = keys.filter((key) => key !== from && fit(from, key));
      // Any other fitting fighter born that day makes it a namesake question; the same name is the loop above's.
      if (fitting.length !== 1 || !fitting[0]!.startsWith('ufc:') || sameName(from, fitting[0]!)) continue;
      const to = fitting[0]!;
      if (keys.filter((key) => key !== to && fit(to, key)).length === 1) pairs.push([from, to]);
    }
  }
  return pairs.sort(([a], [b]) => (a < b ? -1 : 1));
}

function judge(from: Career, to: Career, identities: Identities): { conflict: string | null; evidence: string[] } {
  const facts = (key: string) => identities.persons.get(key) ?? [];
  const one = <T>(key: string, read: (fact: FighterFacts) => T | null | undefined) =>
    new Set(
      facts(key)
        .map(read)
        .filter((value): value is T => value !== null && value !== undefined && value !== ''),
    );
  // Bet MMA already knowing the ufcstats fighter under another id says these are two people.
  if (facts(to.key).some((fact) => fact.source === 'betmma')) return { conflict: 'Bet MMA lists them as two fighters', evidence: [] };

  const births = [one(from.key, (fact) => fact.birthDate), one(to.key, (fact) => fact.birthDate)];
  const countries = [from.key, to.key].map(
    (key) => new Set([...one(key, (fact) => fact.nationality)].map((text) => normalizeCountry(text)?.code).filter(Boolean)),
  );
  const sexes = [from, to].map((career) => new Set([...career.divisions].map(divisionSex).filter(Boolean)));
  const disjoint = (x: Set<unknown>, y: Set<unknown>) => x.size > 0 && y.size > 0 && ![...x].some((value) => y.has(value));
  const sherdogIds = [from.key, to.key].map(
    (key) =>
      new Set(
        facts(key)
          .flatMap((fact) => [fact.ids?.sherdog, fact.system === 'sherdog' ? fact.id : undefined])
          .filter((id): id is string => !!id),
      ),
  );
  if (disjoint(sherdogIds[0]!, sherdogIds[1]!)) return { conflict: `Sherdog ids differ (${[...sherdogIds[0]!]} / ${[...sherdogIds[1]!]})`, evidence: [] };
  if (disjoint(births[0]!, births[1]!)) return { conflict: `birth dates differ (${[...births[0]!]} / ${[...births[1]!]})`, evidence: [] };
  if (disjoint(countries[0]!, countries[1]!)) return { conflict: `nationalities differ (${[...countries[0]!]} / ${[...countries[1]!]})`, evidence: [] };
  if (disjoint(sexes[0]!, sexes[1]!)) return { conflict: "one fights in men's divisions, the other in women's", evidence: [] };
  const sameNight = [...from.dates].find((date) => [addDays(date, -1), date, addDays(date, 1)].some((day) => to.dates.has(day)));
  if (sameNight) return { conflict: `both fought around ${sameNight}`, evidence: [] };

  const evidence: string[] = [];
  const birth = [...births[0]!].find((date) => births[1]!.has(date));
  if (birth) evidence.push(`born ${birth} in both`);
  const shared = [...from.opponents].filter((opponent) => to.opponents.has(opponent));
  if (shared.length > 0)
    evidence.push(`${shared.length} shared opponent${shared.length > 1 ? 's' : ''} (${shared.map((key) => displayName(identities, key)).join(', ')})`);
  const division = closeDivisions(from.divisions, to.divisions);
  if (division) evidence.push(division);
  return { conflict: null, evidence };
}

function closeDivisions(x: ReadonlySet<string>, y: ReadonlySet<string>): string | null {
  for (const a of x) {
    for (const b of y) {
      if (divisionSex(a) !== divisionSex(b)) continue;
      const step = Math.abs(LADDER.indexOf(a.replace("Women's ", '')) - LADDER.indexOf(b.replace("Women's ", '')));
      if (a === b) return `${a} in both`;
      if (step === 1) return `${a} and ${b}, one division apart`;
    }
  }
  return null;
}

function buildCareers(bouts: readonly CareerBout[]): Map<string, Career> {
  const own = new Map<string, { dates: Set<string>; opponents: Set<string>; divisions: Set<string> }>();
  const entry = (key: string) => own.get(key) ?? own.set(key, { dates: new Set(), opponents: new Set(), divisions: new Set() }).get(key)!;
  for (const bout of bouts) {
    for (const [me, them] of [
      [bout.fighterA, bout.fighterB],
      [bout.fighterB, bout.fighterA],
    ] as const) {
      const career = entry(me);
      if (bout.date) career.dates.add(bout.date);
      career.opponents.add(them);
      if (bout.weightClass && LADDER.includes(bout.weightClass.replace("Women's ", ''))) career.divisions.add(bout.weightClass);
    }
  }
  const careers = new Map<string, Career>();
  for (const [key, career] of own) {
    let divisions = career.divisions;
    if (divisions.size === 0) {
      const votes = new Map<string, number>();
      for (const opponent of career.opponents) for (const division of own.get(opponent)?.divisions ?? []) votes.set(division, (votes.get(division) ?? 0) + 1);
      const best = Math.max(0, ...votes.values());
      divisions = new Set([...votes].filter(([, count]) => count === best && best > 0).map(([division]) => division));
    }
    const dates = [...career.dates].sort();
    careers.set(key, { key, dates: career.dates, opponents: career.opponents, divisions, first: dates[0] ?? '', last: dates.at(-1) ?? '' });
  }
  return careers;
}

function displayName(identities: Identities, key: string): string {
  return identities.persons.get(key)?.find((fact) => fact.name)?.name ?? key;
}
