// The rankings job: fight tables in, ratings and rankings tables out (ranking-rows.ts), and the pre-fight win
// probabilities of every bout (bout-predictions.ts, which event pages show). refreshFightData()
// (api/src/pipeline/importer/refresh-fight-data.ts) runs it inside every import's transaction, so a ranking exists whenever
// fight data does and a reader never sees new bouts with old ranks.
import type { Database, DatabaseKind, Queryable } from '../../data/db/database';
import { rankingSteps } from './build-rankings';
import { runInTurns } from './event-loop-turn';
import { readFightHistory } from './read-fight-history';
import { writeRankingsIn, type WrittenCounts } from './write-rankings';
import { writeBoutPredictions } from './bout-predictions';
import { timeJob } from '../../data/telemetry/job-timings';

export interface RecomputeLog {
  info(message: string): void;
}

export interface RecomputeSummary extends WrittenCounts {
  latestSnapshot: string | null;
  readMs: number;
  computeMs: number;
  writeMs: number;
}

/** Recomputes in a transaction of its own (a job run with no import); refreshFightData() runs recomputeIn after an import. */
export async function recomputeRankings(db: Database, options: { log?: RecomputeLog } = {}): Promise<RecomputeSummary> {
  return db.transaction((tx) => recomputeIn(tx, db.kind, options));
}

/** Reads the fight tables and replaces the rankings inside the caller's transaction. */
export function recomputeIn(tx: Queryable, kind: DatabaseKind, options: { log?: RecomputeLog } = {}): Promise<RecomputeSummary> {
  return timeJob('rankings-recompute', () => recomputeTimed(tx, kind, options));
}

async function recomputeTimed(tx: Queryable, kind: DatabaseKind, options: { log?: RecomputeLog }): Promise<RecomputeSummary> {
  const started = performance.now();
  const { fighters, bouts, weighIns, unsettled } = await readFightHistory(tx);
  const read = performance.now();
  // In turns: on PGlite this runs on the server's own thread, and in one piece it held every request for 2.4 s.
  const rankings = await runInTurns(rankingSteps(fighters, bouts, weighIns, unsettled));
  const computed = performance.now();
  const counts = await writeRankingsIn(tx, kind, rankings);
  // The events pages' pre-fight probabilities come from the same history (decision 014).
  await writeBoutPredictions(tx, fighters, bouts, unsettled);
  const written = performance.now();
  const summary: RecomputeSummary = {
    ...counts,
    latestSnapshot: rankings.snapshotDates.at(-1) ?? null,
    readMs: Math.round(read - started),
    computeMs: Math.round(computed - read),
    writeMs: Math.round(written - computed),
  };
  options.log?.info(
    `rankings recomputed as of ${summary.latestSnapshot ?? 'no bouts'}: ${counts.fighterRatings} fighters rated, ` +
      `${counts.snapshots} snapshots, ${counts.entries} ranking entries, ${counts.history} rank history rows in ` +
      `${((written - started) / 1000).toFixed(1)} s (read ${(summary.readMs / 1000).toFixed(1)} s, compute ${(summary.computeMs / 1000).toFixed(1)} s, ` +
      `write ${(summary.writeMs / 1000).toFixed(1)} s)`,
  );
  return summary;
}

/**
 * For a server start on a database that already holds fight data: recomputes only when there is fight data but no
 * ranking yet (a database imported before the job existed, or a failed recompute). Returns whether it ran.
 */
export async function ensureRankings(db: Database, options: { log?: RecomputeLog } = {}): Promise<boolean> {
  const [state] = await db.query<{ bouts: boolean; ranked: boolean }>(
    'select exists (select 1 from bouts) as bouts, exists (select 1 from ranking_snapshots) as ranked',
  );
  if (!state?.bouts) return false;
  if (state.ranked) {
    // A database ranked before migration 040 has no pre-fight probabilities yet: fill them once.
    const [predicted] = await db.query<{ any: boolean }>('select exists (select 1 from bout_predictions) as any');
    if (!predicted?.any) {
      const { fighters, bouts, unsettled } = await readFightHistory(db);
      const count = await writeBoutPredictions(db, fighters, bouts, unsettled);
      options.log?.info(`pre-fight probabilities written for ${count} bouts`);
    }
    return false;
  }
  await recomputeRankings(db, options);
  return true;
}
