// The rankings job's input for the list-rule tests (champion, head-to-head, layoff standing): a history of plain
// decision wins, each written [date, winner, loser, title bout?, organization?], at lightweight and in the UFC unless
// told otherwise. Fighters are known by their ids alone. `sources` says which sources list each card, for the tests of
// freshness per promotion (promotion-freshness.ts); without it all data is one source.
import type { SourceBout, SourceFighter } from '../../src/pipeline/jobs/ranking-rows';

/** [date, winner, loser, title bout (false; 'interim' for an interim title), organization ('UFC')]. */
export type DecisionWin = [date: string, winner: number, loser: number, titleBout?: boolean | 'interim', organization?: string];

export function decisionWins(
  wins: readonly DecisionWin[],
  options: { sources?: (organization: string, date: string) => string[] } = {},
): { fighters: SourceFighter[]; bouts: SourceBout[] } {
  const ids = new Set(wins.flatMap(([, winner, loser]) => [winner, loser]));
  const fighters: SourceFighter[] = [...ids].map((id) => ({ id, birthDate: null, nationality: null }));
  const bouts: SourceBout[] = wins.map(([date, winner, loser, titleBout, organization = 'UFC'], i) => ({
    id: i + 1,
    // The engine orders same-day bouts by key: the order written.
    key: `b${String(i).padStart(3, '0')}`,
    date,
    fighterA: winner,
    fighterB: loser,
    outcomeA: 'W',
    method: 'DEC_UNANIMOUS',
    weightClass: 'Lightweight',
    titleBout: titleBout === true || titleBout === 'interim',
    interimTitle: titleBout === 'interim',
    organization,
    coveredBy: options.sources?.(organization, date),
  }));
  return { fighters, bouts };
}
