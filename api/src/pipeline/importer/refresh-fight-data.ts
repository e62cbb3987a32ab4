// The one way fight data changes (docs/decisions/017-import-pipeline.md): load the sources, then write the fight
// tables AND recompute the ratings and rankings in ONE transaction, so a reader sees either the old bouts with the
// old ranks or the new bouts with the new ranks, never a mix. Start-up (ensureData), `npm run data:import`,
// `npm run data:sync` and the tests all come through here.
import type { Database, Queryable } from '../../data/db/database';
import { recomputeIn, type RecomputeLog, type RecomputeSummary } from '../jobs/compute-rankings';
import { startJob } from '../../data/telemetry/job-timings';
import type { Dataset } from '../sources/dataset';
import { writeDataset, type ImportOptions } from './import-dataset';
import { loadDirectory, type DirectoryImportSummary } from './import-directory';

export type FightDataInput =
  /** A directory laid out like ../shared/data; `until` cuts the history (tests, replays). */
  { readonly dir: string; readonly until?: string } | { readonly dataset: Dataset };

export interface RefreshOptions extends ImportOptions {
  log?: RecomputeLog;
  /**
   * Test seam for a crash part-way: runs inside the transaction after the fight tables are written and before the
   * rankings. A throw here rolls the whole refresh back, as a killed process would.
   */
  afterImport?: (tx: Queryable) => Promise<void>;
}

export interface RefreshSummary {
  import: DirectoryImportSummary;
  rankings: RecomputeSummary;
}

export async function refreshFightData(db: Database, input: FightDataInput, options: RefreshOptions = {}): Promise<RefreshSummary> {
  const { log, afterImport, ...importOptions } = options;
  // Loading happens before the transaction opens: a bad file (SourceError) stops here with the database untouched.
  const started = performance.now();
  // The import job is loading plus writing; the recompute after it reports its own duration (recomputeIn).
  const importJob = startJob('import');
  const dataset =
    'dataset' in input ? input.dataset : await loadDirectory(input.dir, input.until === undefined ? {} : { until: input.until }).catch(importJob.failed);
  const loadMs = Math.round(performance.now() - started);
  return db.transaction(async (tx) => {
    const summary = await writeDataset(tx, db.kind, dataset, importOptions).then(importJob.ok, importJob.failed);
    log?.info(describeImport(summary));
    await afterImport?.(tx);
    const rankings = await recomputeIn(tx, db.kind, log ? { log } : {});
    return { import: { ...summary, loadMs }, rankings };
  });
}

/** One log line: what the import changed. */
export function describeImport(summary: Pick<DirectoryImportSummary, 'tables' | 'rejected' | 'ambiguities' | 'durationMs'>): string {
  const { fighters, events, bouts } = summary.tables;
  const part = (name: string, c: { added: number; updated: number; removed: number }) => `${name} +${c.added} ~${c.updated} -${c.removed}`;
  return (
    `fight data written: ${part('fighters', fighters)}, ${part('events', events)}, ${part('bouts', bouts)} ` +
    `(${summary.rejected.length} rejected, ${summary.ambiguities.length} ambiguous) in ${(summary.durationMs / 1000).toFixed(1)} s`
  );
}
