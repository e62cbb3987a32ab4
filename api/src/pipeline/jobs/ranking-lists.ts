// Every list of one snapshot, in order: who is in each list (activity, retirement, division) and the rules that place
// rows (champions, head to head, the belt's floor; list-placement.ts, champion-floor.ts). Rules and constants live in
// ranking-rules.ts; this module applies them.
import { SIZE_NEUTRAL_KINDS, type RankingKind } from '@fightrank/shared/contracts';
import { beliefAt, dayOf, isoOfDay, shownRating, type RatingState } from '../../ratings/index';
import { ageOn } from '../sources/normalise/dates';
import { raiseToTheFloor } from './champion-floor';
import type { InferredDivision } from './infer-divisions';
import {
  keepChampionsAboveInterims,
  layoffMarksBesidePlacements,
  placedRows,
  recentlyBeat,
  respectHeadToHead,
  respectTitles,
  vouchForChampions,
  type Placement,
} from './list-placement';
import { goatOf, untilDeath, type Careers } from './ranking-careers';
import {
  ageGroupOf,
  CHAMPION_ACTIVE_MONTHS,
  divisionLevelOffsets,
  GOAT_MIN_RATED_BOUTS,
  HEAD_TO_HEAD_TOP,
  isActiveOn,
  isRetiredOn,
  layoffPoints,
  ORGANIZATION_CHAMPION_FLOOR,
  P4P_CHAMPION_FLOOR,
  P4P_MIN_RATED_BOUTS,
  standingScore,
  vouchedStanding,
  weighsBeltInDivisionLists,
} from './ranking-rules';
import type { SourceFighter } from './ranking-rows';
import { beltOrganizations, championsByDivision, championsOf, everyBelt, reigningOf } from './reigning-champions';

export interface List {
  kind: string;
  filterValue: string;
  fighters: number[];
  scores: number[];
  /** Full active lists: per row, what layoffPoints() gives (0 = no mark). */
  layoff?: number[];
  /** Full active lists: per row, the rule that placed it above a higher Rating it still stands above, if any. */
  placed?: (Placement | undefined)[];
}

/**
 * The lists on `date`. Always global and every division; with `full`, also pound-for-pound, country, age and
 * organization. The global list orders by the Rating (fan score); every active list by the standing (decision 044,
 * session 9: the Rating without the uncertainty a layoff added since the last bout). Ties go by fighter id, so reruns
 * give the same ranks; one sort of all rated fighters per key is enough: each list takes its members in that order.
 * Every list shows the Rating: the standing only orders, and a row it placed above a higher Rating carries the points
 * the layoff takes off (layoffPoints in ranking-rules.ts), so the list can say why.
 */
