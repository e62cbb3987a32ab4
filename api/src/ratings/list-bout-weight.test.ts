// The lists weigh a bout outside the UFC at less than a UFC bout, where predictions weigh it more (decision 044,
// session 28): a run of wins inside a smaller pool lifts a fighter up the world's lists more slowly.
import { describe, expect, it } from 'vitest';
import { rateHistory } from './engine';
import { POOL } from './organization-pools';
import { dayOf, METHOD, RESULT, type RatingInput } from './rating-input';
import { DEFAULT_PARAMS, RANKING_PARAMS, type RatingParams } from './rating-params';

/**
 * Four UFC debutants: f0 beats f2 and f1 beats f3 in the UFC, then f0 beats f1, in the UFC or at another promotion's
 * event. Everything before the last bout is the same, so only that bout's weight can set the two histories apart.
 */
function lastBoutAt(pool: number): RatingInput {
  const bouts: [string, number, number][] = [
    ['2024-01-10', 0, 2],
    ['2024-01-10', 1, 3],
    ['2024-04-10', 0, 1],
  ];
  const pools = [POOL.UFC, POOL.UFC, pool];
  return {
    fighterKeys: ['f0', 'f1', 'f2', 'f3'],
    birthDay: new Float64Array(4).fill(Number.NaN),
    boutCount: bouts.length,
    boutKeys: bouts.map((_, i) => `b${i}`),
    day: Int32Array.from(bouts, (b) => dayOf(b[0])),
    fighterA: Int32Array.from(bouts, (b) => b[1]),
    fighterB: Int32Array.from(bouts, (b) => b[2]),
    result: new Uint8Array(bouts.length).fill(RESULT.A_WON),
    method: new Uint8Array(bouts.length).fill(METHOD.UNANIMOUS),
    pool: Uint8Array.from(pools),
    isUfc: Uint8Array.from(pools, (p) => (p === POOL.UFC ? 1 : 0)),
  };
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
