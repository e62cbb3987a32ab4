// The bookings rule is written twice: as SQL for the rankings job (readUnsettledBouts reads the database) and as
// TypeScript for `ratings consensus` (rankingInputFromDataset reads the Dataset). Both must name the same bouts, or the
// consensus figures measure lists the site does not show. This imports one Dataset and compares the two answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../data/db/database';
import { openTestDatabase, testDatabaseKind } from '../../../test/support/test-database';
import { datasetEvent, datasetFighter, decisionWin } from '../../../test/support/dataset-records';
import { importDataset } from '../importer/import-dataset';
import type { Dataset, DatasetEvent } from '../sources/dataset';
import { readUnsettledBouts } from './read-fight-history';
import { rankingInputFromDataset } from './rankings-from-dataset';

const card = (key: string, date: string | null, organization: string, status: DatasetEvent['status']) => datasetEvent(key, { date, organization, status });

const unsettled = (key: string, eventKey: string, date: string | null, a: string, b: string, organization: string) =>
  decisionWin(key, a, b, { eventKey, date, organization, outcomeA: null, method: null, endRound: null, endTimeSeconds: null });

const dataset: Dataset = {
  fighters: ['ana', 'bea', 'cid', 'dot', 'eve', 'fay'].map((key) => datasetFighter(key)),
  events: [
    card('done', '2024-06-01', 'UFC', 'completed'),
    card('done-but-one', '2024-12-13', 'BRAVE', 'completed'),
    card('next', '2025-03-01', 'PFL', 'scheduled'),
    card('never-came', '2024-11-01', 'CW', 'scheduled'),
    card('undated', null, 'ONE', 'scheduled'),
    card('off', '2025-02-01', 'BRAVE', 'cancelled'),
  ],
  bouts: [
    decisionWin('r1', 'ana', 'bea', { eventKey: 'done', date: '2024-06-01' }),
    decisionWin('r2', 'cid', 'dot', { eventKey: 'done-but-one', date: '2024-12-13', organization: 'BRAVE' }),
    unsettled('u1', 'done-but-one', '2024-12-13', 'eve', 'fay', 'BRAVE'),
    unsettled('u2', 'next', '2025-03-01', 'ana', 'cid', 'PFL'),
    unsettled('u3', 'never-came', '2024-11-01', 'bea', 'dot', 'CW'),
    unsettled('u4', 'undated', null, 'eve', 'ana', 'ONE'),
    unsettled('u5', 'off', '2025-02-01', 'fay', 'bea', 'BRAVE'),
  ],
  ambiguities: [],
};

type Booking = [date: string | null, fighterA: string, fighterB: string, organization: string];
const sorted = (bookings: Booking[]) => [...bookings].sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)));

describe(`the bookings read from the database and from the Dataset on ${testDatabaseKind}`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
    await importDataset(db, dataset);
  });
  afterAll(() => db?.close());

  it('name the same bouts: every one without a result on a card not called off', async () => {
    const keyOf = new Map((await db.query<{ id: number; key: string }>('select id::int as id, key from fighters')).map((f) => [f.id, f.key] as const));
    const fromDatabase = (await readUnsettledBouts(db)).map((b): Booking => [b.date, keyOf.get(b.fighterA)!, keyOf.get(b.fighterB)!, b.organization]);

    const input = rankingInputFromDataset(dataset);
    const fromDataset = input.bookings.map((b): Booking => [
      b.date,
      input.fighterById.get(b.fighterA)!.key,
      input.fighterById.get(b.fighterB)!.key,
      b.organization,
    ]);

    expect(sorted(fromDatabase)).toEqual(
      sorted([
        ['2024-12-13', 'eve', 'fay', 'BRAVE'],
        ['2025-03-01', 'ana', 'cid', 'PFL'],
        ['2024-11-01', 'bea', 'dot', 'CW'],
        [null, 'eve', 'ana', 'ONE'],
      ]),
    );
    expect(sorted(fromDataset)).toEqual(sorted(fromDatabase));
  });
});
