// When ranks are taken. Weekly (Sundays) for the two most recent years, monthly (each month's first Sunday)
// before, plus the latest completed bout date itself: the newest snapshot is what the site shows and the
// one before it is "last week", so arrows and gainers/losers mean "since last Sunday".

/** How far back snapshots stay weekly; older history is monthly to keep rank_history small. */
export const WEEKLY_WINDOW_DAYS = 728;

// Day 0 (1970-01-01) was a Thursday, so Sundays are days with day % 7 === 3.
const isSunday = (day: number) => ((day % 7) + 7) % 7 === 3;
const monthOf = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 7);

/**
 * Snapshot days (days since 1970-01-01), ascending, for a history whose first rated bout is on
 * `firstDay` and latest on `lastDay`. Each snapshot covers the bouts dated on or before it.
 */
export function snapshotDays(firstDay: number, lastDay: number): number[] {
  const days: number[] = [];
  let sunday = firstDay;
  while (!isSunday(sunday)) sunday++;
  let month = '';
  for (let day = sunday; day < lastDay; day += 7) {
    const weekly = day >= lastDay - WEEKLY_WINDOW_DAYS;
    if (weekly || monthOf(day) !== month) days.push(day);
    month = monthOf(day);
  }
  days.push(lastDay);
  return days;
}
