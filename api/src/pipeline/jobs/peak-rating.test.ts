// The peak on a fighter's card is the best Rating his history shows (decision 038): no plotted point stands above it.
import { describe, expect, it } from 'vitest';
import { decisionWins, type DecisionWin } from '../../../test/support/decision-wins';
import { buildRankings } from './build-rankings';
import { FAN_SCORE_SDS } from '../../ratings/index';

describe('peak Rating', () => {
  it('counts every bout the history plots, a no contest first bout too', () => {
    // Fighter 1's first bout is a no contest (his debut Rating is plotted), then he loses to fighter 3, who had lost
    // all his six bouts before: an upset that costs more than a second bout adds in certainty.
    const { fighters, bouts } = decisionWins([
      ['2022-01-10', 2, 1],
      ...[10, 11, 12, 13, 14, 15].map((winner, i): DecisionWin => [`2022-0${i + 2}-10`, winner, 3]),
      ['2022-10-10', 3, 1],
    ]);
    bouts[0] = { ...bouts[0]!, fighterA: 1, fighterB: 2, outcomeA: 'NC', method: null };
    const { ratings, steps } = buildRankings(fighters, bouts);
    const shown: number[] = [];
    for (let s = 0; s < steps.fighterId.length; s++)
      if (steps.fighterId[s] === 1) shown.push(steps.ratingAfter[s]! - FAN_SCORE_SDS * steps.uncertaintyAfter[s]!);
    expect(shown).toHaveLength(2);
    // The loss took him below the point his no contest left him at.
    expect(shown[0]).toBeGreaterThan(Math.max(...shown.slice(1)));
    expect(ratings.find((r) => r.fighterId === 1)!.peakFanScore).toBeCloseTo(Math.max(...shown), 9);
  });
});
