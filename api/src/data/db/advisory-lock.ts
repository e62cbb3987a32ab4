// "Only one instance at a time" for jobs (rankings recompute, community rankings, scheduled syncs):
// a PostgreSQL session advisory lock, so with N API instances on one database a job runs once. PGlite
// is one process by construction (see the single-writer lock), so there the job simply runs.
import { createHash } from 'node:crypto';
import type { Database } from './database';

/** A stable 63-bit lock key from a job name, so no one has to allocate numbers. */
export function lockKeyOf(name: string): string {
  return BigInt.asIntN(64, BigInt(`0x${createHash('sha256').update(`fightrank:${name}`).digest('hex').slice(0, 16)}`)).toString();
}

/**
 * Runs `work` while holding the job's lock; when another instance holds it, returns { ran: false }
 * at once instead of waiting (the other instance is doing the same job).
 */
export async function runExclusively<T>(db: Database, name: string, work: () => Promise<T>): Promise<{ ran: true; result: T } | { ran: false }> {
  if (db.kind !== 'postgres') return { ran: true, result: await work() };
  const key = lockKeyOf(name);
  // Transaction-scoped try-lock on a connection of its own: released on commit, rollback or a dropped
  // connection, so a crashed instance never leaves the job locked.
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ locked: boolean }>('select pg_try_advisory_xact_lock($1::bigint) as locked', [key]);
    if (!row?.locked) return { ran: false } as const;
    return { ran: true, result: await work() } as const;
  });
}
