// Which name a fighter is shown under when sources disagree ("Patrick Mix" in Bet MMA, "Patchy Mix" at MMA
// Decisions and the UFC), and the fight name fans use over a legal name ("Cris Cyborg" over "Cristiane Justino",
// "Josh Burkman" over "Joshua Burkman"). docs/decisions/015-data-truth.md and 037-data-truth.md (sessions 8 and 33)
// state the rule; every other name stays an alias search finds.
import { looseNameKeys, nameKey, nameTokens } from './names';
import type { FighterFacts, SourceName } from '../source-records';

// The UFC's own name first (it is the name on the posters), then an operator's file, then the names the
// promotions announced at decision bouts, then the fan databases.
const NAME_PRIORITY: readonly SourceName[] = ['ufcstats', 'generic', 'mmadecisions', 'tapology', 'betmma', 'jds-ufc-stats', 'wikipedia'];
// A source writing "<given name> <nickname>" names a fight name; the fan database's form first ("Cris Cyborg").
const FIGHT_NAME_PRIORITY: readonly SourceName[] = ['generic', 'tapology', 'mmadecisions', 'betmma', 'ufcstats', 'jds-ufc-stats', 'wikipedia'];
// The sources that name a fighter independently of ufcstats (jds UFC Stats copies it): two of them agreeing on a short
// given name outweigh its legal one.
const INDEPENDENT_SOURCES: readonly SourceName[] = ['tapology', 'mmadecisions', 'betmma'];
// Whose "<nickname> <surname>" is a fight name: an operator file, the fan database and the names announced at decision
// bouts. Not Bet MMA: its "Jesse Wallace" is James "Jesse James" Wallace, billed and known as James Wallace.
const NICKNAME_FIRST_SOURCES: readonly SourceName[] = ['generic', 'tapology', 'mmadecisions'];

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
 * (or its short form) followed by his nickname ("Cris Cyborg": given name Cristiane, nickname Cyborg), or as his
 * nickname followed by his surname ("Ulka Sasaki": Yuta Sasaki, nickname Ulka). Otherwise the ufcstats name when there
 * is one, or the short given name two independent sources agree on ("Josh Burkman" for Joshua Burkman); otherwise the
 * name most sources agree on (by name key, so "A.J. McKee" and "AJ McKee" agree), ties going to the more trusted
 * source, written once when it is one word twice ("Eqiyuebu Eqiyuebu"). Spellings of the chosen name are aliases,
 * not conflicts.
 */
export function chooseFightingName(facts: readonly FighterFacts[]): NameChoice {
  const fightName = fightNameOf(facts);
  const named = [
    ...(fightName ? [{ source: fightName.source, system: 'generic', id: 'fight-name', name: fightName.name } as FighterFacts & { name: string }] : []),
    ...facts.filter((fact): fact is FighterFacts & { name: string } => !!fact.name).sort((x, y) => rank(x.source) - rank(y.source)),
  ];
  if (named.length === 0) return { name: null, others: [], conflict: null };
  if (fightName) return { name: fightName.name, others: othersThan(fightName.name, named), conflict: null };
  const groups = new Map<string, NameGroup>();
  for (const fact of named) {
    const key = nameKey(fact.name);
    const group = groups.get(key);
    if (group) group.sources.add(fact.source);
    else groups.set(key, { sources: new Set([fact.source]), first: fact });
  }
  const official = named[0]!.source === 'ufcstats' ? groups.get(nameKey(named[0]!.name))! : null;
  const shortForm = official ? billedShortForm(official.first.name, groups) : null;
  // The billed short form is a fight name like "Cris Cyborg": chosen on evidence, not a conflict left to curate.
  if (shortForm) return { name: shortForm.first.name, others: othersThan(shortForm.first.name, named), conflict: null };
  const fuller = official ? fullerThanOneWord(official.first.name, groups) : null;
  if (fuller) return { name: fuller.first.name, others: othersThan(fuller.first.name, named), conflict: null };
  const chosen = official ?? [...groups.values()].sort((x, y) => y.sources.size - x.sources.size || rank(x.first.source) - rank(y.first.source))[0]!;
  // Only a name no UFC record states is undoubled: ufcstats's "Askar Askar" is the fighter's real name.
  const name = official ? chosen.first.name : (onceIfDoubled(chosen.first.name) ?? chosen.first.name);
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
  return givenNameAndNickname(facts, ordered) ?? nicknameAndSurname(facts, ordered);
}

