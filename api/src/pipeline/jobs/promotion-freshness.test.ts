// Freshness per promotion (issue 23 item 7): a load like a fresh sync today, UFC results through 2026 while the other
// promotions' upstream stops at 2024-12, must not empty the other promotions' lists.
import { describe, expect, it } from 'vitest';
import { buildRankings } from './build-rankings';
import type { Rankings, SourceBout, SourceFighter } from './ranking-rows';
import { promotionClock } from './promotion-freshness';
import { decisionWins, type DecisionWin } from '../../../test/support/decision-wins';

/** As a fresh sync loads them: ufcstats lists UFC cards through 2026, Bet MMA lists every promotion through 2024-12. */
const freshSyncSources = (organization: string, date: string): string[] =>
  organization === 'UFC' ? (date > '2024-12-14' ? ['ufcstats'] : ['ufcstats', 'betmma']) : ['betmma'];

/** The rankings job on plain decision wins, each card listed by the sources a fresh sync gives it. */
function freshSyncRankings(wins: readonly DecisionWin[]): Rankings {
  const { fighters, bouts } = decisionWins(wins, { sources: freshSyncSources });
  return buildRankings(fighters, bouts);
}

describe('promotionClock', () => {
  const clock = promotionClock([
    { organization: 'UFC', date: '2026-03-07', coveredBy: ['ufcstats'] },
    { organization: 'UFC', date: '2024-12-14', coveredBy: ['ufcstats', 'betmma'] },
    { organization: 'BELLATOR', date: '2024-12-07', coveredBy: ['betmma'] },
    { organization: 'BELLATOR', date: '2023-01-01', coveredBy: ['betmma'] },
    { organization: 'BAMMA_LONDON', date: '2018-06-28', coveredBy: ['betmma'] },
    // ufcstats lists one old ONE card; Bet MMA lists the rest, the latest included.
    { organization: 'ONE', date: '2012-03-31', coveredBy: ['ufcstats'] },
    { organization: 'ONE', date: '2024-12-06', coveredBy: ['betmma'] },
  ]);

  it('gives each organization the date the sources listing its cards run to, on or before the date', () => {
    expect(clock.latestResult('UFC', '2026-06-01')).toBe('2026-03-07');
    expect(clock.latestResult('UFC', '2025-01-01')).toBe('2024-12-14');
    expect(clock.latestResult('BELLATOR', '2026-06-01')).toBe('2024-12-14');
    expect(clock.latestResult('BELLATOR', '2023-06-01')).toBe('2023-01-01');
    // A promotion that folded is listed by a source that kept going: it stopped, not its data, so it is measured
    // against the date itself, not against its last card (its fighters would be active for ever).
    expect(clock.latestResult('BAMMA_LONDON', '2026-06-01')).toBe('2026-06-01');
    expect(clock.latestResult('BAMMA_LONDON', '2023-06-01')).toBe('2023-06-01');
    // Within the window its source covers it is a promotion whose data runs to the source's latest result.
    expect(clock.latestResult('BAMMA_LONDON', '2018-12-01')).toBe('2018-06-28');
    // The sources of the latest card decide, not every source that ever listed one.
    expect(clock.latestResult('ONE', '2026-06-01')).toBe('2024-12-14');
    expect(clock.latestResult('ONE', '2013-01-01')).toBe('2012-03-31');
    // Before any result, and for an organization we never saw: the date itself.
    expect(clock.latestResult('BELLATOR', '2018-01-01')).toBe('2018-01-01');
    expect(clock.latestResult('NOWHERE', '2026-06-01')).toBe('2026-06-01');
    expect(clock.latestResult(null, '2026-06-01')).toBe('2026-06-01');
  });

  it('says whether an organization still holds cards: not one that folded, still one whose data stopped', () => {
    expect(clock.isRunning('BAMMA_LONDON', '2018-12-01')).toBe(true);
    expect(clock.isRunning('BAMMA_LONDON', '2026-06-01')).toBe(false);
    // Bellator's source stops in 2024-12 while the UFC's runs on: its data stopped, the promotion did not.
    expect(clock.isRunning('BELLATOR', '2026-06-01')).toBe(true);
    expect(clock.isRunning('ONE', '2026-06-01')).toBe(true);
    expect(clock.isRunning('BELLATOR', '2018-01-01')).toBe(false);
    expect(clock.isRunning('NOWHERE', '2026-06-01')).toBe(false);
  });

  it('without source information treats all data as one source: the newest result anywhere', () => {
    const plain = promotionClock([
      { organization: 'UFC', date: '2026-03-07' },
      { organization: 'BELLATOR', date: '2024-12-07' },
    ]);
    expect(plain.latestResult('BELLATOR', '2026-06-01')).toBe('2026-03-07');
  });
});

