// How long a fighter was out of the cage, as a fan says it: "15 months", and below three months "8 weeks" or "9 days"
// (a whole-month count read "0 months" for a bout four weeks before the ratings date, and "1 month" for eight weeks).

const DAY_MS = 86_400_000;
/** Below this many whole months a spell is told in weeks: "8 weeks", not a whole-month count that drops nearly half. */
const MONTHS_FROM = 3;

/** Whole calendar months from one ISO date to another (a month is complete on the same day of the month). */
function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return Math.max(0, (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0));
}

export function timeOutText(from: string, to: string): string {
  const months = monthsBetween(from, to);
  if (months >= MONTHS_FROM) return `${months} months`;
  const days = Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS));
  if (days >= 7) return plural(Math.floor(days / 7), 'week');
  return plural(days, 'day');
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
