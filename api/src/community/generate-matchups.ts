// Fills the matchups table from the current ratings (pickMatchups chooses). Existing matchups and their votes are
// never touched: a pair already stored is skipped, so regenerating after an import only adds new pairs.
import type { Queryable } from '../data/db/database';
import { pickMatchups, type MatchupCandidate } from './matchup-picker';

/** Careers shorter than this are not a fantasy-matchup side yet. */
const MIN_RATED_BOUTS = 5;

export async function loadMatchupCandidates(db: Queryable): Promise<MatchupCandidate[]> {
  return db.query<MatchupCandidate>(
    `with careers as (
       select f.id, min(b.date) as first_date, max(b.date) as last_date,
              count(*) filter (where b.title_bout and ((b.fighter_a_id = f.id and b.outcome_a = 'W') or (b.fighter_b_id = f.id and b.outcome_a = 'L')))::int as title_wins
         from fighter_ratings r
         join fighters f on f.id = r.fighter_id
         join bouts b on b.fighter_a_id = f.id or b.fighter_b_id = f.id
        where r.bouts_rated >= $1 and b.outcome_a is not null
        group by f.id
     )
     select r.fighter_id::int as "fighterId", r.weight_class as division, r.peak_rating as "peakSkill",
            c.title_wins as "titleWins", g.current_rank as "goatRank",
            extract(year from c.first_date)::int as "firstYear", extract(year from c.last_date)::int as "lastYear"
       from fighter_ratings r
       join careers c on c.id = r.fighter_id
       left join ranking_entries g on g.kind = 'goat' and g.filter_value = '' and g.fighter_id = r.fighter_id
      where r.weight_class is not null`,
    [MIN_RATED_BOUTS],
  );
}

/** Pairs of candidates who fought each other (any result, any promotion). */
async function loadMetPairs(db: Queryable, ids: readonly number[]): Promise<Set<string>> {
  const rows = await db.query<{ a: number; b: number }>(
    `select least(fighter_a_id, fighter_b_id)::int as a, greatest(fighter_a_id, fighter_b_id)::int as b
       from bouts where fighter_a_id = any($1::bigint[]) and fighter_b_id = any($1::bigint[])`,
    [ids],
  );
  return new Set(rows.map((r) => `${r.a}:${r.b}`));
}

/** Adds the interesting matchups the current ratings suggest; returns how many were new. */
export async function generateMatchups(db: Queryable): Promise<number> {
  const candidates = await loadMatchupCandidates(db);
  if (candidates.length === 0) return 0;
  const met = await loadMetPairs(
    db,
    candidates.map((c) => c.fighterId),
  );
  const picked = pickMatchups(candidates, (a, b) => met.has(a < b ? `${a}:${b}` : `${b}:${a}`));
  if (picked.length === 0) return 0;
  const inserted = await db.query<{ id: number }>(
    `insert into matchups (fighter_a_id, fighter_b_id, reason, model_probability_a)
     select * from unnest($1::bigint[], $2::bigint[], $3::text[], $4::float8[])
     on conflict (fighter_a_id, fighter_b_id) do nothing
     returning id`,
    [picked.map((m) => m.fighterAId), picked.map((m) => m.fighterBId), picked.map((m) => m.reason), picked.map((m) => m.probabilityA)],
  );
  return inserted.length;
}