describe('activity on a load like a fresh sync today', () => {
  const LAST_UFC = '2026-03-07';
  let id = 0;
  const fighters: SourceFighter[] = [];
  const person = (nationality = 'Brazil') => {
    const fighter = { id: ++id, birthDate: '1992-01-01', nationality, sex: 'M' as const };
    fighters.push(fighter);
    return fighter.id;
  };
  const bouts: SourceBout[] = [];
  const fight = (date: string, organization: string, a: number, b: number) =>
    bouts.push({
      id: bouts.length + 1,
      key: `b:${String(bouts.length).padStart(4, '0')}`,
      date,
      fighterA: a,
      fighterB: b,
      outcomeA: 'W',
      method: 'DEC',
      weightClass: 'Lightweight',
      organization,
      coveredBy: freshSyncSources(organization, date),
    });

  // Bellator regulars whose promotion's data stops on 2024-12-07 (they did not stop: the data did).
  const bellator = [person(), person(), person(), person()];
  for (const [i, date] of ['2024-03-01', '2024-06-01', '2024-09-01', '2024-12-07'].entries()) fight(date, 'BELLATOR', bellator[i % 4]!, bellator[(i + 1) % 4]!);
  // UFC fighters: two fought in 2026, one last fought in mid 2024 (18 months before 2026-03-07 is 2024-09-07).
  const [ufcNew, ufcOther, ufcIdle] = [person(), person(), person()];
  fight('2024-06-01', 'UFC', ufcIdle, ufcOther);
  fight('2025-06-01', 'UFC', ufcNew, ufcOther);
  fight(LAST_UFC, 'UFC', ufcOther, ufcNew);
  // A promotion that folded in 2018: its fighters are not active for ever.
  const [bamma, bammaOther] = [person(), person()];
  fight('2018-06-28', 'BAMMA_LONDON', bamma, bammaOther);
  fight('2024-12-14', 'UFC', ufcNew, ufcOther);

  const rankings = buildRankings(fighters, bouts);
  const active = new Set(rankings.ratings.filter((r) => r.isActive).map((r) => r.fighterId));
  const list = (kind: string, filterValue = '') => rankings.entries.filter((e) => e.kind === kind && e.filterValue === filterValue).map((e) => e.fighterId);

  it("keeps the other promotion's fighters active and listed, measured against their promotion's latest result", () => {
    expect(rankings.snapshotDates.at(-1)).toBe(LAST_UFC);
    for (const f of bellator.slice(1)) expect(active.has(f), `fighter ${f}`).toBe(true);
    expect(list('organization', 'BELLATOR').length).toBeGreaterThanOrEqual(3);
    expect(list('weight-class', 'Lightweight')).toEqual(expect.arrayContaining(bellator.slice(1)));
  });

  it("still measures a UFC fighter against the UFC's newest result, and a folded promotion's against its source's", () => {
    expect(active.has(ufcNew) && active.has(ufcOther)).toBe(true);
    expect(active.has(ufcIdle)).toBe(false);
    expect(list('weight-class', 'Lightweight')).not.toContain(ufcIdle);
    expect(active.has(bamma) || active.has(bammaOther)).toBe(false);
    expect(list('organization', 'BAMMA_LONDON')).toEqual([]);
  });
});

