import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { openTestDatabase, testDatabaseKind, testDatabaseUrl } from '../../../test/support/test-database';
import { waitForTransactionLock, type LockName } from './advisory-lock';

const ALL_LOCKS: LockName[] = ['migration', 'import', 'rankings', 'community-rankings', 'display-name-review'];
const turn = () => new Promise((resolve) => setTimeout(resolve, 200));

describe(`work that runs once at a time across instances, on ${testDatabaseKind}`, () => {
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    first = await openTestDatabase();
    // A second instance: its own pool on the same database.
    second = testDatabaseUrl ? await openDatabase({ databaseUrl: testDatabaseUrl }) : first;
  });
  afterAll(async () => {
    if (second !== first) await second.close();
    await first.close();
  });

  it.runIf(testDatabaseKind === 'postgres')('makes a second instance wait for the lock until the first commits', async () => {
    const events: string[] = [];
    let release!: () => void;
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holding = first.transaction(async (tx) => {
      await waitForTransactionLock(tx, first.kind, 'rankings');
      locked();
      await new Promise<void>((resolve) => (release = resolve));
      events.push('first done');
    });
    await lockTaken;
    const waiting = second.transaction(async (tx) => {
      await waitForTransactionLock(tx, second.kind, 'rankings');
      events.push('second has it');
    });
    await turn();
    const whileHeld = [...events];
    release();
    await Promise.all([holding, waiting]);
    expect(whileHeld).toEqual([]);
    expect(events).toEqual(['first done', 'second has it']);
  });

  it.runIf(testDatabaseKind === 'postgres')('gives every kind of work a key of its own', async () => {
    await first.transaction(async (tx) => {
      for (const lock of ALL_LOCKS) await waitForTransactionLock(tx, first.kind, lock);
      const [held] = await tx.query<{ keys: number }>(
        `select count(distinct (classid::bigint << 32) | objid::bigint)::int as keys
           from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()`,
      );
      expect(held?.keys).toBe(ALL_LOCKS.length);
    });
  });

  it('releases the lock when the work fails', async () => {
    const failing = first.transaction(async (tx) => {
      await waitForTransactionLock(tx, first.kind, 'import');
      throw new Error('boom');
    });
    await expect(failing).rejects.toThrow('boom');
    const ran = await Promise.race([
      second.transaction(async (tx) => {
        await waitForTransactionLock(tx, second.kind, 'import');
        return 'ran after the failure';
      }),
      turn().then(() => 'still waiting'),
    ]);
    expect(ran).toBe('ran after the failure');
  });
});
