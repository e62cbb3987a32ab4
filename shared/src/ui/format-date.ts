// Spec §9 date format 'MMM d, yyyy' ("Jan 5, 2025") without a date library. Dates are shown in UTC:
// the API sends calendar dates, and a visitor west of Greenwich must not see the day before.
// Built by hand, not with Intl.DateTimeFormat: constructing one with a time zone costs ~20 ms of main
// thread the first time (ICU loads its zone data), ~90 ms on a mid-range phone, and these twelve
// English month names are all the format needs.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'MMM d, yyyy', or null for a missing or unreadable date. */
export function formatShortDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
