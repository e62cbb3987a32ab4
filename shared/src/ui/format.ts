// Number formats the spec fixes (§9): ratings with 1 decimal in rows and 2 in search.

export function formatRating(value: number | null | undefined, decimals: 1 | 2 = 1): string {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(decimals) : 'N/A';
}

export function formatRecord(wins: number, losses: number): string {
  return `${wins}-${losses}`;
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
