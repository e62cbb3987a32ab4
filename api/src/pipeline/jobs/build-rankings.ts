// The rankings job's pure core: fight history in, the rows of its tables out (ranking-rows.ts), no I/O.
// One pass through history with the rating engine: at each snapshot it ranks the global and division lists
// (rank history, GOAT longevity), and at the last two snapshots every list (current and previous rank).
import { SIZE_NEUTRAL_KINDS, type RankingKind } from '@fightrank/shared/contracts';
import {
  advanceTo,
  beliefAt,
  createRatingState,
  dayOf,
  RANKING_PARAMS,
  fighterRating,
  fromDataset,
  isoOfDay,
  RESULT,
  shownRating,
  toPoints,
  type RatingInput,
  type RatingState,
} from '../../ratings/index';
import { ageOn } from '../sources/normalise/dates';
import { inferDivisions, type DivisionWeighIn, type InferredDivision } from './infer-divisions';
import { ELITE_DIVISION_RANK, goatScore, QUALITY_WIN_RANK, type CareerRecord } from './goat-score';
import { promotionClock, type PromotionClock } from './promotion-freshness';
import { runToEnd } from './event-loop-turn';
import {
  ageGroupOf,
  CHAMPION_ACTIVE_MONTHS,
  divisionLevelOffsets,
  GOAT_MIN_RATED_BOUTS,
  HISTORY_TOP,
  isActiveOn,
  isRetiredOn,
  isDivision,
  layoffPoints,
  P4P_CHAMPION_FLOOR,
  P4P_MIN_RATED_BOUTS,
  standingScore,
  boutPromotion,
  boutTitleKey,
  vouchedStanding,
  weighsBeltInDivisionLists,
} from './ranking-rules';
import { raiseToTheFloor } from './champion-floor';
import {
  keepChampionsAboveInterims,
  layoffMarksBesidePlacements,
  placedRows,
  recentlyBeat,
  respectHeadToHead,
  respectTitles,
  vouchForChampions,
  type DirectWin,
  type Placement,
} from './list-placement';
import { beltOrganizations, beltsByFighter, championsByDivision, championsOf, everyBelt, reigningOf } from './reigning-champions';
import { snapshotDays } from './snapshot-dates';
import { TitleAnnouncements, TitleLineage } from './title-lineage';
import type { FighterRatingRow, HistoryColumns, RankingEntryRow, Rankings, SourceBooking, SourceBout, SourceFighter, StepColumns } from './ranking-rows';

const POINTS_PER_LOGIT = toPoints(1) - toPoints(0);
const RESULT_LABEL = ['L', 'W', 'D', 'NC'] as const;

interface List {
  kind: string;
  filterValue: string;
  fighters: number[];
  scores: number[];
  /** Full active lists: per row, what layoffPoints() gives (0 = no mark). */
  layoff?: number[];
  /** Full active lists: per row, the rule that placed it above a higher Rating it still stands above, if any. */
  placed?: (Placement | undefined)[];
}

/** Mutable per-fighter facts, indexed like the engine input's fighters, advanced bout by bout. */
interface Careers {
  /** Activity against each promotion's own latest result (promotion-freshness.ts). */
  clock: PromotionClock;
  /** Each fighter's organization: of his latest bout, or, in the current lists, of a booking since. */
  organization: (string | null)[];
  /** The organization of each fighter's latest bout, bookings aside: where a champion last defended or left his belt. */
  boutOrganization: (string | null)[];
  division: (string | null)[];
  /** The day each fighter died (Infinity for the living): his Rating stops there. */
  diedDay: Float64Array;
  peakFan: Float64Array;
  peakRating: Float64Array;
  eliteDays: Float64Array;
  qualityWins: Int32Array;
  titleWins: Int32Array;
  eliteLosses: Int32Array;
  /** Input bout index -> 1 for a title bout. */
  titleBout: Uint8Array;
  /** Rank in their division at the latest snapshot taken; 0 = not ranked. */
  divisionRank: Int32Array;
  record: Int32Array; // 4 per fighter: L, W, D, NC
  seen: Uint8Array;
  /**
   * Who holds each title (organization and division) after the title bouts taken so far, as the sources and the
   * curated rows flag them, and the title changes announced between them. Who reigns on a date is championsByDivision's call (reigning-champions.ts).
   */
  titles: TitleLineage;
  /** The announcements (a champion stripped, an interim champion promoted) that move `titles` between bouts. */
  announcements: TitleAnnouncements;
  /** Per fighter: opponents whose latest decisive meeting with him he won, with that win (the head-to-head rule). */
  winsOver: (Map<number, DirectWin> | undefined)[];
  /** Scratch: a fighter's position in the list being ordered, -1 when not in it (all -1 between calls). */
  position: Int32Array;
  /** Fighters with a rated bout, in the order they got it; and in the latest snapshot's order by Rating and by standing. */
  rated: number[];
  order: number[];
  standingOrder: number[];
}

