import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { readConfig } from '../../config';
import type { Database } from '../../db/database';
import { openTestDatabase, testDatabaseKind } from '../../testing/test-database';
import { RATE_LIMITS } from '../../plugins/rate-limits';

describe(`GET /api/fighters/search on ${testDatabaseKind}`, () => {
  let db: Database;
  let app: FastifyInstance;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    db = await openTestDatabase();
    await db.query(`insert into organizations (code, name) values ('UFC', 'UFC'), ('PFL', 'PFL')`);
    const fighters: [string, string | null][] = [
      ['Jon Jones', 'Bones'],
      ['Jonathan Martinez', null],
      ['Chris Jones', null],
      ['Bruno Silva', null],
      ['Under_Score Man', null],
    ];
    for (const [name, nickname] of fighters) {
      const [row] = await db.query<{ id: number }>(
        `insert into fighters (key, name, slug, nickname) values ($1, $2, $3, $4) returning id::int as id`,
        [`test:${name}`, name, name.toLowerCase().replace(/\W+/g, '-'), nickname],
      );
      ids[name] = row!.id;
    }
    const rate = (name: string, fan: number, org: string) =>
      db.query(
        `insert into fighter_ratings (fighter_id, rating, uncertainty, fan_score, peak_rating, bouts_rated, wins, losses, draws, no_contests, organization, is_active)
         values ($1, $2::float8, 50, $2::float8 - 100, $2::float8, 10, 8, 2, 0, 0, $3, true)`,
        [ids[name], fan + 100, org],
      );
    await rate('Jon Jones', 2000, 'UFC');
    await rate('Chris Jones', 1500, 'PFL');
    app = await buildApp({ config: readConfig({}), db });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const search = async (q: string) => app.inject({ url: `/api/fighters/search?q=${encodeURIComponent(q)}` });

  it('finds fighters by the start of any name word, case-insensitively, best rated first', async () => {
    const response = await search('JONES');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { id: ids['Jon Jones'], name: 'Jon Jones', org: 'UFC', rating: 2100 },
      { id: ids['Chris Jones'], name: 'Chris Jones', org: 'PFL', rating: 1600 },
    ]);
  });

  it('puts names that start with the query first', async () => {
    const names = (await search('jon')).json().data.map((f: { name: string }) => f.name);
    expect(names).toEqual(['Jon Jones', 'Jonathan Martinez', 'Chris Jones']);
  });

  it('matches nicknames and gives unrated fighters a null rating and org', async () => {
    expect((await search('bones')).json().data.map((f: { name: string }) => f.name)).toEqual(['Jon Jones']);
    expect((await search('bruno')).json().data).toEqual([{ id: ids['Bruno Silva'], name: 'Bruno Silva', org: null, rating: null }]);
  });

  it('treats LIKE wildcards literally', async () => {
    expect((await search('%')).json().data).toEqual([]);
    expect((await search('under_')).json().data.map((f: { name: string }) => f.name)).toEqual(['Under_Score Man']);
  });

  it('answers an empty or missing query with a 400 naming q', async () => {
    for (const url of ['/api/fighters/search', '/api/fighters/search?q=', '/api/fighters/search?q=%20%20']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toMatch(/q/);
    }
    expect((await search('x'.repeat(101))).statusCode).toBe(400);
  });
});

describe(`search rate limit on ${testDatabaseKind}`, () => {
  it('answers 429 with a message once a client exceeds the limit, and other clients are unaffected', async () => {
    const db = await openTestDatabase();
    const app = await buildApp({ config: readConfig({ REDIS_URL: process.env.REDIS_URL }), db });
    const client = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const ask = (ip: string) => app.inject({ url: '/api/fighters/search?q=a', remoteAddress: ip });
    for (let i = 0; i < RATE_LIMITS.search.max; i++) expect((await ask(client)).statusCode).toBe(200);
    const refused = await ask(client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests: at most 120 per minute/);
    expect((await ask('10.8.0.1')).statusCode).toBe(200);
    await app.close();
    await db.close();
  });
});
