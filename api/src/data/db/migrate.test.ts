import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, migrate } from './migrate';
import type { Database } from './database';
import { openTestDatabase, testDatabaseKind } from '../../../test/support/test-database';

describe(`migrations on ${testDatabaseKind}`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase({ migrated: false });
  });
  afterAll(() => db.close());

  it('applies every migration once, in order, and records it', async () => {
    const all = (await listMigrations()).map((m) => m.id);
    expect(all.length).toBeGreaterThan(0);
    expect(await migrate(db)).toEqual(all);
    const recorded = await db.query<{ id: string }>('select id from schema_migrations order by id');
    expect(recorded.map((r) => r.id)).toEqual(all);
  });

  it('is a no-op on an up-to-date database', async () => {
    expect(await migrate(db)).toEqual([]);
    await db.query(`insert into app_meta (key, value) values ('probe', 'kept')`);
    await migrate(db);
    expect(await db.query(`select value from app_meta where key = 'probe'`)).toEqual([{ value: 'kept' }]);
  });

  it('rolls a failed transaction back completely', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`insert into app_meta (key, value) values ('doomed', 'x')`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.query(`select 1 from app_meta where key = 'doomed'`)).toEqual([]);
  });
});
