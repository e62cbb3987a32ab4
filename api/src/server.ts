// Production entry point (npm start): open the database, migrate, make sure there is data, serve.
import { readConfig } from './config';
import { openDatabase } from './data/db/database';
import { migrate } from './data/db/migrate';
import { buildApp } from './http/app';
import { loadStartupData, prepareDatabaseInChild } from './pipeline/startup-data';
import { installGracefulShutdown } from './http/graceful-shutdown';
import { newToken } from './accounts/tokens';
import { reviewStoredDisplayNames } from './accounts/display-name-review';
import { localUrlOf, writeOperatorLink } from './data/db/operator-link';

/** Everything from reading the configuration to listening; any failure on the way is one line for the operator. */
async function start(): Promise<void> {
  const config = readConfig();
  if (!config.databaseUrl) {
    // The embedded server's memory settings are Node flags, chosen before it starts (scripts/serve.sh).
    // The embedded database is migrated and filled by a child process: an import's memory goes when it exits.
    // The child has said what went wrong (a data folder in use, a failed import) in its own words; start()'s caller
    // adds the one line that points at them.
    await prepareDatabaseInChild();
  }
  // On PGlite the server holds the directory's lock while it runs: a data:import beside it is refused, not corrupting.
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    command: 'npm start',
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    queryTimeoutMs: config.databaseQueryTimeoutMs,
    log: (error) => console.warn(JSON.stringify({ level: 40, msg: 'database connection lost; reconnecting on demand', err: error.message })),
  });
  await migrate(db);
  // On PGlite, `npm run cards` cannot open the directory we hold: it sends its command here with this token (decision 028).
  const operatorToken = db.kind === 'pglite' ? newToken() : undefined;
  const app = await buildApp({ config, db, logger: { level: config.logLevel }, runJobs: true, operatorToken, readModel: true });
  // On PGlite, and under start:cluster, this finds the data in place; on PostgreSQL a first start loads it here.
  await loadStartupData(db, config, app.log);
  // Names chosen under earlier display-name rules are checked under today's, once per version of the rules.
  const review = await reviewStoredDisplayNames(db);
  if (review && (review.reset.length > 0 || review.rekeyed > 0))
    app.log.warn({ reset: review.reset, rekeyed: review.rekeyed }, 'display names checked again under new rules');

  installGracefulShutdown(app, db);
  if (!config.publicUrl && !['127.0.0.1', 'localhost', '::1'].includes(config.host)) {
    app.log.warn(`PUBLIC_URL is unset: canonical and share links point at http://localhost:${config.port}; set it to the site's public address`);
  }

  await app.listen({ port: config.port, host: config.host });
  // Written once we answer, so a CLI that finds it can call at once; removed when the process exits (graceful or not).
  if (operatorToken) await writeOperatorLink(config.dataDir, { pid: process.pid, url: localUrlOf(app.server.address()), token: operatorToken });
}

// A bad DATABASE_URL, an unreachable database or a port in use is a fact to state, not a stack trace to decode.
await start().catch((error: unknown) => {
  console.error(`FightRank could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
