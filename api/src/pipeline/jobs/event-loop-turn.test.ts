// A long job must let the server answer while it runs (on PGlite it computes and queries on the server's own
// thread): runInTurns pauses a generator for the event loop, and the rankings write goes in pieces.
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../data/db/database';
import type { Rankings } from './ranking-rows';
import { runInTurns } from './event-loop-turn';
import { writeRankingsIn } from './write-rankings';

const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('runInTurns', () => {
  it('lets waiting callbacks run between the pieces of a long computation, and returns its result', async () => {
    const answered: number[] = [];
    let piecesDone = 0;
    function* work(): Generator<void, string, void> {
      for (let i = 0; i < 8; i++) {
        busyFor(30);
        piecesDone++;
        yield;
      }
      return 'done';
    }
    // A "request" that arrives as the job starts: it must not wait for the whole job (8 × 30 ms).
    setImmediate(() => answered.push(piecesDone));
    await expect(runInTurns(work())).resolves.toBe('done');
    expect(answered).toHaveLength(1);
    expect(answered[0]).toBeLessThan(8);
  });
});

describe('writeRankingsIn', () => {
  it('writes rank history in pieces of at most 5,000 rows, with the server answering between them, and loses no row', async () => {
    const statements: { sql: string; params: readonly unknown[] }[] = [];
    const turnsBetween: number[] = [];
    let turns = 0;
    const tx: Queryable = {
      async query<Row>(sql: string, params: readonly unknown[] = []) {
        if (sql.includes('rank_history')) {
          turnsBetween.push(turns);
          // Counted once the statement is done: a turn taken before the next one shows as a higher count.
          setImmediate(() => turns++);
        }
        statements.push({ sql, params });
        return [] as Row[];
      },
      async exec() {},
    };
    const rows = 12_001;
    const rankings: Rankings = {
      snapshotDates: [],
      ratings: [],
      steps: { fighterId: [], boutId: [], day: [], opponentId: [], result: [], ratingBefore: [], uncertaintyBefore: [], ratingAfter: [], uncertaintyAfter: [] },
      entries: [],
      history: {
        lists: [{ kind: 'global', filterValue: '' }],
        fighterId: Array.from({ length: rows }, (_, i) => i + 1),
        list: new Array<number>(rows).fill(0),
        day: new Array<number>(rows).fill(20_000),
        rank: Array.from({ length: rows }, (_, i) => i + 1),
      },
    };
    await writeRankingsIn(tx, 'pglite', rankings);
    const history = statements.filter((s) => s.sql.includes('rank_history'));
    expect(history.map((s) => (s.params[0] as number[]).length)).toEqual([5_000, 5_000, 2_001]);
    expect(history.flatMap((s) => s.params[0] as number[])).toEqual(rankings.history.fighterId);
    // The lists (kind, filter) follow each piece's columns unchanged.
    for (const s of history) expect(s.params.slice(4)).toEqual([['global'], ['']]);
    expect(turnsBetween).toEqual([0, 1, 2]);
    // Empty tables send no statement at all.
    expect(statements.some((s) => s.sql.includes('rating_steps') || s.sql.includes('ranking_entries'))).toBe(false);
  });
});
