// Production entry point (npm start): open the database, migrate, make sure there is data, serve.
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { buildApp } from './app';
import { loadStartupData } from './startup-data';
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
// Under start:cluster the primary has done this already, and a worker finds the data in place.
await loadStartupData(db, config, app.log);

installGracefulShutdown(app, db);

await app.listen({ port: config.port, host: config.host });
