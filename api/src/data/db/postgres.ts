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
  /** Lets the operating system notice a connection whose peer vanished, even while it sits idle in the pool. */
  keepAlive: true,
} as const;

/**
 * Client-side limit of one statement outside a transaction (the request path): the server's statement_timeout stops
 * a slow statement, but it cannot end a wait for a database that no longer answers at all (a network drop that
 * closes nothing). Past this the connection is dropped and the caller gets a 503 (issue 26 item 5).
 */
export const QUERY_TIMEOUT_DEFAULT_MS = 5_000;
/** Inside a transaction (imports, the rating job): the server's limit plus this much for the answer to travel. */
const TRANSACTION_QUERY_MARGIN_MS = 5_000;

// Keep DATE columns as 'YYYY-MM-DD' strings, as PGlite returns them, so both paths give equal rows.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
// BIGINT counts come back as numbers on both paths (our counts stay far below 2^53).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** queryTimeoutMs 0: no client-side limit. */
function wrap(client: pg.Pool | pg.PoolClient, queryTimeoutMs: number): Queryable {
  const limit = queryTimeoutMs > 0 ? { query_timeout: queryTimeoutMs } : {};
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query({ text: sql, values: params as unknown[], ...limit }).catch(translateDatabaseError);
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await client.query({ text: sql, ...limit }).catch(translateDatabaseError);
    },
  };
}

export interface PostgresOptions {
  /** Statement timeout in ms (DATABASE_STATEMENT_TIMEOUT_MS); 0 for none. */
  statementTimeoutMs?: number | undefined;
  /** Client-side limit of a statement outside a transaction (DATABASE_QUERY_TIMEOUT_MS); 0 for none. */
  queryTimeoutMs?: number | undefined;
  /** How long to wait for a connection, new or from the pool, before answering 503. */
  connectionTimeoutMs?: number | undefined;
  log?: ((error: Error) => void) | undefined;
}

/** The connection string as an operator may see it in a log line: the password replaced by ***. */
function withoutPassword(connectionString: string): string {
  if (!URL.canParse(connectionString)) return 'DATABASE_URL';
  const url = new URL(connectionString);
  if (url.password) url.password = '***';
  return url.toString();
}

export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<Database> {
  const statementTimeout = options.statementTimeoutMs ?? POOL_DEFAULTS.statement_timeout;
  const pool = new pg.Pool({
    ...POOL_DEFAULTS,
    statement_timeout: statementTimeout,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? POOL_DEFAULTS.connectionTimeoutMillis,
    connectionString,
  });
  const queryTimeout = options.queryTimeoutMs ?? QUERY_TIMEOUT_DEFAULT_MS;
  const transactionQueryTimeout = statementTimeout > 0 ? statementTimeout + TRANSACTION_QUERY_MARGIN_MS : 0;
  // An idle connection dropped by the server (restart, failover) emits 'error' on the pool: without a
  // listener that crashes the process. The pool discards the client and opens a new one when needed.
  pool.on('error', (error) => options.log?.(error));
  await pool.query('select 1').catch(async (error: Error) => {
    await pool.end();
    throw new Error(`could not connect to PostgreSQL at ${withoutPassword(connectionString)}: ${error.message}`);
  });
  return {
    kind: 'postgres',
    ...wrap(pool, queryTimeout),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async transaction(work) {
      const client = await pool.connect().catch(translateDatabaseError);
      let broken: Error | undefined;
      try {
        // A connection that went silent while idle fails here, fast, before the work starts.
        await client.query({ text: 'begin', ...(queryTimeout > 0 ? { query_timeout: queryTimeout } : {}) } as pg.QueryConfig).catch(translateDatabaseError);
        const result = await work(wrap(client, transactionQueryTimeout));
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
