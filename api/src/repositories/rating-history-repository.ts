// The rating job's explanations (rating_steps, rank_history) for one fighter, oldest first. Each step carries the
// Rating the ranking rows show (the fan score, decision 013) computed exactly as the fights page does
// (listFighterBouts), so the chart, the history list and the fights page agree bout by bout.
import type { FighterRatingHistory, RankHistoryPoint, RatingHistoryStep } from '@fightrank/shared/contracts';
import type { Queryable } from '../db/database';
import { FAN_SCORE_SDS } from '../ratings/index';

/** null when the fighter does not exist; empty lists for a fighter who was never rated. */
export async function getFighterRatingHistory(db: Queryable, fighterId: number): Promise<FighterRatingHistory | null> {
  const [exists] = await db.query('select 1 from fighters where id = $1', [fighterId]);
  if (!exists) return null;
  const steps = await db.query<RatingHistoryStep>(
    `select to_char(s.date, 'YYYY-MM-DD') as date, s.bout_id::int as "boutId", e.id::int as "eventId", e.name as "eventName",
            s.opponent_id::int as "opponentId", o.name as "opponentName", s.result, b.method,
            lag(s.rating_after - $2 * s.uncertainty_after) over (order by s.date, s.bout_id) as "ratingBefore",
            s.rating_after - $2 * s.uncertainty_after as "ratingAfter",
            s.rating_after as "skillAfter", s.uncertainty_after as "uncertaintyAfter"
       from rating_steps s
       join bouts b on b.id = s.bout_id
       join events e on e.id = b.event_id
       join fighters o on o.id = s.opponent_id
      where s.fighter_id = $1
      order by s.date, s.bout_id`,
    [fighterId, FAN_SCORE_SDS],
  );
  const ranks = await db.query<RankHistoryPoint>(
    `select kind, filter_value as "filterValue", to_char(snapshot_date, 'YYYY-MM-DD') as "snapshotDate", rank
       from rank_history where fighter_id = $1
      order by kind, filter_value, snapshot_date`,
    [fighterId],
  );
  return { steps, ranks };
}