/** Every table's rows, in one synchronous pass (`ratings consensus`, tests). */
export function buildRankings(
  fighters: readonly SourceFighter[],
  bouts: readonly SourceBout[],
  weighIns: readonly DivisionWeighIn[] = [],
  bookings: readonly SourceBooking[] = [],
): Rankings {
  return runToEnd(rankingSteps(fighters, bouts, weighIns, bookings));
}

/**
 * The same pass, paused after each weekly snapshot (about 455 on the full data), its return value the rankings: the
 * rankings job drives it in turns (event-loop-turn.ts) so a server computing on its own thread still answers.
 */
export function* rankingSteps(
  fighters: readonly SourceFighter[],
  bouts: readonly SourceBout[],
  weighIns: readonly DivisionWeighIn[] = [],
  bookings: readonly SourceBooking[] = [],
): Generator<void, Rankings, void> {
  const input = fromDataset({
    fighters: fighters.map((f) => ({ key: String(f.id), birthDate: f.birthDate })),
    bouts: bouts.map((b) => ({ ...b, fighterA: String(b.fighterA), fighterB: String(b.fighterB) })),
  });
  const ids = input.fighterKeys.map(Number);
  const boutByKey = new Map(bouts.map((b) => [b.key, b]));
  const boutIds = input.boutKeys.map((key) => boutByKey.get(key)!.id);
  const info = new Map(fighters.map((f) => [f.id, f]));
  // The site's ratings: the engine with the ranking parameters (decision 038); predictions keep DEFAULT_PARAMS.
  const state = createRatingState(input, RANKING_PARAMS);
  const careers = newCareers(
    ids.length,
    bouts,
    Uint8Array.from(input.boutKeys, (key) => (boutByKey.get(key)!.titleBout ? 1 : 0)),
    new TitleAnnouncements(fighters, (id) => state.keyIndex.get(String(id))),
  );
  fighters.forEach((fighter) => {
    const f = state.keyIndex.get(String(fighter.id));
    if (f !== undefined && fighter.diedOn) careers.diedDay[f] = dayOf(fighter.diedOn);
  });
  const history = new HistoryRecorder();
  if (input.boutCount === 0) return { snapshotDates: [], ratings: [], steps: stepColumns(state, ids, boutIds), entries: [], history: history.columns };

  const [first, last] = historySpan(input.day, input.boutCount);
  const days = snapshotDays(first, last);
  let boutCursor = 0;
  let stepCursor = 0;
  let previousDay = days[0]!;
  let previousLists: List[] = [];
  let currentLists: List[] = [];
  let latestDivisions = new Map<number, InferredDivision>();

  // Where each promotion's data runs to in the end: a past snapshot interval after it is one we know nothing about.
  const finalDay = days.at(-1);
  const dataRunsTo = finalDay === undefined ? () => 0 : careers.clock.ratedOnDays(isoOfDay(finalDay));
  for (const [s, day] of days.entries()) {
    advanceTo(state, day + 1);
    boutCursor = noteBoutsTaken(state, careers, input, boutByKey, boutCursor);
    stepCursor = takeSteps(state, careers, stepCursor);

    const date = isoOfDay(day);
    careers.announcements.through(careers.titles, date);
    const full = s >= days.length - 2;
    // The current lists know who has since been booked elsewhere; history keeps the organizations bouts name.
    if (full) noteBookings(state, careers, input, bookings);
    // The current lists use every piece of division evidence; history keeps the divisions bouts name.
    const inferred = full ? inferDivisions(fighters, bouts, weighIns, date) : null;
    if (inferred) latestDivisions = inferred;
    const lists = rankLists(state, careers, ids, info, date, full, inferred);
    recordSnapshot(lists, careers, history, ids, day, day - previousDay, dataRunsTo);
    if (full) {
      // GOAT last: its longevity term includes this snapshot.
      lists.push(goatList(careers, state, ids));
      previousLists = currentLists;
      currentLists = lists;
    }
    previousDay = day;
    yield;
  }

  return {
    snapshotDates: days.map(isoOfDay),
    ratings: ratingRows(state, careers, ids, info, isoOfDay(last), latestDivisions),
    steps: stepColumns(state, ids, boutIds),
    entries: entryRows(currentLists, days.length > 1 ? previousLists : [], ids),
    history: history.columns,
  };
}

