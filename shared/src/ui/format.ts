// Number formats the spec fixes (§9): ratings with 1 decimal in rows and 2 in search.

export function formatRating(value: number | null | undefined, decimals: 1 | 2 = 1): string {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(decimals) : 'N/A';
}

export function formatRecord(wins: number, losses: number): string {
  return `${wins}-${losses}`;
}
