import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { openTestDatabase, testDatabaseKind, testDatabaseUrl } from '../../../test/support/test-database';
import { lockKeyOf, runExclusively } from './advisory-lock';

describe('job lock keys', () => {
  it('are stable per job name and differ between jobs', () => {
    expect(lockKeyOf('rankings')).toBe(lockKeyOf('rankings'));
    expect(lockKeyOf('rankings')).not.toBe(lockKeyOf('community-rankings'));
    expect(BigInt(lockKeyOf('rankings'))).toBeLessThan(2n ** 63n);
  });
});

describe(`one job at a time across instances on ${testDatabaseKind}`, () => {
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

  it.skipIf(!testDatabaseUrl)('lets one instance run a job while the other skips it, then either may run it again', async () => {
    const job = `test-job-${Math.random()}`;
    let release!: () => void;
    const holding = runExclusively(first, job, () => new Promise<string>((resolve) => (release = () => resolve('first ran'))));
    await new Promise((r) => setTimeout(r, 200));
    expect(await runExclusively(second, job, async () => 'second ran')).toEqual({ ran: false });
    expect(await runExclusively(second, `${job}-other`, async () => 'other job')).toEqual({ ran: true, result: 'other job' });
    release();
    expect(await holding).toEqual({ ran: true, result: 'first ran' });
    expect(await runExclusively(second, job, async () => 'second ran')).toEqual({ ran: true, result: 'second ran' });
  });

  it('releases the lock when the job fails', async () => {
    const job = `failing-job-${Math.random()}`;
    await expect(runExclusively(first, job, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await runExclusively(second, job, async () => 'ran after failure')).toEqual({ ran: true, result: 'ran after failure' });
  });
});
