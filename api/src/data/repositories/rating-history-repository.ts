// The rating job's explanations (rating_steps, rank_history) for one fighter, oldest first. Each step carries the
// Rating the ranking rows show (the fan score, decision 013) computed exactly as the fights page does
// (listFighterBouts), so the chart, the history list and the fights page agree bout by bout.
import type { FighterRatingHistory, RankHistoryPoint, RatingHistoryStep } from '@fightrank/shared/contracts';
import type { Queryable } from '../db/database';
import { FAN_SCORE_SDS } from '../../ratings/index';

interface HistoryRow {
  id: number;
  steps: RatingHistoryStep[];
  current: { date: string; rating: number } | null;
  ranks: RankHistoryPoint[];
}

/**
 * The history statement for one fighter (`f.id = $1`) or many (the read model's build, decision 049): the same
 * text either way, so an answer from the read model is the one the single read gives.
 */
function historyStatement(which: 'one' | 'many'): string {
  // One statement, one round trip: the fighter's existence, the steps, today's Rating and the rank history, each as
  // JSON (which carries every double exactly, so the answer is the one separate queries gave).
  // A bout's steps, in the order they add up (decision 038, session 29): the previous bout's Rating after, then the time
  // out since (inactivityChange: uncertainty grows), then the certainty the bout itself adds whatever its result
  // (certaintyChange: uncertainty shrinks, which lifts a Rating two uncertainties below skill), then the result's own
  // effect on the skill. ratingBefore is the Rating after the first two, so ratingAfter - ratingBefore is the result
  // alone and moves the way the result went: a win never shows a drop, a loss never a rise.
  // Rows from before migration 130 lack uncertainty_before: they fall back to the previous bout's Rating after, with
  // no separate inactivity or certainty step and no skillBefore.
  return `select f.id::int as id,
       (select coalesce(json_agg(json_build_object(
                 'date', date, 'boutId', "boutId", 'eventId', "eventId", 'eventName', "eventName", 'opponentId', "opponentId",
                 'opponentName', "opponentName", 'result', result, 'method', method,
                 'ratingBefore', case when previous_after is null then null else coalesce(before + certainty, previous_after) end,
                 'inactivityChange', case when previous_after is null or before is null then null else before - previous_after end,
                 'certaintyChange', case when previous_after is null or before is null then null else certainty end,
                 'ratingAfter', "ratingAfter", 'skillBefore', case when previous_after is null or before is null then null else skill_before end,
                 'skillAfter', "skillAfter", 'uncertaintyAfter', "uncertaintyAfter")
               order by day, "boutId"), '[]'::json)
          from (
            select to_char(s.date, 'YYYY-MM-DD') as date, s.bout_id::int as "boutId", e.id::int as "eventId", e.name as "eventName",
                   s.opponent_id::int as "opponentId", o.name as "opponentName", s.result, b.method,
                   s.rating_before - $2 * s.uncertainty_before as before, s.rating_before as skill_before,
                   $2 * (s.uncertainty_before - s.uncertainty_after) as certainty,
                   lag(s.rating_after - $2 * s.uncertainty_after) over (order by s.date, s.bout_id) as previous_after,
                   s.rating_after - $2 * s.uncertainty_after as "ratingAfter",
                   s.rating_after as "skillAfter", s.uncertainty_after as "uncertaintyAfter", s.date as day
              from rating_steps s
              join bouts b on b.id = s.bout_id
              join events e on e.id = b.event_id
              join fighters o on o.id = s.opponent_id
             where s.fighter_id = f.id
          ) steps) as steps,
       -- Today's Rating closes the chart: the drop since the last bout is time out of the cage. It is of the ratings
       -- date, or of his promotion's latest result when our data for it stops earlier (rated_as_of, migration 170), or
       -- of the day he died, when his Rating stopped (least() passes over a null died_on).
       (select json_build_object('date', to_char(least(coalesce(r.rated_as_of, sn.snapshot_date), f.died_on), 'YYYY-MM-DD'), 'rating', r.fan_score)
          from fighter_ratings r cross join (select max(snapshot_date) as snapshot_date from ranking_snapshots) sn
         where r.fighter_id = f.id and sn.snapshot_date is not null) as current,
       (select coalesce(json_agg(json_build_object('kind', kind, 'filterValue', filter_value,
                                                   'snapshotDate', to_char(snapshot_date, 'YYYY-MM-DD'), 'rank', rank)
                                 order by kind, filter_value, snapshot_date), '[]'::json)
          from rank_history where fighter_id = f.id) as ranks
     from fighters f ${which === 'one' ? 'where f.id = $1' : 'where f.id = any($1::bigint[]) order by f.id'}`;
}

const historyOf = (row: HistoryRow): FighterRatingHistory => ({ steps: row.steps, ranks: row.ranks, current: row.current });

/** null when the fighter does not exist; empty lists for a fighter who was never rated. */
export async function getFighterRatingHistory(db: Queryable, fighterId: number): Promise<FighterRatingHistory | null> {
  const [row] = await db.query<HistoryRow>(historyStatement('one'), [fighterId, FAN_SCORE_SDS]);
  return row ? historyOf(row) : null;
}

/** The history of each fighter of `ids` that exists: what getFighterRatingHistory answers for each (the read model holds them). */
export async function listFighterHistories(db: Queryable, ids: readonly number[]): Promise<{ id: number; history: FighterRatingHistory }[]> {
  const rows = await db.query<HistoryRow>(historyStatement('many'), [ids, FAN_SCORE_SDS]);
  return rows.map((row) => ({ id: row.id, history: historyOf(row) }));
}
