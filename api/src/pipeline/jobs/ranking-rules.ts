// Who belongs in which ranking list (docs/decisions/008-ranking-kinds.md states the same rules for people).
// Pure rules; build-rankings.ts applies them at every snapshot.
import { FEEDER_SHOWS, type AgeGroup } from '@fightrank/shared/contracts';
import { POINTS_PER_LOGIT, POOL, poolOf, shownRating } from '../../ratings/index';
import { divisionSex } from '../sources/normalise/weight-classes';

/**
 * Active (every active list: pound for pound, divisions, countries, ages, organizations) = a completed bout in the
 * last ACTIVE_MONTHS calendar months before the ranking date (CHAMPION_ACTIVE_MONTHS for a reigning champion), and no
 * retirement recorded since that bout.
 * docs/decisions/016-activity.md is the rule for people; isActiveOn is the one place that applies it.
 */
export const ACTIVE_MONTHS = 18;
/**
 * A reigning champion stays active this long after his last bout (decision 044, session 21): his promotion still ranks
 * him first until a title bout moves the belt, as the UFC kept its champions ranked through long layoffs. Three years
 * out is a belt kept in name only: then he leaves the lists like anyone else.
 */
export const CHAMPION_ACTIVE_MONTHS = 36;

/** The first ISO date still counted as recent on `date`: the same day `months` months earlier (clamped to month end). */
export function activeSince(date: string, months = ACTIVE_MONTHS): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const total = year * 12 + (month - 1) - months;
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  const lastOfMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(day, lastOfMonth)).padStart(2, '0')}`;
}

/** The activity rule. `retiredOn` is the retirement in force (a comeback clears it at import); `reigning`, a reigning champion. */
export function isActiveOn(date: string, lastBoutDate: string | null, retiredOn: string | null | undefined, reigning = false): boolean {
  const since = activeSince(date, reigning ? CHAMPION_ACTIVE_MONTHS : ACTIVE_MONTHS);
  if (lastBoutDate === null || lastBoutDate < since || lastBoutDate > date) return false;
  return !isRetiredOn(date, lastBoutDate, retiredOn);
}

/** A recorded retirement in force on `date`: announced by then, and no bout since it. */
export const isRetiredOn = (date: string, lastBoutDate: string, retiredOn: string | null | undefined): boolean =>
  !!retiredOn && retiredOn <= date && retiredOn >= lastBoutDate;
/**
 * Head-to-head rule (decision 038): in every active list, a win in the fighters' latest meeting within the last
 * HEAD_TO_HEAD_DAYS puts the winner above the loser when their scores differ by at most HEAD_TO_HEAD_POINTS (about a
 * 57 % favourite: closer than a rating can call), among the top HEAD_TO_HEAD_TOP places. Two or more straight wins
 * over him widen that to HEAD_TO_HEAD_SERIES_POINTS (decision 044, session 18): a rematch that went the same way
 * answers the question a single result leaves open.
 */
export const HEAD_TO_HEAD_DAYS = 730;
/** Whether a win on `wonOn` (a day number) is recent enough for the head-to-head rule on `today`. */
export const isRecentWin = (wonOn: number, today: number): boolean => today - wonOn <= HEAD_TO_HEAD_DAYS;
export const HEAD_TO_HEAD_POINTS = 50;
export const HEAD_TO_HEAD_SERIES_POINTS = 100;
export const HEAD_TO_HEAD_TOP = 50;

/** How far below the loser a winner may stand and still move above him, by his straight wins over him. */
export const headToHeadPoints = (straightWins: number): number => (straightWins >= 2 ? HEAD_TO_HEAD_SERIES_POINTS : HEAD_TO_HEAD_POINTS);
/**
 * Champion rule (decision 044): in a division's list, an organization's reigning champion (the winner of its latest
 * title bout in that division, as the source flags it) moves above the fighters just above him whose scores are at
 * most CHAMPION_POINTS higher (about a 76 % favourite), but the rule alone lifts him no higher than CHAMPION_LIFT_TO:
 * who is first between the champion and the best-rated contender stays the ratings' call. A title is won against
 * the best contender a promotion could find, usually after wins over the rest, which fans weigh and a rating built
 * on a few close decisions does not.
 */
export const CHAMPION_POINTS = 200;
export const CHAMPION_LIFT_TO = 2;
/**
 * The belt's floor (decision 044, session 24): a reigning champion of the UFC or of a promotion whose roster regularly
 * holds UFC-level fighters (the engine's major pool: Bellator, PFL, ONE, Rizin ...; `weighsBeltInDivisionLists`) stands no lower than
 * CHAMPION_FLOOR in his division's list. His Rating knows only the bouts our sources hold, which for ONE's and Rizin's
 * champions are two to seven, most against opponents no one else has met; the belt says his promotion found no one to
 * beat him, and fans read a major promotion's champion as one of the division's best fifteen whatever his number.
 */
export const CHAMPION_FLOOR = 15;
/**
 * Belts shown but not weighed in the division lists (decision 044, session 40): ACA's and KSW's champions wear their
 * belts on their pages, rows and their promotion's own list, where the belt vouches as any other. In a division's
 * world list neither the champion rule nor the floor lifts them: measured in session 35, weighing those belts there
 * pushed six of them into top-15s ahead of UFC contenders and the better ranked won fewer bouts between top-15 fighters.
 */
export const OWN_LIST_BELTS: readonly string[] = ['ACA', 'KSW'];
/**
 * Whether the division lists weigh a belt of `organization` (the champion rule and the belt's floor): the UFC's and the
 * engine's major pool's, not the UFC's feeder shows nor OWN_LIST_BELTS. A regional promotion's belt (an operator file
 * may flag its title bouts) is shown, and weighed only in its promotion's own list.
 */
export const weighsBeltInDivisionLists = (organization: string): boolean => {
  const code = organization.toUpperCase();
  const pool = poolOf(organization);
  return pool === POOL.UFC || (pool === POOL.MAJOR && !FEEDER_SHOWS.includes(code) && !OWN_LIST_BELTS.includes(code));
};
/** A title: one organization's belt in one division. The champion rule and division inference key belts by it. */
export const titleKey = (organization: string | null | undefined, division: string | null): string => `${organization ?? ''}\u0000${division}`;
/**
 * The title a title bout was for: its organization and its belt's class where the list names the class otherwise
 * (ONE's strawweight belt is not its flyweight belt, though both are fought for in our flyweight list).
 */
export const boutTitleKey = (bout: BoutPromotion & { weightClass: string | null; titleClass?: string | null }): string =>
  titleKey(boutPromotion(bout), bout.titleClass ?? bout.weightClass);
interface BoutPromotion {
  organization?: string | null;
  titleOrganization?: string | null;
}
/**
 * The promotion a bout counts for: its card's, or a title bout's belt's where the card is another's (Johnny Eblen's
 * Bellator defence on a PFL card keeps him Bellator's champion, in Bellator).
 */
export const boutPromotion = (bout: BoutPromotion): string | undefined => bout.titleOrganization ?? bout.organization ?? undefined;
/** The organization and division of a titleKey. */
export function titleOfKey(key: string): { organization: string; division: string } {
  const cut = key.indexOf('\u0000');
  return { organization: key.slice(0, cut), division: key.slice(cut + 1) };
}
/**
 * The belt vouches (decision 044, session 21): a reigning champion also climbs, up to CHAMPION_LIFT_TO, over any fighter
 * whose standing is below his standing with his uncertainty capped at CHAMPION_VOUCHED_UNCERTAINTY. The Rating's two
 * uncertainties keep a short record from topping a list; a champion's record is short in our sources, not in the
 * cage (ONE's and Rizin's champions hold two to five bouts here, at uncertainties near 200 points), and his title says
 * his promotion found no one to beat him, which is what the missing bouts would have shown. A champion whose career
 * we hold (a UFC champion, at 100 to 130 points) gets at most 20 points from it: his bouts already speak.
 */
export const CHAMPION_VOUCHED_UNCERTAINTY = 120;
/** The standing a reigning champion's belt vouches for: `standingScore` with the uncertainty capped. */
export const vouchedStanding = (mu: number, varianceAfterLastBout: number): number =>
  shownRating(mu, Math.min(varianceAfterLastBout, (CHAMPION_VOUCHED_UNCERTAINTY / POINTS_PER_LOGIT) ** 2));
/**
 * Standing (decision 044, session 9): the active lists order by the Rating a fighter would show with the uncertainty
 * his last bout left him, not the larger one a layoff since has added. A layoff says "we are less sure", which the
 * shown Rating keeps saying (it falls as its own step, and every list shows the Rating); but among fighters who all
 * fought within ACTIVE_MONTHS, the added doubt (about 25 points after 12 months out) put a fighter behind others no
 * better, and ordering without it the better ranked won more of the bouts between ranked fighters (63 % against 59 %
 * in 2023-2024). Today's skill still counts as it is, its drift toward a newcomer's level included: only the added
 * doubt is left out of the order. `mu` on the logit scale; `varianceAfterLastBout` the engine's posterior variance.
 */
export const standingScore = (mu: number, varianceAfterLastBout: number): number => shownRating(mu, varianceAfterLastBout);
/**
 * A list's number as its row shows it, in tenths: two numbers that read the same are the same to a reader, so neither
 * stands "above a higher" one (Max Holloway's 1644.8 marked for Shevchenko's ranked-on 1644.8 below: fan QA, session 41).
 */
export const asShown = (points: number): number => Math.round(points * 10);

/**
 * The layoff mark of the active lists (issue 23): a row the standing placed above a higher Rating says what the list
 * ranked it on, so a list that shows Ratings never looks unsorted without a reason. `fighters` is a list in its final
 * order (after the champion and head-to-head rules), `standingPlace` each member's place in the list by standing
 * alone (before those rules). Per row: the points the layoff takes off the Rating (standing - Rating) when some
 * fighter the standing put below it shows a higher number, his Rating or what his own mark says he was ranked on (a
 * row above "ranked on 1696.4" showing 1690.5 bare read as unsorted: fan QA, session 41); 0 otherwise, so a row those
 * rules alone moved says nothing about a layoff. Fenwick tree of the highest Rating per standing place, scanning from the bottom:
 * O(n log n) on lists of thousands.
 */
export function layoffPoints(fighters: readonly number[], standingPlace: ArrayLike<number>, rating: ArrayLike<number>, standing: ArrayLike<number>): number[] {
  const n = fighters.length;
  const out = new Array<number>(n).fill(0);
  // Indexed by n - place: a prefix holds the fighters placed lower by standing.
  const highest = new Float64Array(n + 1).fill(Number.NEGATIVE_INFINITY);
  for (let i = n - 1; i >= 0; i--) {
    const f = fighters[i]!;
    const lowerFrom = n - standingPlace[f]!;
    let best = Number.NEGATIVE_INFINITY;
    for (let k = lowerFrom - 1; k > 0; k -= k & -k) best = Math.max(best, highest[k]!);
    const points = standing[f]! - rating[f]!;
    if (asShown(best) > asShown(rating[f]!) && points > 0) out[i] = points;
    // What the row shows a reader as its number: the Rating, or what it was ranked on where it says so.
    const shown = out[i] ? standing[f]! : rating[f]!;
    for (let k = lowerFrom; k <= n; k += k & -k) highest[k] = Math.max(highest[k]!, shown);
  }
  return out;
}
/** Pound-for-pound needs a record long enough to compare fighters across divisions. */
export const P4P_MIN_RATED_BOUTS = 5;
/**
 * The belt's floor pound for pound (session 40): a reigning UFC champion (not an interim one) stands no lower than
 * P4P_CHAMPION_FLOOR there, as the belt's floor keeps him in his division's top 15. Julianna Pena, the women's
 * bantamweight champion, stood 244th: her title win was a split decision, which the engine weighs at 0.15. Only the
 * UFC's: pound for pound compares across promotions, where another promotion's belt says less.
 */
export const P4P_CHAMPION_FLOOR = 20;
/**
 * The belt's floor in a promotion's own list (session 54): each of its reigning champions (not interim ones) stands no
 * lower than this, as pound for pound. Julianna Pena was 20th pound for pound by the belt but below 100th in the UFC's
 * own list, where only the vouch (a short record's) moved her. Every promotion's, regional ones too: it is their list.
 */
export const ORGANIZATION_CHAMPION_FLOOR = 20;
/**
 * Pound for pound takes size out (decision 044, session 18): a men's division's level is the mean standing of its top
 * DIVISION_LEVEL_TOP, and each fighter of a men's division with at least DIVISION_LEVEL_MIN_FIGHTERS active fighters
 * is compared after his division's level, less the average level of those divisions, is taken off. Men who move
 * between divisions carry size into the Ratings (heavyweights stand high, flyweights low). A thinner division's top
 * five are not a level but nearly the whole division. The women's divisions are left as rated: only two are that
 * deep, and one level against one other put the flyweight champion below strawweight contenders.
 */
export const DIVISION_LEVEL_TOP = 5;
export const DIVISION_LEVEL_MIN_FIGHTERS = 100;

/**
 * Per men's division, the points pound for pound takes off its fighters' Ratings (negative adds): its level, the mean
 * of the first DIVISION_LEVEL_TOP `scores` of its list, minus the mean level of the deep men's divisions. Lists in
 * standing order; women's divisions and divisions with fewer than DIVISION_LEVEL_MIN_FIGHTERS fighters get none.
 */
export function divisionLevelOffsets(lists: ReadonlyMap<string, readonly number[]>, scores: ArrayLike<number>): Map<string, number> {
  const levels = new Map<string, number>();
  for (const [division, fighters] of lists) {
    if (divisionSex(division) === 'F' || fighters.length < DIVISION_LEVEL_MIN_FIGHTERS) continue;
    const top = fighters.slice(0, DIVISION_LEVEL_TOP);
    levels.set(division, top.reduce((sum, f) => sum + scores[f]!, 0) / top.length);
  }
  const mean = [...levels.values()].reduce((sum, level) => sum + level, 0) / levels.size;
  return new Map([...levels].map(([division, level]) => [division, level - mean]));
}
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

/** The contract's age groups (filter values of `grp`). */
export function ageGroupOf(age: number): AgeGroup {
  return age < 25 ? 'under-25' : age < 30 ? '25-29' : age < 35 ? '30-34' : '35-plus';
}
