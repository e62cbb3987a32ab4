// The consensus harness's logic on a small synthetic case: placements (namesakes, other divisions, names not in the
// data), close recent direct wins, ranked-vs-ranked accuracy and wins that show a drop.
import { describe, expect, it } from 'vitest';
import type { HistoryColumns, RankingEntryRow, StepColumns } from './ranking-rows';
import { checkConsensus, formatConsensus, type ConsensusFixture } from './consensus-check';

const day = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);

const entry = (kind: string, filterValue: string, fighterId: number, currentRank: number, score: number): RankingEntryRow => ({
  kind,
  filterValue,
  fighterId,
  currentRank,
  previousRank: null,
  score,
});

type StepRow = [fighter: number, opponent: number, date: string, result: string, before: number, after: number, uncertainty?: [before: number, after: number]];

function steps(rows: StepRow[]): StepColumns {
  // Uncertainty 0 unless a row gives it: the shown Rating is then the skill, so before/after read directly.
  return {
    fighterId: rows.map((r) => r[0]),
    boutId: rows.map((_, i) => i),
    day: rows.map((r) => day(r[2])),
    opponentId: rows.map((r) => r[1]),
    result: rows.map((r) => r[3]),
    ratingBefore: rows.map((r) => r[4]),
    uncertaintyBefore: rows.map((r) => r[6]?.[0] ?? 0),
    ratingAfter: rows.map((r) => r[5]),
    uncertaintyAfter: rows.map((r) => r[6]?.[1] ?? 0),
  };
}

const fixture: ConsensusFixture = {
  asOf: '2024-12-14',
  source: 'test',
  ufc: [{ division: 'Lightweight', champion: 'Champ', ranked: ['Contender', 'Buried', 'Elsewhere', 'Nobody'] }],
  otherChampions: [{ organization: 'ONE', division: 'Lightweight', champion: 'Legal Name', aliases: ['Fight Name'] }],
};

