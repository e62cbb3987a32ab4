// Databases for API tests: embedded PGlite in memory by default, or an isolated schema on the
// PostgreSQL server named by DATABASE_URL (scripts/test.mjs runs the files that reach a database on both, decision 050).
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/data/db/database';
import { listMigrations, migrate } from '../../src/data/db/migrate';
import { dumpPglite, openPglite } from '../../src/data/db/pglite';

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
    // Tests' seeds run many statements at once on a loaded machine (CI runs test files side by side): the request
    // path's 5 s client-side wait (QUERY_TIMEOUT_DEFAULT_MS) failed a 20,000-row seed once, so tests wait as long as
    // the server's statement_timeout. The silent-database test opens its own pool with the short wait it checks.
    const inner = await openDatabase({ databaseUrl: url.toString(), queryTimeoutMs: 30_000 });
    db = {
      ...inner,
      async close() {
        await inner.exec(`drop schema ${schema} cascade`);
        await inner.close();
      },
    };
  } else if (options.migrated === false) {
    db = await openDatabase({});
  } else {
    db = await openPglite(undefined, await migratedPgliteTemplate());
  }
  if (options.migrated !== false) await migrate(db);
  return db;
}

const TEMPLATE_DIR = new URL('../../../node_modules/.cache/fightrank-test-pglite/', import.meta.url);

/**
 * A dump of a freshly migrated PGlite database, built once per set of migrations and kept on disk:
 * starting a test database from it takes ~1 s instead of ~5 s of initdb plus migrations.
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const migrations = await listMigrations();
  const hash = createHash('sha256').update(JSON.stringify(migrations)).digest('hex').slice(0, 16);
  const file = new URL(`template-${hash}.tar`, TEMPLATE_DIR);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const fresh = await openDatabase({});
    await migrate(fresh);
    const dump = await dumpPglite(fresh);
    await fresh.close();
    await mkdir(TEMPLATE_DIR, { recursive: true });
    // Write then rename, so a concurrent reader never sees half a file.
    const partial = new URL(`template-${hash}.${randomBytes(4).toString('hex')}.partial`, TEMPLATE_DIR);
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
}
