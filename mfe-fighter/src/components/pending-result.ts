// What a bout without a result says, the same on a card and on a fighter's fights: still to come, or it has happened
// (dated before today, UTC, as the events list splits cards: decision 047) and its result is not in our data yet.

export const AWAITING_RESULTS = 'Results not in yet';

/** Today's calendar date in UTC, ISO: the day a booking stops being upcoming. */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** "Upcoming" for a bout still to come (or undated), "Results not in yet" for one dated before today. */
export function pendingResultLabel(date: string | null, today: string = todayUtc()): string {
  return date !== null && date < today ? AWAITING_RESULTS : 'Upcoming';
}
