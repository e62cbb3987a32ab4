// The standing of the active lists (decision 044, session 9), on buildRankings alone: a layoff's added uncertainty
// lowers the shown Rating but does not cost places in an active list; the global list still orders by the Rating.
import { describe, expect, it } from 'vitest';
import { buildRankings } from './build-rankings';
import { layoffPoints } from './ranking-rules';
import { decisionWins, type DecisionWin } from '../../../test/support/decision-wins';

/** [date, winner, loser]. Fighters 1 and 2 are the ones watched; 100+ are one-bout opponents. */
type Fight = DecisionWin;

function rank(fights: Fight[]) {
  const { fighters, bouts } = decisionWins(fights);
  const rankings = buildRankings(fighters, bouts);
  const list = (kind: string) => rankings.entries.filter((e) => e.kind === kind);
  const place = (kind: string, id: number) => list(kind).find((e) => e.fighterId === id)!.currentRank;
  const shown = (kind: string, id: number) => list(kind).find((e) => e.fighterId === id)!.score;
  const rating = (id: number) => rankings.ratings.find((r) => r.fighterId === id)!;
  const layoff = (kind: string, id: number) => list(kind).find((e) => e.fighterId === id)!.layoffPoints;
  return { place, shown, rating, layoff };
}

/** Fighter `id` beats `count` fresh opponents, one a month from month `start` (0 = 2021-01). */
function run(id: number, count: number, start: number, firstOpponent: number): Fight[] {
  return Array.from({ length: count }, (_, i): Fight => {
    const month = start + i;
    return [`${2021 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-10`, id, firstOpponent + i];
  });
}

// Fighter 1 wins eight bouts to 2023-02, then sits out 16 months (still active: under 18). Fighter 2 wins seven, the
// last on the ranking date: one bout less of evidence, no layoff.
const fights: Fight[] = [...run(1, 8, 18, 100), ...run(2, 7, 35, 200)];

describe('layoff standing of the active lists', () => {
  it('keeps a fighter back from a layoff above a fighter with less evidence, though his Rating fell below', () => {
    const r = rank(fights);
    expect(r.rating(1).lastBoutDate).toBe('2023-02-10');
    expect(r.rating(2).lastBoutDate).toBe('2024-06-10');
    expect(r.rating(1).isActive).toBe(true);
    // The layoff's added uncertainty puts his Rating below fighter 2's: the global list still says so...
    expect(r.rating(1).fanScore).toBeLessThan(r.rating(2).fanScore);
    expect(r.place('global', 1)).toBeGreaterThan(r.place('global', 2));
    // ...while the active lists rank the evidence: eight wins above seven.
    expect(r.place('weight-class', 1)).toBeLessThan(r.place('weight-class', 2));
    expect(r.place('pound-for-pound', 1)).toBeLessThan(r.place('pound-for-pound', 2));
  });

  it('shows the Rating in every list: the standing only orders', () => {
    const r = rank(fights);
    for (const kind of ['global', 'weight-class', 'pound-for-pound']) {
      expect(r.shown(kind, 1)).toBeCloseTo(r.rating(1).fanScore, 6);
      expect(r.shown(kind, 2)).toBeCloseTo(r.rating(2).fanScore, 6);
    }
  });

  it('still counts time away through skill: with equal records the fresher one stays first', () => {
    // Fighter 2 with eight wins too. Fighter 1's skill has drifted back toward a newcomer's level over the layoff,
    // which the standing keeps (ignoring it too would tie them, and the tie goes to the lower id, fighter 1).
    const r = rank([...run(1, 8, 18, 100), ...run(2, 8, 34, 200)]);
    expect(r.place('weight-class', 2)).toBe(1);
  });

  it('marks the row the layoff placed above a higher Rating with the points it takes off, and no other', () => {
    const r = rank(fights);
    const standingOf1 = r.shown('weight-class', 1) + r.layoff('weight-class', 1)!;
    expect(r.layoff('weight-class', 1)).toBeGreaterThan(0);
    // He was ranked on more than the Rating shown below him: the list reads sorted on that number.
    expect(standingOf1).toBeGreaterThan(r.shown('weight-class', 2));
    expect(r.layoff('pound-for-pound', 1)).toBeCloseTo(r.layoff('weight-class', 1)!, 9);
    expect(r.layoff('weight-class', 2)).toBeUndefined();
    // The global list orders by the Rating: nothing to explain there.
    expect(r.layoff('global', 1)).toBeUndefined();
  });

  it('leaves unmarked a fighter whose layoff decided nothing (nobody below shows a higher Rating)', () => {
    // The same eight wins, then fighter 2 loses twice: his Rating stays below fighter 1's despite the layoff.
    const r = rank([...fights, ['2024-06-20', 300, 2], ['2024-06-25', 301, 2]]);
    expect(r.place('weight-class', 1)).toBeLessThan(r.place('weight-class', 2));
    expect(r.shown('weight-class', 1)).toBeGreaterThan(r.shown('weight-class', 2));
    expect(r.layoff('weight-class', 1)).toBeUndefined();
  });

  it('marks a row above one that says it was ranked on more than this row shows (fan QA, session 41)', () => {
    // In the standing's order: Jailton Almeida (0) shows 1690.5 after a short layoff, Zhang Weili (1) shows 1678 and
    // says "ranked on 1696.4", fighter 2 shows 1685 with no layoff. Zhang's mark alone left 1690.5 above 1696.4.
    const rating = [1690.5, 1678, 1685];
    const standing = [1700, 1696.4, 1685];
    const marks = layoffPoints([0, 1, 2], [0, 1, 2], rating, standing);
    expect(marks[1]).toBeCloseTo(18.4, 9);
    expect(marks[0]).toBeCloseTo(9.5, 9);
    expect(marks[2]).toBe(0);
    // Read top to bottom, every number a row shows (ranked on where marked, else the Rating) never rises.
    const shownNumbers = marks.map((m, i) => (m ? standing[i]! : rating[i]!));
    expect(shownNumbers).toEqual([...shownNumbers].sort((a, b) => b - a));
  });

  it('leaves unmarked a row whose number reads the same as the higher one below it, to the tenth (fan QA, session 41)', () => {
    // Holloway shows 1644.8; Shevchenko below is ranked on 1644.79, higher, but it also reads 1644.8.
    const marks = layoffPoints([0, 1, 2], [0, 1, 2], [1644.76, 1630, 1640], [1650, 1644.79, 1640]);
    expect(marks[1]).toBeGreaterThan(0);
    expect(marks[0]).toBe(0);
  });
});
