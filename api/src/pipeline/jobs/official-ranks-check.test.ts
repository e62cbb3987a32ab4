// Our lists against the official rankings on a small synthetic case: which bouts are compared (window, equal official
// ranks, names we cannot tell apart, fighters in different division lists of ours) and who was right on each.
import { describe, expect, it } from 'vitest';
import type { HistoryColumns } from './ranking-rows';
import { compareWithOfficialRanks, formatOfficialRanksComparison, type OfficiallyRankedBout } from './official-ranks-check';

const day = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);

describe('compareWithOfficialRanks', () => {
  const names = new Map<number, string[]>([
    [1, ['Alpha']],
    [2, ['Beta', 'Legal Beta']],
    [3, ['Gamma']],
    [4, ['Twin']],
    [5, ['Twin']],
  ]);
  // At both snapshots: Alpha #1 and Beta #2 at lightweight, Gamma #1 at welterweight, one Twin #3 at lightweight.
  const at = (d: string) => [day(d), day(d), day(d), day(d)];
  const history: HistoryColumns = {
    lists: [
      { kind: 'weight-class', filterValue: 'Lightweight' },
      { kind: 'weight-class', filterValue: 'Welterweight' },
    ],
    fighterId: [1, 2, 3, 4, 1, 2, 3, 4],
    list: [0, 0, 1, 0, 0, 0, 1, 0],
    day: [...at('2023-06-04'), ...at('2024-01-07')],
    rank: [1, 2, 1, 3, 1, 2, 1, 3],
  };
  const bout = (
    date: string,
    nameA: string,
    nameB: string,
    officialRankA: number,
    officialRankB: number,
    aWon: boolean,
    marketA: number | null,
  ): OfficiallyRankedBout => ({
    date,
    nameA,
    nameB,
    officialRankA,
    officialRankB,
    aWon,
    marketA,
  });
  const result = compareWithOfficialRanks(
    { names, history, snapshotDates: ['2023-06-04', '2024-01-07'] },
    [
      // Ours right (#1 beat #2), official wrong (#3 beat #1), market right.
      bout('2023-06-10', 'Alpha', 'Beta', 3, 1, true, 0.6),
      // Ours wrong (#2 beat #1), official right (the champion won), market wrong. Beta found by a second name.
      bout('2024-01-10', 'Legal Beta', 'Alpha', 0, 2, true, 0.4),
      // Ours right, official wrong, market right (B the favourite, B won).
      bout('2024-04-01', 'Beta', 'Alpha', 1, 5, false, 0.3),
      // Ours right, official right, no odds.
      bout('2024-03-05', 'Alpha', 'Beta', 1, 2, true, null),
      // In the window, not compared: different division lists of ours; a name two fighters share.
      bout('2024-02-01', 'Alpha', 'Gamma', 2, 4, true, 0.5),
      bout('2024-02-01', 'Alpha', 'Twin', 2, 4, true, 0.5),
      // Not in the window: before it; equal official ranks.
      bout('2022-12-01', 'Alpha', 'Beta', 1, 2, true, 0.6),
      bout('2024-03-01', 'Alpha', 'Beta', 2, 2, true, 0.6),
    ],
    '2023-01-01',
    '2024-12-14',
  );

  it('compares only bouts both rankings can order, and counts who was right', () => {
    expect(result).toEqual({ inWindow: 6, compared: 4, oursRight: 3, officialRight: 2, withOdds: 3, marketRight: 2 });
  });

  it('prints the shares side by side', () => {
    const text = formatOfficialRanksComparison(result, '2023-01-01', '2024-12-14');
    expect(text).toContain('4 of 6 compared');
    expect(text).toContain('by our lists 3 of 4 (75.0%), by the official rankings 2 of 4 (50.0%); the betting favourite won 2 of 3 (66.7%)');
  });
});
