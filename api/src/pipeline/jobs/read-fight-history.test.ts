// The rankings job and the card pricing read the history a year per statement (decision 049, session 11): the result
// must be exactly what one `order by date, key` over every completed, dated bout gave. Beside it, the bouts booked on
// cards still without results (a fighter booked by another promotion has moved there).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../data/db/database';
import { openTestDatabase, testDatabaseKind } from '../../../test/support/test-database';
import { readFightHistory } from './read-fight-history';

describe(`readFightHistory on ${testDatabaseKind}`, () => {
  let db: Database;
  const ids: number[] = [];

  beforeAll(async () => {
    db = await openTestDatabase();
    await db.query(`insert into organizations (code, name) values ('UFC', 'UFC') on conflict do nothing`);
    for (const name of ['Ana', 'Bea', 'Cid', 'Dot']) {
      const [row] = await db.query<{ id: number }>(`insert into fighters (key, name, slug) values ($1, $2, $3) returning id::int as id`, [
        `h:${name}`,
        name,
        name.toLowerCase(),
      ]);
      ids.push(row!.id);
    }
    // Inserted out of order, across years with gaps, two on one day, one on each year's edge; then bouts that are
    // not history: no result (its completed card's source left it out), and no date.
    const bouts: [key: string, date: string | null, a: number, b: number, outcome: string | null][] = [
      ['h:7', '2024-12-31', 0, 1, 'W'],
      ['h:2', '2019-06-01', 2, 3, 'L'],
      ['h:5', '2021-03-03', 1, 2, 'D'],
      ['h:4', '2021-03-03', 0, 3, 'W'],
      ['h:1', '2019-01-01', 0, 1, 'NC'],
      ['h:9', '2025-01-01', 2, 0, 'W'],
      ['h:8', '2025-06-01', 3, 1, null],
      ['h:0', null, 1, 3, 'W'],
    ];
    for (const [key, date, a, b, outcome] of bouts) {
      // An event each: a pairing appears once per card.
      const [event] = await db.query<{ id: number }>(
        `insert into events (key, name, date, organization, status) values ($1, $1, $2, 'UFC', 'completed') returning id::int as id`,
        [key, date],
      );
      await db.query(`insert into bouts (key, event_id, date, fighter_a_id, fighter_b_id, outcome_a, method) values ($1, $2, $3, $4, $5, $6, 'DEC')`, [
        key,
        event!.id,
        date,
        ids[a],
        ids[b],
        outcome,
      ]);
    }
    // Bookings: bouts on scheduled cards (one past-dated: its result never came), and one on a cancelled card.
    await db.query(`insert into organizations (code, name) values ('BRAVE', 'BRAVE CF') on conflict do nothing`);
    const cards: [key: string, date: string, status: string, a: number, b: number][] = [
      ['h:s2', '2025-09-01', 'scheduled', 1, 2],
      ['h:s1', '2024-12-13', 'scheduled', 0, 3],
      ['h:c1', '2025-08-01', 'cancelled', 2, 3],
    ];
    for (const [key, date, status, a, b] of cards) {
      const [event] = await db.query<{ id: number }>(
        `insert into events (key, name, date, organization, status) values ($1, $1, $2, 'BRAVE', $3) returning id::int as id`,
        [key, date, status],
      );
      await db.query(`insert into bouts (key, event_id, date, fighter_a_id, fighter_b_id) values ($1, $2, $3, $4, $5)`, [key, event!.id, date, ids[a], ids[b]]);
    }
  });
  afterAll(() => db?.close());

  it('returns every completed, dated bout in date then key order, whatever years they fall in', async () => {
    const { bouts } = await readFightHistory(db);
    expect(bouts.map((b) => [b.date, b.key])).toEqual([
      ['2019-01-01', 'h:1'],
      ['2019-06-01', 'h:2'],
      ['2021-03-03', 'h:4'],
      ['2021-03-03', 'h:5'],
      ['2024-12-31', 'h:7'],
      ['2025-01-01', 'h:9'],
    ]);
    expect(bouts.map((b) => b.outcomeA)).toEqual(['NC', 'L', 'W', 'D', 'W', 'W']);
  });

  it("returns the bouts booked on scheduled cards, past-dated ones too, and those a completed card left without a result, in date order, and not a cancelled card's", async () => {
    const { unsettled } = await readFightHistory(db);
    expect(unsettled.map(({ date, fighterA, fighterB, organization, cardCompleted }) => ({ date, fighterA, fighterB, organization, cardCompleted }))).toEqual([
      { date: '2024-12-13', fighterA: ids[0], fighterB: ids[3], organization: 'BRAVE', cardCompleted: false },
      { date: '2025-06-01', fighterA: ids[3], fighterB: ids[1], organization: 'UFC', cardCompleted: true },
      { date: '2025-09-01', fighterA: ids[1], fighterB: ids[2], organization: 'BRAVE', cardCompleted: false },
    ]);
  });

  it('reads an empty history as empty', async () => {
    const empty = await openTestDatabase();
    try {
      const history = await readFightHistory(empty);
      expect(history.bouts).toEqual([]);
      expect(history.unsettled).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
