// The GOAT score's career terms as buildRankings counts them (decision 008): a loss counts against the score only when
// the fighter was in his division's top 5 going in, so losses on the way up or after the prime cost nothing.
import { describe, expect, it } from 'vitest';
import { buildRankings } from './build-rankings';
import { decisionWins, type DecisionWin } from '../../../test/support/decision-wins';
import { goatScore } from './goat-score';

/** `count` wins by fighter `id` over fresh opponents from `firstOpponent`, one a month from month `start` of 2021. */
function wins(id: number, count: number, start: number, firstOpponent: number): DecisionWin[] {
  return Array.from({ length: count }, (_, i): DecisionWin => {
    const month = start + i;
    return [`${2021 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-10`, id, firstOpponent + i];
  });
}

function careers(fights: DecisionWin[]) {
  const { fighters, bouts } = decisionWins(fights);
  const rankings = buildRankings(fighters, bouts);
  return (id: number) => rankings.ratings.find((r) => r.fighterId === id)!;
}

describe('losses at the top in the GOAT score', () => {
  // Fighter 1 loses to 900 after six wins, when he is first in the division; fighter 2 loses to 901 in his debut, then
  // wins six. Their other opponents are one-bout debutants.
  const fights: DecisionWin[] = [['2021-01-05', 901, 2], ...wins(1, 6, 0, 100), ...wins(2, 6, 1, 200), ['2021-09-10', 900, 1]];

  it('counts a loss suffered in the top 5, not one suffered on the way up', () => {
    const of = careers(fights);
    expect(of(1).career.eliteLosses).toBe(1);
    expect(of(2).career.eliteLosses).toBe(0);
  });

  it('takes the loss off the score the list ranks by', () => {
    const of = careers(fights);
    const goat = of(1).goatScore!;
    expect(goat).toBeCloseTo(goatScore(of(1).career), 6);
    expect(goat).toBeLessThan(goatScore({ ...of(1).career, eliteLosses: 0 }));
  });
});
