// Fighters with ratings and fantasy matchups for community API tests.
import type { Database } from '../../src/data/db/database';

/** An active rated fighter with an 8-2 record in `division`, his peak 20 above today (skill and Rating); returns the new fighter's id. */
export async function insertRatedFighter(db: Database, name: string, rating: number, division = 'Lightweight'): Promise<number> {
  const [row] = await db.query<{ id: number }>(`insert into fighters (key, name, slug) values ($1, $2, $3) returning id::int as id`, [
    `t:${name}`,
    name,
    name.toLowerCase().replace(/\W+/g, '-'),
  ]);
  await db.query(
    `insert into fighter_ratings (fighter_id, rating, uncertainty, fan_score, peak_rating, peak_fan_score, bouts_rated, wins, losses, draws, no_contests, last_bout_date, weight_class, organization, is_active)
     values ($1, $2::float8, 50, $2::float8 - 100, $2::float8 + 20, $2::float8 - 80, 10, 8, 2, 0, 0, '2024-06-01', $3, null, true)`,
    [row!.id, rating, division],
  );
  return row!.id;
}

/** A matchup between two fighters (stored in id order, as the matchup generator does) with the model at 55 %. */
export async function insertMatchup(db: Database, a: number, b: number): Promise<number> {
  const [first, second] = a < b ? [a, b] : [b, a];
  const [row] = await db.query<{ id: number }>(
    `insert into matchups (fighter_a_id, fighter_b_id, reason, model_probability_a) values ($1, $2, 'close', 0.55) returning id`,
    [first, second],
  );
  return row!.id;
}
