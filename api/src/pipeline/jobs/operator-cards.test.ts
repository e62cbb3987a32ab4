import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../http/app';
import { readConfig } from '../../config';
import type { Database } from '../../data/db/database';
import { openTestDatabase, testDatabaseKind } from '../../../test/support/test-database';
import { signUpAndSignIn } from '../../../test/support/auth-session';
import { runCardsCommand } from './operator-cards';
import { recomputeRankings } from './compute-rankings';
import { priceBoutsNow } from './bout-predictions';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe(`npm run cards on ${testDatabaseKind}`, () => {
  let db: Database;
  let app: FastifyInstance;
  const f: Record<string, number> = {};

  beforeAll(async () => {
    db = await openTestDatabase();
    await db.query(`insert into organizations (code, name) values ('UFC', 'UFC') on conflict do nothing`);
    for (const name of ['Ana', 'Bea', 'Cid']) {
      const [row] = await db.query<{ id: number }>(`insert into fighters (key, name, slug) values ($1, $2, $3) returning id::int as id`, [
        `c:${name}`,
        name,
        name.toLowerCase(),
      ]);
      f[name] = row!.id;
    }
    app = await buildApp({ config: readConfig({}), db });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const cards = (...args: Array<string | number>) => runCardsCommand(db, args.map(String));
  const boutCount = async () => Number((await db.query<{ n: string }>(`select count(*) as n from bouts`))[0]!.n);

  it('refuses unknown fighters, bad dates and unknown commands, writing nothing', async () => {
    await expect(cards('add', '--event', 'Fight Night', '--date', inDays(7), '--a', f.Ana!, '--b', 999_999)).rejects.toThrow(/--b: no fighter with id 999999/);
    // A day no calendar has (JavaScript's parser rolls 30 February into March), and year 0, which PostgreSQL refuses.
    for (const date of ['2026-13-45', '2027-02-30', '0000-01-01'])
      await expect(cards('add', '--event', 'Fight Night', '--date', date, '--a', f.Ana!, '--b', f.Bea!)).rejects.toThrow(/--date must be a date/);
    await expect(cards('add', '--event', 'Fight Night', '--date', inDays(7), '--a', f.Ana!, '--b', f.Ana!)).rejects.toThrow(/different/);
    await expect(cards('result', '--bout', 424242, '--winner', f.Ana!, '--method', 'SUB')).rejects.toThrow(/no bout with id 424242/);
    await expect(cards('explode')).rejects.toThrow(/Unknown command/);
    await expect(cards('add', '--nonsense')).rejects.toThrow(/Usage/);
    expect(await boutCount()).toBe(0);
    expect(await db.query(`select 1 from events`)).toHaveLength(0);
  });

  it('adds a card, a fan picks, a replacement voids the pick, the result scores the new pick', async () => {
    const added = await cards('add', '--event', 'Fight Night 1', '--date', inDays(7), '--a', f.Ana!, '--b', f.Bea!, '--weight-class', 'Lightweight');
    const boutId = Number(/bout (\d+)/.exec(added)![1]);
    const { headers } = await signUpAndSignIn(app);
    const put = (winnerId: number, method?: string) =>
      app.inject({ method: 'PUT', url: `/api/predictions/bouts/${boutId}`, headers, payload: { winnerId, method } });
    expect((await put(f.Bea!)).statusCode).toBe(200);

    await cards('change', '--bout', boutId, '--a', f.Ana!, '--b', f.Cid!);
    const me = async () => (await app.inject({ url: `/api/predictions/me?season=${inDays(7).slice(0, 4)}`, headers })).json().data;
    expect(await me()).toMatchObject({ voided: 1, pending: 0 });

    expect((await put(f.Cid!, 'KO/TKO')).statusCode).toBe(200);
    await expect(cards('result', '--bout', boutId, '--winner', f.Bea!, '--method', 'SUB')).rejects.toThrow(/--winner must be one of/);
    expect(await cards('result', '--bout', boutId, '--winner', f.Cid!, '--method', 'KO/TKO', '--round', 2)).toMatch(/L by KO\/TKO/);
    expect(await me()).toMatchObject({ points: 2, scored: 1, correctMethods: 1, voided: 0 });
    const [event] = await db.query<{ status: string }>(`select e.status from events e join bouts b on b.event_id = e.id where b.id = $1`, [boutId]);
    expect(event!.status).toBe('completed');
  });

  it('cancels a bout or an event, voiding their picks', async () => {
    const first = Number(/bout (\d+)/.exec(await cards('add', '--event', 'Fight Night 2', '--date', inDays(9), '--a', f.Ana!, '--b', f.Bea!))![1]);
    const addedSecond = await cards('add', '--event', 'Fight Night 2', '--date', inDays(9), '--a', f.Bea!, '--b', f.Cid!);
    const eventId = Number(/event (\d+)/.exec(addedSecond)![1]);
    const { headers } = await signUpAndSignIn(app);
    await app.inject({ method: 'PUT', url: `/api/predictions/bouts/${first}`, headers, payload: { winnerId: f.Ana } });
    await cards('cancel', '--bout', first);
    const me = (await app.inject({ url: `/api/predictions/me?season=${inDays(9).slice(0, 4)}`, headers })).json().data;
    expect(me).toMatchObject({ voided: 1 });
    await cards('cancel', '--event', eventId);
    expect((await db.query<{ status: string }>(`select status from events where id = $1`, [eventId]))[0]!.status).toBe('cancelled');
  });

  it('prices a new bout, a replacement and a result at once, with the figure the next full rankings run stores', async () => {
    // A history: Dan won three, Eve lost three, so the engine favours Dan over Eve.
    const fighter = async (name: string) =>
      (
        await db.query<{ id: number }>(`insert into fighters (key, name, slug) values ($1, $2, $3) returning id::int as id`, [
          `c:${name}`,
          name,
          name.toLowerCase(),
        ])
      )[0]!.id;
    const dan = await fighter('Dan');
    const eve = await fighter('Eve');
    const [past] = await db.query<{ id: number }>(
      `insert into events (key, name, date, organization, status) values ('c:past', 'Past Night', '2024-03-02', 'UFC', 'completed') returning id::int as id`,
    );
    for (const [i, [a, b, outcome]] of (
      [
        [dan, f.Ana, 'W'],
        [dan, f.Bea, 'W'],
        [dan, f.Cid, 'W'],
        [eve, f.Ana, 'L'],
        [eve, f.Bea, 'L'],
        [eve, f.Cid, 'L'],
      ] as const
    ).entries()) {
      await db.query(`insert into bouts (key, event_id, date, fighter_a_id, fighter_b_id, outcome_a, method) values ($1, $2, $3, $4, $5, $6, 'DEC')`, [
        `c:past:${i}`,
        past!.id,
        `2024-0${1 + Math.floor(i / 3)}-0${2 + (i % 3)}`,
        a,
        b,
        outcome,
      ]);
    }
    const priceOf = async (boutId: number) =>
      (await db.query<{ p: number }>(`select probability_a as p from bout_predictions where bout_id = $1`, [boutId]))[0]?.p;

    const boutId = Number(/bout (\d+)/.exec(await cards('add', '--event', 'Fight Night 3', '--date', inDays(12), '--a', dan, '--b', eve))![1]);
    const added = await priceOf(boutId);
    expect(added).toBeGreaterThan(0.5);

    await cards('change', '--bout', boutId, '--a', eve, '--b', dan);
    const changed = await priceOf(boutId);
    expect(changed).toBeLessThan(0.5);
    // The full run replays everything and rewrites every probability: it agrees with what the CLI stored.
    await recomputeRankings(db);
    expect(await priceOf(boutId)).toBeCloseTo(changed!, 12);

    // A result keeps the pre-fight figure; a bout that never had one is priced from the bouts before it only.
    await cards('result', '--bout', boutId, '--winner', dan, '--method', 'DEC');
    expect(await priceOf(boutId)).toBeCloseTo(changed!, 12);
    await db.query(`delete from bout_predictions where bout_id = $1`, [boutId]);
    await db.query(`update bouts set outcome_a = null where id = $1`, [boutId]);
    await db.query(`update events set status = 'scheduled' where id = (select event_id from bouts where id = $1)`, [boutId]);
    await cards('result', '--bout', boutId, '--winner', dan, '--method', 'DEC');
    const afterResult = await priceOf(boutId);
    expect(afterResult).toBeCloseTo(changed!, 12);
    await recomputeRankings(db);
    expect(await priceOf(boutId)).toBeCloseTo(afterResult!, 12);
  });

  it('prices after the edit has committed, and never stores a figure for a pairing the bout no longer has', async () => {
    const boutId = Number(/bout (\d+)/.exec(await cards('add', '--event', 'Fight Night 4', '--date', inDays(14), '--a', f.Ana!, '--b', f.Bea!))![1]);
    // Pricing reads the whole history outside the edit's transaction (on PGlite a transaction holds every other
    // query): a replacement that commits while the old pair is being priced must win.
    let replaced = false;
    const racing: typeof db = {
      ...db,
      async query<Row>(sql: string, params?: readonly unknown[]) {
        if (!replaced && /from bout_statistics|from bouts b\s+join events/.test(sql) && !/b\.id = any/.test(sql)) {
          replaced = true;
          await cards('change', '--bout', boutId, '--a', f.Cid!, '--b', f.Bea!);
        }
        return db.query<Row>(sql, params);
      },
    };
    await db.query(`delete from bout_predictions where bout_id = $1`, [boutId]);
    const prices = await priceBoutsNow(racing, [boutId]);
    expect(replaced).toBe(true);
    expect(prices.has(boutId)).toBe(false);
    // The replacement priced its own pair, and that figure stands.
    const [stored] = await db.query<{ p: number }>(`select probability_a as p from bout_predictions where bout_id = $1`, [boutId]);
    expect(stored).toBeDefined();
    const [pair] = await db.query<{ a: number }>(`select fighter_a_id::int as a from bouts where id = $1`, [boutId]);
    expect(pair!.a).toBe(f.Cid);
  });

  it('keeps an edit that committed when its pricing fails, and says only the figure is missing', async () => {
    // The database goes away after the card's transaction: the history read fails.
    const failing: typeof db = {
      ...db,
      async query<Row>(sql: string, params?: readonly unknown[]) {
        if (/from bout_statistics|extract\(year from min\(date\)\)/.test(sql)) throw new Error('connection terminated');
        return db.query<Row>(sql, params);
      },
    };
    const said = await runCardsCommand(failing, ['add', '--event', 'Fight Night 5', '--date', inDays(21), '--a', String(f.Ana), '--b', String(f.Cid)]);
    expect(said).toMatch(/^Added bout (\d+): Ana vs Cid/);
    expect(said).toContain('Its pre-fight probability was not stored (connection terminated); the next rankings run stores it.');
    const boutId = Number(/bout (\d+)/.exec(said)![1]);
    expect(await db.query(`select 1 from bouts where id = $1`, [boutId])).toHaveLength(1);
    expect(await db.query(`select 1 from bout_predictions where bout_id = $1`, [boutId])).toHaveLength(0);
  });
});
