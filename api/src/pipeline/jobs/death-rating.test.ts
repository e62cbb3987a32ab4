// A fighter who died keeps the Rating he had that day (decision 037, session 19): time after a death is no layoff, so
// his Rating does not keep sinking toward a newcomer's level on every later list, and his page says the same number.
import { describe, expect, it } from 'vitest';
import { buildRankings } from './build-rankings';
import { decisionWins, type DecisionWin } from '../../../test/support/decision-wins';

/** Fighters 1 and 2 win the same six bouts against fresh opponents, the last in 2020; 3 fights on to 2024. */
const fights: DecisionWin[] = [
  ...Array.from({ length: 6 }, (_, i): DecisionWin => [`2020-0${i + 1}-10`, 1, 100 + i]),
  ...Array.from({ length: 6 }, (_, i): DecisionWin => [`2020-0${i + 1}-10`, 2, 200 + i]),
  ['2024-06-10', 3, 300],
];

describe('the Rating of a fighter who died', () => {
  it('stays at its value on the day he died, while a living fighter with the same record keeps losing to the layoff', () => {
    const { fighters, bouts } = decisionWins(fights);
    const died = fighters.map((f) => (f.id === 1 ? { ...f, diedOn: '2020-09-01', retiredOn: '2020-09-01' } : f));
    const alive = buildRankings(fighters, bouts);
    const withDeath = buildRankings(died, bouts);
    const rating = (rankings: ReturnType<typeof buildRankings>, id: number) => rankings.ratings.find((r) => r.fighterId === id)!;
    // Without the death the two are the same fighter on paper.
    expect(rating(alive, 1).fanScore).toBeCloseTo(rating(alive, 2).fanScore, 6);
    // Counted to his death, not to 2024: above his living twin's, who is counted to the end of the data.
    expect(rating(withDeath, 1).fanScore).toBeGreaterThan(rating(withDeath, 2).fanScore + 1);
    expect(rating(withDeath, 2).fanScore).toBeCloseTo(rating(alive, 2).fanScore, 6);
    // The global list shows that same number.
    const global = withDeath.entries.find((e) => e.kind === 'global' && e.fighterId === 1)!;
    expect(global.score).toBeCloseTo(rating(withDeath, 1).fanScore, 6);
    expect(rating(withDeath, 1).isActive).toBe(false);
  });
});