describe('ratings on a load like a fresh sync today', () => {
  const [bellatorA, bellatorB, ufcA, ufcB, ufcIdle, ufcOther] = [1, 2, 3, 4, 5, 6];
  // Through 2024-12-14 every source has results; after it only ufcstats (UFC cards) goes on.
  const through2024: DecisionWin[] = [
    ['2024-06-01', bellatorA, bellatorB, false, 'BELLATOR'],
    ['2024-06-01', ufcIdle, ufcOther],
    ['2024-12-07', bellatorA, bellatorB, false, 'BELLATOR'],
    ['2024-12-14', ufcA, ufcB],
  ];
  const later: DecisionWin[] = [
    ['2025-09-06', ufcA, ufcB],
    ['2026-11-21', ufcB, ufcA],
  ];
  const then = freshSyncRankings(through2024);
  const now = freshSyncRankings([...through2024, ...later]);
  const rating = (rankings: Rankings, id: number) => rankings.ratings.find((r) => r.fighterId === id)!;

  it("rates the other promotion's fighters as of its latest result: the two years its data does not cover are no layoff", () => {
    expect(now.snapshotDates.at(-1)).toBe('2026-11-21');
    for (const id of [bellatorA, bellatorB]) {
      expect(rating(now, id).ratedAsOf).toBe('2024-12-14');
      expect(rating(now, id).fanScore).toBeCloseTo(rating(then, id).fanScore, 9);
      expect(rating(now, id).rating).toBeCloseTo(rating(then, id).rating, 9);
    }
    // The list scores are those Ratings too.
    const score = (id: number) => now.entries.find((e) => e.kind === 'organization' && e.filterValue === 'BELLATOR' && e.fighterId === id)?.score;
    expect(score(bellatorA)).toBeCloseTo(rating(then, bellatorA).fanScore, 9);
  });

  it("adds no years at the top to the other promotion's fighters for the months its data does not cover (the GOAT's longevity)", () => {
    const eliteYears = (rankings: Rankings, id: number) => rating(rankings, id).career.eliteYears;
    expect(eliteYears(now, bellatorA)).toBeCloseTo(eliteYears(then, bellatorA), 9);
    // The UFC's data runs on (months without a card are still covered: a later card shows the source kept listing).
    expect(eliteYears(now, ufcA) - eliteYears(then, ufcA)).toBeGreaterThan(1.9);
  });

  it("still counts a UFC fighter's time away against the UFC's newest result", () => {
    expect(rating(now, ufcIdle).ratedAsOf).toBe('2026-11-21');
    expect(rating(now, ufcIdle).fanScore).toBeLessThan(rating(then, ufcIdle).fanScore - 10);
  });
});

describe('the head-to-head rule on a load like a fresh sync today', () => {
  const [winner, loser] = [1, 2];
  // The loser's four wins give him a Rating a little above the winner's, who beat him in their only meeting.
  const wins: DecisionWin[] = [
    ...['2023-01-10', '2023-02-10', '2023-03-10', '2023-04-10'].map((date, i): DecisionWin => [date, loser, 3 + i, false, 'BELLATOR']),
    ['2023-01-20', winner, 7, false, 'BELLATOR'],
    ['2024-06-01', winner, loser, false, 'BELLATOR'],
    ['2024-12-14', 9, 10],
  ];
  const then = freshSyncRankings(wins);
  // A fresh sync: UFC results run on to 2026-11, more than HEAD_TO_HEAD_DAYS after the Bellator bout.
  const now = freshSyncRankings([...wins, ['2026-11-21', 10, 9]]);
  const bellator = (rankings: Rankings) =>
    rankings.entries.filter((e) => e.kind === 'organization' && e.filterValue === 'BELLATOR').sort((a, b) => a.currentRank - b.currentRank);

  it("keeps a recent win recent when the data for the winner's promotion stopped", () => {
    const [first, second] = bellator(then);
    expect([first!.fighterId, second!.fighterId]).toEqual([winner, loser]);
    expect(second!.score).toBeGreaterThan(first!.score);
    expect(
      bellator(now)
        .map((e) => e.fighterId)
        .slice(0, 2),
    ).toEqual([winner, loser]);
  });
});
