import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { readConfig } from '../../config';
import type { Database } from '../../data/db/database';
import { openTestDatabase, testDatabaseKind } from '../../../test/support/test-database';
import { insertFighterFixture, type FighterFixture } from '../../../test/support/fighter-fixtures';
import { favoriteWon } from '../../data/repositories/events-repository';

describe(`events endpoints on ${testDatabaseKind}`, () => {
  let db: Database;
  let app: FastifyInstance;
  let f: FighterFixture;

  beforeAll(async () => {
    db = await openTestDatabase();
    f = await insertFighterFixture(db);
    app = await buildApp({ config: readConfig({}), db });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('lists completed cards newest first and scheduled ones soonest first, by organization', async () => {
    const completed = (await app.inject('/api/events?status=completed&org=UFC')).json().data;
    expect(completed.map((e: { name: string }) => e.name)).toEqual(['UFC 302', 'UFC 280']);
    expect(completed[1]).toMatchObject({
      id: f.pastEvent,
      date: '2022-10-22',
      organizationName: 'UFC',
      boutCount: 2,
      mainEvent: 'Islam Makhachev vs Charles Oliveira',
    });
    const scheduled = (await app.inject('/api/events?status=scheduled')).json().data;
    expect(scheduled.map((e: { id: number }) => e.id)).toEqual([f.nextEvent]);
    expect((await app.inject('/api/events?org=PFL')).json().data).toEqual([]);
    expect((await app.inject('/api/events/organizations')).json().data).toEqual([{ code: 'UFC', name: 'UFC', completed: 2, scheduled: 1 }]);
  });

  it("shows one card with each bout's pre-fight probability and whether the favourite won", async () => {
    const { data } = (await app.inject(`/api/events/${f.pastEvent}`)).json();
    expect(data.event.name).toBe('UFC 280');
    expect(data.bouts).toHaveLength(2);
    expect(data.bouts[0]).toMatchObject({
      id: f.bouts.first,
      titleBout: true,
      interimTitle: false,
      outcomeA: 'W',
      method: 'SUB',
      probabilityA: 0.62,
      favoriteWon: true,
      fighterA: { id: f.makhachev, name: 'Islam Makhachev', slug: 'islam-makhachev', rating: 1810.5 },
      fighterB: { id: f.oliveira, rating: 1580 },
    });
    // Poirier was the 70% favourite and lost.
    expect(data.bouts[1]).toMatchObject({ probabilityA: 0.7, outcomeA: 'L', favoriteWon: false, titleBout: true, interimTitle: true });
    const next = (await app.inject(`/api/events/${f.nextEvent}`)).json().data;
    expect(next.bouts[0]).toMatchObject({ outcomeA: null, probabilityA: 0.45, favoriteWon: null });
  });

  it('answers 404 "Event not found" for anything that names no event, and 400 naming a bad list parameter', async () => {
    for (const id of ['999999', 'abc', '0', '99999999999999999999']) {
      const response = await app.inject(`/api/events/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe('Event not found');
    }
    // A NUL character is hostile input, refused before any lookup with the parameter named.
    const nul = await app.inject('/api/events/%00');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toMatch(/^id must not contain a NUL character/);
    for (const [query, param] of [
      ['status=done', 'status'],
      ['limit=0', 'limit'],
      ['limit=1e309', 'limit'],
      ['offset=-1', 'offset'],
      ['org=%00', 'org'],
    ]) {
      const response = await app.inject(`/api/events?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(new RegExp(param!));
    }
    // A value outside a list names the list.
    expect((await app.inject('/api/events?status=live')).json().message).toBe('Invalid querystring: status must be one of completed, scheduled');
  });

  it('counts the cards still to come, with a tag that changes when the date does', async () => {
    const response = await app.inject('/api/events/upcoming-count');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ count: 1 });
    expect(response.headers['cache-control']).toMatch(/^public, max-age=60/);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(Date.now() + 24 * 60 * 60 * 1000));
      const tomorrow = await app.inject({ url: '/api/events/upcoming-count', headers: { 'if-none-match': response.headers.etag as string } });
      // Yesterday's copy is not revalidated: a card dated yesterday may have stopped being upcoming since.
      expect(tomorrow.statusCode).toBe(200);
      expect(tomorrow.headers.etag).not.toBe(response.headers.etag);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists a scheduled card dated before today with the past cards as awaiting results, never as upcoming', async () => {
    const [ran] = await db.query<{ id: number }>(
      `insert into events (key, name, date, organization, status) values ('e:ran', 'UFC on ESPN 63', '2024-12-14', 'UFC', 'scheduled') returning id::int as id`,
    );
    const id = ran!.id;
    await db.query(
      `insert into bouts (key, event_id, date, fighter_a_id, fighter_b_id, weight_class, scheduled_rounds) values ('b:ran', $1, '2024-12-14', $2, $3, 'Lightweight', 5)`,
      [id, f.poirier, f.oliveira],
    );
    const scheduled = (await app.inject('/api/events?status=scheduled')).json().data;
    expect(scheduled.map((e: { id: number }) => e.id)).toEqual([f.nextEvent]);
    expect(scheduled[0].awaitingResults).toBe(false);
    const past = (await app.inject('/api/events?status=completed&org=UFC')).json().data;
    expect(past.map((e: { name: string; awaitingResults: boolean }) => [e.name, e.awaitingResults])).toEqual([
      ['UFC on ESPN 63', true],
      ['UFC 302', false],
      ['UFC 280', false],
    ]);
    expect((await app.inject('/api/events/organizations')).json().data).toEqual([{ code: 'UFC', name: 'UFC', completed: 3, scheduled: 1 }]);
    expect((await app.inject('/api/events/upcoming-count')).json().data).toEqual({ count: 1 });
    const detail = (await app.inject(`/api/events/${id}`)).json().data;
    expect(detail.event).toMatchObject({ status: 'scheduled', awaitingResults: true });
    expect(detail.bouts[0]).toMatchObject({ outcomeA: null });
  });

  it('puts the title bout before an interim one stored ahead of it, and names it the main event', async () => {
    // UFC 304: Aspinall's interim heavyweight defence was the co-main event of Edwards against Muhammad.
    const [created] = await db.query<{ id: number }>(
      `insert into events (key, name, date, organization, status) values ('e:304', 'UFC 304', '2024-07-27', 'UFC', 'completed') returning id::int as id`,
    );
    const id = created!.id;
    const bout = (key: string, a: number, b: number, interim: boolean) =>
      db.query(
        `insert into bouts (key, event_id, date, fighter_a_id, fighter_b_id, weight_class, title_bout, interim_title, scheduled_rounds, outcome_a)
         values ($1, $2, '2024-07-27', $3, $4, 'Lightweight', true, $5, 5, 'W')`,
        [key, id, a, b, interim],
      );
    await bout('b:304a', f.makhachev, f.rookie, true);
    await bout('b:304b', f.oliveira, f.poirier, false);
    try {
      const detail = (await app.inject(`/api/events/${id}`)).json().data;
      expect(detail.bouts.map((b: { interimTitle: boolean }) => b.interimTitle)).toEqual([false, true]);
      const listed = (await app.inject('/api/events?status=completed&org=UFC')).json().data.find((e: { id: number }) => e.id === id);
      expect(listed.mainEvent).toBe('Charles Oliveira vs Dustin Poirier');
    } finally {
      await db.query(`delete from bouts where event_id = $1`, [id]);
      await db.query(`delete from events where id = $1`, [id]);
    }
  });

  it('lists a card in its own order where a source gives it, main event first, and names that main event', async () => {
    // A card as Bet MMA lists it (Bellator 300's shape): no rounds, a title bout on the undercard, the main event last.
    const [created] = await db.query<{ id: number }>(
      `insert into events (key, name, date, organization, status) values ('e:b300', 'UFC Fight Night', '2023-10-07', 'UFC', 'completed') returning id::int as id`,
    );
    const id = created!.id;
    const bout = (key: string, a: number, b: number, title: boolean, position: number | null) =>
      db.query(
        `insert into bouts (key, event_id, date, fighter_a_id, fighter_b_id, title_bout, card_position, outcome_a)
         values ($1, $2, '2023-10-07', $3, $4, $5, $6, 'W')`,
        [key, id, a, b, title, position],
      );
    // Stored in an order unlike the card's (ids follow source keys): a title bout that was the co-main, the main
    // event, an opener, and a bout no source places.
    await bout('b:b300a', f.makhachev, f.rookie, true, 1);
    await bout('b:b300b', f.oliveira, f.poirier, false, 0);
    await bout('b:b300c', f.rookie, f.poirier, false, 2);
    await bout('b:b300d', f.makhachev, f.oliveira, true, null);
    try {
      const detail = (await app.inject(`/api/events/${id}`)).json().data;
      const pairs = detail.bouts.map((b: { fighterA: { name: string }; fighterB: { name: string } }) => `${b.fighterA.name} vs ${b.fighterB.name}`);
      expect(pairs).toEqual([
        'Charles Oliveira vs Dustin Poirier',
        'Islam Makhachev vs New Guy',
        'New Guy vs Dustin Poirier',
        'Islam Makhachev vs Charles Oliveira',
      ]);
      const listed = (await app.inject('/api/events?status=completed')).json().data.find((e: { id: number }) => e.id === id);
      expect(listed.mainEvent).toBe('Charles Oliveira vs Dustin Poirier');
    } finally {
      await db.query(`delete from bouts where event_id = $1`, [id]);
      await db.query(`delete from events where id = $1`, [id]);
    }
  });

  it('says the favourite won only for a decided bout with a favourite', () => {
    expect(favoriteWon(0.7, 'W')).toBe(true);
    expect(favoriteWon(0.3, 'W')).toBe(false);
    expect(favoriteWon(0.3, 'L')).toBe(true);
    expect(favoriteWon(0.5, 'W')).toBeNull();
    // Shown as 50 % against 50 %: no favourite, so neither "favourite won" nor "upset".
    expect([favoriteWon(0.503, 'W'), favoriteWon(0.497, 'W'), favoriteWon(0.503, 'L')]).toEqual([null, null, null]);
    expect([favoriteWon(0.51, 'W'), favoriteWon(0.49, 'W')]).toEqual([true, false]);
    expect(favoriteWon(0.7, 'D')).toBeNull();
    expect(favoriteWon(null, 'W')).toBeNull();
  });
});
