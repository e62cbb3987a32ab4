import { describe, expect, it } from 'vitest';
import { fitBradleyTerry, type WeightedVote } from './bradley-terry';

const votes = (winner: number, loser: number, count: number, weight = 1): WeightedVote[] => Array.from({ length: count }, () => ({ winner, loser, weight }));

const thetaOf = (fit: ReturnType<typeof fitBradleyTerry>, id: number) => fit.find((s) => s.fighterId === id)!.theta;

describe('fitBradleyTerry', () => {
  it('orders fighters by how they fare head to head', () => {
    const fit = fitBradleyTerry([...votes(1, 2, 30), ...votes(2, 1, 10), ...votes(2, 3, 30), ...votes(3, 2, 10), ...votes(1, 3, 35), ...votes(3, 1, 5)]);
    expect(thetaOf(fit, 1)).toBeGreaterThan(thetaOf(fit, 2));
    expect(thetaOf(fit, 2)).toBeGreaterThan(thetaOf(fit, 3));
  });

  it('keeps a fighter with two votes near the middle (the prior), far below one with many', () => {
    const fit = fitBradleyTerry([...votes(1, 2, 2), ...votes(3, 4, 40), ...votes(4, 3, 10)]);
    expect(thetaOf(fit, 1)).toBeGreaterThan(0);
    expect(thetaOf(fit, 1)).toBeLessThan(0.6);
    expect(thetaOf(fit, 3)).toBeGreaterThan(thetaOf(fit, 1));
  });

  it('gives two fighters mirror-image strengths around the middle', () => {
    const fit = fitBradleyTerry([...votes(1, 2, 7), ...votes(2, 1, 3)]);
    expect(thetaOf(fit, 1)).toBeCloseTo(-thetaOf(fit, 2), 7);
  });

  it('satisfies the optimum condition: gradient of the penalised likelihood is zero', () => {
    const all = [...votes(1, 2, 12), ...votes(2, 1, 4), ...votes(2, 3, 6), ...votes(3, 1, 2), ...votes(1, 3, 9, 0.5)];
    const fit = fitBradleyTerry(all, { priorPrecision: 0.7 });
    for (const s of fit) {
      let gradient = -0.7 * s.theta;
      for (const v of all) {
        if (v.winner !== s.fighterId && v.loser !== s.fighterId) continue;
        const other = v.winner === s.fighterId ? v.loser : v.winner;
        const p = 1 / (1 + Math.exp(-(s.theta - thetaOf(fit, other))));
        gradient += v.weight * ((v.winner === s.fighterId ? 1 : 0) - p);
      }
      expect(Math.abs(gradient)).toBeLessThan(1e-6);
    }
  });

  it('counts weights, ignores zero-weight and self votes, and does not depend on vote order', () => {
    const all = [...votes(1, 2, 10, 0.5), ...votes(2, 1, 5), { winner: 3, loser: 3, weight: 1 }, { winner: 4, loser: 1, weight: 0 }];
    const fit = fitBradleyTerry(all);
    expect(fit.map((s) => s.fighterId).sort()).toEqual([1, 2]);
    expect(fit.find((s) => s.fighterId === 1)).toMatchObject({ wins: 5, losses: 5 });
    expect(thetaOf(fit, 1)).toBeCloseTo(0, 9);
    const reversed = fitBradleyTerry([...all].reverse());
    expect(thetaOf(reversed, 2)).toBeCloseTo(thetaOf(fit, 2), 9);
  });
});
