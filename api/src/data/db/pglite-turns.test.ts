// On PGlite every statement runs on the server's own thread. Code that awaits statement after statement (the read
// model's build, a job's reads) must still let waiting requests in, or a page's files wait for the whole sequence.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { openPglite } from './pglite';

let db: Database;

beforeAll(async () => {
  db = await openPglite();
  await db.exec('create table numbers (n int); insert into numbers select generate_series(1, 200000)');
});

afterAll(() => db.close());

/** Awaits statements back to back for about `ms`; returns how many ran. */
async function statementsFor(ms: number, run: () => Promise<unknown>): Promise<number> {
  const until = performance.now() + ms;
  let count = 0;
  while (performance.now() < until) {
    await run();
    count++;
  }
  return count;
}

describe('PGlite statements awaited back to back', () => {
  it('let a waiting callback run long before the sequence ends', async () => {
    let ranAfter: number | null = null;
    let done = 0;
    const sequence = statementsFor(400, async () => {
      await db.query('select sum(n) from numbers');
      done++;
    });
    // A request arriving as the sequence starts.
    setImmediate(() => (ranAfter = done));
    const total = await sequence;
    expect(total).toBeGreaterThan(3);
    expect(ranAfter).not.toBeNull();
    expect(ranAfter!).toBeLessThan(total);
  });

  it('also inside a transaction, and through exec', async () => {
    let ranAfter: number | null = null;
    let done = 0;
    const total = await db.transaction(async (tx) => {
      setImmediate(() => (ranAfter = done));
      return statementsFor(400, async () => {
        await tx.exec('select sum(n) from numbers');
        done++;
      });
    });
    expect(ranAfter).not.toBeNull();
    expect(ranAfter!).toBeLessThan(total);
  });
});
