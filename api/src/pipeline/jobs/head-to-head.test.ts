// The head-to-head rule of the active lists (decision 038), on buildRankings alone: a recent win between fighters
// whose scores are close puts the winner above, and nothing else moves.
import { describe, expect, it } from 'vitest';
import { buildRankings } from './build-rankings';
import { decisionWins, type DecisionWin } from '../../../test/support/decision-wins';
import { HEAD_TO_HEAD_POINTS, HEAD_TO_HEAD_SERIES_POINTS } from './ranking-rules';

/** Fighters 1 (A) and 2 (B); 10+ are opponents. Each bout: [date, winner, loser]. */
function rank(fights: DecisionWin[]) {
  const { fighters, bouts } = decisionWins(fights);
  const rankings = buildRankings(fighters, bouts);
  const division = rankings.entries.filter((e) => e.kind === 'weight-class' && e.filterValue === 'Lightweight');
  const entry = (id: number) => division.find((e) => e.fighterId === id)!;
  const score = (id: number) => rankings.ratings.find((r) => r.fighterId === id)!.fanScore;
  return { a: entry(1), b: entry(2), gap: score(1) - score(2) };
}

describe('head-to-head rule', () => {
  it('puts the winner of a recent meeting above the loser when their scores are close', () => {
    // B beat A; then A won one more bout than B against the same kind of opposition, which lifts his score a little.
    const { a, b, gap } = rank([
      ['2023-01-10', 2, 1],
      ['2023-03-10', 1, 10],
      ['2023-05-10', 1, 11],
      ['2023-07-10', 2, 12],
      ['2024-01-10', 1, 13],
    ]);
    expect(gap).toBeGreaterThan(0);
    expect(gap).toBeLessThanOrEqual(HEAD_TO_HEAD_POINTS);
    // Ordered by score alone, A would be above B (the lists before decision 038).
    expect(b.currentRank).toBeLessThan(a.currentRank);
    // B's row says why he stands above a higher score; A's, placed by his score, says nothing.
    expect(b).toMatchObject({ placedBy: 'head-to-head', placedOver: 1, placedOverOn: '2023-01-10' });
    expect(a.placedBy).toBeUndefined();
  });

  it('leaves the order to the scores when the gap is wider than the ratings can call, or the win is old', () => {
    const wide = rank([
      ['2023-01-10', 2, 1],
      ...[10, 11, 12, 13, 14, 15, 16, 17].map((o, i): [string, number, number] => [`2023-${String(i + 2).padStart(2, '0')}-10`, 1, o]),
    ]);
    expect(wide.gap).toBeGreaterThan(HEAD_TO_HEAD_POINTS);
    expect(wide.a.currentRank).toBeLessThan(wide.b.currentRank);
    expect(wide.b.placedBy).toBeUndefined();
    // The same close pair as above, but B's win is more than two years before the ranking date.
    const old = rank([
      ['2021-01-10', 2, 1],
      ['2023-03-10', 1, 10],
      ['2023-05-10', 1, 11],
      ['2023-07-10', 2, 12],
      ['2024-01-10', 1, 13],
    ]);
    expect(old.gap).toBeGreaterThan(0);
    expect(old.a.currentRank).toBeLessThan(old.b.currentRank);
  });

  it('widens the margin when the winner took their last two meetings, and only then', () => {
    // A wins five bouts after the meetings, which lifts his score past the single-win margin.
    const aWinsAfter: DecisionWin[] = [10, 11, 12, 13, 14].map((o, i) => [`2023-${String(i + 3).padStart(2, '0')}-10`, 1, o]);
    // B beat A twice in a row, the second time recently.
    const series = rank([['2022-06-10', 2, 1], ['2023-01-10', 2, 1], ...aWinsAfter]);
    expect(series.gap).toBeGreaterThan(HEAD_TO_HEAD_POINTS);
    expect(series.gap).toBeLessThanOrEqual(HEAD_TO_HEAD_SERIES_POINTS);
    expect(series.b.currentRank).toBeLessThan(series.a.currentRank);
    expect(series.b).toMatchObject({ placedBy: 'head-to-head', placedOver: 1, placedOverOn: '2023-01-10' });
    // A won the first meeting and B the second: one straight win, so the same kind of gap leaves A above.
    const split = rank([['2022-06-10', 1, 2], ['2023-01-10', 2, 1], ...aWinsAfter.slice(0, 1)]);
    expect(split.gap).toBeGreaterThan(HEAD_TO_HEAD_POINTS);
    expect(split.gap).toBeLessThanOrEqual(HEAD_TO_HEAD_SERIES_POINTS);
    expect(split.a.currentRank).toBeLessThan(split.b.currentRank);
    expect(split.b.placedBy).toBeUndefined();
  });
});
