// Who belongs in which ranking list (docs/decisions/008-ranking-kinds.md states the same rules for people).
// Pure rules; build-rankings.ts applies them at every snapshot.
import type { AgeGroup } from '@fightrank/shared/contracts';

/** Active = a completed bout within this many days up to the snapshot date. */
export const ACTIVE_DAYS = 730;
/** Pound-for-pound needs a record long enough to compare fighters across divisions. */
export const P4P_MIN_RATED_BOUTS = 5;
/** GOAT needs a career, not a prospect's run. */
export const GOAT_MIN_RATED_BOUTS = 5;
/**
 * rank_history keeps a fighter's rank only while it is this high or better: the global top 100 and a division's
 * top 25 are what a fighter page's chart is for, and they keep the table (and the job's write time) small.
 */
export const HISTORY_TOP = { global: 100, 'weight-class': 25 } as const;

/** Weight classes that are not a division a fighter belongs to. */
const NOT_A_DIVISION = new Set(['Catch Weight', 'Open Weight']);
export const isDivision = (weightClass: string | null): weightClass is string => weightClass !== null && !NOT_A_DIVISION.has(weightClass);

/** Full years between two ISO dates (a birthday counts on its day). */
export function ageOn(birthDate: string, date: string): number {
  const years = Number(date.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return date.slice(5, 10) < birthDate.slice(5, 10) ? years - 1 : years;
}

/** The contract's age groups (filter values of `grp`). */
export function ageGroupOf(age: number): AgeGroup {
  return age < 25 ? 'under-25' : age < 30 ? '25-29' : age < 35 ? '30-34' : '35-plus';
}
