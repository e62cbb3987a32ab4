// Start-up's data step: a fresh clone's database is empty and is filled before serving, so the first visitor sees
// rankings. `npm start` on the embedded database runs it in a child process (api/src/cli/prepare-database.ts):
// PGlite's memory never shrinks, and an import would leave the serving process holding ~900 MB for good.
// `npm run start:cluster` runs it once in its primary, so N instances do not each import the same data.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from '../config';
import { openDatabase, type Database } from '../data/db/database';
import { migrate } from '../data/db/migrate';
import { ensureData, type EnsureDataLog } from './importer/ensure-data';
import { readSyncConfig } from './importer/sync-config';
import { createUpstreamLoader } from './importer/sync-sources';

/**
 * Makes sure a migrated database has data. Without FIGHTRANK_DATA the real data comes from the public upstream
 * when it answers, else from a local copy of it (../shared/data beside the clone), else the labelled demo.
 */
export async function loadStartupData(db: Database, config: AppConfig, log: EnsureDataLog): Promise<void> {
  const sync = readSyncConfig();
  await ensureData(db, {
    dataDir: config.fightDataDir,
    upstream: sync.syncOnStart ? createUpstreamLoader(sync, log) : undefined,
    localCopyDir: config.localFightDataDir,
    log,
  });
}

/** Opens the configured database, migrates it, loads data if it has none, and closes it again. */
export async function prepareDatabase(config: AppConfig, log: EnsureDataLog, command: string): Promise<void> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, command });
  try {
    await migrate(db);
    await loadStartupData(db, config, log);
  } finally {
    await db.close();
  }
}

const PREPARE_SCRIPT = fileURLToPath(new URL('../cli/prepare-database.ts', import.meta.url));

/** prepareDatabase() in a child process with this process's environment; rejects when it fails. */
export function prepareDatabaseInChild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', PREPARE_SCRIPT], { stdio: 'inherit', env: process.env });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`preparing the database failed (${signal ?? `exit code ${code}`}); see the lines above`)),
    );
  });
}

/** Start-up log lines outside the server (no pino there yet), one JSON object each like the server's. */
export const jsonLineLog = (fields: Record<string, unknown>) => ({
  info: (msg: string) => console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, ...fields, msg })),
  warn: (msg: string) => console.warn(JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, ...fields, msg })),
});
