// Start-up's data step, shared by `npm start` (server.ts) and the primary of `npm run start:cluster`, which runs
// it once before forking so N instances on an empty database do not each import the same data.
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { ensureData, type EnsureDataLog } from './importer/ensure-data';
import { readSyncConfig } from './importer/sync-config';
import { createUpstreamLoader } from './importer/sync-sources';

/**
 * Makes sure a migrated database has data: a fresh clone's is empty, and is filled before serving so the first
 * visitor sees rankings. Without FIGHTRANK_DATA the real data comes from the public upstream when it answers,
 * else the labelled demo.
 */
export async function loadStartupData(db: Database, config: AppConfig, log: EnsureDataLog): Promise<void> {
  const sync = readSyncConfig();
  await ensureData(db, {
    dataDir: config.fightDataDir,
    upstream: sync.syncOnStart ? createUpstreamLoader(sync, log) : undefined,
    log,
  });
}
