// Opens the configured database: PostgreSQL when DATABASE_URL is set, embedded PGlite otherwise. The interfaces
// every caller uses live in database-seam.ts (re-exported here), so the drivers never import this opener back.
import type { Database, DatabaseOptions } from './database-seam';

export type { Database, DatabaseKind, DatabaseOptions, Queryable } from './database-seam';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(options.databaseUrl, { statementTimeoutMs: options.statementTimeoutMs, queryTimeoutMs: options.queryTimeoutMs, log: options.log });
  }
  const { openPglite } = await import('./pglite');
  return openPglite(options.dataDir, undefined, options.command ? { command: options.command } : {});
}
