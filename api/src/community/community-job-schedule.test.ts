// Several API instances share one community refit per period: each instance's tick asks whether any instance has
// refitted recently, by the database's clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../data/db/database';
import { COMMUNITY_UPDATED_KEY } from '../data/cache/data-version';
import { openTestDatabase, testDatabaseKind } from '../../test/support/test-database';
import { communityRefitIsDue, runCommunityJobs } from './community-job-schedule';

describe(`the community refit's period, shared by every instance (${testDatabaseKind})`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  const refittedSecondsAgo = (seconds: number) =>
    db.query(`update app_meta set updated_at = now() - make_interval(secs => $2) where key = $1`, [COMMUNITY_UPDATED_KEY, seconds]);

  it('is due before any refit, and not just after one by any instance', async () => {
    await db.query(`delete from app_meta where key = $1`, [COMMUNITY_UPDATED_KEY]);
    expect(await communityRefitIsDue(db, 60)).toBe(true);
    await runCommunityJobs(db);
    expect(await communityRefitIsDue(db, 60)).toBe(false);
  });

  it('is due again once most of a period has passed (80 %: other instances tick anywhere in it)', async () => {
    await runCommunityJobs(db);
    await refittedSecondsAgo(40);
    expect(await communityRefitIsDue(db, 60)).toBe(false);
    await refittedSecondsAgo(50);
    expect(await communityRefitIsDue(db, 60)).toBe(true);
    // The e2e suite's 3 s period: a refit 2.5 s ago is due.
    await refittedSecondsAgo(2.5);
    expect(await communityRefitIsDue(db, 3)).toBe(true);
  });
});
