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
import { divisionOfWeight, divisionSex } from '../normalise/weight-classes';

export interface CareerWeighIn {
  readonly fighterKey: string;
  readonly weightLbs: number;
}

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
  /** Official weigh-in weights (MMA Decisions), once they are joined: the fifth pass reads them as a division. */
  readonly weighIns: readonly number[];
  readonly first: string;
  readonly last: string;
}

export function mergeSplitCareers(bouts: readonly CareerBout[], identities: Identities, merges: string[], notes: string[]): Map<string, string> {
  const careers = buildCareers(bouts);
  const links = new Map<string, string>();
  for (const { name, from, to } of sameNamePairs(identities)) {
    if (links.has(from) || !careers.has(from) || !careers.has(to)) continue;
    const verdict = judge(careers.get(from)!, careers.get(to)!, identities);
    if (verdict.conflict) {
      notes.push(`conflict: not merged: ${from} and ${to} are both "${name}" but ${verdict.conflict}`);
      continue;
    }
    if (verdict.evidence.length === 0) continue;
    links.set(from, to);
    merges.push(mergeNote(identities, careers, from, to, 'same name', verdict.evidence));
  }
  return links;
}

/**
 * Exactly one fighter known by a ufcstats id and one only Bet MMA knows, under one name; more is a namesake question.
 * Every fighter any source names counts, with bouts or not: a third namesake makes it one.
 */
function sameNamePairs(identities: Identities): { name: string; from: string; to: string }[] {
  const byName = new Map<string, Set<string>>();
  for (const [key, facts] of identities.persons) {
    for (const fact of facts) {
      if (!fact.name) continue;
      const name = nameKey(fact.name);
      (byName.get(name) ?? byName.set(name, new Set()).get(name)!).add(key);
    }
  }
  const pairs: { name: string; from: string; to: string }[] = [];
  for (const [name, keys] of [...byName].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (keys.size !== 2) continue;
    const linked = [...keys].filter((key) => key.startsWith('ufc:'));
    const other = [...keys].filter((key) => key.startsWith('bm:'));
    if (linked.length === 1 && other.length === 1) pairs.push({ name, from: other[0]!, to: linked[0]! });
  }
  return pairs;
}

function mergeNote(identities: Identities, careers: ReadonlyMap<string, Career>, from: string, to: string, names: string, evidence: readonly string[]): string {
  const [a, b] = [careers.get(from)!, careers.get(to)!];
  const fromName = names === 'same name' ? '' : ` "${displayName(identities, from)}"`;
  return (
    `${from}${fromName} into ${to} "${displayName(identities, to)}": ${names}; ${evidence.join('; ')} ` +
    `(bouts ${b.first.slice(0, 4)}-${b.last.slice(0, 4)} and ${a.first.slice(0, 4)}-${a.last.slice(0, 4)})`
  );
}

/**
 * Fifth identity pass, run once MMA Decisions has joined through the merged bouts and brought its birth dates and
 * weigh-ins: the fourth pass's same-name pairs judged again with those, then two spellings of one name born the same
 * day (see spellingVariantsBornTheSameDay). The first catches a Bet MMA career the crosswalk does not join yet, as
 * after a fresh sync, when a debutant's earlier bouts sit under a Bet MMA id only: Ivan Erslan's KSW bouts (a birth
 * date MMA Decisions gave both), Christian Leroy Duncan's Cage Warriors bouts (a middleweight weigh-in there,
 * middleweight in the UFC).
 */
export function mergeOnLateEvidence(
  bouts: readonly CareerBout[],
  weighIns: readonly CareerWeighIn[],
  identities: Identities,
  merges: string[],
  notes: string[],
): Map<string, string> {
  const careers = buildCareers(bouts, weighIns);
  const links = new Map<string, string>();
  const noteConflict = (from: string, to: string, conflict: string) => {
    // The fourth pass has already said so about a same-name pair it judged.
    if (!notes.some((note) => note.includes(from) && note.includes(to)))
      notes.push(`conflict: not merged: ${from} "${displayName(identities, from)}" and ${to} "${displayName(identities, to)}" but ${conflict}`);
  };
  const candidates = [
    ...sameNamePairs(identities).map(({ from, to }) => ({ from, to, names: 'same name' })),
    ...spellingVariantsBornTheSameDay(identities, careers).map(([from, to]) => ({ from, to, names: 'names that fit' })),
  ];
  for (const { from, to, names } of candidates) {
    if (links.has(from) || !careers.has(from) || !careers.has(to)) continue;
    const verdict = judge(careers.get(from)!, careers.get(to)!, identities);
    if (verdict.conflict) {
      noteConflict(from, to, verdict.conflict);
      continue;
    }
    // What the bouts alone say, the fourth pass has weighed; a name that arrived with MMA Decisions needs its facts too.
    if (!verdict.byBirthOrWeighIn) continue;
    links.set(from, to);
    merges.push(mergeNote(identities, careers, from, to, names, verdict.evidence));
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
      // Any other fitting fighter born that day makes it a namesake question; the same name is sameNamePairs'.
      if (fitting.length !== 1 || !fitting[0]!.startsWith('ufc:') || sameName(from, fitting[0]!)) continue;
      const to = fitting[0]!;
      if (keys.filter((key) => key !== to && fit(to, key)).length === 1) pairs.push([from, to]);
    }
  }
  return pairs.sort(([a], [b]) => (a < b ? -1 : 1));
}