/** The day a fighter is rated on: `day`, or the day he died if that came first (no layoff is counted after a death). */
const untilDeath = (careers: Careers, f: number, day: number): number => Math.min(day, careers.diedDay[f]!);

function newCareers(n: number, bouts: readonly SourceBout[], titleBout: Uint8Array, announcements: TitleAnnouncements): Careers {
  return {
    clock: promotionClock(bouts),
    organization: new Array<string | null>(n).fill(null),
    boutOrganization: new Array<string | null>(n).fill(null),
    division: new Array<string | null>(n).fill(null),
    diedDay: new Float64Array(n).fill(Number.POSITIVE_INFINITY),
    peakFan: new Float64Array(n).fill(Number.NEGATIVE_INFINITY),
    peakRating: new Float64Array(n).fill(Number.NEGATIVE_INFINITY),
    eliteDays: new Float64Array(n),
    qualityWins: new Int32Array(n),
    titleWins: new Int32Array(n),
    eliteLosses: new Int32Array(n),
    titleBout,
    divisionRank: new Int32Array(n),
    record: new Int32Array(4 * n),
    seen: new Uint8Array(n),
    winsOver: new Array<Map<number, DirectWin> | undefined>(n),
    titles: new TitleLineage(),
    announcements,
    position: new Int32Array(n).fill(-1),
    rated: [],
    order: [],
    standingOrder: [],
  };
}

/** The first and last bout day: the span the weekly snapshots cover. */
function historySpan(day: ArrayLike<number>, count: number): [number, number] {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (let k = 0; k < count; k++) {
    first = Math.min(first, day[k]!);
    last = Math.max(last, day[k]!);
  }
  return [first, last];
}

/** The rank-history rows of the global and division lists, with one id per list. */
class HistoryRecorder {
  readonly columns: HistoryColumns = { lists: [], fighterId: [], list: [], day: [], rank: [] };
  private readonly listIndex = new Map<string, number>();

  indexOf(list: List): number {
    const id = `${list.kind}\u0000${list.filterValue}`;
    let i = this.listIndex.get(id);
    if (i === undefined) {
      this.listIndex.set(id, (i = this.columns.lists.length));
      this.columns.lists.push({ kind: list.kind, filterValue: list.filterValue });
    }
    return i;
  }

  add(fighterId: number, list: number, day: number, rank: number): void {
    this.columns.fighterId.push(fighterId);
    this.columns.list.push(list);
    this.columns.day.push(day);
    this.columns.rank.push(rank);
  }
}

/**
 * Each fighter's latest organization and division, and the title lineage, from the bouts the engine took (title
 * changes announced before a title bout are applied ahead of it).
 */
function noteBoutsTaken(state: RatingState, careers: Careers, input: RatingInput, boutByKey: ReadonlyMap<string, SourceBout>, from: number): number {
  let cursor = from;
  for (; cursor < state.cursor; cursor++) {
    const k = state.order[cursor]!;
    const bout = boutByKey.get(input.boutKeys[k]!)!;
    for (const f of [input.fighterA[k]!, input.fighterB[k]!]) {
      careers.organization[f] = careers.boutOrganization[f] = boutPromotion(bout)!;
      if (isDivision(bout.weightClass)) careers.division[f] = bout.weightClass;
    }
    if (bout.titleBout && isDivision(bout.weightClass)) {
      const title = boutTitleKey(bout);
      careers.announcements.before(careers.titles, bout.date);
      careers.titles.record({
        title,
        fighterA: input.fighterA[k]!,
        fighterB: input.fighterB[k]!,
        outcomeA: bout.outcomeA,
        interim: bout.interimTitle === true,
        date: bout.date,
      });
    }
  }
  return cursor;
}

