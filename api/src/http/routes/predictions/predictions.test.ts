import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { readConfig } from '../../../config';
import type { Database } from '../../../data/db/database';
import { openTestDatabase, testDatabaseKind } from '../../../../test/support/test-database';
import { signUpAndSignIn, xsrfHeaders } from '../../../../test/support/auth-session';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe(`predictions on ${testDatabaseKind}`, () => {
  let db: Database;
  let app: FastifyInstance;
  const f: Record<string, number> = {};
  let nextKey = 0;

  const insertEvent = async (date: string, status = 'scheduled') => {
    const [row] = await db.query<{ id: number }>(
      `insert into events (key, name, date, organization, status) values ($1, $1, $2, 'TST', $3) returning id::int as id`,
      [`t:event-${++nextKey}`, date, status],
    );
    return row!.id;
  };
  const insertBout = async (eventId: number, a: number, b: number, probabilityA = 0.6) => {
    const [row] = await db.query<{ id: number }>(
      `insert into bouts (key, event_id, date, fighter_a_id, fighter_b_id) select $1, id, date, $3, $4 from events where id = $2 returning id::int as id`,
      [`t:bout-${++nextKey}`, eventId, a, b],
    );
    await db.query(`insert into bout_predictions (bout_id, probability_a) values ($1, $2)`, [row!.id, probabilityA]);
    return row!.id;
  };
  const pick = (boutId: number | string, headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/predictions/bouts/${boutId}`, headers, payload });

  beforeAll(async () => {
    db = await openTestDatabase();
    await db.query(`insert into organizations (code, name) values ('TST', 'Test League') on conflict do nothing`);
    for (const name of ['Ana', 'Bea', 'Cid', 'Dan']) {
      const [row] = await db.query<{ id: number }>(`insert into fighters (key, name, slug) values ($1, $2, $3) returning id::int as id`, [
        `t:${name}`,
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

  it('refuses visitors (401), requests without the anti-forgery header (403), unknown bouts (404) and strangers as winners (400)', async () => {
    const bout = await insertBout(await insertEvent(day(10)), f.Ana!, f.Bea!);
    const anonymous = await pick(bout, await xsrfHeaders(app), { winnerId: f.Ana });
    expect(anonymous.statusCode).toBe(401);
    const { headers } = await signUpAndSignIn(app);
    const noXsrf = await pick(bout, { cookie: headers.cookie! }, { winnerId: f.Ana });
    expect(noXsrf.statusCode).toBe(403);
    expect((await pick(999_999_999, headers, { winnerId: f.Ana })).statusCode).toBe(404);
    expect((await pick('abc', headers, { winnerId: f.Ana })).statusCode).toBe(404);
    const stranger = await pick(bout, headers, { winnerId: f.Cid });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toMatch(/winnerId/);
    const badMethod = await pick(bout, headers, { winnerId: f.Ana, method: 'FLYING KNEE' });
    expect(badMethod.statusCode).toBe(400);
    expect(badMethod.json().message).toBe('Invalid body: method must be one of KO/TKO, SUB, DEC, null');
    expect((await pick(bout, headers, { winnerId: f.Ana, method: 7 })).json().message).toMatch(/^Invalid body: method must be/);
    const rows = await db.query(`select 1 from prediction_picks where bout_id = $1`, [bout]);
    expect(rows).toHaveLength(0);
  });

  it('shows the card with the engine probability and the pick, and locks picks once the event date starts (409)', async () => {
    const open = await insertBout(await insertEvent(day(5)), f.Ana!, f.Cid!, 0.7);
    const today = await insertBout(await insertEvent(day(0)), f.Bea!, f.Dan!);
    const { headers } = await signUpAndSignIn(app);
    const stored = await pick(open, headers, { winnerId: f.Cid, method: 'SUB' });
    expect(stored.statusCode).toBe(200);
    expect(stored.json().data).toMatchObject({ boutId: open, winnerId: f.Cid, method: 'SUB', status: 'open', points: null });

    const cards = (await app.inject({ url: '/api/predictions/cards', headers })).json().data as Array<{
      bouts: Array<{ id: number; probabilityA: number; locked: boolean; pick: { winnerId: number } | null }>;
    }>;
    const bouts = cards.flatMap((c) => c.bouts);
    expect(bouts.find((b) => b.id === open)).toMatchObject({ probabilityA: 0.7, locked: false, pick: { winnerId: f.Cid } });
    expect(bouts.find((b) => b.id === today)).toMatchObject({ locked: true, pick: null });

    const late = await pick(today, headers, { winnerId: f.Bea });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/locked/);
  });

  it('answers a burst of fans opening the card with one card query, each fan with their own picks, and a new bout at once', async () => {
    const bout = await insertBout(await insertEvent(day(6)), f.Ana!, f.Dan!, 0.55);
    const fans = await Promise.all([signUpAndSignIn(app), signUpAndSignIn(app), signUpAndSignIn(app)]);
    expect((await pick(bout, fans[0]!.headers, { winnerId: f.Ana })).statusCode).toBe(200);
    expect((await pick(bout, fans[1]!.headers, { winnerId: f.Dan })).statusCode).toBe(200);
    const pickOf = (body: string) =>
      (JSON.parse(body) as { data: Array<{ bouts: Array<{ id: number; pick: { winnerId: number } | null }> }> }).data
        .flatMap((c) => c.bouts)
        .find((b) => b.id === bout)?.pick?.winnerId ?? null;

    // A write moves the data version, so the burst below starts on a miss.
    await db.query(`update bout_predictions set probability_a = 0.56 where bout_id = $1`, [bout]);
    const query = vi.spyOn(db, 'query');
    try {
      const burst = await Promise.all([...fans, ...fans, { headers: {} }].map(({ headers }) => app.inject({ url: '/api/predictions/cards', headers })));
      expect(burst.map((r) => r.statusCode)).toEqual(Array(7).fill(200));
      expect(burst.map((r) => pickOf(r.body))).toEqual([f.Ana, f.Dan, null, f.Ana, f.Dan, null, null]);
      expect(query.mock.calls.filter(([sql]) => String(sql).includes('with cards as'))).toHaveLength(1);
    } finally {
      query.mockRestore();
    }

    // A card added later (a new data version) shows on the next request.
    const added = await insertBout(await insertEvent(day(7)), f.Bea!, f.Cid!);
    const after = (await app.inject({ url: '/api/predictions/cards', headers: fans[2]!.headers })).json().data as Array<{ bouts: Array<{ id: number }> }>;
    expect(after.flatMap((c) => c.bouts).map((b) => b.id)).toContain(added);
  });

  it('lists a card main event first, in the order of the event page', async () => {
    const event = await insertEvent(day(8));
    // Stored in card order, top down: two title bouts (the main event first), then an undercard three-rounder, then a
    // five-round non-title bout, which the event page lists before the three-rounder.
    const stored: number[] = [];
    for (const [a, b, title, rounds] of [
      [f.Ana, f.Bea, true, 5],
      [f.Cid, f.Dan, true, 5],
      [f.Ana, f.Cid, false, 3],
      [f.Bea, f.Dan, false, 5],
    ] as const) {
      const [row] = await db.query<{ id: number }>(
        `insert into bouts (key, event_id, date, fighter_a_id, fighter_b_id, title_bout, scheduled_rounds)
         select $1, id, date, $3, $4, $5, $6 from events where id = $2 returning id::int as id`,
        [`t:bout-${++nextKey}`, event, a, b, title, rounds],
      );
      stored.push(row!.id);
    }
    const [main, coMain, undercard, fiveRounder] = stored;
    const cards = (await app.inject({ url: '/api/predictions/cards' })).json().data as Array<{ eventId: number; bouts: Array<{ id: number }> }>;
    const onCard = cards.find((c) => c.eventId === event)!.bouts.map((b) => b.id);
    expect(onCard).toEqual([main, coMain, fiveRounder, undercard]);
    const page = (await app.inject({ url: `/api/events/${event}` })).json().data as { event: { mainEvent: string }; bouts: Array<{ id: number }> };
    expect(page.bouts.map((b) => b.id)).toEqual(onCard);
    expect(page.event.mainEvent).toBe('Ana vs Bea');
  });

  it('scores picks once results exist (1 for the winner, +1 for the method) and ranks fans next to the engine', async () => {
    const event = await insertEvent(day(3));
    const first = await insertBout(event, f.Ana!, f.Bea!, 0.8); // engine favours Ana
    const second = await insertBout(event, f.Cid!, f.Dan!, 0.3); // engine favours Dan
    const alice = await signUpAndSignIn(app);
    const bob = await signUpAndSignIn(app);
    await pick(first, alice.headers, { winnerId: f.Ana, method: 'DEC' });
    await pick(second, alice.headers, { winnerId: f.Cid });
    await pick(first, bob.headers, { winnerId: f.Bea, method: 'KO/TKO' });

    // The result lands: Ana by split decision, Cid wins (both against the engine's favourite in the second bout).
    const season = new Date(`${day(3)}T00:00:00Z`).getUTCFullYear();
    await db.query(`update bouts set outcome_a = 'W', method = 'DEC_SPLIT' where id = $1`, [first]);
    await db.query(`update bouts set outcome_a = 'W', method = 'SUB' where id = $1`, [second]);

    const me = await app.inject({ url: `/api/predictions/me?season=${season}`, headers: alice.headers });
    expect(me.json().data).toMatchObject({ points: 3, scored: 2, correctWinners: 2, correctMethods: 1, voided: 0 });
    const cards = await app.inject({ url: '/api/predictions/cards', headers: alice.headers });
    const scored = (cards.json().data as Array<{ bouts: Array<{ id: number; pick: { status: string; points: number } }> }>)
      .flatMap((c) => c.bouts)
      .find((b) => b.id === first);
    expect(scored?.pick).toMatchObject({ status: 'scored', points: 2 });

    const board = (await app.inject({ url: `/api/predictions/leaderboard?season=${season}`, headers: alice.headers })).json().data;
    const you = board.rows.find((r: { isYou: boolean }) => r.isYou);
    const engine = board.rows.find((r: { isEngine: boolean }) => r.isEngine);
    expect(you).toMatchObject({ points: 3, rank: 1 });
    expect(engine).toMatchObject({ name: 'FightRank engine', points: 1, scored: 2 });
    expect(board.rows.find((r: { points: number; isEngine: boolean; isYou: boolean }) => !r.isEngine && !r.isYou && r.points === 0)).toBeTruthy();
    expect((await app.inject({ url: '/api/predictions/leaderboard?season=1e309' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/predictions/me' })).statusCode).toBe(401);
  });

  it('voids a pick when the opponent is replaced or the event is cancelled, and lets the fan pick again', async () => {
    const event = await insertEvent(day(8));
    const bout = await insertBout(event, f.Ana!, f.Bea!);
    const { headers } = await signUpAndSignIn(app);
    await pick(bout, headers, { winnerId: f.Bea });
    await db.query(`update bouts set fighter_b_id = $2 where id = $1`, [bout, f.Dan]);
    const voided = (await app.inject({ url: '/api/predictions/cards', headers }))
      .json()
      .data.flatMap((c: { bouts: unknown[] }) => c.bouts)
      .find((b: { id: number }) => b.id === bout);
    expect(voided.pick).toMatchObject({ status: 'voided', points: null });
    expect(voided.fighterB.id).toBe(f.Dan);

    const again = await pick(bout, headers, { winnerId: f.Dan });
    expect(again.json().data).toMatchObject({ status: 'open', winnerId: f.Dan });

    await db.query(`update events set status = 'cancelled' where id = $1`, [event]);
    const me = await app.inject({ url: `/api/predictions/me?season=${new Date(`${day(8)}T00:00:00Z`).getUTCFullYear()}`, headers });
    expect(me.json().data).toMatchObject({ voided: 1, pending: 0 });
    expect((await pick(bout, headers, { winnerId: f.Ana })).statusCode).toBe(409);
  });
});
