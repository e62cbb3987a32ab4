// Spec §4 "Rank change indicator": how a fighter's rank moved since the previous ranking, for the
// arrow beside the rank and for the row flash. A lower rank number is better.

export type RankChange = { direction: 'up' | 'down'; difference: number };

/** Up (improved) or down (worsened) and by how many places; null when unchanged or no previous rank. */
export function getRankChange(currentRank: number, previousRank: number | null | undefined): RankChange | null {
  if (previousRank === null || previousRank === undefined || previousRank === currentRank) return null;
  return currentRank < previousRank
    ? { direction: 'up', difference: previousRank - currentRank }
    : { direction: 'down', difference: currentRank - previousRank };
}

/** Spec §4 row flashing: changed when current differs from previous, improved when current is lower. */
export function getRankFlash(currentRank: number, previousRank: number | null | undefined): 'improved' | 'worsened' | null {
  const change = getRankChange(currentRank, previousRank);
  return change ? (change.direction === 'up' ? 'improved' : 'worsened') : null;
}

export interface RankChangeIndicatorProps {
  currentRank: number;
  previousRank: number | null | undefined;
  /** Rank-change display switched off: nothing is shown. */
  show?: boolean;
}

export function RankChangeIndicator({ currentRank, previousRank, show = true }: RankChangeIndicatorProps) {
  const change = show ? getRankChange(currentRank, previousRank) : null;
  if (!change) return null;
  const up = change.direction === 'up';
  return (
    <span
      data-testid="rank-change"
      data-direction={change.direction}
      className={
        up
          ? 'inline-flex items-center gap-0.5 text-xs font-semibold tabular-nums text-green-700 dark:text-green-400'
          : 'inline-flex items-center gap-0.5 text-xs font-semibold tabular-nums text-red-700 dark:text-red-400'
      }
    >
      <svg aria-hidden="true" viewBox="0 0 10 10" className="h-2.5 w-2.5 fill-current">
        <path d={up ? 'M5 1 9.5 8.5h-9z' : 'M5 9 .5 1.5h9z'} />
      </svg>
      <span className="sr-only">{up ? 'Up' : 'Down'} </span>
      {change.difference}
      <span className="sr-only"> {change.difference === 1 ? 'place' : 'places'}</span>
    </span>
  );
}