interface Verdict {
  conflict: string | null;
  evidence: string[];
  /** A shared birth date or a weigh-in says so: the facts MMA Decisions may bring after the fourth pass. */
  byBirthOrWeighIn: boolean;
}

function judge(from: Career, to: Career, identities: Identities): Verdict {
  const facts = (key: string) => identities.persons.get(key) ?? [];
  const one = <T>(key: string, read: (fact: FighterFacts) => T | null | undefined) =>
    new Set(
      facts(key)
        .map(read)
        .filter((value): value is T => value !== null && value !== undefined && value !== ''),
    );
  // Bet MMA already knowing the ufcstats fighter under another id says these are two people.
  if (facts(to.key).some((fact) => fact.source === 'betmma')) return { conflict: 'Bet MMA lists them as two fighters', evidence: [], byBirthOrWeighIn: false };

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
  if (disjoint(sherdogIds[0]!, sherdogIds[1]!))
    return { conflict: `Sherdog ids differ (${[...sherdogIds[0]!]} / ${[...sherdogIds[1]!]})`, evidence: [], byBirthOrWeighIn: false };
  if (disjoint(births[0]!, births[1]!))
    return { conflict: `birth dates differ (${[...births[0]!]} / ${[...births[1]!]})`, evidence: [], byBirthOrWeighIn: false };
  if (disjoint(countries[0]!, countries[1]!))
    return { conflict: `nationalities differ (${[...countries[0]!]} / ${[...countries[1]!]})`, evidence: [], byBirthOrWeighIn: false };
  if (disjoint(sexes[0]!, sexes[1]!)) return { conflict: "one fights in men's divisions, the other in women's", evidence: [], byBirthOrWeighIn: false };
  const sameNight = [...from.dates].find((date) => [addDays(date, -1), date, addDays(date, 1)].some((day) => to.dates.has(day)));
  if (sameNight) return { conflict: `both fought around ${sameNight}`, evidence: [], byBirthOrWeighIn: false };

  const evidence: string[] = [];
  const birth = [...births[0]!].find((date) => births[1]!.has(date));
  if (birth) evidence.push(`born ${birth} in both`);
  const shared = [...from.opponents].filter((opponent) => to.opponents.has(opponent));
  if (shared.length > 0)
    evidence.push(`${shared.length} shared opponent${shared.length > 1 ? 's' : ''} (${shared.map((key) => displayName(identities, key)).join(', ')})`);
  const division = closeDivisions(from.divisions, to.divisions);
  const weighedIn = division ? null : (weighedInClose(from, to) ?? weighedInClose(to, from));
  if (division ?? weighedIn) evidence.push((division ?? weighedIn)!);
  return { conflict: null, evidence, byBirthOrWeighIn: Boolean(birth ?? weighedIn) };
}

/** One career's weigh-in makes the other's division, or one next to it (the weight says the sex it is read for). */
function weighedInClose(weighed: Career, other: Career): string | null {
  for (const weight of weighed.weighIns) {
    for (const division of other.divisions) {
      const made = divisionOfWeight(weight, divisionSex(division));
      const close = made ? closeDivisions(new Set([made]), new Set([division])) : null;
      if (close) return `weighed in at ${weight} lb (${made}) where the other fights ${division}`;
    }
  }
  return null;
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

function buildCareers(bouts: readonly CareerBout[], weighIns: readonly CareerWeighIn[] = []): Map<string, Career> {
  const weights = new Map<string, number[]>();
  for (const weighIn of weighIns) (weights.get(weighIn.fighterKey) ?? weights.set(weighIn.fighterKey, []).get(weighIn.fighterKey)!).push(weighIn.weightLbs);
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
    careers.set(key, {
      key,
      dates: career.dates,
      opponents: career.opponents,
      divisions,
      weighIns: weights.get(key) ?? [],
      first: dates[0] ?? '',
      last: dates.at(-1) ?? '',
    });
  }
  return careers;
}

function displayName(identities: Identities, key: string): string {
  return identities.persons.get(key)?.find((fact) => fact.name)?.name ?? key;
}
