// Load a data directory (laid out like ../shared/data) into a Dataset, and the import summary as an operator reads it.
// The CLIs and ensureData load with `loadDirectory` and write through refreshFightData (refresh-fight-data.ts), which
// recomputes the rankings in the same transaction. Loading happens before the transaction opens, so a bad file
// (SourceError) leaves the database untouched.
import { existsSync, statSync } from 'node:fs';
import type { Database } from '../../data/db/database';
import type { Dataset } from '../sources/dataset';
import { detectSources } from '../sources/detect-sources';
import { loadDataset, type LoadOptions } from '../sources/load-dataset';
import { importDataset, type ImportOptions, type ImportSummary } from './import-dataset';

export interface DirectoryImportSummary extends ImportSummary {
  loadMs: number;
}

/** Loads a data directory into a Dataset; fails with the reason when it holds no fight data. */
export async function loadDirectory(dir: string, options: LoadOptions = {}): Promise<Dataset> {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new Error(`${dir}: no such directory`);
  const sources = detectSources(dir);
  if (!sources.ufcstats && !sources.jdsUfcStats && !sources.betmma && sources.generic.length === 0 && !sources.wikipedia) {
    throw new Error(
      `${dir}: no fight data found (expected ufcstats/ufc_event_details.csv and ufc_fight_results.csv, ` +
        'jds-mma-data/UFC_Stats/, jds-mma-data/Bet_MMA/, generic/ or wikipedia/)',
    );
  }
  return loadDataset(dir, options.until === undefined ? {} : { until: options.until });
}

/**
 * Loads and writes the fight tables only, without recomputing the rankings: for tests and benches that time or check
 * the import alone. Anything a site serves goes through refreshFightData instead.
 */
export async function importFightTablesOnly(db: Database, dir: string, options: LoadOptions & ImportOptions = {}): Promise<DirectoryImportSummary> {
  const started = performance.now();
  const { until, ...importOptions } = options;
  const dataset = await loadDirectory(dir, until === undefined ? {} : { until });
  const loadMs = Math.round(performance.now() - started);
  const summary = await importDataset(db, dataset, importOptions);
  return { ...summary, loadMs };
}

/** The summary as an operator reads it; lists are cut at `limit` lines each. */
export function formatSummary(summary: ImportSummary & { loadMs?: number }, limit = 20): string {
  const lines: string[] = [];
  for (const [table, c] of Object.entries(summary.tables)) {
    lines.push(
      `${table.padEnd(14)} added ${String(c.added).padStart(6)}  updated ${String(c.updated).padStart(6)}  ` +
        `unchanged ${String(c.unchanged).padStart(6)}  removed ${String(c.removed).padStart(6)}`,
    );
  }
  const list = (title: string, items: string[]) => {
    lines.push(`${title}: ${items.length}`);
    for (const item of items.slice(0, limit)) lines.push(`  ${item}`);
    if (items.length > limit) lines.push(`  ... and ${items.length - limit} more`);
  };
  list(
    'rejected',
    summary.rejected.map((r) => `${r.entity} ${r.key}${r.field ? ` (${r.field})` : ''}: ${r.reason}`),
  );
  list('ambiguities', summary.ambiguities);
  const load = summary.loadMs === undefined ? '' : `loaded in ${(summary.loadMs / 1000).toFixed(1)} s, `;
  lines.push(`${load}imported in ${(summary.durationMs / 1000).toFixed(1)} s`);
  return lines.join('\n');
}
