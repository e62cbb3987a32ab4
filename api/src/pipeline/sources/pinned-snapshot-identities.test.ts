// One fighter, one identity on a load like a fresh sync today (issue 23 item 4): ufcstats runs on while the jds
// snapshot and its crosswalks stay pinned. Here the snapshot is moved back to 2023-01-01 on the real data, so the
// fighters who reached the UFC in 2023-2024 stand in for today's debutants: their UFC bouts come from ufcstats's
// results by display name, their earlier bouts from Bet MMA under an id no crosswalk joins.
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataWithJdsSnapshotAt } from '../../../test/support/pinned-snapshot';
import type { Dataset } from './dataset';
import { loadDataset } from './load-dataset';
import { nameKey } from './normalise/names';

const SNAPSHOT = '2023-01-01';

describe(`the real data with the jds snapshot pinned at ${SNAPSHOT}`, () => {
  let dir: string;
  let dataset: Dataset;
  const boutsOf = (key: string) => dataset.bouts.filter((b) => b.fighterA === key || b.fighterB === key);

  beforeAll(async () => {
    dir = await dataWithJdsSnapshotAt(SNAPSHOT);
    dataset = await loadDataset(dir);
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("names every later ufcstats result's fighter from ufcstats's own list, unless that list holds namesakes", () => {
    const listed = new Map<string, number>();
    for (const f of dataset.fighters) if (f.ids.ufcstats) listed.set(nameKey(f.name), (listed.get(nameKey(f.name)) ?? 0) + 1);
    const unresolved = dataset.fighters.filter((f) => f.key.startsWith('name:'));
    // Bruno Silva: ufcstats lists two fighters of that name (and a third under it as an alias).
    expect(unresolved.map((f) => f.name)).toEqual(['Bruno Silva']);
    expect(listed.get(nameKey('Bruno Silva'))).toBeGreaterThan(1);
  });

  it.each([
    ['Loik Radzhabov', 'PFL'],
    ['Christian Leroy Duncan', 'CAGE_WARRIORS'],
    ['Ivan Erslan', 'KSW'],
    ['Carlos Leal', 'PFL'],
  ])('keeps %s as one fighter with his %s bouts before the snapshot and his UFC bouts after it', (name, organization) => {
    const named = dataset.fighters.filter((f) => nameKey(f.name) === nameKey(name) && boutsOf(f.key).length > 0);
    expect(named.map((f) => f.key)).toHaveLength(1);
    const bouts = boutsOf(named[0]!.key);
    expect(bouts.some((b) => b.organization === organization && b.date! < SNAPSHOT)).toBe(true);
    expect(bouts.some((b) => b.organization === 'UFC' && b.date! >= SNAPSHOT)).toBe(true);
    expect(named[0]!.key).toMatch(/^ufc:/);
  });
});
