import pg from 'pg';
import type { Database, Queryable } from './database-seam';
import { translateDatabaseError } from './database-unavailable';

/** Connection and statement limits; a deployment can override them in DATABASE_URL's query string. */
export const POOL_DEFAULTS = {
  max: 10,
  /** Waiting longer for a connection than a visitor would wait for a page is pointless: answer 503. */
  connectionTimeoutMillis: 3_000,
  idleTimeoutMillis: 30_000,
  /** A runaway statement is stopped; the longest import or rankings statement takes a few seconds. */
  statement_timeout: 30_000,
  idle_in_transaction_session_timeout: 30_000,
} as const;

// Keep DATE columns as 'YYYY-MM-DD' strings, as PGlite returns them, so both paths give equal rows.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
// BIGINT counts come back as numbers on both paths (our counts stay far below 2^53).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, params as unknown[]).catch(translateDatabaseError);
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await client.query(sql).catch(translateDatabaseError);
    },
  };
}

export interface PostgresOptions {
  /** Statement timeout in ms (DATABASE_STATEMENT_TIMEOUT_MS); 0 for none. */
  statementTimeoutMs?: number | undefined;
  log?: ((error: Error) => void) | undefined;
}

export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({ ...POOL_DEFAULTS, statement_timeout: options.statementTimeoutMs ?? POOL_DEFAULTS.statement_timeout, connectionString });
  // An idle connection dropped by the server (restart, failover) emits 'error' on the pool: without a
  // listener that crashes the process. The pool discards the client and opens a new one when needed.
  pool.on('error', (error) => options.log?.(error));
  await pool.query('select 1');
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect().catch(translateDatabaseError);
      let broken: Error | undefined;
      try {
        await client.query('begin').catch(translateDatabaseError);
        const result = await work(wrap(client));
        await client.query('commit').catch(translateDatabaseError);
        return result;
      } catch (error) {
        // A dead connection cannot roll back; it is destroyed on release instead of returned to the pool.
        await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
