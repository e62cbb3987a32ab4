import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../data/db/database';
import { openTestDatabase } from '../../../test/support/test-database';
import { replaceWhenChanged, type DerivedTable } from './replace-when-changed';

interface Row {
  name: string;
  weight: number;
}

const NOTES: DerivedTable<Row> = {
  table: 'derived_notes',
  select: 'select name, weight::float8 as weight from derived_notes',
  insert: 'insert into derived_notes (name, weight) select r.name, r.weight from json_to_recordset($1::json) as r(name text, weight real)',
  columns: ['name', 'weight'],
};

describe('replaceWhenChanged', () => {
  let db: Database;
  // xmin changes when a row is written again, so it tells a rewrite from rows left alone.
  const stored = () => db.query<{ name: string; version: string }>('select name, xmin::text as version from derived_notes order by name');

  beforeAll(async () => {
    db = await openTestDatabase({ migrated: false });
    await db.exec('create table derived_notes (name text not null, weight real not null)');
  });
  afterAll(() => db.close());

  it('writes the rows the first time, and leaves them alone when the same set comes again in another order', async () => {
    const rows = [
      { name: 'a', weight: Math.fround(155.3) },
      { name: 'b', weight: 170 },
    ];
    expect(await replaceWhenChanged(db, NOTES, rows)).toBe(true);
    const first = await stored();
    expect(first.map((r) => r.name)).toEqual(['a', 'b']);

    expect(await replaceWhenChanged(db, NOTES, [...rows].reverse())).toBe(false);
    expect(await stored()).toEqual(first);
  });

  it('replaces every row when one value changes, and empties the table for no rows', async () => {
    const first = await stored();
    // Only the weight of one row differs: every column counts.
    expect(
      await replaceWhenChanged(db, NOTES, [
        { name: 'a', weight: 156 },
        { name: 'b', weight: 170 },
      ]),
    ).toBe(true);
    const rewritten = await stored();
    expect(rewritten.map((r) => r.name)).toEqual(['a', 'b']);
    expect(rewritten[1]!.version).not.toBe(first[1]!.version);

    const before = await stored();
    expect(await replaceWhenChanged(db, NOTES, [{ name: 'a', weight: 156 }])).toBe(true);
    const after = await stored();
    expect(after.map((r) => r.name)).toEqual(['a']);
    expect(after[0]!.version).not.toBe(before[0]!.version);

    expect(await replaceWhenChanged(db, NOTES, [])).toBe(true);
    expect(await stored()).toEqual([]);
    expect(await replaceWhenChanged(db, NOTES, [])).toBe(false);
  });
});
