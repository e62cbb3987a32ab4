// How bouts read on the fights and event pages: the round and time a bout ended, and a probability as a percentage.

export function endTime(round: number | null, seconds: number | null): string {
  if (round === null) return '—';
  if (seconds === null) return `R${round}`;
  return `R${round} ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export const formatProbability = (p: number | null) => (p === null ? '—' : `${Math.round(p * 100)}%`);
