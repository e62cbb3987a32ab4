// The lists' ceiling on another promotion's debut prior (decision 044, session 27), on buildRankings alone: a
// promotion whose crossover offset starts its debutants above the UFC's no longer puts its unbeaten prospects above a
// UFC fighter with the same record; predictions keep the offset whole.
import { describe, expect, it } from 'vitest';
import { buildRankings } from './build-rankings';
import { debutPrior } from '../../ratings/engine';
import { POOL, poolOf } from '../../ratings/organization-pools';
import { DEFAULT_PARAMS, RANKING_PARAMS } from '../../ratings/rating-params';
import { decisionWins, type DecisionWin } from '../../../test/support/decision-wins';

const UFC_DEBUT = DEFAULT_PARAMS.debutMean[POOL.UFC];

/** The fitted promotion whose debutants start highest in predictions: the one the ceiling is for. */
const predictedStart = ([code, offset]: [string, number]) => debutPrior(DEFAULT_PARAMS, poolOf(code), offset);
const [strongest, strongestOffset] = Object.entries(DEFAULT_PARAMS.organizationOffsets).reduce((best, entry) =>
  predictedStart(entry) > predictedStart(best) ? entry : best,
);
const strongestPool = poolOf(strongest);

/** Fighter `id` beats three of his own promotion's debutants, a month apart in 2024. */
function threeWins(id: number, organization: string, firstOpponent: number): DecisionWin[] {
  return [0, 1, 2].map((i): DecisionWin => [`2024-0${i + 3}-10`, id, firstOpponent + i, false, organization]);
}

describe("the lists' ceiling on other promotions' debut priors", () => {
  it('is there for a real promotion: its fitted prior starts above a UFC debutant', () => {
    expect(strongestPool).not.toBe(POOL.UFC);
    expect(debutPrior(DEFAULT_PARAMS, strongestPool, strongestOffset)).toBeGreaterThan(UFC_DEBUT);
    expect(debutPrior(RANKING_PARAMS, strongestPool, strongestOffset)).toBeLessThan(UFC_DEBUT);
  });

  it("ranks a UFC fighter above that promotion's fighter with the same three wins", () => {
    const { fighters, bouts } = decisionWins([...threeWins(1, 'UFC', 100), ...threeWins(2, strongest, 200)]);
    const lightweight = buildRankings(fighters, bouts).entries.filter((e) => e.kind === 'weight-class');
    const place = (id: number) => lightweight.find((e) => e.fighterId === id)!.currentRank;
    expect(place(1)).toBeLessThan(place(2));
  });

  it("keeps the promotions' order above the ceiling, and leaves UFC debutants and weaker promotions alone", () => {
    const ceiling = RANKING_PARAMS.otherDebutCeiling!.logit;
    const below = ceiling - 0.2 - DEFAULT_PARAMS.debutMean[POOL.MAJOR];
    expect(debutPrior(RANKING_PARAMS, POOL.MAJOR, 1)).toBeGreaterThan(debutPrior(RANKING_PARAMS, POOL.MAJOR, 0.5));
    // A quarter of what starts him above the ceiling counts.
    const above = ceiling + 0.8 - DEFAULT_PARAMS.debutMean[POOL.MAJOR];
    expect(debutPrior(RANKING_PARAMS, POOL.MAJOR, above)).toBeCloseTo(ceiling + 0.2, 9);
    expect(debutPrior(RANKING_PARAMS, POOL.MAJOR, below)).toBeCloseTo(ceiling - 0.2, 9);
    expect(debutPrior(RANKING_PARAMS, POOL.UFC, 1)).toBeCloseTo(UFC_DEBUT + 1, 9);
  });

  it('leaves predictions their promotion strength whole', () => {
    expect(DEFAULT_PARAMS.otherDebutCeiling).toBeUndefined();
    expect(debutPrior(DEFAULT_PARAMS, POOL.MAJOR, 1)).toBeCloseTo(DEFAULT_PARAMS.debutMean[POOL.MAJOR] + 1, 9);
  });
});
