// Turns the facts attached to each fighter key into one DatasetFighter, field by field from the most
// trusted source that knows it (facts arrive ordered: ufcstats, tapology, betmma, generic).
import type { DatasetBout, DatasetFighter, Sex, SourceIds } from '../dataset';
import { ageOn } from '../normalise/dates';
import { chooseFightingName } from '../normalise/fighting-name';
import { familyNameFirst } from '../normalise/family-name-first';
import { nameKey } from '../normalise/names';
import { chooseNationality } from '../normalise/nationality';
import type { FighterFacts } from '../source-records';
import { divisionSex } from '../normalise/weight-classes';

export function assembleFighters(
  persons: ReadonlyMap<string, readonly FighterFacts[]>,
  bouts: readonly DatasetBout[],
  ambiguities: string[],
  nameConflicts: string[] = [],
  nationalityConflicts: string[] = [],
  unreadCountries: Map<string, string[]> = new Map(),
): DatasetFighter[] {
  const sexes = sexFromBouts(bouts);
  const firstBout = firstBoutDates(bouts);
  const used = new Set(bouts.flatMap((bout) => [bout.fighterA, bout.fighterB]));
  return [...used].sort().map((key) => {
    const facts = persons.get(key) ?? [];
    const first = <T>(pick: (fact: FighterFacts) => T | null | undefined): T | null => {
      for (const fact of facts) {
        const value = pick(fact);
        if (value !== null && value !== undefined && value !== '') return value;
      }
      return null;
    };
    const choice = chooseFightingName(facts);
    const nationality = chooseNationality(facts);
    const country = nationality.country;
    // A Chinese fighter's name family first, as his promotions announce it; a stated fight name stands as written.
    const reordered = country?.code === 'CN' && choice.name && !facts.some((fact) => fact.fightName) ? familyNameFirst(choice.name) : null;
    const name = reordered ?? choice.name ?? key;
    const otherNames = reordered
      ? [{ name: choice.name!, source: facts.find((fact) => fact.name === choice.name)?.source ?? 'generic' }, ...choice.others]
      : choice.others;
    if (choice.conflict) nameConflicts.push(`${key}: ${choice.conflict}`);
    const seen = new Set([nameKey(name)]);
    const aliases: string[] = [];
    for (const fact of facts) {
      for (const other of [fact.name, ...(fact.aliases ?? [])]) {
        if (other && !seen.has(nameKey(other))) {
          seen.add(nameKey(other));
          aliases.push(other);
        }
      }
    }
    if (nationality.conflict) nationalityConflicts.push(`${key} "${name}": ${nationality.conflict}`);
    for (const text of nationality.unread) (unreadCountries.get(text) ?? unreadCountries.set(text, []).get(text)!).push(name);
    const debut = firstBout.get(key);
    const tooLate = new Set(facts.filter((fact) => fact.birthDate && debut && ageOn(fact.birthDate, debut) < YOUNGEST_DEBUT_YEARS));
    for (const fact of tooLate)
      ambiguities.push(
        `conflict: fighter ${key} "${name}": ${fact.source} gives the birth date ${fact.birthDate}, too late for his first bout (${debut}); not used`,
      );
    const birthDate = chooseBirthDate(facts.filter((fact) => !tooLate.has(fact)));
    const fromBouts = sexes.get(key);
    if (fromBouts === 'conflict') ambiguities.push(`fighter ${key} "${name}" has bouts in both men's and women's divisions`);
    return {
      key,
      name,
      nickname: first((fact) => fact.nickname),
      sex: first((fact) => fact.sex) ?? (fromBouts === 'conflict' ? null : (fromBouts ?? null)),
      birthDate,
      heightCm: first((fact) => fact.heightCm),
      listedWeightLbs: first((fact) => fact.weightLbs),
      reachCm: first((fact) => fact.reachCm),
      stance: first((fact) => fact.stance),
      nationality: country?.name ?? null,
      countryCode: country?.code ?? null,
      ids: idsOf(facts),
      aliases,
      birthPlace: first((fact) => fact.birthPlace),
      otherNames,
      proRecord: first((fact) => fact.proRecord),
    };
  });
}

/**
 * The birth date most sources state, each source counted once; a tie goes to the most trusted (facts arrive in that
 * order). ufcstats comes first, but its tale of the tape has typos and day/month swaps (Forrest Griffin "1979-03-16",
 * born 1979-07-01) that Tapology and MMA Decisions, agreeing, correct.
 */
function chooseBirthDate(facts: readonly FighterFacts[]): string | null {
  const sourcesByDate = new Map<string, Set<string>>();
  for (const fact of facts) {
    if (fact.birthDate) (sourcesByDate.get(fact.birthDate) ?? sourcesByDate.set(fact.birthDate, new Set()).get(fact.birthDate)!).add(fact.source);
  }
  let chosen: string | null = null;
  // Map order is first-stated order, so a strict ">" keeps the most trusted date on a tie.
  for (const [date, sources] of sourcesByDate) if (chosen === null || sources.size > sourcesByDate.get(chosen)!.size) chosen = date;
  return chosen;
}

/**
 * The youngest professionals in our sources were 16 and 17 at their first bout (ONE and the early UFC). A birth date
 * that makes a fighter younger than that at his first bout is a source's error (Tyrell Fortune "born 2004-10-19",
 * first bout 2019), and an age or an age list built on it would be wrong.
 */
export const YOUNGEST_DEBUT_YEARS = 16;

function firstBoutDates(bouts: readonly DatasetBout[]): Map<string, string> {
  const first = new Map<string, string>();
  for (const bout of bouts) {
    if (!bout.date) continue;
    for (const key of [bout.fighterA, bout.fighterB]) {
      const known = first.get(key);
      if (known === undefined || bout.date < known) first.set(key, bout.date);
    }
  }
  return first;
}

function idsOf(facts: readonly FighterFacts[]): SourceIds {
  const ids: SourceIds = {};
  for (const fact of facts) {
    const own = fact.system === 'generic' || fact.system === 'mmadecisions' || fact.system === 'wikipedia' ? {} : { [fact.system]: fact.id };
    for (const [system, id] of Object.entries({ ...own, ...fact.ids }) as [keyof SourceIds, string][]) {
      ids[system] ??= id;
    }
  }
  return Object.fromEntries(Object.entries(ids).sort(([a], [b]) => a.localeCompare(b))) as SourceIds;
}

// Women's divisions are always labelled, so one women's bout makes a fighter F; a named men's division M.
function sexFromBouts(bouts: readonly DatasetBout[]): Map<string, Sex | 'conflict'> {
  const sexes = new Map<string, Sex | 'conflict'>();
  for (const bout of bouts) {
    const sex = divisionSex(bout.weightClass);
    if (!sex) continue;
    for (const key of [bout.fighterA, bout.fighterB]) {
      const known = sexes.get(key);
      sexes.set(key, known === undefined || known === sex ? sex : 'conflict');
    }
  }
  return sexes;
}
