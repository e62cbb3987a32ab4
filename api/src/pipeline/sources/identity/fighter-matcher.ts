// Name -> fighter key for rows that name fighters by display name only (ufcstats results, operator files,
// the rating CLI's predict input). Same-named people are told apart by division, date and age; when the
// evidence does not separate them the matcher answers null rather than guess.
import type { Dataset, Sex } from '../dataset';
import { yearsBetween } from '../normalise/dates';
import { looseNameKeys, nameKey } from '../normalise/names';
import { divisionLimitLbs, divisionSex, normalizeWeightClass } from '../normalise/weight-classes';

export interface FighterProfile {
  readonly key: string;
  readonly names: readonly string[];
  readonly aliases: readonly string[];
  readonly birthDate: string | null;
  readonly sex: Sex | null;
  readonly weightLbs: number | null;
  /** Dated bouts with their division, for "what did this fighter weigh around that date". */
  readonly bouts: readonly { readonly date: string; readonly weightClass: string | null }[];
}

export interface MatchContext {
  readonly weightClass?: string | null;
  /** ISO date of the bout. */
  readonly date?: string | null;
}

export type MatchResult =
  { readonly kind: 'match'; readonly key: string } | { readonly kind: 'none' } | { readonly kind: 'ambiguous'; readonly candidates: readonly string[] };

export interface FighterMatcher {
  match(name: string, context?: MatchContext): string | null;
  resolve(name: string, context?: MatchContext): MatchResult;
}

/**
 * Each word's letters in order: two letters swapped in a word ("Cerquiera" in ufcstats results for the fighter
 * its fighter list calls "Rafael Cerqueira") is the same key. Tried last, only when no spelling finds anybody: a
 * results row without a jds id (every card after the jds snapshot) would otherwise make a second fighter.
 */
function lettersKey(name: string): string {
  return `@${nameKey(name)
    .split(' ')
    .map((word) => [...word].sort().join(''))
    .join(' ')}`;
}

// A candidate must beat the runner-up by this much (about 15 lb of division or 3 years of age past 38).
const DECISIVE_MARGIN = 0.75;

export function createMatcherFromProfiles(profiles: readonly FighterProfile[]): FighterMatcher {
  // Tiers: exact name, exact alias, loose name, loose alias, letters. The first tier with candidates decides.
  const tiers = [
    new Map<string, string[]>(),
    new Map<string, string[]>(),
    new Map<string, string[]>(),
    new Map<string, string[]>(),
    new Map<string, string[]>(),
  ];
  const byKey = new Map<string, FighterProfile>();
  const add = (tier: Map<string, string[]>, key: string, fighter: string) => {
    const list = tier.get(key);
    if (!list) tier.set(key, [fighter]);
    else if (!list.includes(fighter)) list.push(fighter);
  };
  for (const profile of profiles) {
    byKey.set(profile.key, profile);
    for (const name of profile.names) {
      add(tiers[0]!, nameKey(name), profile.key);
      for (const loose of looseNameKeys(name)) add(tiers[2]!, loose, profile.key);
      add(tiers[4]!, lettersKey(name), profile.key);
    }
    for (const alias of profile.aliases) {
      add(tiers[1]!, nameKey(alias), profile.key);
      for (const loose of looseNameKeys(alias)) add(tiers[3]!, loose, profile.key);
    }
  }

  const candidatesOf = (name: string): readonly string[] => {
    const strict = nameKey(name);
    if (!strict) return [];
    const loose = looseNameKeys(name);
    for (const [index, tier] of tiers.entries()) {
      const keys = index < 2 ? [strict] : index < 4 ? loose : [lettersKey(name)];
      const found = [...new Set(keys.flatMap((key) => tier.get(key) ?? []))];
      if (found.length > 0) return found.sort();
    }
    return [];
  };

  const resolve = (name: string, context: MatchContext = {}): MatchResult => {
    const candidates = candidatesOf(name);
    if (candidates.length === 0) return { kind: 'none' };
    if (candidates.length === 1) return { kind: 'match', key: candidates[0]! };
    const weightClass = normalizeWeightClass(context.weightClass ?? null);
    const scored = candidates
      .map((key) => ({ key, penalty: penalty(byKey.get(key)!, weightClass, context.date ?? null) }))
      .filter((entry) => Number.isFinite(entry.penalty))
      .sort((x, y) => x.penalty - y.penalty || x.key.localeCompare(y.key));
    const [best, second] = scored;
    if (best && (!second || second.penalty - best.penalty >= DECISIVE_MARGIN)) return { kind: 'match', key: best.key };
    return { kind: 'ambiguous', candidates: scored.length > 0 ? scored.map((entry) => entry.key) : candidates };
  };

  return {
    resolve,
    match: (name, context) => {
      const result = resolve(name, context);
      return result.kind === 'match' ? result.key : null;
    },
  };
}

/** Lower is likelier; Infinity rules the candidate out (wrong sex, not born or far too old). */
function penalty(profile: FighterProfile, weightClass: string | null, date: string | null): number {
  const sex = divisionSex(weightClass);
  if (sex && profile.sex && sex !== profile.sex) return Infinity;
  let total = 0;

  const age = date && profile.birthDate ? yearsBetween(profile.birthDate, date) : null;
  if (age !== null) {
    if (age < 15 || age > 60) return Infinity;
    total += Math.max(0, age - 38) / 4;
  }

  const limit = divisionLimitLbs(weightClass);
  if (limit !== null) {
    const weights = weightsAround(profile, date);
    total += weights.length > 0 ? Math.min(...weights.map((weight) => Math.abs(weight - limit))) / 20 : 1.5;
  }

  if (date) {
    const years = profile.bouts.length > 0 ? Math.min(...profile.bouts.map((bout) => Math.abs(yearsBetween(bout.date, date)))) : null;
    total += years === null ? 1 : Math.max(0, years - 1) / 3;
  }
  return total;
}

// Divisions fought within three years of the date say more than the last known weight, which is today's.
function weightsAround(profile: FighterProfile, date: string | null): number[] {
  const near = profile.bouts
    .filter((bout) => !date || Math.abs(yearsBetween(bout.date, date)) <= 3)
    .map((bout) => divisionLimitLbs(bout.weightClass))
    .filter((limit): limit is number => limit !== null);
  if (near.length > 0) return near;
  return profile.weightLbs !== null ? [profile.weightLbs] : [];
}

/** Matcher over a loaded dataset, for callers that only have a display name (the rating CLI's predict). */
export function createFighterMatcher(dataset: Dataset): FighterMatcher {
  const bouts = new Map<string, { date: string; weightClass: string | null }[]>();
  for (const bout of dataset.bouts) {
    if (!bout.date) continue;
    for (const fighter of [bout.fighterA, bout.fighterB]) {
      const list = bouts.get(fighter) ?? [];
      list.push({ date: bout.date, weightClass: bout.weightClass });
      bouts.set(fighter, list);
    }
  }
  return createMatcherFromProfiles(
    dataset.fighters.map((fighter) => ({
      key: fighter.key,
      names: [fighter.name],
      aliases: fighter.aliases ?? [],
      birthDate: fighter.birthDate,
      sex: fighter.sex,
      weightLbs: null,
      bouts: bouts.get(fighter.key) ?? [],
    })),
  );
}
