import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
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

export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
  return {
    kind: 'pglite',
    ...wrap(pglite),
    transaction: (work) => pglite.transaction((tx) => work(wrap(tx))),
    close: () => pglite.close(),
  };
}