/** Moves each fighter booked after his last result to the booking's organization (the latest booking wins). */
function noteBookings(state: RatingState, careers: Careers, input: RatingInput, bookings: readonly SourceBooking[]): void {
  const indexOf = new Map(input.fighterKeys.map((key, f) => [key, f]));
  const dated = bookings.flatMap((booking) => (booking.date === null ? [] : [{ ...booking, day: dayOf(booking.date) }]));
  for (const booking of dated.sort((x, y) => x.day - y.day)) {
    for (const id of [booking.fighterA, booking.fighterB]) {
      const f = indexOf.get(String(id));
      if (f === undefined || state.boutsRated[f] === 0 || booking.day <= state.lastDay[f]!) continue;
      careers.organization[f] = booking.organization;
    }
  }
}

/**
 * A snapshot's division ranks (and elite days, weighted by the days since the last snapshot) and its history rows.
 * `dataRunsTo` gives the day the data for each promotion runs to (promotion-freshness.ts): elite days count only as far
 * as it, so a fresh sync's UFC cards do not add years at the top to other promotions' fighters whose data stopped.
 */
function recordSnapshot(
  lists: readonly List[],
  careers: Careers,
  history: HistoryRecorder,
  ids: readonly number[],
  day: number,
  spacing: number,
  dataRunsTo: (organization: string | null | undefined) => number,
): void {
  careers.divisionRank.fill(0);
  for (const list of lists) {
    if (list.kind !== 'global' && list.kind !== 'weight-class') continue;
    const top = HISTORY_TOP[list.kind];
    const index = history.indexOf(list);
    list.fighters.forEach((f, i) => {
      const rank = i + 1;
      if (list.kind === 'weight-class') {
        careers.divisionRank[f] = rank;
        if (rank <= ELITE_DIVISION_RANK) careers.eliteDays[f]! += knownDays(day, spacing, dataRunsTo(careers.organization[f]));
      }
      if (rank <= top) history.add(ids[f]!, index, day, rank);
    });
  }
}

/** Folds the engine's new steps into the careers: record, peaks, quality wins (against last snapshot's ranks). */
function takeSteps(state: RatingState, careers: Careers, from: number): number {
  const log = state.steps;
  for (let s = from; s < log.length; s++) {
    const f = log.fighter[s]!;
    const result = log.result[s]!;
    careers.record[4 * f + result]!++;
    const rating = toPoints(log.muAfter[s]!);
    const fan = shownRating(log.muAfter[s]!, log.varianceAfter[s]!);
    if (rating > careers.peakRating[f]!) careers.peakRating[f] = rating;
    // Every bout the history plots counts, a no contest too: after a first bout it is the debut Rating, which later
    // losses can leave above every other point.
    if (fan > careers.peakFan[f]!) careers.peakFan[f] = fan;
    const opponentRank = careers.divisionRank[log.opponent[s]!]!;
    if (result === RESULT.A_WON && opponentRank > 0 && opponentRank <= QUALITY_WIN_RANK) careers.qualityWins[f]!++;
    if (result === RESULT.A_WON && careers.titleBout[log.bout[s]!]) careers.titleWins[f]!++;
    const ownRank = careers.divisionRank[f]!;
    if (result === RESULT.A_LOST && ownRank > 0 && ownRank <= ELITE_DIVISION_RANK) careers.eliteLosses[f]!++;
    const opponent = log.opponent[s]!;
    if (result === RESULT.A_WON) {
      const wins = (careers.winsOver[f] ??= new Map());
      wins.set(opponent, { day: state.input.day[log.bout[s]!]!, straight: (wins.get(opponent)?.straight ?? 0) + 1 });
    } else if (result !== RESULT.NO_CONTEST) careers.winsOver[f]?.delete(opponent);
    if (!careers.seen[f] && state.boutsRated[f]! > 0) {
      careers.seen[f] = 1;
      careers.rated.push(f);
    }
  }
  return log.length;
}

