// Dominance in a bout from its fight statistics. A clear win says more about skill than a close
// one, and judges' split decisions are only a coarse hint of closeness; the statistics are finer.

export interface FightTotals {
  significantStrikes: number;
  knockdowns: number;
  takedowns: number;
  /** Null when unknown; counted as none, as when the margin weight was tuned. */
  controlSeconds: number | null;
  /** Attempts, when the source has them: accuracy and defence rates in the second stage need them. */
  significantStrikesAttempted?: number | undefined;
  takedownsAttempted?: number | undefined;
  submissionAttempts?: number | undefined;
}

// Hand-set exchange rates (not tuned): a knockdown ~ 10 significant strikes, a takedown ~ 3,
// 30 s of control ~ 1. The +10 keeps short or quiet bouts near 0.
const points = (t: FightTotals) => t.significantStrikes + 10 * t.knockdowns + 3 * t.takedowns + (t.controlSeconds ?? 0) / 30;

/** A's dominance over B in [-1, 1]; 0 when even. */
export function marginOf(a: FightTotals, b: FightTotals): number {
  const pa = points(a);
  const pb = points(b);
  return (pa - pb) / (pa + pb + 10);
}
