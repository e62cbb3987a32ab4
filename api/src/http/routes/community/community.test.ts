import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { readConfig } from '../../../config';
import type { Database } from '../../../data/db/database';
import { openTestDatabase, testDatabaseKind } from '../../../../test/support/test-database';
import { randomTestIp, setCookies, signUpAndSignIn, xsrfHeaders } from '../../../../test/support/auth-session';
import { computeCommunityRankings } from '../../../community/community-rankings-job';
import { VOTER_COOKIE } from '../../../community/voter-identity';
import { insertMatchup, insertRatedFighter } from '../../../../test/support/community-fixtures';

describe(`community votes on ${testDatabaseKind}`, () => {
  let db: Database;
  let app: FastifyInstance;
  const f: Record<string, number> = {};
  let matchup: number;

  beforeAll(async () => {
    db = await openTestDatabase();
    for (const [name, rating] of [
      ['Ana', 1900],
      ['Bea', 1880],
      ['Cid', 1700],
      ['Dan', 1650],
    ] as const)
      f[name] = await insertRatedFighter(db, name, rating);
    matchup = await insertMatchup(db, f.Ana!, f.Bea!);
    // No in-flight cap: the vote race below sends 1,000 at once to one instance to prove each counts once; the cap
    // (load-shedding.test.ts) would rightly refuse most of them.
    app = await buildApp({ config: readConfig({ MAX_IN_FLIGHT_REQUESTS: '0' }), db });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const vote = (id: number | string, winnerId: number, headers: Record<string, string>, remoteAddress = randomTestIp()) =>
    app.inject({ method: 'POST', url: `/api/community/matchups/${id}/votes`, headers, payload: { winnerId }, remoteAddress });

  it('offers matchups with both fighters, then a visitor votes once and sees the split next to the model', async () => {
    // Ana's record is the bouts we hold since 2012; Bea's is her whole career (issue 23: every record says which).
    await db.query(`update fighters set record_complete = (id = $2), record_since = case when id = $1 then 2012 else 2016 end where id in ($1, $2)`, [
      f.Ana,
      f.Bea,
    ]);
    // A source states Ana's whole career: the card shows it instead of the bouts held, as the lists do.
    await db.query(`update fighters set pro_wins = 21, pro_losses = 3, pro_draws = 1 where id = $1`, [f.Ana]);
    const list = await app.inject({ url: '/api/community/matchups?limit=5', remoteAddress: randomTestIp() });
    expect(list.statusCode).toBe(200);
    const offered = list.json().data.find((m: { id: number }) => m.id === matchup);
    const [ana, bea] = offered.fighterA.id === f.Ana ? [offered.fighterA, offered.fighterB] : [offered.fighterB, offered.fighterA];
    expect(ana).toMatchObject({
      id: f.Ana,
      division: 'Lightweight',
      record: { wins: 8, losses: 2, draws: 0 },
      recordComplete: false,
      recordSince: 2012,
      proRecord: { wins: 21, losses: 3, draws: 1 },
    });
    expect(bea).toMatchObject({ id: f.Bea, recordComplete: true, recordSince: 2016, proRecord: null });
    // Peak on the scale fans see, the fighter page's (the Rating), not the skill behind it.
    const info = await app.inject({ url: `/api/fighters/${f.Ana}/info`, remoteAddress: randomTestIp() });
    expect(ana.peakRating).toBe(info.json().data.peakRating);
    expect(ana.peakRating).toBe(1900 - 80);

    const headers = await xsrfHeaders(app);
    const first = await vote(matchup, f.Ana!, headers);
    expect(first.statusCode).toBe(201);
    const cookie = setCookies(first)[VOTER_COOKIE];
    expect(cookie).toBeTruthy();
    expect(first.json().data).toMatchObject({ matchupId: matchup, modelProbabilityA: 0.55, pickedFighterId: f.Ana });
    const { votesA, votesB } = first.json().data;
    expect(votesA + votesB).toBe(1);

    const again = await vote(matchup, f.Bea!, { ...headers, cookie: `${headers.cookie}; ${VOTER_COOKIE}=${cookie}` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already voted/);

    // The voter no longer gets that matchup offered.
    const after = await app.inject({
      url: '/api/community/matchups?limit=20',
      headers: { cookie: `${VOTER_COOKIE}=${cookie}` },
      remoteAddress: randomTestIp(),
    });
    expect(after.json().data.map((m: { id: number }) => m.id)).not.toContain(matchup);
  });

  it('tells a voter how many votes, by anyone, involve each fighter they voted on, and nothing to a visitor who has not voted', async () => {
    // Ana already has the first test's vote; Dan has none yet.
    const pair = await insertMatchup(db, f.Ana!, f.Dan!);
    const headers = await xsrfHeaders(app);
    const mine = await vote(pair, f.Ana!, headers);
    const cookie = `${VOTER_COOKIE}=${setCookies(mine)[VOTER_COOKIE]}`;
    expect((await vote(pair, f.Dan!, await xsrfHeaders(app))).statusCode).toBe(201);

    const progress = await app.inject({ url: '/api/community/my-fighters', headers: { cookie }, remoteAddress: randomTestIp() });
    expect(progress.statusCode).toBe(200);
    expect(progress.headers['cache-control']).toBe('private, no-store');
    expect(progress.json().data).toEqual({
      minVotes: 3,
      fighters: [
        { fighterId: f.Dan, fighterName: 'Dan', votes: 2 },
        { fighterId: f.Ana, fighterName: 'Ana', votes: 3 },
      ],
    });
    for (const stranger of [{}, { cookie: `${VOTER_COOKIE}=forged.value` }]) {
      const answer = await app.inject({ url: '/api/community/my-fighters', headers: stranger, remoteAddress: randomTestIp() });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toEqual({ minVotes: 3, fighters: [] });
    }
  });

  it('counts a signed-in user by account: a second vote from a new browser is still refused', async () => {
    const other = await insertMatchup(db, f.Cid!, f.Dan!);
    const session = await signUpAndSignIn(app);
    expect((await vote(other, f.Cid!, session.headers)).statusCode).toBe(201);
    const second = await vote(other, f.Dan!, session.headers);
    expect(second.statusCode).toBe(409);
    const [row] = await db.query<{ user_id: number | null }>(`select user_id from votes where matchup_id = $1`, [other]);
    expect(row!.user_id).not.toBeNull();
  });

  it('refuses a forged voter cookie by issuing a fresh identity instead of trusting it', async () => {
    const other = await insertMatchup(db, f.Bea!, f.Dan!);
    const headers = await xsrfHeaders(app);
    const forged = { ...headers, cookie: `${headers.cookie}; ${VOTER_COOKIE}=AAAAAAAAAAAAAAAAAAAAAA.${'B'.repeat(43)}` };
    const response = await vote(other, f.Bea!, forged);
    expect(response.statusCode).toBe(201);
    expect(setCookies(response)[VOTER_COOKIE]).not.toContain('AAAAAAAAAAAAAAAAAAAAAA');
  });

  it('answers 404 for unknown matchups, 400 for a winner outside the matchup, 403 without the XSRF header', async () => {
    const headers = await xsrfHeaders(app);
    for (const id of ['999999', 'abc', '0', '99999999999999999999']) {
      const response = await vote(id, f.Ana!, headers);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toMatch(/Matchup .* not found/);
    }
    const outsider = await vote(matchup, f.Cid!, headers);
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().message).toMatch(/winnerId/);
    for (const payload of [{}, { winnerId: 'x' }, { winnerId: 1.5 }, { winnerId: -1 }]) {
      const response = await app.inject({ method: 'POST', url: `/api/community/matchups/${matchup}/votes`, headers, payload, remoteAddress: randomTestIp() });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const noXsrf = await app.inject({
      method: 'POST',
      url: `/api/community/matchups/${matchup}/votes`,
      payload: { winnerId: f.Ana },
      remoteAddress: randomTestIp(),
    });
    expect(noXsrf.statusCode).toBe(403);
    const [{ n }] = (await db.query<{ n: number }>(`select count(*)::int as n from votes where matchup_id = $1 and winner_id = $2`, [matchup, f.Cid])) as [
      { n: number },
    ];
    expect(n).toBe(0);
  });

  it('rejects hostile matchup list parameters with a 400', async () => {
    for (const query of ['limit=0', 'limit=1e309', 'limit=Infinity', 'skip=1,,2', 'skip=%00', 'skip=abc']) {
      const response = await app.inject({ url: `/api/community/matchups?${query}`, remoteAddress: randomTestIp() });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('counts 1,000 concurrent votes from different voters exactly once each', async () => {
    const crowd = await insertMatchup(db, f.Ana!, f.Cid!);
    const headers = await xsrfHeaders(app);
    const responses = await Promise.all(
      Array.from({ length: 1000 }, (_, i) => vote(crowd, i % 3 === 0 ? f.Cid! : f.Ana!, headers, `10.9.${Math.floor(i / 250)}.${i % 250}`)),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1000);
    const [{ n }] = (await db.query<{ n: number }>(`select count(*)::int as n from votes where matchup_id = $1`, [crowd])) as [{ n: number }];
    expect(n).toBe(1000);
  });

  it('accepts exactly one of many concurrent votes by the same voter', async () => {
    const race = await insertMatchup(db, f.Bea!, f.Cid!);
    const session = await signUpAndSignIn(app);
    const responses = await Promise.all(Array.from({ length: 20 }, () => vote(race, f.Bea!, session.headers)));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(19);
  });
});

describe(`community rankings on ${testDatabaseKind}`, () => {
  let db: Database;
  let app: FastifyInstance;
  const ids: number[] = [];

  beforeAll(async () => {
    db = await openTestDatabase();
    app = await buildApp({ config: readConfig({}), db });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('shows an honest empty list and no date before any vote', async () => {
    const list = await app.inject('/api/rankings/community');
    expect(list.json()).toEqual({ data: [] });
    expect((await app.inject('/api/rankings/last-updated-community')).json()).toEqual({ data: { lastUpdated: null } });
  });

  it('ranks fighters from the votes, pages by rank cursor both ways, and dates the fit', async () => {
    for (let i = 0; i < 6; i++) ids.push(await insertRatedFighter(db, `Fighter ${i}`, 1800 - i * 10));
    await db.query(`update fighters set record_since = 2014, pro_wins = 30, pro_losses = 4 where id = $1`, [ids[0]]);
    // Fighter i beats fighter j (i < j) in every vote: the order must come out 0, 1, 2, ...
    for (let i = 0; i < 6; i++) {
      for (let j = i + 1; j < 6; j++) {
        const m = await insertMatchup(db, ids[i]!, ids[j]!);
        for (let v = 0; v < 4; v++) {
          await db.query(`insert into votes (matchup_id, voter_key, winner_id, ip_hash) values ($1, $2, $3, $4)`, [m, `a:v${v}-${i}-${j}`, ids[i], `ip${v}`]);
        }
      }
    }
    expect(await computeCommunityRankings(db, new Date('2026-11-20T10:00:00Z'))).toEqual({ ranked: 6, votes: 60 });

    const page1 = (await app.inject('/api/rankings/community?limit=3')).json().data;
    expect(page1.map((r: { fighterId: number }) => r.fighterId)).toEqual(ids.slice(0, 3));
    expect(page1[0]).toMatchObject({
      currentRank: 1,
      previousRank: null,
      totalWins: 8,
      totalLosses: 2,
      recordComplete: false,
      recordSince: 2014,
      proRecord: { wins: 30, losses: 4, draws: 0 },
      organization: 'Unknown',
      weightClass: 'Lightweight',
      votes: 20,
    });
    expect(page1[1].proRecord).toBeNull();
    expect(page1[0].ratingCurrent).toBeGreaterThan(page1[1].ratingCurrent);
    const page2 = (await app.inject('/api/rankings/community?limit=3&last_rank=3')).json().data;
    expect(page2.map((r: { currentRank: number }) => r.currentRank)).toEqual([4, 5, 6]);
    const bottom = (await app.inject('/api/rankings/community?limit=2&dir=desc')).json().data;
    expect(bottom.map((r: { currentRank: number }) => r.currentRank)).toEqual([6, 5]);
    const up = (await app.inject('/api/rankings/community?limit=2&dir=desc&last_rank=5')).json().data;
    expect(up.map((r: { currentRank: number }) => r.currentRank)).toEqual([4, 3]);
    expect((await app.inject('/api/rankings/last-updated-community')).json()).toEqual({ data: { lastUpdated: '2026-11-20' } });
  });

  it("takes previous ranks from the previous day's fit", async () => {
    // Fighter 5 wins a landslide of new votes: the next day he climbs and shows where he was.
    const m = await insertMatchup(db, ids[0]!, ids[5]!).catch(async () => {
      const [row] = await db.query<{ id: number }>(`select id from matchups where fighter_a_id = $1 and fighter_b_id = $2`, [
        Math.min(ids[0]!, ids[5]!),
        Math.max(ids[0]!, ids[5]!),
      ]);
      return row!.id;
    });
    for (let v = 0; v < 60; v++)
      await db.query(`insert into votes (matchup_id, voter_key, winner_id, ip_hash) values ($1, $2, $3, $4)`, [m, `a:fan${v}`, ids[5], `fan-ip${v}`]);
    await computeCommunityRankings(db, new Date('2026-11-21T10:00:00Z'));
    const rows = (await app.inject('/api/rankings/community?limit=10')).json().data as { fighterId: number; currentRank: number; previousRank: number }[];
    const climber = rows.find((r) => r.fighterId === ids[5])!;
    expect(climber.previousRank).toBe(6);
    expect(climber.currentRank).toBeLessThan(6);
  });

  it('gives the same result when two recomputes run at once', async () => {
    const before = await db.query('select * from community_rankings order by current_rank');
    await Promise.all([computeCommunityRankings(db, new Date('2026-11-21T11:00:00Z')), computeCommunityRankings(db, new Date('2026-11-21T11:00:00Z'))]);
    expect(await db.query('select * from community_rankings order by current_rank')).toEqual(before);
  });

  it('validates list parameters like the other ranking lists', async () => {
    const cases: [string, RegExp][] = [
      ['dir=up', /^Invalid querystring: dir must be one of asc, desc/],
      ['last_rank=-1', /^Invalid querystring: last_rank must be an integer/],
      ['last_rank=Infinity', /last_rank must be (an integer|a finite number)/],
      ['last_rank=1e309', /last_rank must be (an integer|a finite number)/],
      ['limit=1000000', /^Invalid querystring: limit must be an integer from 1 to 100/],
      ['limit=1.5', /^Invalid querystring: limit must be an integer/],
    ];
    for (const [query, message] of cases) {
      const response = await app.inject(`/api/rankings/community?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(message);
    }
  });
});
