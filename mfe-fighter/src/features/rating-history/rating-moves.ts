// What each bout did to a fighter's Rating, for the chart, its tooltip and the list that is its text alternative.
// Pure functions over the history response, so the component tests and the chart read the same numbers.
import type { FighterRatingHistory, RatingHistoryStep } from '@fightrank/shared/contracts';
import { formatShortDate } from '@fightrank/shared/ui';

export interface RatingMove {
  step: RatingHistoryStep;
  /**
   * Rating after minus Rating going into the result: the result's own effect, which moves the way the result went (a
   * win never shows a drop, a loss never a rise); null for the first rated bout, which has no Rating before it.
   */
  change: number | null;
  /** What the time out since the previous bout did to the Rating, shown as its own step; null when none is known. */
  inactivity: number | null;
  /** What fighting the bout added whatever its result (a surer estimate), shown as its own step; null when none is known. */
  certainty: number | null;
  /** Global rank at the first weekly snapshot after the bout (before the next one); null outside the top 100. */
  globalRank: number | null;
}

export interface RankPoint {
  date: string;
  rank: number;
}

/** The fighter's global rank over time (the rank history keeps it while in the top 100). */
export function globalRankPoints(history: FighterRatingHistory): RankPoint[] {
  return history.ranks
    .filter((r) => r.kind === 'global' && r.filterValue === '')
    .map((r) => ({ date: r.snapshotDate, rank: r.rank }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

export function ratingMoves(history: FighterRatingHistory): RatingMove[] {
  const ranks = globalRankPoints(history);
  return history.steps.map((step, i) => {
    const next = history.steps[i + 1]?.date;
    // ISO dates compare as text. A snapshot taken on a later bout's day already counts that bout, so it is excluded.
    const after = ranks.find((r) => r.date >= step.date && (next === undefined || r.date < next));
    // What the result did to the skill, which the new shape's ratingAfter - ratingBefore equals exactly; read from the
    // skill so an answer of the previous shape (a proxy's copy across a deploy, decision 039) still shows a loss as a loss.
    const change = step.ratingBefore === null ? null : step.skillBefore != null ? step.skillAfter - step.skillBefore : step.ratingAfter - step.ratingBefore;
    return {
      step,
      change,
      inactivity: step.inactivityChange ?? null,
      certainty: step.certaintyChange ?? null,
      globalRank: after?.rank ?? null,
    };
  });
}

/** The time since the last bout up to the ratings date: the step from the last bout's Rating to today's. */
export interface CurrentStep {
  /** The ratings date. */
  date: string;
  rating: number;
  /** Today's Rating minus the Rating after the last bout. */
  inactivity: number;
}

export function currentStep(history: FighterRatingHistory): CurrentStep | null {
  const last = history.steps.at(-1);
  if (!history.current || !last || history.current.date < last.date) return null;
  return { date: history.current.date, rating: history.current.rating, inactivity: history.current.rating - last.ratingAfter };
}

/** Whether a layoff or certainty step is worth showing: it moved the Rating by at least 0.05 (shown as ±0.0 below). */
export const isVisibleStep = (change: number | null): change is number => change !== null && Math.round(change * 10) !== 0;

/** The bout that moved the Rating most, either way (the first bout, having no change, never counts). */
export function biggestMove(moves: readonly RatingMove[]): RatingMove | null {
  let best: RatingMove | null = null;
  for (const move of moves) {
    if (move.change !== null && (best === null || Math.abs(move.change) > Math.abs(best.change!))) best = move;
  }
  return best;
}

/** "+12.3", "−10.0" (a real minus sign), "±0.0"; null when there is no change to show (the first rated bout). */
export function formatRatingChange(change: number | null): string | null {
  if (change === null) return null;
  const rounded = Math.round(change * 10) / 10;
  return rounded === 0 ? '±0.0' : `${rounded > 0 ? '+' : '−'}${Math.abs(rounded).toFixed(1)}`;
}

const RESULT_WORDS: Record<RatingHistoryStep['result'], string> = { W: 'Win over', L: 'Loss to', D: 'Draw with', NC: 'No contest with' };

/** "Win over Dustin Poirier": what happened, in words, for the tooltip and the summary. */
export const boutOutcome = (step: RatingHistoryStep) => `${RESULT_WORDS[step.result]} ${step.opponentName}`;

/** One sentence naming the bout and how much it moved the Rating: the chart's tooltip and its accessible name. */
export function describeMove(move: RatingMove): string {
  const change = formatRatingChange(move.change);
  const moved = change === null ? `first rated bout, Rating ${move.step.ratingAfter.toFixed(1)}` : `Rating ${change} to ${move.step.ratingAfter.toFixed(1)}`;
  const surer = isVisibleStep(move.certainty) ? `. ${certaintyText(move.certainty)}` : '';
  return `${boutOutcome(move.step)} (${move.step.eventName}, ${formatShortDate(move.step.date)}): ${moved}${surer}`;
}

/** The certainty step in words: fighting the bout made the estimate surer, which lifts the Rating whatever the result. */
export const certaintyText = (certainty: number) => `One more bout made the estimate surer: ${formatRatingChange(certainty)}`;
