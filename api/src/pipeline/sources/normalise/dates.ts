// Source dates come in three spellings; all become ISO YYYY-MM-DD or a SourceError at the row.
import type { CsvRow } from '../csv-table';

const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
// Full names and three-letter abbreviations only, so a typo ("Mayy") is an error, not a guess.
const MONTHS = new Map(
  MONTH_NAMES.flatMap(
    (name, index) =>
      [
        [name, index + 1],
        [name.slice(0, 3), index + 1],
      ] as const,
  ),
);

/** "December 14, 2024", "Jul 13, 1978" or "2024-12-14" -> "2024-12-14"; null when not a real date. */
export function toIsoDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) return checked(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const named = /^([A-Za-z]{3,9})\.? (\d{1,2}), (\d{4})$/.exec(text);
  if (named) {
    const month = MONTHS.get(named[1]!.toLowerCase());
    return month ? checked(Number(named[3]), month, Number(named[2])) : null;
  }
  return null;
}

/** "2024-12-14" naming a real day: no 30 February, which JavaScript's parser rolls into March, and no year 0. */
export const isIsoDate = (text: string): boolean => toIsoDate(text) === text;

function checked(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** Date column of a row: null when empty (or the source's "--" for unknown), SourceError when malformed. */
export function rowDate(row: CsvRow, column: string): string | null {
  const text = row.get(column);
  if (text === null || text === '--') return null;
  return toIsoDate(text) ?? row.fail(`malformed date in column "${column}": "${text}"`);
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Full years between two ISO dates (a birthday counts on its day). */
export function ageOn(birthDate: string, date: string): number {
  const years = Number(date.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return date.slice(5, 10) < birthDate.slice(5, 10) ? years - 1 : years;
}

export function yearsBetween(fromIso: string, toIso: string): number {
  return (Date.parse(toIso) - Date.parse(fromIso)) / (365.25 * 86_400_000);
}
