import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import type { Database, Queryable } from './database';

function wrap(client: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await client.exec(sql);
    },
  };
}

/**
 * Opens PGlite on `dataDir` (in memory without one). `fromDump` starts from a dumpDataDir() tarball
 * instead of running initdb, which takes ~1 s instead of ~5 s (tests use a migrated template).
 */
export async function openPglite(dataDir?: string, fromDump?: Blob, options: { command?: string } = {}): Promise<Database> {
  if (!dataDir) return wrapPglite(fromDump ? await PGlite.create({ loadDataDir: fromDump }) : await PGlite.create());
  // One process per directory (data-dir-lock.ts): a second one is refused before it touches a file.
  const release = await lockDataDir(dataDir, options.command);
  try {
    await mkdir(dataDir, { recursive: true });
    const pglite = fromDump ? await PGlite.create({ dataDir, loadDataDir: fromDump }) : await PGlite.create(dataDir);
    const db = wrapPglite(pglite);
    const locked: Database = {
      ...db,
      close: async () => {
        try {
          await db.close();
        } finally {
          await release();
        }
      },
    };
    pgliteOf.set(locked, pglite);
    return locked;
  } catch (error) {
    await release();
    throw error;
  }
}

/** A dump of the database's files, loadable with openPglite(dir, dump). */
export function dumpPglite(db: Database): Promise<Blob> {
  const pglite = pgliteOf.get(db);
  if (!pglite) throw new Error('not a PGlite database');
  return pglite.dumpDataDir('none') as Promise<Blob>;
}

const pgliteOf = new WeakMap<Database, PGlite>();

function wrapPglite(pglite: PGlite): Database {
  const db: Database = {
    kind: 'pglite',
    ...wrap(pglite),
    transaction: (work) => pglite.transaction((tx) => work(wrap(tx))),
    close: () => pglite.close(),
  };
  pgliteOf.set(db, pglite);
  return db;
}
