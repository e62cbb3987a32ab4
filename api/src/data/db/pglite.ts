import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './database-seam';

/**
 * PGlite runs each statement on this thread and settles its promise as a microtask, so code awaiting statement after
 * statement (the read model's build, a job's reads) never let I/O in: a 2 s read-model build after every card written
 * held every page, file and API call (decision 049, session 11). So after any statement that ends 20 ms or more past
 * the last turn, the caller waits one turn of the event loop; a burst of small statements (an import's) pays nothing.
 */
const TURN_EVERY_MS = 20;
let lastTurnAt = performance.now();

async function letWaitingRequestsIn(): Promise<void> {
  if (performance.now() - lastTurnAt < TURN_EVERY_MS) return;
  await new Promise<void>((resolve) => setImmediate(resolve));
  lastTurnAt = performance.now();
}

function wrap(client: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query<Row>(sql, params as unknown[]);
      await letWaitingRequestsIn();
      return result.rows;
    },
    async exec(sql: string) {
      await client.exec(sql);
      await letWaitingRequestsIn();
    },
  };
}

/**
 * Opens PGlite on `dataDir` (in memory without one). `fromDump` starts from a dumpDataDir() tarball
 * instead of running initdb, which takes ~1 s instead of ~5 s (tests use a migrated template).
 */
/** pg_trgm backs fighter search (migration 040); PostgreSQL ships it as a contrib extension. */
const extensions = { pg_trgm };

/**
 * PGlite's PostgreSQL runs inside the server's own process, in WebAssembly memory that never shrinks. Its default
 * 128 MB of shared buffers alone put a server at rest near 450 MB. With one connection and the database files
 * (about 200 MB with the real data) warm in the operating system's page cache, 16 MB of buffers and 2 MB per sort
 * keep the embedded server near its 300 MB budget (`npm run bench` prints the RSS; decision 027).
 */
const postgresqlconf = ['shared_buffers = 16MB', 'work_mem = 2MB'];

export async function openPglite(dataDir?: string, fromDump?: Blob, options: { command?: string } = {}): Promise<Database> {
  if (!dataDir) return wrapPglite(await PGlite.create({ loadDataDir: fromDump, extensions, postgresqlconf }));
  // One process per directory (data-dir-lock.ts): a second one is refused before it touches a file.
  const release = await lockDataDir(dataDir, options.command);
  try {
    await mkdir(dataDir, { recursive: true });
    const pglite = await PGlite.create({ dataDir, loadDataDir: fromDump, extensions, postgresqlconf });
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
