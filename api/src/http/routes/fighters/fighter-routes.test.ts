import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { readConfig } from '../../../config';
import type { Database } from '../../../data/db/database';
import { openTestDatabase, testDatabaseKind } from '../../../../test/support/test-database';
import { insertFighterFixture, type FighterFixture } from '../../../../test/support/fighter-fixtures';

describe(`fighter endpoints on ${testDatabaseKind}`, () => {
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

  const get = (url: string) => app.inject(url);
  const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });

  it('info: profile, the Rating (fan score) beside the skill estimate, records and ranks', async () => {
    const response = await get(`/api/fighters/${f.makhachev}/info`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      id: f.makhachev,
      name: 'Islam Makhachev',
      slug: 'islam-makhachev',
      weightClass: 'Lightweight',
      weightClassInferred: false,
      rating: 1810.5,
      skill: 1890.5,
      uncertainty: 40,
      isActive: true,
      retiredOn: null,
      boutsHeld: 2,
      firstFightDate: '2022-10-22',
      record: { wins: 2, losses: 0, draws: 0, noContests: 0 },
      proRecord: { wins: 27, losses: 1, draws: 0, noContests: null, source: 'sherdog' },
    });
    // On the ratings date (the fixture's newest snapshot, 2024-06-01), not today: one clock (decision 037).
    expect(data.age).toBe(32);
    expect(data.ranks.map((r: { kind: string; rank: number }) => `${r.kind}:${r.rank}`)).toEqual(['pound-for-pound:1', 'global:2', 'weight-class:1']);
    const oliveira = (await get(`/api/fighters/${f.oliveira}/info`)).json().data;
    expect(oliveira).toMatchObject({ weightClassInferred: true, proRecord: null });
  });

  it('info: a retired fighter is not active; an unrated one has an empty record', async () => {
    await db.query(`update fighters set retired_on = '2024-05-01' where id = $1`, [f.oliveira]);
    expect((await get(`/api/fighters/${f.oliveira}/info`)).json().data).toMatchObject({ isActive: false, retiredOn: '2024-05-01' });
    // Dated after the ratings date (the fixture's 2024-06-01): not in force on the page's clock yet.
    await db.query(`update fighters set retired_on = '2024-12-01' where id = $1`, [f.oliveira]);
    expect((await get(`/api/fighters/${f.oliveira}/info`)).json().data).toMatchObject({ isActive: true, retiredOn: null });
    await db.query(`update fighters set retired_on = null where id = $1`, [f.oliveira]);
    expect((await get(`/api/fighters/${f.rookie}/info`)).json().data).toMatchObject({
      rating: null,
      isActive: false,
      boutsHeld: 1,
      record: { wins: 0, losses: 0, draws: 0, noContests: 0 },
      ranks: [],
    });
  });

  it('resolves the page nameId and a bare slug to the fighter', async () => {
    expect((await get(`/api/fighters/islam-makhachev-${f.makhachev}/info`)).json().data.id).toBe(f.makhachev);
    expect((await get(`/api/fighters/whatever-${f.makhachev}/info`)).json().data.id).toBe(f.makhachev);
    expect((await get('/api/fighters/islam-makhachev/info')).json().data.id).toBe(f.makhachev);
  });

  it('namesakes: the fighters a bare slug names, most prominent first; a bad slug is a 400 that says what to send', async () => {
    const [{ id: namesake }] = (await db.query<{ id: number }>(
      `insert into fighters (key, name, slug, nationality) values ('t:im2', 'Islam Makhachev', 'islam-makhachev', null) returning id::int as id`,
    )) as [{ id: number }];
    try {
      const { data } = (await get('/api/fighters/namesakes?slug=Islam-Makhachev')).json();
      expect(data).toEqual([
        { id: f.makhachev, name: 'Islam Makhachev', nationality: 'Russia', countryCode: 'RU', weightClass: 'Lightweight', lastBoutYear: 2024 },
        { id: namesake, name: 'Islam Makhachev', nationality: null, countryCode: null, weightClass: null, lastBoutYear: null },
      ]);
      expect((await get('/api/fighters/namesakes?slug=nobody-at-all')).json()).toEqual({ data: [] });
      for (const url of [
        '/api/fighters/namesakes',
        '/api/fighters/namesakes?slug=',
        '/api/fighters/namesakes?slug=a%20b',
        `/api/fighters/namesakes?slug=${'a'.repeat(201)}`,
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().message, url).toMatch(/^slug must be/);
      }
    } finally {
      await db.query(`delete from fighters where id = $1`, [namesake]);
    }
  });

  // "-1", "--<id>" and "<id> " named a fighter by the digits alone (fan QA, session 40); "0<id>" is that id (QA, session 30).
  const unknownForms = [
    '999999',
    'nobody-at-all',
    'jon-jones-99999999',
    '99999999999999999999',
    '0',
    '1.5',
    'abc',
    'a%20b',
    '-1',
    '--1',
    '1%20',
    'jon--jones-1',
  ];
  const byIdPaths = (id: string) => [
    `/api/fighters/${id}/info`,
    `/api/fighters/${id}/stats`,
    `/api/fighters/${id}/record`,
    `/api/fighters/${id}/image`,
    `/api/fighters/${id}/avatar.svg`,
    `/api/fighters/ranks?id=${id}`,
    `/api/rankings/fighter/${id}`,
    `/api/rankings/fighter/${id}?is_active=true`,
    `/api/rankings/fighter/${id}/history`,
  ];

  it('answers 404 "Fighter not found" for an unknown fighter in any form on every fighter endpoint', async () => {
    for (const form of unknownForms) {
      for (const url of byIdPaths(form)) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().message, url).toBe('Fighter not found');
      }
    }
  });

  it('answers 400 naming the parameter for an id holding a NUL character (hostile input, not a fighter name)', async () => {
    for (const url of byIdPaths('%00')) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toMatch(/^id must not contain a NUL character/);
    }
  });

  it('stats: record with method splits, streak, finish rate, rating change of the last bout, global rank change', async () => {
    const { data } = (await get(`/api/fighters/${f.makhachev}/stats`)).json();
    expect(data).toEqual({
      rating: 1810.5,
      ratingChange: 1890.5 - 80 - (1850 - 100),
      globalRank: 2,
      globalRankChange: 1,
      record: { wins: 2, losses: 0, draws: 0, noContests: 0 },
      wins: { koTko: 0, submission: 2, decision: 0, other: 0 },
      losses: { koTko: 0, submission: 0, decision: 0, other: 0 },
      streak: { result: 'W', count: 2 },
      longestWinStreak: 2,
      finishRate: 1,
      finishedRate: null,
      titleBouts: 2,
      ufc: null,
    });
  });

  it('stats: the UFC.com set over the UFC bouts with statistics for both corners, per minute of fight time, with the years covered', async () => {
    // Both bouts ended at 2:06 of round 2: 506 s each, 1012 s in all.
    await db.query(
      `insert into bout_statistics (bout_id, fighter_id, knockdowns, significant_strikes, significant_strikes_attempted, takedowns, takedowns_attempted, submission_attempts)
       values ($1, $3, 0, 30, 60, 2, 4, 1), ($1, $4, 0, 10, 40, 0, 3, 0), ($2, $3, 1, 20, 40, 1, 2, 2), ($2, $5, 0, 15, 50, 1, 2, 0)`,
      [f.bouts.first, f.bouts.third, f.makhachev, f.oliveira, f.poirier],
    );
    try {
      const minutes = 1012 / 60;
      const { ufc } = (await get(`/api/fighters/${f.makhachev}/stats`)).json().data;
      expect(ufc).toEqual({
        bouts: 2,
        firstYear: 2022,
        lastYear: 2024,
        significantStrikesLandedPerMinute: expect.closeTo(50 / minutes, 9),
        significantStrikesAbsorbedPerMinute: expect.closeTo(25 / minutes, 9),
        significantStrikeAccuracy: 0.5,
        significantStrikeDefence: expect.closeTo(1 - 25 / 90, 9),
        takedownsPer15Minutes: expect.closeTo((3 / minutes) * 15, 9),
        takedownAccuracy: 0.5,
        takedownDefence: expect.closeTo(1 - 1 / 5, 9),
        submissionAttemptsPer15Minutes: expect.closeTo((3 / minutes) * 15, 9),
        averageFightSeconds: 506,
      });
      // Oliveira's one bout: nothing attempted against him on the ground is no defence figure, not 100 %.
      await db.query(`update bout_statistics set takedowns_attempted = 0 where bout_id = $1 and fighter_id = $2`, [f.bouts.first, f.makhachev]);
      await db.query(`update bout_statistics set takedowns = 0 where bout_id = $1 and fighter_id = $2`, [f.bouts.first, f.makhachev]);
      const oliveira = (await get(`/api/fighters/${f.oliveira}/stats`)).json().data.ufc;
      expect(oliveira).toMatchObject({ bouts: 1, firstYear: 2022, lastYear: 2022, takedownAccuracy: 0, takedownDefence: null, averageFightSeconds: 506 });
      // A bout with one corner's statistics missing counts for neither side.
      await db.query(`delete from bout_statistics where bout_id = $1 and fighter_id = $2`, [f.bouts.third, f.poirier]);
      expect((await get(`/api/fighters/${f.makhachev}/stats`)).json().data.ufc).toMatchObject({ bouts: 1, lastYear: 2022 });
      expect((await get(`/api/fighters/${f.poirier}/stats`)).json().data.ufc).toBeNull();
    } finally {
      await db.query('delete from bout_statistics');
    }
  });

  it("record: every bout from the fighter's side, newest first, with ratings, the opponent's rank then and the pre-fight probability", async () => {
    const { data } = (await get(`/api/fighters/${f.makhachev}/record`)).json();
    expect(data.map((b: { boutId: number }) => b.boutId)).toEqual([f.bouts.scheduled, f.bouts.third, f.bouts.first]);
    expect(data[0]).toMatchObject({ result: null, opponentName: 'Charles Oliveira', winProbability: 0.55 });
    expect(data[1]).toMatchObject({
      date: '2024-06-01',
      eventName: 'UFC 302',
      organization: 'UFC',
      opponentId: f.poirier,
      opponentSlug: 'dustin-poirier',
      result: 'W',
      method: 'SUB',
      round: 2,
      timeSeconds: 206,
      titleBout: true,
      interimTitle: false,
      ratingBefore: 1750,
      ratingAfter: 1810.5,
      opponentRank: 7,
      winProbability: null,
    });
    expect(data[2]).toMatchObject({ result: 'W', ratingBefore: null, ratingAfter: 1750, opponentRank: null, winProbability: 0.62 });
    const poirier = (await get(`/api/fighters/${f.poirier}/record`)).json().data;
    expect(poirier.map((b: { result: string }) => b.result)).toEqual(['L', 'L']);
    expect(poirier[1]).toMatchObject({ opponentName: 'New Guy', winProbability: 0.7, titleBout: true, interimTitle: true });
  });

  it('image and thumbnails: a generated avatar for each existing id; an empty list is an empty map', async () => {
    const image = (await get(`/api/fighters/${f.makhachev}/image`)).json().data;
    expect(image).toEqual({ url: `/api/fighters/${f.makhachev}/avatar.svg` });
    const svg = await get(image.url);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toContain('>IM</text>');
    expect((await post('/api/fighters/thumbnails', { ids: [] })).json()).toEqual({ data: {} });
    const thumbs = (await post('/api/fighters/thumbnails', { ids: [f.oliveira, 999999, f.oliveira] })).json().data;
    expect(thumbs).toEqual({ [String(f.oliveira)]: `/api/fighters/${f.oliveira}/avatar.svg` });
  });

  it('favourites: rows in the order asked, unknown ids left out, repeated ids once', async () => {
    // Makhachev's record is the bouts we hold since 2015, not his whole career (issue 23: the row says which).
    await db.query(`update fighters set record_complete = false, record_since = 2015 where id = $1`, [f.makhachev]);
    const response = await post('/api/rankings/favorites', { ids: [f.oliveira, 999999, f.makhachev, f.oliveira] });
    expect(response.statusCode).toBe(200);
    const rows = response.json().data;
    expect(rows.map((r: { fighterId: number }) => r.fighterId)).toEqual([f.oliveira, f.makhachev]);
    expect(rows[1]).toMatchObject({
      fighterName: 'Islam Makhachev',
      slug: 'islam-makhachev',
      rating: 1810.5,
      currentRank: 2,
      previousRank: 3,
      totalWins: 2,
      totalLosses: 0,
      recordComplete: false,
      recordSince: 2015,
      organization: 'UFC',
    });
    expect((await post('/api/rankings/favorites', { ids: [] })).json()).toEqual({ data: [] });
  });

  it('favourites and thumbnails: malformed bodies are a 400 naming ids, and nothing else', async () => {
    const bad = [
      {},
      { ids: 'a' },
      { ids: 5 },
      { ids: ['x'] },
      { ids: [1.5] },
      { ids: [0] },
      { ids: [-1] },
      { ids: [1e20] },
      { ids: [null] },
      { ids: ['12'] },
      null,
      [],
      { ids: Array.from({ length: 201 }, (_, i) => i + 1) },
    ];
    for (const url of ['/api/rankings/favorites', '/api/fighters/thumbnails']) {
      for (const body of bad) {
        const response = await post(url, body);
        expect(response.statusCode, `${url} ${JSON.stringify(body).slice(0, 40)}`).toBe(400);
        expect(response.json().message).toMatch(/ids/);
      }
      const huge = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{"ids":[1e309]}' });
      expect(huge.statusCode).toBe(400);
      // The most ids a list may hold fit; the same padded with keys past the limit is refused unread.
      const most = Array.from({ length: 200 }, (_, i) => 100_000_000 + i);
      expect((await post(url, { ids: most })).statusCode).toBe(200);
      const padded = await post(url, { ids: [1], ...Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}`, 1])) });
      expect(padded.statusCode).toBe(413);
    }
  });

  it('ranks of a fighter, and the rankings call with is_active', async () => {
    expect((await get(`/api/fighters/ranks?id=${f.makhachev}`)).json().data).toHaveLength(3);
    expect((await get('/api/fighters/ranks')).statusCode).toBe(400);
    const long = await get(`/api/fighters/ranks?id=${'x'.repeat(300)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/\bid\b/);
    const ranking = (await get(`/api/rankings/fighter/${f.makhachev}?is_active=true`)).json().data;
    expect(ranking).toMatchObject({ fighterId: f.makhachev, isActive: true, rating: 1810.5 });
    expect(ranking.ranks).toHaveLength(3);
    expect((await get(`/api/rankings/fighter/${f.rookie}?is_active=true`)).json().data).toMatchObject({ isActive: false, ranks: [] });
    expect((await get(`/api/rankings/fighter/${f.makhachev}?is_active=maybe`)).statusCode).toBe(400);
  });
});
