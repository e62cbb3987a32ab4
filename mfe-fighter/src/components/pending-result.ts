// What a bout without a result says, the same on a card and on a fighter's fights: still to come, or it has happened
// (dated before today, UTC, as the events list splits cards: decision 047) and its result is not in our data: on its
// way for a week, then missing (a card of 2024 still "not in yet" two years on reads as a site nobody keeps).

export const AWAITING_RESULTS = 'Results not in yet';
export const MISSING_RESULTS = 'No results in our data';
/** Days after a card during which its results are on their way; later they are missing from the sources. */
export const RESULTS_DUE_DAYS = 7;

/** Today's calendar date in UTC, ISO: the day a booking stops being upcoming. */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** Whether a card or bout dated `date` (before today) is past the days its results take to come. */
export function resultsOverdue(date: string | null, today: string = todayUtc()): boolean {
  return date !== null && Date.parse(today) - Date.parse(date) > RESULTS_DUE_DAYS * 86_400_000;
}

/** What a past card or bout without a result says: not in yet, or, after RESULTS_DUE_DAYS, not in our data. */
export function awaitingResultsLabel(date: string | null, today: string = todayUtc()): string {
  return resultsOverdue(date, today) ? MISSING_RESULTS : AWAITING_RESULTS;
}

/** "Upcoming" for a bout still to come (or undated); for one dated before today, what awaitingResultsLabel says. */
export function pendingResultLabel(date: string | null, today: string = todayUtc()): string {
  return date !== null && date < today ? awaitingResultsLabel(date, today) : 'Upcoming';
}