/**
 * The lists on `date`. Always global and every division; with `full`, also pound-for-pound, country, age and
 * organization. The global list orders by the Rating (fan score); every active list by the standing (decision 044,
 * session 9: the Rating without the uncertainty a layoff added since the last bout). Ties go by fighter id, so reruns
 * give the same ranks; one sort of all rated fighters per key is enough: each list takes its members in that order.
 * Every list shows the Rating: the standing only orders, and a row it placed above a higher Rating carries the points
 * the layoff takes off (layoffPoints in ranking-rules.ts), so the list can say why.
 */
function rankLists(
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
      respectHeadToHead(fighters, rating, careers, ratedOn, placements);
      if (kind === 'weight-class' || kind === 'pound-for-pound') {
        const beat = (winner: number, loser: number) => recentlyBeat(careers, ratedOn, winner, loser);
        const raised =
          kind === 'weight-class'
            ? raiseToTheFloor(fighters, shownChampions.get(filterValue) ?? [], beat)
            : raiseToTheFloor(fighters, ufcChampions, beat, P4P_CHAMPION_FLOOR);
        for (const c of raised) placements?.set(c.fighter, { rule: c.interim ? 'interim-champion' : 'champion', over: c.over, day: null });
      }
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

/** The days of the snapshot interval (day - spacing, day] that a promotion's data covers when it runs to `through`. */
function knownDays(day: number, spacing: number, through: number): number {
  return Math.min(spacing, Math.max(0, through - (day - spacing)));
}

/** `order` (last snapshot's, kept between calls) with the newly rated fighters added, sorted by `key` (ties by id). */
function sortedBy(order: number[], rated: readonly number[], key: Float64Array, ids: readonly number[]): number[] {
  for (let i = order.length; i < rated.length; i++) order.push(rated[i]!);
  return order.sort((x, y) => key[y]! - key[x]! || ids[x]! - ids[y]!);
}

/** Whether each fighter's retirement is in force on `date` (isActiveOn's test). */
const retirementInForce =
  (state: RatingState, ids: readonly number[], info: ReadonlyMap<number, SourceFighter>, date: string) =>
  (f: number): boolean =>
    isRetiredOn(date, isoOfDay(state.lastDay[f]!), info.get(ids[f]!)?.retiredOn);

function goatList(careers: Careers, state: RatingState, ids: readonly number[]): List {
  const list: List = { kind: 'goat', filterValue: '', fighters: [], scores: [] };
  for (const f of careers.rated) {
    if (state.boutsRated[f]! < GOAT_MIN_RATED_BOUTS) continue;
    list.fighters.push(f);
    list.scores.push(goatOf(careers, f));
  }
  return sortList(list, ids);
}

const careerOf = (careers: Careers, f: number): CareerRecord => ({
  peakFanScore: careers.peakFan[f]!,
  eliteYears: careers.eliteDays[f]! / 365.25,
  qualityWins: careers.qualityWins[f]!,
  titleWins: careers.titleWins[f]!,
  eliteLosses: careers.eliteLosses[f]!,
});
const goatOf = (careers: Careers, f: number) => goatScore(careerOf(careers, f));

function sortList(list: List, ids: readonly number[]): List {
  const order = list.fighters.map((_, i) => i);
  order.sort((x, y) => list.scores[y]! - list.scores[x]! || ids[list.fighters[x]!]! - ids[list.fighters[y]!]!);
  return { ...list, fighters: order.map((i) => list.fighters[i]!), scores: order.map((i) => list.scores[i]!) };
}

function entryRows(current: readonly List[], previous: readonly List[], ids: readonly number[]): RankingEntryRow[] {
  const before = new Map<string, number>();
  for (const list of previous) list.fighters.forEach((f, i) => before.set(`${list.kind}\u0000${list.filterValue}\u0000${f}`, i + 1));
  return current.flatMap((list) =>
    list.fighters.map((f, i) => {
      const row: RankingEntryRow = {
        kind: list.kind,
        filterValue: list.filterValue,
        fighterId: ids[f]!,
        currentRank: i + 1,
        previousRank: before.get(`${list.kind}\u0000${list.filterValue}\u0000${f}`) ?? null,
        score: list.scores[i]!,
      };
      const layoff = list.layoff?.[i];
      if (layoff) row.layoffPoints = layoff;
      const placed = list.placed?.[i];
      if (placed) {
        row.placedBy = placed.rule;
        row.placedOver = ids[placed.over]!;
        if (placed.day !== null) row.placedOverOn = isoOfDay(placed.day);
      }
      return row;
    }),
  );
}

function ratingRows(
  state: RatingState,
  careers: Careers,
  ids: readonly number[],
  info: ReadonlyMap<number, SourceFighter>,
  lastDate: string,
  divisions: ReadonlyMap<number, InferredDivision>,
): FighterRatingRow[] {
  const rows: FighterRatingRow[] = [];
  const retired = retirementInForce(state, ids, info, lastDate);
  const reigning = reigningOf(championsByDivision(careers, lastDate, retired));
  const belts = beltsByFighter(championsByDivision(careers, lastDate, retired, { acrossSisters: true }));
  for (let f = 0; f < ids.length; f++) {
    // Rated on his promotion's latest result, as the lists read him (promotion-freshness.ts).
    const ratedAsOf = careers.clock.latestResult(careers.organization[f], lastDate);
    const r = fighterRating(state, state.input.fighterKeys[f]!, isoOfDay(untilDeath(careers, f, dayOf(ratedAsOf))))!;
    if (r.lastBoutDate === null) continue;
    const [losses, wins, draws, noContests] = careers.record.subarray(4 * f, 4 * f + 4);
    rows.push({
      fighterId: ids[f]!,
      rating: r.rating,
      uncertainty: r.uncertainty,
      fanScore: r.fanScore,
      peakRating: Number.isFinite(careers.peakRating[f]!) ? careers.peakRating[f]! : r.rating,
      peakFanScore: Math.max(careers.peakFan[f]!, r.fanScore),
      goatScore: r.bouts >= GOAT_MIN_RATED_BOUTS ? goatOf(careers, f) : null,
      career: careerOf(careers, f),
      boutsRated: r.bouts,
      wins: wins!,
      losses: losses!,
      draws: draws!,
      noContests: noContests!,
      lastBoutDate: r.lastBoutDate,
      weightClass: divisions.get(ids[f]!)?.division ?? null,
      weightClassBasis: divisions.get(ids[f]!)?.basis ?? null,
      organization: careers.organization[f] ?? null,
      ratedAsOf,
      isActive: isActiveOn(ratedAsOf, r.lastBoutDate, info.get(ids[f]!)?.retiredOn, reigning.has(f)),
      belts: belts.get(f) ?? [],
    });
  }
  return rows;
}

function stepColumns(state: RatingState, ids: readonly number[], boutIds: readonly number[]): StepColumns {
  const log = state.steps;
  const out: StepColumns = {
    fighterId: [],
    boutId: [],
    day: [],
    opponentId: [],
    result: [],
    ratingBefore: [],
    uncertaintyBefore: [],
    ratingAfter: [],
    uncertaintyAfter: [],
  };
  for (let s = 0; s < log.length; s++) {
    const k = log.bout[s]!;
    out.fighterId.push(ids[log.fighter[s]!]!);
    out.boutId.push(boutIds[k]!);
    out.day.push(state.input.day[k]!);
    out.opponentId.push(ids[log.opponent[s]!]!);
    out.result.push(RESULT_LABEL[log.result[s]!]!);
    out.ratingBefore.push(toPoints(log.muBefore[s]!));
    out.uncertaintyBefore.push(Math.sqrt(log.varianceBefore[s]!) * POINTS_PER_LOGIT);
    out.ratingAfter.push(toPoints(log.muAfter[s]!));
    out.uncertaintyAfter.push(Math.sqrt(log.varianceAfter[s]!) * POINTS_PER_LOGIT);
  }
  return out;
}
