import { describe, expect, it } from 'vitest';
import { calibrationErrorByDecile, calibrationNoise, reliabilityByQuantile, score, type Scored } from './metrics';

describe('calibration measures', () => {
  it('count an exact 50/50 call as half won, whichever fighter is listed first', () => {
    // Two debutants at the same prior: the "favourite" would otherwise be the first-listed fighter, who won here.
    const listedWinnerFirst: Scored[] = Array.from({ length: 100 }, () => ({ p: 0.5, y: 1 }));
    const flipped: Scored[] = listedWinnerFirst.map(() => ({ p: 0.5, y: 0 }));
    expect(score(listedWinnerFirst).calibrationError).toBe(0);
    expect(score(flipped).calibrationError).toBe(0);
    expect(calibrationErrorByDecile(listedWinnerFirst)).toBe(0);
    expect(score(listedWinnerFirst).accuracy).toBe(0.5);
  });

  it('measure the decile error as the count-weighted gap of equal-count bins', () => {
    // Ten bins of 10: favourites at 0.6 who win 6 of 10 (no gap), and at 0.9 who win 5 of 10 (gap 0.4).
    const rows: Scored[] = [];
    for (let bin = 0; bin < 10; bin++) {
      const p = bin < 5 ? 0.6 : 0.9;
      const wins = bin < 5 ? 6 : 5;
      for (let i = 0; i < 10; i++) rows.push({ p, y: i < wins ? 1 : 0 });
    }
    expect(reliabilityByQuantile(rows)).toHaveLength(10);
    expect(calibrationErrorByDecile(rows)).toBeCloseTo(0.5 * 0.4, 12);
  });

  it('simulate the noise floor of either measure from the predictions themselves', () => {
    const rows: Scored[] = Array.from({ length: 400 }, (_, i) => ({ p: 0.55 + (i % 40) / 100, y: 1 }));
    const byBins = calibrationNoise(rows, 200, 3);
    const byDecile = calibrationNoise(rows, 200, 3, calibrationErrorByDecile);
    expect(byBins.mean).toBeGreaterThan(0);
    expect(byDecile.mean).toBeGreaterThan(0);
    expect(byDecile.high).toBeGreaterThanOrEqual(byDecile.mean);
    // More bouts, lower floor.
    expect(calibrationNoise([...rows, ...rows, ...rows, ...rows], 200, 3, calibrationErrorByDecile).mean).toBeLessThan(byDecile.mean);
  });
});
