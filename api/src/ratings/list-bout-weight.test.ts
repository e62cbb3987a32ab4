// The lists weigh a bout outside the UFC at less than a UFC bout, where predictions weigh it more (decision 044,
// session 28): a run of wins inside a smaller pool lifts a fighter up the world's lists more slowly.
import { describe, expect, it } from 'vitest';
import { rateHistory } from './engine';
import { POOL } from './organization-pools';
import { METHOD, RESULT, type RatingInput } from './rating-input';
import { writtenHistory } from './synthetic-history';
import { DEFAULT_PARAMS, RANKING_PARAMS, type RatingParams } from './rating-params';

/**
 * Four UFC debutants: f0 beats f2 and f1 beats f3 in the UFC, then f0 beats f1, in the UFC or at another promotion's
 * event. Everything before the last bout is the same, so only that bout's weight can set the two histories apart.
 */
function lastBoutAt(pool: number): RatingInput {
  return writtenHistory([
    ['2024-01-10', 0, 2, RESULT.A_WON],
    ['2024-01-10', 1, 3, RESULT.A_WON],
    ['2024-04-10', 0, 1, RESULT.A_WON, METHOD.UNANIMOUS, pool],
  ]);
}

/** What the last win added to the winner's skill, in logits, in the UFC and elsewhere. */
function lastWinGain(params: RatingParams): { ufc: number; elsewhere: number } {
  const before = rateHistory(lastBoutAt(POOL.UFC), params, { until: '2024-04-10' }).mu[0]!;
  return {
    ufc: rateHistory(lastBoutAt(POOL.UFC), params).mu[0]! - before,
    elsewhere: rateHistory(lastBoutAt(POOL.MAJOR), params).mu[0]! - before,
  };
}

describe('a win outside the UFC', () => {
  it('moves the lists less than the same win in the UFC', () => {
    const { ufc, elsewhere } = lastWinGain(RANKING_PARAMS);
    expect(elsewhere).toBeGreaterThan(0);
    expect(elsewhere).toBeLessThan(ufc);
  });

  it('moves predictions more: there other promotions weigh what they were tuned to', () => {
    const { ufc, elsewhere } = lastWinGain(DEFAULT_PARAMS);
    expect(elsewhere).toBeGreaterThan(ufc);
  });
});
