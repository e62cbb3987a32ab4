import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../data/db/database';
import { openTestDatabase, testDatabaseKind } from '../../test/support/test-database';
import { DISPLAY_NAME_RULES_VERSION, planDisplayNameReview, reviewStoredDisplayNames } from './display-name-review';
import { displayNameKey } from './display-names';
import { waitForTransactionLock } from '../data/db/advisory-lock';

// Keys as the rules before session 31's fold stored them: letters without a plain form were dropped.
const oldKey = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

describe('planning the review of stored display names', () => {
  const row = (id: number, name: string) => ({ id, display_name: name, display_name_key: oldKey(name) });

  it('resets a name today’s rules refuse and leaves drawn handles and fine names alone', () => {
    const plan = planDisplayNameReview([row(1, 'Fan 7KQ2M9XH4T'), row(2, 'Fıghtrank'), row(3, 'Southpaw Sam'), row(4, 'Fan 1A2B3C4D5E')]);
    expect(plan.reset).toEqual([{ userId: 2, name: 'Fıghtrank', reason: expect.stringMatching(/FightRank or its staff/) }]);
    expect(plan.rekey).toEqual([]);
  });

  it('gives a changed key to its account, and a handle to the newer of two accounts that now share a key', () => {
    // "Łukasz" was "ukasz"; "Lukasz" (older) already holds "lukasz" under today's fold.
    const plan = planDisplayNameReview([row(5, 'Lukasz'), row(6, 'Łukasz'), row(7, 'Ødegaard')]);
    expect(plan.reset).toEqual([{ userId: 6, name: 'Łukasz', reason: expect.stringMatching(/older/) }]);
    expect(plan.rekey).toEqual([{ userId: 7, key: 'odegaard' }]);
  });
});

describe(`reviewing stored display names on ${testDatabaseKind}`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('applies the plan once per version of the rules, and a later start changes nothing', async () => {
    await db.query(`delete from app_meta where key = 'display_name_rules'`);
    const names = ['Lukasz', 'Łukasz', 'Admın', 'Straße', 'Fan 7KQ2M9XH4T'];
    for (const [i, name] of names.entries()) {
      await db.query(`insert into users (email, password_hash, display_name, display_name_key) values ($1, 'x', $2, $3)`, [
        `fan${i}@example.com`,
        name,
        oldKey(name),
      ]);
    }
    const review = await reviewStoredDisplayNames(db);
    expect(review?.reset.map((r) => r.name).sort()).toEqual(['Admın', 'Łukasz']);
    expect(review?.rekeyed).toBe(1); // Straße: "strae" -> "strasse"
    const stored = await db.query<{ email: string; display_name: string; display_name_key: string }>(
      `select email, display_name, display_name_key from users order by id`,
    );
    expect(stored.map((u) => u.display_name)).toEqual([
      'Lukasz',
      expect.stringMatching(/^Fan [0-9A-Z]{10}$/),
      expect.stringMatching(/^Fan /),
      'Straße',
      'Fan 7KQ2M9XH4T',
    ]);
    for (const user of stored) expect(user.display_name_key, user.email).toBe(displayNameKey(user.display_name));
    const [meta] = await db.query<{ value: string }>(`select value from app_meta where key = 'display_name_rules'`);
    expect(meta?.value).toBe(DISPLAY_NAME_RULES_VERSION);
    expect(await reviewStoredDisplayNames(db)).toBeNull();
  });

  it.runIf(testDatabaseKind === 'postgres')('waits for another instance that is reviewing, then finds the review done', async () => {
    await db.query(`delete from app_meta where key = 'display_name_rules'`);
    await db.query(`insert into users (email, password_hash, display_name, display_name_key) values ('late@example.com', 'x', 'Offıcıal', 'offcal')`);
    // The other instance: holds the review's lock, and marks the rules done when it commits.
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const other = db.transaction(async (tx) => {
      await waitForTransactionLock(tx, db.kind, 'display-name-review');
      locked();
      await holding;
      await tx.query(`insert into app_meta (key, value) values ('display_name_rules', $1)`, [DISPLAY_NAME_RULES_VERSION]);
    });
    await lockTaken;
    const ours = reviewStoredDisplayNames(db);
    await new Promise((resolve) => setTimeout(resolve, 200)); // ours is waiting on the lock by now
    release();
    await other;
    expect(await ours).toBeNull();
    const [late] = await db.query<{ display_name: string }>(`select display_name from users where email = 'late@example.com'`);
    expect(late?.display_name).toBe('Offıcıal'); // left to the other instance's review
  });
});
