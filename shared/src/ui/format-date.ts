// Spec §9 date format 'MMM d, yyyy' ("Jan 5, 2025") without a date library. Dates are shown in UTC:
// the API sends calendar dates, and a visitor west of Greenwich must not see the day before.
const FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'MMM d, yyyy', or null for a missing or unreadable date. */
export function formatShortDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : FORMAT.format(date);
}
