// The rankings job's pure core: fight history in, the rows of its tables out (ranking-rows.ts), no I/O.
// One pass through history with the rating engine: at each snapshot it ranks the global and division lists
// (rank history, GOAT longevity), and at the last two snapshots every list (current and previous rank).
// Its parts: ranking-careers.ts (what it knows of each fighter), ranking-lists.ts (each snapshot's lists and the rules
// that place rows), rank-history.ts (the weekly rank history), ranking-table-rows.ts (the rows it returns).
import { advanceTo, createRatingState, dayOf, fromDataset, isoOfDay, RANKING_PARAMS } from '../../ratings/index';
import { runToEnd } from './event-loop-turn';
import { inferDivisions, type DivisionWeighIn, type InferredDivision } from './infer-divisions';
import { HistoryRecorder, historySpan, recordSnapshot } from './rank-history';
import { goatList, rankLists, type List } from './ranking-lists';
import { newCareers, noteBookings, noteBoutsTaken, takeSteps } from './ranking-careers';
import type { Rankings, SourceBooking, SourceBout, SourceFighter } from './ranking-rows';
import { entryRows, ratingRows, stepColumns } from './ranking-table-rows';
import { snapshotDays } from './snapshot-dates';
import { TitleAnnouncements } from './title-lineage';

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
