// The all-time (GOAT) score: a whole career read from the rating history, in rating points so it reads
// like a rating. docs/decisions/008-ranking-kinds.md explains the choice of terms and weights.

/** A fighter counts as elite while ranked this high in their division (an active list). */
export const ELITE_DIVISION_RANK = 5;
/** A win counts as a quality win when the opponent was ranked this high in their division going in. */
export const QUALITY_WIN_RANK = 10;
/** Points per year spent elite: ten years at the top are worth about as much as a 300-point better peak. */
export const POINTS_PER_ELITE_YEAR = 30;
/** Points per quality win. */
export const POINTS_PER_QUALITY_WIN = 15;
/** Points per title-fight win (won or defended a belt), on top of the quality win it usually also is. */
export const POINTS_PER_TITLE_WIN = 20;
/**
 * Points off per loss suffered while elite: a loss at the top cancels a quality win. Dominance counts, not only
 * longevity: without it, ten years in the top 5 with ten losses there outweighed an unbeaten reign (decision 008).
 * Losses after a fighter fell out of the top 5 cost nothing: a legend's late losses do not undo his prime.
 */
export const POINTS_PER_ELITE_LOSS = 15;

export interface CareerRecord {
  /** Highest cautious score (rating - 2 sd) right after any bout: the best the fighter proved to be. */
  peakFanScore: number;
  /** Years ranked in the top ELITE_DIVISION_RANK of their division, counted at snapshots. */
  eliteYears: number;
  /** Wins over opponents in the top QUALITY_WIN_RANK of their division at the snapshot before the bout. */
  qualityWins: number;
  /** Wins in bouts the source flags as title bouts. */
  titleWins: number;
  /** Losses while in the top ELITE_DIVISION_RANK of their division at the snapshot before the bout. */
  eliteLosses: number;
}

export const goatScore = (career: CareerRecord): number =>
  career.peakFanScore +
  POINTS_PER_ELITE_YEAR * career.eliteYears +
  POINTS_PER_QUALITY_WIN * career.qualityWins +
  POINTS_PER_TITLE_WIN * career.titleWins -
  POINTS_PER_ELITE_LOSS * career.eliteLosses;
