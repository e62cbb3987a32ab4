// The one database seam: repositories, migrations, the importer and the rating jobs talk to these
// interfaces, so the same SQL runs on embedded PGlite (default) and on PostgreSQL (DATABASE_URL).
// The two drivers implement them (pglite.ts, postgres.ts); database.ts opens the one configured.

export type DatabaseKind = 'pglite' | 'postgres';

export interface Queryable {
  /** Runs one parameterized statement ($1, $2, ...) and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections now (metrics.ts reports them); PGlite has no pool. */
  poolUse?(): { total: number; idle: number; waiting: number };
}

export interface DatabaseOptions {
  /** postgres://... — when set, PostgreSQL is used. */
  databaseUrl?: string | undefined;
  /** Directory of the embedded PGlite database; omitted means in-memory. */
  dataDir?: string | undefined;
  /** PostgreSQL only: stop any statement running longer than this (ms). */
  statementTimeoutMs?: number | undefined;
  /** PostgreSQL only: give up waiting for a statement outside a transaction after this long (ms), client-side. */
  queryTimeoutMs?: number | undefined;
  /** PostgreSQL only: where errors of idle pooled connections are reported. */
  log?: ((error: Error) => void) | undefined;
  /** The command to name when another process holds the PGlite directory ("run `<command>` again"). */
  command?: string | undefined;
}
