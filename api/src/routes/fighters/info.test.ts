import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { readConfig } from '../../config';
import type { Database } from '../../db/database';
import { openTestDatabase, testDatabaseKind } from '../../testing/test-database';

describe(`GET /api/fighters/:id/info on ${testDatabaseKind}`, () => {
  let db: Database;
  let app: FastifyInstance;
  let rated: number;
  let unrated: number;

  beforeAll(async () => {
    db = await openTestDatabase();
    await db.query(`insert into organizations (code, name) values ('UFC', 'UFC')`);
    [{ id: rated }] = (await db.query<{ id: number }>(
      `insert into fighters (key, name, slug, nickname, nationality, country_code, birth_date, height_cm, reach_cm, stance)
       values ('t:1', 'Islam Makhachev', 'islam-makhachev', null, 'Russia', 'RU', '1991-10-27', 178, 179, 'Southpaw') returning id::int as id`,
    )) as [{ id: number }];
    [{ id: unrated }] = (await db.query<{ id: number }>(`insert into fighters (key, name, slug) values ('t:2', 'New Guy', 'new-guy') returning id::int as id`)) as [{ id: number }];
    await db.query(
      `insert into fighter_ratings (fighter_id, rating, uncertainty, fan_score, peak_rating, bouts_rated, wins, losses, draws, no_contests,
                                    last_bout_date, weight_class, organization, is_active)
       values ($1, 1890.5, 40, 1810.5, 1900, 28, 26, 1, 0, 1, '2024-10-26', 'Lightweight', 'UFC', true)`,
      [rated],
    );
    await db.query(
      `insert into ranking_entries (kind, filter_value, fighter_id, current_rank, previous_rank, score) values
         ('global', '', $1, 2, 3, 1810.5), ('pound-for-pound', '', $1, 1, 1, 1810.5), ('weight-class', 'Lightweight', $1, 1, null, 1810.5)`,
      [rated],
    );
    app = await buildApp({ config: readConfig({}), db });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('returns the profile, rating, record and ranks of a rated fighter', async () => {
    const response = await app.inject(`/api/fighters/${rated}/info`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      id: rated,
      name: 'Islam Makhachev',
      nationality: 'Russia',
      countryCode: 'RU',
      birthDate: '1991-10-27',
      heightCm: 178,
      stance: 'Southpaw',
      weightClass: 'Lightweight',
      organization: 'UFC',
      rating: 1890.5,
      uncertainty: 40,
      isActive: true,
      lastFightDate: '2024-10-26',
      record: { wins: 26, losses: 1, draws: 0, noContests: 1 },
    });
    expect(data.age).toBeGreaterThanOrEqual(33);
    expect(data.ranks).toEqual([
      { kind: 'pound-for-pound', filterValue: '', rank: 1, previousRank: 1 },
      { kind: 'global', filterValue: '', rank: 2, previousRank: 3 },
      { kind: 'weight-class', filterValue: 'Lightweight', rank: 1, previousRank: null },
    ]);
  });

  it('returns an unrated fighter with an empty record and no ranks', async () => {
    const { data } = (await app.inject(`/api/fighters/${unrated}/info`)).json();
    expect(data).toMatchObject({ name: 'New Guy', rating: null, age: null, isActive: false, record: { wins: 0, losses: 0, draws: 0, noContests: 0 }, ranks: [] });
  });

  it('answers 404 for an id that does not exist and 400 for one that is not an id', async () => {
    const missing = await app.inject('/api/fighters/999999/info');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Fighter 999999 not found');
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999999999999']) {
      const response = await app.inject(`/api/fighters/${bad}/info`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message, bad).toMatch(/^id must be a positive integer/);
    }
  });
});
