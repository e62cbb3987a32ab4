// Production entry point (npm start): open the database, migrate, make sure there is data, serve.
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { buildApp } from './app';
import { ensureData } from './importer/ensure-data';

const config = readConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(db);
const app = await buildApp({ config, db, logger: { level: config.logLevel }, runJobs: true });
// A fresh clone has an empty database: fill it before serving so the first visitor sees rankings.
await ensureData(db, { dataDir: config.fightDataDir, log: app.log });

const shutdown = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
