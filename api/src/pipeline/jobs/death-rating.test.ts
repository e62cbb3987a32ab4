// A fighter who died keeps the Rating he had that day (decision 037, session 19): time after a death is no layoff, so
// his Rating does not keep sinking toward a newcomer's level on every later list, and his page says the same number.
import { describe, expect, it } from 'vitest';
import { dayOf } from '../../ratings/index';
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
    expect(rating(withDeath, 1).isActive).toBe(false);
  });

  it('leaves the global list from the day he died (the living stay in it, active or not)', () => {
    const { fighters, bouts } = decisionWins(fights);
    const died = fighters.map((f) => (f.id === 1 ? { ...f, diedOn: '2020-09-01', retiredOn: '2020-09-01' } : f));
    const inGlobal = (rankings: ReturnType<typeof buildRankings>, id: number) => rankings.entries.some((e) => e.kind === 'global' && e.fighterId === id);
    const alive = buildRankings(fighters, bouts);
    expect(inGlobal(alive, 1)).toBe(true);
    const withDeath = buildRankings(died, bouts);
    expect(inGlobal(withDeath, 1)).toBe(false);
    // His retired twin, out of the active lists since 2020 too, keeps his global place.
    expect(inGlobal(withDeath, 2)).toBe(true);
    // Before the death he was ranked like anyone: his chart keeps the global ranks he held up to that day, and none after.
    const { lists, fighterId, list, day } = withDeath.history;
    const global = lists.findIndex((l) => l.kind === 'global');
    const days = fighterId.flatMap((id, i) => (id === 1 && list[i] === global ? [day[i]!] : []));
    expect(days.some((d) => d < dayOf('2020-09-01'))).toBe(true);
    expect(days.filter((d) => d >= dayOf('2020-09-01'))).toEqual([]);
  });
});