describe('checkConsensus', () => {
  const names = new Map<number, string[]>([
    [1, ['Champ']],
    [2, ['Contender']],
    [3, ['Buried']],
    [4, ['Elsewhere']],
    [5, ['Fight Name']],
    [6, ['Champ']],
    [7, ['Upstart']],
  ]);
  // Lightweight: 7, 2, 1 (champion third), 5, then 3 at 40 after filler; 4 fights at Welterweight. 6 is a namesake of 1.
  const filler = Array.from({ length: 36 }, (_, i) => entry('weight-class', 'Lightweight', 100 + i, 5 + i, 1400 - i));
  const entries = [
    entry('weight-class', 'Lightweight', 7, 1, 1700),
    entry('weight-class', 'Lightweight', 2, 2, 1690),
    entry('weight-class', 'Lightweight', 1, 3, 1660),
    entry('weight-class', 'Lightweight', 5, 4, 1500),
    ...filler,
    entry('weight-class', 'Lightweight', 3, 41, 1300),
    entry('weight-class', 'Welterweight', 4, 3, 1600),
    entry('weight-class', 'Welterweight', 6, 9, 1500),
    entry('pound-for-pound', '', 7, 1, 1700),
    entry('pound-for-pound', '', 1, 2, 1660),
  ];
  // Fighters 8 and 9 were ranked #3 and #4 in 2021 only (the longer window's years).
  const history: HistoryColumns = {
    lists: [{ kind: 'weight-class', filterValue: 'Lightweight' }],
    fighterId: [8, 9, 1, 2, 1, 2],
    list: [0, 0, 0, 0, 0, 0],
    day: [day('2021-01-03'), day('2021-01-03'), day('2023-06-04'), day('2023-06-04'), day('2024-01-07'), day('2024-01-07')],
    rank: [3, 4, 1, 2, 1, 2],
  };
  const report = checkConsensus(
    {
      entries,
      names,
      history,
      snapshotDates: ['2021-01-03', '2023-06-04', '2024-01-07'],
      steps: steps([
        // 2021: #4 beat #3, the worse ranked, counted in the longer window only.
        [9, 8, '2021-06-01', 'W', 1500, 1520],
        [8, 9, '2021-06-01', 'L', 1510, 1490],
        // 2 beat 1 recently and sits above him, 20 apart: respected. 1 beat 7 recently, 40 apart, 7 above: a violation.
        [2, 1, '2024-06-01', 'W', 1600, 1650],
        [1, 2, '2024-06-01', 'L', 1680, 1650],
        [1, 7, '2024-08-01', 'W', 1640, 1670],
        [7, 1, '2024-08-01', 'L', 1720, 1700],
        // 1's loss to 2 above dropped him 30; this one of 7's rises 5 (the engine never gives one: the check must see it).
        [7, 3, '2024-09-01', 'L', 1700, 1705],
        // A loss that cost 10 of skill while the uncertainty shrank 60 -> 50: the Rating went 1580 -> 1590 in all, but
        // the result's own step (from 1700 - 2 x 50, with the bout's certainty counted) is -10: no rise.
        [7, 3, '2024-10-01', 'L', 1700, 1690, [60, 50]],
        // 1 beat 2 on 2023-06-10, ranked #1 vs #2 at the snapshot before: the better ranked won. Then 2 beat 1 on
        // 2024-01-10 (ranked #2 vs #1): the worse ranked won.
        [1, 2, '2023-06-10', 'W', 1500, 1550],
        [2, 1, '2024-01-10', 'W', 1400, 1450],
        // A P4P fighter's win that shows a drop (before 1700, after 1690), and one that rises but follows a layoff.
        [7, 3, '2022-01-01', 'W', 1700, 1760],
        [7, 3, '2023-01-01', 'W', 1740, 1750],
        [7, 3, '2024-01-01', 'W', 1700, 1690],
      ]),
    },
    fixture,
  );

  it('places champions and contenders in the fixture division, naming where the rest are', () => {
    expect(report.champions).toEqual([{ name: 'Champ', division: 'Lightweight', rank: 3, elsewhere: null, found: true }]);
    expect(report.contenders.map((p) => [p.name, p.rank, p.elsewhere?.division ?? null, p.found])).toEqual([
      ['Contender', 2, null, true],
      ['Buried', 41, null, true],
      ['Elsewhere', null, 'Welterweight', true],
      ['Nobody', null, null, false],
    ]);
    // Matched through an alias.
    expect(report.otherChampions[0]).toMatchObject({ name: 'Legal Name', rank: 4, organization: 'ONE' });
    // Pound for pound: the champion's place there (second), his namesake (6, not in it) aside.
    expect(report.championsP4p).toEqual([{ name: 'Champ', division: 'pound for pound', rank: 2, elsewhere: null, found: true }]);
    expect(formatConsensus(report, fixture)).toContain('UFC champions inside the pound-for-pound top 20: 1 of 1');
  });

  it('counts close recent direct wins, ranked-vs-ranked bouts and wins that show a drop', () => {
    expect(report.directWins.close).toBe(2);
    expect(report.directWins.respected).toBe(1);
    expect(report.directWins.violations).toEqual([expect.objectContaining({ winner: 'Champ', loser: 'Upstart', winnerRank: 3, loserRank: 1 })]);
    // 2023-06-10: #1 beat #2. 2024-01-10 and 2024-06-01: #2 beat #1 (the latest snapshot before each). 7 was never ranked.
    expect(report.rankedVsRanked).toEqual({ bouts: 3, higherWon: 1 });
    expect(report.rankedVsRankedLong).toEqual({ bouts: 4, higherWon: 1 });
    // Wins after a fighter's first step: 7's in 2023 (rises 10 as shown, but 1750 < 1760 with the layoff) and 2024
    // (drops 10), and 1's of 2024-08.
    expect(report.winsShowingDrop).toMatchObject({ fighters: 2, wins: 3, drops: 1, dropsWithLayoff: 2 });
    // Losses of the P4P fighters: 1's of 2024-06-01 (-30) and 7's of 2024-08-01 (-20), 2024-09-01 (+5) and 2024-10-01
    // (-10 from the Rating going into the result).
    expect(report.lossesShowingRise).toEqual({ losses: 4, rises: 1, largest: 5 });
    const text = formatConsensus(report, fixture);
    expect(text).toContain('  the same from 2019-01-01: 1 of 4 (25.0%)');
    expect(text).toContain("UFC champions in their division's top 2: 0 of 1");
    expect(text).toContain('Elsewhere (Lightweight): not listed (in Welterweight at #3)');
    expect(text).toContain('Nobody (Lightweight): not in the data');
  });
});
