// `ratings consensus`: the rankings job on the data (no database) against the official lists of the fixture's date.
import { existsSync, readFileSync } from 'node:fs';
import { checkConsensus, formatConsensus, RANKED_FROM, RANKED_FROM_LONG, type ConsensusFixture } from '../../pipeline/jobs/consensus-check';
import { compareWithOfficialRanks, formatOfficialRanksComparison } from '../../pipeline/jobs/official-ranks-check';
import { rankingsFromDataset } from '../../pipeline/jobs/rankings-from-dataset';
import { dayOf, isoOfDay } from '../../ratings/index';
import { knownNames, loadDataFolder } from './load-input';
import { officiallyRankedBouts, oddsFileIn } from './odds-file';

const CONSENSUS_FIXTURE = new URL('../../pipeline/jobs/consensus/official-rankings-2024-12-14.json', import.meta.url);

/** The rankings job on the data (no database), checked against the official lists of the fixture's date. */
export async function runConsensus(dir: string, show?: string, rowCount = 40): Promise<void> {
  const fixture = JSON.parse(readFileSync(CONSENSUS_FIXTURE, 'utf8')) as ConsensusFixture;
  const dataset = await loadDataFolder(dir, isoOfDay(dayOf(fixture.asOf) + 1));
  const started = performance.now();
  const { rankings, fighterById } = rankingsFromDataset(dataset);
  const seconds = (performance.now() - started) / 1000;
  const names = new Map([...fighterById].map(([id, f]) => [id, knownNames(f)]));
  console.log(`rankings as of ${rankings.snapshotDates.at(-1)} computed in ${seconds.toFixed(1)} s (the rankings job without the database)\n`);
  console.log(
    formatConsensus(
      checkConsensus({ entries: rankings.entries, steps: rankings.steps, names, history: rankings.history, snapshotDates: rankings.snapshotDates }, fixture),
      fixture,
    ),
  );
  const oddsFile = oddsFileIn(dir);
  if (existsSync(oddsFile)) {
    const lists = { names, history: rankings.history, snapshotDates: rankings.snapshotDates };
    const bouts = officiallyRankedBouts(oddsFile);
    console.log(`\n${formatOfficialRanksComparison(compareWithOfficialRanks(lists, bouts, RANKED_FROM, fixture.asOf), RANKED_FROM, fixture.asOf)}`);
    // The years before the ones the list rules were chosen on: the fairer comparison (decision 044, session 12).
    const fairerTo = isoOfDay(dayOf(RANKED_FROM) - 1);
    console.log(formatOfficialRanksComparison(compareWithOfficialRanks(lists, bouts, RANKED_FROM_LONG, fairerTo), RANKED_FROM_LONG, fairerTo));
  }
  const p4p = rankings.entries
    .filter((e) => e.kind === 'pound-for-pound')
    .sort((x, y) => x.currentRank - y.currentRank)
    .slice(0, 15);
  if (show) {
    // One division's list in full, to see who stands between a contender and his official place.
    const rows = rankings.entries
      .filter((e) => e.kind === 'weight-class' && e.filterValue === show)
      .sort((x, y) => x.currentRank - y.currentRank)
      .slice(0, rowCount);
    const byId = new Map(rankings.ratings.map((r) => [r.fighterId, r]));
    console.log(`\n${show}:`);
    for (const e of rows) {
      const r = byId.get(e.fighterId)!;
      console.log(
        `  ${String(e.currentRank).padStart(3)}. ${fighterById.get(e.fighterId)!.name.padEnd(26)} score ${e.score.toFixed(0)}  skill ${r.rating.toFixed(0)} ± ${r.uncertainty.toFixed(0)}  ${r.wins}-${r.losses}  ${r.organization}  last ${r.lastBoutDate}`,
      );
    }
  }
  console.log(`\npound for pound: ${p4p.map((e) => `${e.currentRank}. ${fighterById.get(e.fighterId)!.name} ${e.score.toFixed(0)}`).join(', ')}`);
}
