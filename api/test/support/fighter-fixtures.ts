// A small fight history for the fighter and events API tests: two rated fighters with three bouts between them
// and others, a scheduled card, rating steps and ranks, as the importer and the rankings job would write them.
import type { Database } from '../../src/data/db/database';

export interface FighterFixture {
  makhachev: number;
  oliveira: number;
  poirier: number;
  rookie: number;
  pastEvent: number;
  nextEvent: number;
  bouts: { first: number; second: number; third: number; scheduled: number };
}

export async function insertFighterFixture(db: Database): Promise<FighterFixture> {
  await db.query(`insert into organizations (code, name) values ('UFC', 'UFC')`);
  const fighter = async (key: string, name: string, extra = '') => {
    const [row] = await db.query<{ id: number }>(
      `insert into fighters (key, name, slug, nationality, country_code, birth_date, height_cm, reach_cm, stance${extra ? ', pro_wins, pro_losses, pro_draws, pro_record_source' : ''})
       values ($1, $2, $3, 'Russia', 'RU', '1991-10-27', 178, 179, 'Southpaw'${extra}) returning id::int as id`,
      [key, name, name.toLowerCase().replace(/[^a-z0-9]+/g, '-')],
    );
    return row!.id;
  };
  const makhachev = await fighter('t:1', 'Islam Makhachev', `, 27, 1, 0, 'sherdog'`);
  const oliveira = await fighter('t:2', 'Charles Oliveira');
  const poirier = await fighter('t:3', 'Dustin Poirier');
  const rookie = await fighter('t:4', 'New Guy');
  const event = async (key: string, name: string, date: string, status: string) =>
    (
      await db.query<{ id: number }>(`insert into events (key, name, date, organization, status) values ($1, $2, $3, 'UFC', $4) returning id::int as id`, [
        key,
        name,
        date,
        status,
      ])
    )[0]!.id;
  const pastEvent = await event('e:1', 'UFC 280', '2022-10-22', 'completed');
  const laterEvent = await event('e:2', 'UFC 302', '2024-06-01', 'completed');
  const nextEvent = await event('e:3', 'UFC 999', '2099-01-01', 'scheduled');
  const bout = async (
    key: string,
    eventId: number,
    date: string | null,
    a: number,
    b: number,
    outcome: string | null,
    method: string | null,
    title: boolean | 'interim' = false,
  ) =>
    (
      await db.query<{ id: number }>(
        `insert into bouts (key, event_id, date, fighter_a_id, fighter_b_id, weight_class, title_bout, interim_title, scheduled_rounds, outcome_a, method,
                            end_round, end_time_seconds)
         values ($1, $2, $3, $4, $5, 'Lightweight', $6, $7, 5, $8, $9, $10, $11) returning id::int as id`,
        [key, eventId, date, a, b, title !== false, title === 'interim', outcome, method, outcome ? 2 : null, outcome ? 206 : null],
      )
    )[0]!.id;
  const first = await bout('b:1', pastEvent, '2022-10-22', makhachev, oliveira, 'W', 'SUB', true);
  // An interim title bout, so the answers' interimTitle is read from the table.
  const second = await bout('b:2', pastEvent, '2022-10-22', poirier, rookie, 'L', 'DEC_UNANIMOUS', 'interim');
  const third = await bout('b:3', laterEvent, '2024-06-01', poirier, makhachev, 'L', 'SUB', true);
  const scheduled = await bout('b:4', nextEvent, '2099-01-01', oliveira, makhachev, null, null, true);
  await db.query(
    `insert into fighter_ratings (fighter_id, rating, uncertainty, fan_score, peak_rating, bouts_rated, wins, losses, draws, no_contests,
                                  last_bout_date, weight_class, organization, is_active, weight_class_basis)
     values ($1, 1890.5, 40, 1810.5, 1900, 2, 2, 0, 0, 0, '2024-06-01', 'Lightweight', 'UFC', true, 'bout'),
            ($2, 1700, 60, 1580, 1750, 1, 0, 1, 0, 0, '2022-10-22', 'Lightweight', 'UFC', true, 'opponents')`,
    [makhachev, oliveira],
  );
  await db.query(
    `insert into rating_steps (fighter_id, bout_id, date, opponent_id, result, rating_before, rating_after, uncertainty_after) values
       ($1, $3, '2022-10-22', $2, 'W', 1800, 1850, 50), ($1, $4, '2024-06-01', $5, 'W', 1850, 1890.5, 40)`,
    [makhachev, oliveira, first, third, poirier],
  );
  await db.query(`insert into ranking_snapshots (snapshot_date) values ('2024-05-26'), ('2024-06-01')`);
  await db.query(`insert into rank_history (fighter_id, kind, filter_value, snapshot_date, rank) values ($1, 'global', '', '2024-05-26', 7)`, [poirier]);
  await db.query(
    `insert into ranking_entries (kind, filter_value, fighter_id, current_rank, previous_rank, score) values
       ('global', '', $1, 2, 3, 1810.5), ('pound-for-pound', '', $1, 1, 1, 1810.5), ('weight-class', 'Lightweight', $1, 1, null, 1810.5)`,
    [makhachev],
  );
  await db.query(`insert into bout_predictions (bout_id, probability_a) values ($1, 0.62), ($2, 0.7), ($3, 0.45)`, [first, second, scheduled]);
  return { makhachev, oliveira, poirier, rookie, pastEvent, nextEvent, bouts: { first, second, third, scheduled } };
}
