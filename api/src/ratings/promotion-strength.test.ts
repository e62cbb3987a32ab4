import { describe, expect, it } from 'vitest';
import { beliefOn, rateHistory } from './engine';
import { fromDataset, type RatedBout } from './rating-input';
import { DEFAULT_PARAMS } from './rating-params';
import { fitOrganizationOffsets } from './promotion-strength';

/**
 * Two regional rosters of 20 that only fight among themselves, except that every month one fighter of each meets
 * a fighter of the other; STRONG's fighters win 80 % of those crossover bouts. Their pool is the same (regional),
 * so only the crossovers can tell the rosters apart.
 */
function twoRosters(): RatedBout[] {
  const bouts: RatedBout[] = [];
  let seed = 3;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (let m = 0; m < 96; m++) {
    const date = new Date(Date.UTC(2010, m, 5)).toISOString().slice(0, 10);
    for (const org of ['STRONG_FC', 'WEAK_FC']) {
      for (let i = 0; i < 4; i++) {
        const a = Math.floor(random() * 20);
        const b = (a + 1 + Math.floor(random() * 19)) % 20;
        bouts.push({
          key: `${org}-${m}-${i}`,
          date,
          organization: org,
          fighterA: `${org}:${a}`,
          fighterB: `${org}:${b}`,
          outcomeA: random() < 0.5 ? 'W' : 'L',
          method: null,
        });
      }
    }
    if (m < 6) continue; // everyone has debuted in his own roster first
    const s = Math.floor(random() * 20);
    const w = Math.floor(random() * 20);
    bouts.push({
      key: `x-${m}`,
      date,
      organization: 'NEUTRAL_SHOW',
      fighterA: `STRONG_FC:${s}`,
      fighterB: `WEAK_FC:${w}`,
      outcomeA: random() < 0.8 ? 'W' : 'L',
      method: null,
    });
  }
  return bouts;
}

describe('promotion strength from crossovers', () => {
  const input = fromDataset({ fighters: [], bouts: twoRosters() });

  it('gives the roster that wins its crossover bouts a higher debut prior than the one that loses them', () => {
    const fit = fitOrganizationOffsets(input, { ...DEFAULT_PARAMS, organizationOffsets: {} }, { fixed: [] });
    expect(fit.offsets['STRONG_FC']!).toBeGreaterThan(0.3);
    expect(fit.offsets['WEAK_FC']!).toBeLessThan(-0.3);
    expect(fit.crossBouts['STRONG_FC']).toBe(90);
    // The neutral show's debutants: nobody debuted there, so it has no offset.
    expect(fit.offsets['NEUTRAL_SHOW']).toBeUndefined();
  });

  it('starts each debutant from his organization’s offset, and a layoff shrinks toward that level', () => {
    const offsets = { STRONG_FC: 0.5, WEAK_FC: -0.5 };
    const state = rateHistory(input, { ...DEFAULT_PARAMS, organizationOffsets: offsets }, { until: '2011-01-01' });
    const strong = state.keyIndex.get('STRONG_FC:0')!;
    const weak = state.keyIndex.get('WEAK_FC:0')!;
    expect(state.debutMu[strong]! - state.debutMu[weak]!).toBeCloseTo(1, 9);
    const plain = rateHistory(input, { ...DEFAULT_PARAMS, organizationOffsets: {} }, { until: '2011-01-01' });
    expect(plain.debutMu[strong]).toBe(plain.debutMu[weak]);
    // Ninety years out: back to the level his organization's debutants start from, not the pool's.
    expect(beliefOn(state, 'STRONG_FC:0', '2100-01-01')!.mu).toBeCloseTo(state.debutMu[strong]!, 1);
    expect(beliefOn(state, 'WEAK_FC:0', '2100-01-01')!.mu).toBeCloseTo(state.debutMu[weak]!, 1);
  });
});
