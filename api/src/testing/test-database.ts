// Databases for API tests: embedded PGlite in memory by default, or an isolated schema on the
// PostgreSQL server named by DATABASE_URL (scripts/test.mjs runs the API suite once per path).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';

export const testDatabaseUrl = process.env.DATABASE_URL || undefined;
export const testDatabaseKind = testDatabaseUrl ? 'postgres' : 'pglite';

/** A fresh, migrated database that no other test file sees. Close it in afterAll. */
export async function openTestDatabase(options: { migrated?: boolean } = {}): Promise<Database> {
  let db: Database;
  if (testDatabaseUrl) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const url = new URL(testDatabaseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const inner = await openDatabase({ databaseUrl: url.toString() });
    db = {
      ...inner,
      async close() {
        await inner.exec(`drop schema ${schema} cascade`);
        await inner.close();
      },
    };
  } else {
    db = await openDatabase({});
  }
  if (options.migrated !== false) await migrate(db);
  return db;
}
