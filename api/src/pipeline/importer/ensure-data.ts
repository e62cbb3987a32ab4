// Called by the server at start. A database without real fight data (empty, or holding the generated demo) gets
// the real sources when they are available: FIGHTRANK_DATA (a directory), else the public upstream when it answers
// within a short timeout (`sync`), else a local copy of the same files (the team kit's ../shared/data beside the
// clone). Without any of them, an empty database gets the demo dataset, which the site labels
// (app_meta.data_source 'real' | 'demo') with the command that loads the real data. Every write goes through
// refreshFightData(): the import and its rankings commit together.
import type { Database } from '../../data/db/database';
import { generateDemoDataset } from '../demo/demo-dataset';
import { ensureRankings } from '../jobs/compute-rankings';
import type { ImportSummary } from './import-dataset';
import { describeImport, refreshFightData, type RefreshOptions } from './refresh-fight-data';

export interface EnsureDataLog {
  info(message: string): void;
  warn?(message: string): void;
}

/** What loads the real data when FIGHTRANK_DATA is not set: a data:sync from the upstream (see createUpstreamLoader in sync-sources.ts). */
export interface UpstreamLoader {
  /** Resolves false quickly (short timeout) when the upstream cannot be reached: start-up then falls back. */
  reachable(): Promise<boolean>;
  /** Downloads the sources and returns the directory they are in. */
  download(): Promise<string>;
}

export interface EnsureDataOptions {
  /** A directory laid out like shared/data (config.fightDataDir, env FIGHTRANK_DATA). */
  dataDir?: string | undefined;
  /** Tried when there is no dataDir and no real data yet; omitted means no network at start. */
  upstream?: UpstreamLoader | undefined;
  /** A directory laid out like shared/data, loaded when there is no dataDir and the upstream gave nothing (config.localFightDataDir). */
  localCopyDir?: string | undefined;
  log: EnsureDataLog;
  /** Day the demo history ends (tests pin it; default today). */
  demoToday?: string;
}

export type EnsureDataResult = { imported: false; dataSource: string | null } | { imported: true; dataSource: 'real' | 'demo'; summary: ImportSummary };

/** The command the demo banner and the start-up log name (also in shared: DEMO_DATA_COMMAND). */
export const LOAD_REAL_DATA_COMMAND = 'npm run data:sync';

export async function readDataSource(db: Database): Promise<string | null> {
  const rows = await db.query<{ value: string }>(`select value from app_meta where key = 'data_source'`);
  return rows[0]?.value ?? null;
}

export async function ensureData(db: Database, options: EnsureDataOptions): Promise<EnsureDataResult> {
  const [{ present } = { present: false }] = await db.query<{ present: boolean }>('select exists (select 1 from fighters) as present');
  const dataSource = await readDataSource(db);
  const { log } = options;
  if (present && dataSource !== 'demo') {
    // Fight data from an earlier start or a data:import, but perhaps no ranking yet (an import that predates
    // the job, or a recompute that failed): rank it now rather than serve empty lists.
    await ensureRankings(db, { log });
    return { imported: false, dataSource };
  }
  // The demo is a stand-in: real data replaces it whole as soon as there is some.
  const real: RefreshOptions = { dataSource: 'real', replaceAll: present, log };

  if (options.dataDir) {
    log.info(`${present ? 'replacing the demo data with' : 'fight database is empty: importing'} the real sources in ${options.dataDir}`);
    const { import: summary } = await refreshFightData(db, { dir: options.dataDir }, real);
    return { imported: true, dataSource: 'real', summary };
  }

  if (options.upstream && (await options.upstream.reachable())) {
    log.info(`${present ? 'replacing the demo data with' : 'fight database is empty: loading'} the public datasets from their upstream repositories`);
    try {
      const dir = await options.upstream.download();
      const { import: summary } = await refreshFightData(db, { dir }, real);
      return { imported: true, dataSource: 'real', summary };
    } catch (error) {
      // A network that drops half-way must not keep the site from starting: what arrived is kept for the next run.
      (log.warn ?? log.info).call(log, `could not load the upstream datasets: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  if (options.localCopyDir) {
    const why = options.upstream ? ' (the upstream datasets are out of reach)' : '';
    log.info(
      `${present ? 'replacing the demo data with' : 'fight database is empty: importing'} the local copy of the public datasets in ${options.localCopyDir}${why}`,
    );
    const { import: summary } = await refreshFightData(db, { dir: options.localCopyDir }, real);
    return { imported: true, dataSource: 'real', summary };
  }

  const hint = `run \`${LOAD_REAL_DATA_COMMAND}\` when online, or start with FIGHTRANK_DATA=<dir>, to load the real data`;
  if (present) {
    (log.warn ?? log.info).call(log, `serving the generated demo data: ${hint}`);
    await ensureRankings(db, { log });
    return { imported: false, dataSource };
  }
  (log.warn ?? log.info).call(
    log,
    `fight database is empty${options.upstream ? ' and the upstream datasets are out of reach' : ''}: importing the generated demo dataset; ${hint}`,
  );
  const dataset = generateDemoDataset(options.demoToday ? { today: options.demoToday } : {});
  const { import: summary } = await refreshFightData(db, { dataset }, { dataSource: 'demo', log });
  log.info(`imported demo data: ${describeImport(summary)}`);
  return { imported: true, dataSource: 'demo', summary };
}
