// Production entry point (npm start): open the database, migrate, make sure there is data, serve.
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { buildApp } from './app';
import { ensureData } from './importer/ensure-data';
import { installGracefulShutdown } from './graceful-shutdown';

const config = readConfig();
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  statementTimeoutMs: config.databaseStatementTimeoutMs,
  log: (error) => console.warn(JSON.stringify({ level: 40, msg: 'database connection lost; reconnecting on demand', err: error.message })),
});
await migrate(db);
const app = await buildApp({ config, db, logger: { level: config.logLevel } });
// A fresh clone has an empty database: fill it before serving so the first visitor sees rankings.
await ensureData(db, { dataDir: config.fightDataDir, log: app.log });

installGracefulShutdown(app, db);

await app.listen({ port: config.port, host: config.host });
