// Called by the server at start: an empty fight database gets the real sources (FIGHTRANK_DATA) or, without
// them, the generated demo dataset. app_meta.data_source ('real' | 'demo') tells the site which one it shows.
import type { Database } from '../db/database';
import { generateDemoDataset } from '../demo/demo-dataset';
import { ensureRankings, recomputeRankings } from '../jobs/compute-rankings';
import { importDataset, type ImportSummary } from './import-dataset';
import { importDirectory } from './import-directory';

export interface EnsureDataLog {
  info(message: string): void;
}

export interface EnsureDataOptions {
  /** A directory laid out like shared/data (config.fightDataDir, env FIGHTRANK_DATA). */
  dataDir?: string | undefined;
  log: EnsureDataLog;
  /** Day the demo history ends (tests pin it; default today). */
  demoToday?: string;
}

export type EnsureDataResult =
  | { imported: false; dataSource: string | null }
  | { imported: true; dataSource: 'real' | 'demo'; summary: ImportSummary };

export async function readDataSource(db: Database): Promise<string | null> {
  const rows = await db.query<{ value: string }>(`select value from app_meta where key = 'data_source'`);
  return rows[0]?.value ?? null;
}

export async function ensureData(db: Database, options: EnsureDataOptions): Promise<EnsureDataResult> {
  const [{ present } = { present: false }] = await db.query<{ present: boolean }>('select exists (select 1 from fighters) as present');
  if (present) {
    // Fight data from an earlier start or a data:import, but perhaps no ranking yet (an import that predates
    // the job, or a recompute that failed): rank it now rather than serve empty lists.
    await ensureRankings(db, { log: options.log });
    return { imported: false, dataSource: await readDataSource(db) };
  }

  if (options.dataDir) {
    options.log.info(`fight database is empty: importing the real sources in ${options.dataDir}`);
    const summary = await importDirectory(db, options.dataDir, { dataSource: 'real' });
    options.log.info(
      `imported ${summary.tables.fighters.added} fighters, ${summary.tables.events.added} events, ${summary.tables.bouts.added} bouts ` +
        `(${summary.rejected.length} rejected, ${summary.ambiguities.length} ambiguous) in ${((summary.loadMs + summary.durationMs) / 1000).toFixed(1)} s`,
    );
    await recomputeRankings(db, { log: options.log });
    return { imported: true, dataSource: 'real', summary };
  }

  options.log.info('fight database is empty and FIGHTRANK_DATA is not set: importing the generated demo dataset');
  const dataset = generateDemoDataset(options.demoToday ? { today: options.demoToday } : {});
  const summary = await importDataset(db, dataset, { dataSource: 'demo' });
  options.log.info(
    `imported demo data: ${summary.tables.fighters.added} fighters, ${summary.tables.bouts.added} bouts in ${(summary.durationMs / 1000).toFixed(1)} s`,
  );
  await recomputeRankings(db, { log: options.log });
  return { imported: true, dataSource: 'demo', summary };
}
