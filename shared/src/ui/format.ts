// Number formats the spec fixes (§9): ratings with 1 decimal in rows and 2 in search.

export function formatRating(value: number | null | undefined, decimals: 1 | 2 = 1): string {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(decimals) : 'N/A';
}

/** Wins-losses, and the draws as a third number when there are any ("25-4-1"; "27-1", not "27-1-0"). */
export function formatRecord(wins: number, losses: number, draws = 0): string {
  return draws > 0 ? `${wins}-${losses}-${draws}` : `${wins}-${losses}`;
}

/**
 * A whole number with thousands commas ("12,345"), as `toLocaleString('en-US')` writes it. By hand because
 * the first `toLocaleString` call loads ICU's number data, a few milliseconds of main thread on first paint.
 */
export function formatCount(value: number): string {
  return Math.trunc(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A place in a list as every page writes it: "#7", "#1,575" (the lists' rank column writes the same number). */
export function formatRank(rank: number): string {
  return `#${formatCount(rank)}`;
}

const CM_PER_INCH = 2.54;

/** Whole inches; rounded once, so 182.9 cm never reads "5 ft 12 in". */
const inchesOf = (cm: number) => Math.round(cm / CM_PER_INCH);

/** A height in both units, as fans read it: "178 cm (5 ft 10 in)"; null when unknown. */
export function formatHeight(cm: number | null | undefined): string | null {
  if (typeof cm !== 'number' || !Number.isFinite(cm) || cm <= 0) return null;
  const inches = inchesOf(cm);
  return `${Math.round(cm)} cm (${Math.floor(inches / 12)} ft ${inches % 12} in)`;
}

/** A reach in both units, in inches alone as the tale of the tape gives it: "183 cm (72 in)"; null when unknown. */
export function formatReach(cm: number | null | undefined): string | null {
  if (typeof cm !== 'number' || !Number.isFinite(cm) || cm <= 0) return null;
  return `${Math.round(cm)} cm (${inchesOf(cm)} in)`;
}

/** "Title bout" or "Interim title bout", for a bout whose titleBout is true. */
export function titleLabel(bout: { interimTitle?: boolean }): string {
  return bout.interimTitle ? 'Interim title bout' : 'Title bout';
}