export function rankLists(
  state: RatingState,
  careers: Careers,
  ids: readonly number[],
  info: ReadonlyMap<number, SourceFighter>,
  date: string,
  full: boolean,
  inferred: ReadonlyMap<number, InferredDivision> | null,
): List[] {
  const sinceFor = careers.clock.activeSinceDays(date);
  const championSinceFor = careers.clock.activeSinceDays(date, CHAMPION_ACTIVE_MONTHS);
  const ratedOn = careers.clock.ratedOnDays(date);
  const rated = careers.rated;
  const fan = new Float64Array(ids.length);
  const standing = new Float64Array(ids.length);
  const belief = { mu: 0, variance: 0 };
  const retired = retirementInForce(state, ids, info, date);
  const champions = championsByDivision(careers, date, retired);
  const reigning = reigningOf(champions);
  // The belts the champion rule weighs in a division's list (ACA's and KSW's are shown and vouch in their own
  // promotion's list only). The floor applies the same test itself (raiseToTheFloor).
  const weighedBelts = new Map([...champions].map(([division, holders]) => [division, holders.filter((c) => weighsBeltInDivisionLists(c.organization))]));
  // The floor keeps every belt a row shows inside the top 15, a Bellator belt defended on the PFL's cards included
  // (Ryan Bader was pushed to 16th by another champion's rise; session 40): the About page's promise is about the belt shown.
  const shownChampions = championsByDivision(careers, date, retired, { acrossSisters: true });
  // Pound for pound, the UFC's reigning champions (not interim ones) have a floor of their own (P4P_CHAMPION_FLOOR).
  const ufcChampions = everyBelt(champions).filter((c) => c.organization === 'UFC' && !c.interim);
  // A promotion's own list also holds its champions who fight on a sister promotion's cards (Ryan Bader, Liz Carmouche
  // and Cris Cyborg held Bellator's belts on PFL cards): Bellator's fans look for them there. Listed by their standing,
  // not placed: the list rules' champions stay those still in the promotion (the strict reading, decision 051).
  const sisterBelts = full ? beltOrganizations(shownChampions) : null;
  // The belt's floor of each kind of list (champion-floor.ts); the country and age lists have none.
  const raiseChampions = (kind: string, filterValue: string, fighters: number[], beat: (winner: number, loser: number) => boolean) => {
    if (kind === 'weight-class') return raiseToTheFloor(fighters, shownChampions.get(filterValue) ?? [], beat);
    if (kind === 'pound-for-pound') return raiseToTheFloor(fighters, ufcChampions, beat, P4P_CHAMPION_FLOOR);
    if (kind !== 'organization') return [];
    const own = championsOf(champions, filterValue).filter((c) => !c.interim);
    return raiseToTheFloor(fighters, own, beat, ORGANIZATION_CHAMPION_FLOOR, () => true);
  };
  const vouched = new Map<number, number>();
  for (const f of rated) {
    // On his promotion's latest result, not the list's date: a promotion whose data stops early must not sink its fighters.
    beliefAt(state, f, untilDeath(careers, f, ratedOn(careers.organization[f])), belief);
    fan[f] = shownRating(belief.mu, belief.variance);
    standing[f] = standingScore(belief.mu, state.variance[f]!);
    if (reigning.has(f)) vouched.set(f, vouchedStanding(belief.mu, state.variance[f]!));
  }
  // Last snapshot's orders are nearly these (few fighters fought since), which the runs-aware sort exploits.
  const order = sortedBy(careers.order, rated, fan, ids);
  const standingOrder = sortedBy(careers.standingOrder, rated, standing, ids);
  // Every rated fighter alive on the date, active or not: a fighter who died keeps the Rating he had that day (his page
  // says it), but a list of today's Ratings is no place for him, where his frozen number would climb past the living
  // who keep sinking through their layoffs. The GOAT list keeps him.
  const today = dayOf(date);
  const living = order.filter((f) => careers.diedDay[f]! > today);
  const global: List = { kind: 'global', filterValue: '', fighters: living, scores: full ? living.map((f) => fan[f]!) : [] };
  const byKind = new Map<string, Map<string, number[]>>();
  const add = (kind: string, filterValue: string, f: number) => {
    let lists = byKind.get(kind);
    if (!lists) byKind.set(kind, (lists = new Map()));
    const list = lists.get(filterValue);
    if (list) list.push(f);
    else lists.set(filterValue, [f]);
  };
  const divisionOf = new Map<number, string>();
  for (const f of standingOrder) {
    if (state.lastDay[f]! < (reigning.has(f) ? championSinceFor : sinceFor)(careers.organization[f])) continue;
    const fighter = info.get(ids[f]!)!;
    if (fighter.retiredOn && !isActiveOn(date, isoOfDay(state.lastDay[f]!), fighter.retiredOn, reigning.has(f))) continue;
    const division = inferred ? (inferred.get(ids[f]!)?.division ?? null) : careers.division[f];
    if (division) {
      add('weight-class', division, f);
      divisionOf.set(f, division);
    }
    if (!full) continue;
    if (state.boutsRated[f]! >= P4P_MIN_RATED_BOUTS) add('pound-for-pound', '', f);
    if (fighter.nationality) add('country', fighter.nationality, f);
    if (fighter.birthDate) add('age', ageGroupOf(ageOn(fighter.birthDate, date)), f);
    const organization = careers.organization[f];
    if (organization) add('organization', organization, f);
    for (const held of sisterBelts?.get(f) ?? []) if (held !== organization) add('organization', held, f);
  }
  const lists = [global];
  // Each member's place by standing alone, before the rules below move anyone (only the shown lists need it).
  const standingPlace = full ? new Int32Array(ids.length) : null;
  // Taken from the division lists in standing order, before any rule below moves a row.
  const sized = byKind.has('pound-for-pound') ? withoutDivisionLevels(divisionOf, byKind.get('weight-class') ?? new Map(), fan, standing, vouched) : null;
  for (const [kind, byFilter] of byKind) {
    for (const [filterValue, fighters] of byFilter) {
      // A list that mixes divisions orders and shows each Rating with its division's level taken out, on its own scale:
      // pound for pound since session 18; a promotion's, a country's and an age group's lists since session 41, when
      // the UFC's list held Jailton Almeida (heavyweight) 9th and its flyweight champion Alexandre Pantoja 45th.
      const [rating, order, vouchedHere] =
        SIZE_NEUTRAL_KINDS.has(kind as RankingKind) && sized ? [sized.fan, sized.standing, sized.vouched] : [fan, standing, vouched];
      if (order !== standing) fighters.sort((x, y) => order[y]! - order[x]! || ids[x]! - ids[y]!);
      if (standingPlace) fighters.forEach((f, i) => (standingPlace[f] = i));
      const placements = full ? new Map<number, Placement>() : undefined;
      if (kind === 'weight-class') respectTitles(fighters, { fan, standing, vouched }, careers.organization, weighedBelts.get(filterValue), placements);
      if (kind === 'organization') vouchForChampions(fighters, order, vouchedHere, championsOf(champions, filterValue), placements);
      if (kind === 'pound-for-pound') keepChampionsAboveInterims(fighters, everyBelt(champions), placements);
      // The lists shown apply the rule all the way down; the weekly history keeps to the top HEAD_TO_HEAD_TOP.
      respectHeadToHead(fighters, rating, careers, ratedOn, placements, full ? fighters.length : HEAD_TO_HEAD_TOP);
      const raised = raiseChampions(kind, filterValue, fighters, (winner, loser) => recentlyBeat(careers, ratedOn, winner, loser));
      for (const c of raised) placements?.set(c.fighter, { rule: c.interim ? 'interim-champion' : 'champion', over: c.over, day: null });
      const layoff = standingPlace ? layoffPoints(fighters, standingPlace, rating, order) : undefined;
      // A placed row keeps its mark while a row below shows a higher number, a Rating or what a layoff mark says.
      const placed = placements?.size ? placedRows(fighters, layoff ? withRankedOn(rating, fighters, layoff) : rating, placements) : undefined;
      if (layoff) layoffMarksBesidePlacements(layoff, placed);
      const scores = full ? fighters.map((f) => rating[f]!) : [];
      lists.push({ kind, filterValue, fighters, scores, layoff, placed });
    }
  }
  return lists;
}

