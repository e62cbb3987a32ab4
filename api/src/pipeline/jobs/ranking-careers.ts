// What the rankings job knows of each fighter at a point of its pass through history (build-rankings.ts): record,
// peaks, organization and division, title lineage, direct wins; advanced as the engine takes each bout.
import { dayOf, RESULT, shownRating, toPoints, type RatingInput, type RatingState } from '../../ratings/index';
import { ELITE_DIVISION_RANK, goatScore, QUALITY_WIN_RANK, type CareerRecord } from './goat-score';
import type { DirectWin } from './list-placement';
import { promotionClock, type PromotionClock } from './promotion-freshness';
import { boutPromotion, boutTitleKey, isDivision } from './ranking-rules';
import type { SourceBooking, SourceBout } from './ranking-rows';
import { TitleLineage, type TitleAnnouncements } from './title-lineage';

/** Mutable per-fighter facts, indexed like the engine input's fighters, advanced bout by bout. */
export interface Careers {
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

/** The day a fighter is rated on: `day`, or the day he died if that came first (no layoff is counted after a death). */
export const untilDeath = (careers: Careers, f: number, day: number): number => Math.min(day, careers.diedDay[f]!);

export function newCareers(n: number, bouts: readonly SourceBout[], titleBout: Uint8Array, announcements: TitleAnnouncements): Careers {
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

/**
 * Each fighter's latest organization and division, and the title lineage, from the bouts the engine took (title
 * changes announced before a title bout are applied ahead of it).
 */
export function noteBoutsTaken(state: RatingState, careers: Careers, input: RatingInput, boutByKey: ReadonlyMap<string, SourceBout>, from: number): number {
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
export function noteBookings(state: RatingState, careers: Careers, input: RatingInput, bookings: readonly SourceBooking[]): void {
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

/** Folds the engine's new steps into the careers: record, peaks, quality wins (against last snapshot's ranks). */
export function takeSteps(state: RatingState, careers: Careers, from: number): number {
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

export const careerOf = (careers: Careers, f: number): CareerRecord => ({
  peakFanScore: careers.peakFan[f]!,
  eliteYears: careers.eliteDays[f]! / 365.25,
  qualityWins: careers.qualityWins[f]!,
  titleWins: careers.titleWins[f]!,
  eliteLosses: careers.eliteLosses[f]!,
});
export const goatOf = (careers: Careers, f: number) => goatScore(careerOf(careers, f));
