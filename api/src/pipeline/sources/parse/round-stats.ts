// Parser for jds-mma-data UFC_Stats/round_stats.csv (one row per fighter per round, keyed by ufcstats ids):
// whole-bout totals per corner, attached to the Dataset's bouts so the importer stores them and the
// rating engine weights results by dominance from the same numbers the CLI evaluates.
import { readCsvTable } from '../csv-table';
import type { BoutStatistics, DatasetBout, DatasetFighter } from '../dataset';

/** ufcstats bout id -> ufcstats fighter id -> totals over the rounds. */
export type RoundStatsTotals = Map<string, Map<string, BoutStatistics>>;

const COLUMNS = [
  'bout_id',
  'fighter_id',
  'knockdowns_scored',
  'significant_strikes_landed',
  'significant_strikes_attempted',
  'takedowns_landed',
  'takedowns_attempted',
  'submissions_attempted',
  'control_time_seconds',
] as const;

export async function parseRoundStats(file: string): Promise<RoundStatsTotals> {
  const table = await readCsvTable(file, COLUMNS);
  const totals: RoundStatsTotals = new Map();
  for (const row of table.rows) {
    const boutId = row.require('bout_id');
    const fighterId = row.require('fighter_id');
    const count = (column: string): number => {
      const value = row.get(column);
      if (value === null) return 0;
      const n = Number(value);
      return Number.isFinite(n) && n >= 0 ? n : row.fail(`column "${column}" is not a count: "${value}"`);
    };
    let byFighter = totals.get(boutId);
    if (!byFighter) totals.set(boutId, (byFighter = new Map()));
    const t = byFighter.get(fighterId) ?? {
      knockdowns: 0,
      significantStrikes: 0,
      significantStrikesAttempted: 0,
      takedowns: 0,
      takedownsAttempted: 0,
      submissionAttempts: 0,
      controlSeconds: null,
    };
    t.knockdowns += count('knockdowns_scored');
    t.significantStrikes += count('significant_strikes_landed');
    t.significantStrikesAttempted += count('significant_strikes_attempted');
    t.takedowns += count('takedowns_landed');
    t.takedownsAttempted += count('takedowns_attempted');
    t.submissionAttempts += count('submissions_attempted');
    // Blank control time means unknown (source README): a bout's total stays null until some round knows it.
    if (row.get('control_time_seconds') !== null) t.controlSeconds = (t.controlSeconds ?? 0) + count('control_time_seconds');
    byFighter.set(fighterId, t);
  }
  return totals;
}

/**
 * Bouts with statsA / statsB set where the round statistics know the bout (by its ufcstats id) and both
 * corners. A corner is found by the fighter's ufcstats id; when only one corner matches (a person the loader
 * merged from two ufcstats ids) and the bout has exactly two fighters in the statistics, the other is the other corner.
 */
export function attachRoundStats(bouts: readonly DatasetBout[], fighters: readonly DatasetFighter[], totals: RoundStatsTotals): DatasetBout[] {
  if (totals.size === 0) return [...bouts];
  const ufcstatsId = new Map(fighters.map((f) => [f.key, f.ids.ufcstats]));
  return bouts.map((bout) => {
    const byFighter = bout.ids.ufcstats ? totals.get(bout.ids.ufcstats) : undefined;
    if (!byFighter) return bout;
    let a = lookup(byFighter, ufcstatsId.get(bout.fighterA));
    let b = lookup(byFighter, ufcstatsId.get(bout.fighterB));
    if (byFighter.size === 2 && (a === undefined) !== (b === undefined)) {
      const [first, second] = [...byFighter.values()];
      if (a === undefined) a = b === first ? second : first;
      else b = a === first ? second : first;
    }
    return a && b ? { ...bout, statsA: a, statsB: b } : bout;
  });
}

const lookup = (byFighter: Map<string, BoutStatistics>, id: string | undefined) => (id === undefined ? undefined : byFighter.get(id));