/** Each member's number as his row shows it: the Rating, or what a layoff mark says he was ranked on. */
function withRankedOn(rating: Float64Array, fighters: readonly number[], layoff: readonly number[]): Float64Array {
  const shown = new Float64Array(rating);
  fighters.forEach((f, i) => (shown[f] = rating[f]! + layoff[i]!));
  return shown;
}

/**
 * Ratings without size: every fighter's Rating, standing and belt-vouched standing less his division's level offset
 * (divisionLevelOffsets; a fighter with no division, or in a women's division, keeps his own).
 */
function withoutDivisionLevels(
  divisionOf: ReadonlyMap<number, string>,
  divisions: ReadonlyMap<string, readonly number[]>,
  fan: Float64Array,
  standing: Float64Array,
  vouched: ReadonlyMap<number, number>,
): { fan: Float64Array; standing: Float64Array; vouched: Map<number, number> } {
  const offsets = divisionLevelOffsets(divisions, standing);
  const offsetOf = (f: number) => offsets.get(divisionOf.get(f) ?? '') ?? 0;
  const sizedFan = new Float64Array(fan);
  const sizedStanding = new Float64Array(standing);
  for (const f of divisionOf.keys()) {
    const offset = offsetOf(f);
    sizedFan[f] = fan[f]! - offset;
    sizedStanding[f] = standing[f]! - offset;
  }
  const sizedVouched = new Map([...vouched].map(([f, points]) => [f, points - offsetOf(f)]));
  return { fan: sizedFan, standing: sizedStanding, vouched: sizedVouched };
}

/** `order` (last snapshot's, kept between calls) with the newly rated fighters added, sorted by `key` (ties by id). */
function sortedBy(order: number[], rated: readonly number[], key: Float64Array, ids: readonly number[]): number[] {
  for (let i = order.length; i < rated.length; i++) order.push(rated[i]!);
  return order.sort((x, y) => key[y]! - key[x]! || ids[x]! - ids[y]!);
}

/** Whether each fighter's retirement is in force on `date` (isActiveOn's test). */
export const retirementInForce =
  (state: RatingState, ids: readonly number[], info: ReadonlyMap<number, SourceFighter>, date: string) =>
  (f: number): boolean =>
    isRetiredOn(date, isoOfDay(state.lastDay[f]!), info.get(ids[f]!)?.retiredOn);

/** The GOAT list: every fighter with enough rated bouts, by the career score of goat-score.ts. */
export function goatList(careers: Careers, state: RatingState, ids: readonly number[]): List {
  const list: List = { kind: 'goat', filterValue: '', fighters: [], scores: [] };
  for (const f of careers.rated) {
    if (state.boutsRated[f]! < GOAT_MIN_RATED_BOUTS) continue;
    list.fighters.push(f);
    list.scores.push(goatOf(careers, f));
  }
  return sortList(list, ids);
}

/** The list's rows by score, highest first (ties by fighter id, so reruns give the same ranks). */
function sortList(list: List, ids: readonly number[]): List {
  const order = list.fighters.map((_, i) => i);
  order.sort((x, y) => list.scores[y]! - list.scores[x]! || ids[list.fighters[x]!]! - ids[list.fighters[y]!]!);
  return { ...list, fighters: order.map((i) => list.fighters[i]!), scores: order.map((i) => list.scores[i]!) };
}
