// The PostgreSQL advisory locks that let several API instances share one database: each piece of work that must not
// run twice at once (a migration, an import, the rankings write, the community ranking fit, the display-name review)
// takes its lock inside its own transaction, so the lock goes with the commit, the rollback or a dropped connection,
// and a crashed instance never leaves it held. The others wait their turn and then see the first one's result.
// On PGlite there is one process by construction (the data folder's single-writer lock), so nothing is taken.
import type { DatabaseKind, Queryable } from './database';

/**
 * Each lock's 64-bit key, the same on every instance. The numbers are the ones each job used before this registry:
 * an instance of an older release waits on the same key as a newer one during a rolling deploy.
 */
const LOCK_KEYS = {
  migration: '4242001',
  import: '4242002',
  rankings: '4242003',
  'community-rankings': '7214030001',
  'display-name-review': '1475444323649255311',
} as const;

export type LockName = keyof typeof LOCK_KEYS;

/** Waits until this transaction holds the lock; it is released when the transaction ends. */
export async function waitForTransactionLock(tx: Queryable, kind: DatabaseKind, lock: LockName): Promise<void> {
  if (kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1::bigint)', [LOCK_KEYS[lock]]);
}
