// Production entry point (npm start): open the database, migrate, make sure there is data, serve.
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { buildApp } from './app';
import { ensureData } from './importer/ensure-data';
import { readSyncConfig } from './importer/sync-config';
import { createUpstreamLoader } from './importer/sync-sources';
import { installGracefulShutdown } from './graceful-shutdown';

const config = readConfig();
// On PGlite the server holds the directory's lock while it runs: a data:import beside it is refused, not corrupting.
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  command: 'npm start',
  statementTimeoutMs: config.databaseStatementTimeoutMs,
  log: (error) => console.warn(JSON.stringify({ level: 40, msg: 'database connection lost; reconnecting on demand', err: error.message })),
});
await migrate(db);
const app = await buildApp({ config, db, logger: { level: config.logLevel }, runJobs: true });
// A fresh clone has an empty database: fill it before serving so the first visitor sees rankings.
// Without FIGHTRANK_DATA the real data comes from the public upstream when it answers, else the labelled demo.
const sync = readSyncConfig();
await ensureData(db, {
  dataDir: config.fightDataDir,
  upstream: sync.syncOnStart ? createUpstreamLoader(sync, app.log) : undefined,
  log: app.log,
});

installGracefulShutdown(app, db);

await app.listen({ port: config.port, host: config.host });