/** "Cris Cyborg": a source's "<given name> <nickname>" (decision 037, session 8). */
function givenNameAndNickname(facts: readonly FighterFacts[], ordered: readonly FighterFacts[]): { name: string; source: SourceName } | null {
  const nicknames = nicknameKeys(facts);
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

/**
 * "Ulka Sasaki" for Yuta Sasaki, nickname Ulka: a source that names fighters as billed writes his stated nickname in
 * place of the official given name, before the official surname. Not when a source gives the official given name as
 * the nickname: the sources then disagree on which is the ring name and which the legal one, and ufcstats's stands
 * (Yoshiki Takahashi, who fought as Yoshiki in Pancrase, the UFC and PRIDE; Tapology writes "Kazuo Takahashi",
 * nickname "Yoshiki", ufcstats the reverse).
 */
function nicknameAndSurname(facts: readonly FighterFacts[], ordered: readonly FighterFacts[]): { name: string; source: SourceName } | null {
  const official = facts.find((fact) => fact.source === 'ufcstats' && fact.name)?.name;
  if (!official) return null;
  const [officialGiven, ...surname] = nameTokens(official);
  const nicknames = nicknameKeys(facts);
  if (!officialGiven || surname.length === 0 || nicknames.has(officialGiven)) return null;
  const billedNames = [...nicknames].map((nickname) => `${nickname} ${surname.join(' ')}`);
  const billed = ordered.find((fact) => fact.name && NICKNAME_FIRST_SOURCES.includes(fact.source) && billedNames.includes(nameKey(fact.name)));
  return billed ? { name: billed.name!, source: billed.source } : null;
}

function nicknameKeys(facts: readonly FighterFacts[]): Set<string> {
  return new Set(facts.map((fact) => (fact.nickname ? nameKey(fact.nickname) : '')).filter(Boolean));
}

type NameGroup = { sources: Set<SourceName>; first: FighterFacts & { name: string } };

/**
 * The group naming the fighter by a short form of the official given name, with the official surname, when at least
 * two independent sources agree on it (Tapology and Bet MMA: "Josh Burkman" for Joshua Burkman).
 * ufcstats writes some fighters under a legal given name the promotions never billed; one source alone is not enough.
 */
function billedShortForm(officialName: string, groups: ReadonlyMap<string, NameGroup>): NameGroup | null {
  const [officialGiven, ...surname] = nameTokens(officialName);
  // Name keys drop "Jr." and the like: a short form would drop his generation with them, so such a name stands.
  if (!officialGiven || surname.length === 0 || GENERATION.test(officialName)) return null;
  let best: NameGroup | null = null;
  for (const [key, group] of groups) {
    const [given, ...rest] = key.split(' ');
    if (!given || rest.join(' ') !== surname.join(' ') || !isShortGivenName(given, officialGiven)) continue;
    const agreeing = [...group.sources].filter((source) => INDEPENDENT_SOURCES.includes(source)).length;
    if (agreeing >= 2 && (!best || group.sources.size > best.sources.size)) best = group;
  }
  return best;
}

/**
 * The group naming the fighter with the one word ufcstats gives and his family name too ("Mizuki Inoue" for ufcstats's
 * "Mizuki", "Kaiwen Li" for "Kaiwen": fan QA, session 41), the group most sources use first. ufcstats writes some
 * fighters under one name, which for a fighter of the Road to UFC or Japan's promotions is his given name alone; a
 * one-name fighter (Sumudaerji, Alatengheili) has no such group, and a source writing his one name twice ("Eqiyuebu
 * Eqiyuebu") names no family.
 */
function fullerThanOneWord(officialName: string, groups: ReadonlyMap<string, NameGroup>): NameGroup | null {
  const words = nameTokens(officialName);
  if (words.length !== 1) return null;
  let best: NameGroup | null = null;
  for (const [key, group] of groups) {
    const tokens = key.split(' ');
    if (tokens.length < 2 || !tokens.includes(words[0]!) || onceIfDoubled(group.first.name)) continue;
    if (!best || group.sources.size > best.sources.size) best = group;
  }
  return best;
}

// What a short given name may end in after the letters it keeps: Dan, Josh (nothing), Dave, Joe, Roli, Nico, and
// with the last kept letter doubled, Manny (Manvel), Robbie (Robert).
const PET_ENDINGS = new Set(['', 'e', 'i', 'o', 'y', 'ie']);
// A cut-off or a vowel ending makes a short form only in four letters or fewer (Josh, Dan, Alex, Dave, Nico): longer,
// it is as often another name (Islam / Islambek, Julia / Juliana, Marco / Marcelo, Paulo / Paulino).
const PLAIN_SHORT_FORM_MAX = 4;
const GENERATION = /\b(?:jr|sr|ii|iii|iv)\.?$/i;

/**
 * Whether `short` is a short form of the given name `long` (lowercase name tokens): it keeps the first two letters or
 * more and drops at least two letters of the rest, then ends in a pet ending, in four letters or fewer (Josh / Joshua,
 * Dave / David, Nico / Nicholas) or with the last kept letter doubled (Robbie / Robert, Manny / Manvel), or it keeps
 * its letters in order, not as one cut, and is three or more letters shorter (Costas / Constantinos). Longer cut-offs
 * are as often other names (Islam / Islambek, Magomed / Magomedrasul, Julia / Juliana, Marco / Marcelo).
 * A transliteration changes a letter or two and is never a short form (Dmitri / Dmitriy, Andrei / Andrey, Alexey /
 * Aleksei, Saparbek / Saparbeg); a longer name never is (Steven / Steve, John / Jon), and neither is a shorter form of a
 * name that already is a pet form (Sam / Sammy: ufcstats's short form stands).
 */
function isShortGivenName(short: string, long: string): boolean {
  if (short.length > long.length || /([^aeiou])\1(?:y|ie)$/.test(long)) return false;
  let kept = 0;
  while (kept < short.length && short[kept] === long[kept]) kept += 1;
  if (kept < 2 || long.length - kept < 2) return false;
  const ending = short.slice(kept);
  const doubled = ending.startsWith(short[kept - 1]!);
  const petEnding = doubled ? ending.slice(1) : ending;
  const petForm = PET_ENDINGS.has(petEnding) && ((doubled && petEnding !== '') || short.length <= PLAIN_SHORT_FORM_MAX);
  // Letters kept in order, not only the first ones: a cut-off is the pet-form case above, held to four letters.
  return petForm || (kept < short.length && long.length - short.length >= 3 && lettersInOrder(short, long));
}

function lettersInOrder(short: string, long: string): boolean {
  let at = 0;
  for (const letter of short) {
    at = long.indexOf(letter, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

/** "Eqiyuebu" for Bet MMA's "Eqiyuebu Eqiyuebu": a one-name fighter written twice; null for any other name. */
function onceIfDoubled(name: string): string | null {
  const words = name.trim().split(/\s+/);
  return words.length > 1 && words.every((word) => nameKey(word) === nameKey(words[0]!)) ? words[0]! : null;
}
