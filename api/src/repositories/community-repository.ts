// Reads and writes of the community routes: matchups for a voter, votes, splits and the community ranking list.
import type { CommunityRankedFighter, Matchup, MatchupSplit } from '@fightrank/shared/contracts';
import type { Queryable } from '../db/database';

const FIGHTER_COLUMNS = (alias: string, prefix: string) => `
  jsonb_build_object(
    'id', ${alias}.id::int, 'name', ${alias}.name, 'nationality', ${alias}.nationality, 'countryCode', ${alias}.country_code,
    'division', ${prefix}r.weight_class,
    'record', jsonb_build_object('wins', coalesce(${prefix}r.wins, 0), 'losses', coalesce(${prefix}r.losses, 0), 'draws', coalesce(${prefix}r.draws, 0)),
    'peakRank', (select min(h.rank) from rank_history h where h.fighter_id = ${alias}.id and h.kind = 'global' and h.filter_value = ''),
    'peakRating', coalesce(${prefix}r.peak_rating, 1500),
    'era', jsonb_build_object(
      'from', coalesce((select extract(year from min(b.date))::int from bouts b where (b.fighter_a_id = ${alias}.id or b.fighter_b_id = ${alias}.id) and b.outcome_a is not null), 0),
      'to', coalesce(extract(year from ${prefix}r.last_bout_date)::int, 0)))`;

/**
 * Matchups this voter has not voted on, in a random order, skipping the ones listed and any pair that has since
 * met in a real bout.
 */
export async function listOpenMatchups(db: Queryable, voterKey: string | null, skip: readonly number[], limit: number): Promise<Matchup[]> {
  const rows = await db.query<{ matchup: Matchup }>(
    `select jsonb_build_object('id', m.id, 'reason', m.reason, 'fighterA', ${FIGHTER_COLUMNS('fa', 'a')}, 'fighterB', ${FIGHTER_COLUMNS('fb', 'b')}) as matchup
       from (select m.* from matchups m
              where not (m.id = any($2::int[]))
                and not exists (select 1 from votes v where v.matchup_id = m.id and v.voter_key = $1)
                and not exists (select 1 from bouts b where least(b.fighter_a_id, b.fighter_b_id) = m.fighter_a_id
                                                       and greatest(b.fighter_a_id, b.fighter_b_id) = m.fighter_b_id)
              order by random() limit $3) m
       join fighters fa on fa.id = m.fighter_a_id
       join fighters fb on fb.id = m.fighter_b_id
       left join fighter_ratings ar on ar.fighter_id = m.fighter_a_id
       left join fighter_ratings br on br.fighter_id = m.fighter_b_id`,
    [voterKey ?? '', skip, limit],
  );
  return rows.map((r) => r.matchup);
}

export async function findMatchup(db: Queryable, id: number): Promise<{ id: number; fighterAId: number; fighterBId: number } | null> {
  const [row] = await db.query<{ id: number; fighterAId: number; fighterBId: number }>(
    `select id, fighter_a_id::int as "fighterAId", fighter_b_id::int as "fighterBId" from matchups where id = $1`,
    [id],
  );
  return row ?? null;
}

export interface NewVote {
  matchupId: number;
  voterKey: string;
  userId: number | null;
  winnerId: number;
  ipHash: string;
}

/** Stores the vote; false when this voter already voted on the matchup (the unique key decides, under any race). */
export async function insertVote(db: Queryable, vote: NewVote): Promise<boolean> {
  const rows = await db.query(
    `insert into votes (matchup_id, voter_key, user_id, winner_id, ip_hash) values ($1, $2, $3, $4, $5)
     on conflict (matchup_id, voter_key) do nothing returning id`,
    [vote.matchupId, vote.voterKey, vote.userId, vote.winnerId, vote.ipHash],
  );
  return rows.length === 1;
}

export async function getSplit(db: Queryable, matchupId: number, voterKey: string): Promise<MatchupSplit | null> {
  const [row] = await db.query<MatchupSplit>(
    `select m.id as "matchupId",
            count(*) filter (where v.winner_id = m.fighter_a_id)::int as "votesA",
            count(*) filter (where v.winner_id = m.fighter_b_id)::int as "votesB",
            m.model_probability_a as "modelProbabilityA",
            (select winner_id::int from votes where matchup_id = m.id and voter_key = $2) as "pickedFighterId"
       from matchups m left join votes v on v.matchup_id = m.id
      where m.id = $1
      group by m.id`,
    [matchupId, voterKey],
  );
  return row && row.pickedFighterId !== null ? row : null;
}

export interface CommunityPage {
  lastRank: number;
  limit: number;
  dir: 'asc' | 'desc';
}

/** One page of the community ranking by rank cursor (asc: after last_rank; desc: before it, 0 = from the bottom). */
export async function listCommunityRankings(db: Queryable, page: CommunityPage): Promise<CommunityRankedFighter[]> {
  const asc = page.dir === 'asc';
  const where = asc ? 'c.current_rank > $1' : '($1 = 0 or c.current_rank < $1)';
  return db.query<CommunityRankedFighter>(
    `select c.fighter_id::int as "fighterId", f.name as "fighterName", f.nationality, f.country_code as "countryCode",
            c.current_rank as "currentRank", c.previous_rank as "previousRank", c.rating as "ratingCurrent",
            coalesce(r.wins, 0) as "totalWins", coalesce(r.losses, 0) as "totalLosses", coalesce(r.draws, 0) as "totalDraws",
            coalesce(o.name, nullif(r.organization, ''), 'Unknown') as organization, r.weight_class as "weightClass",
            c.votes
       from community_rankings c
       join fighters f on f.id = c.fighter_id
       left join fighter_ratings r on r.fighter_id = c.fighter_id
       left join organizations o on o.code = r.organization
      where ${where}
      order by c.current_rank ${asc ? 'asc' : 'desc'}
      limit $2`,
    [page.lastRank, page.limit],
  );
}

export async function getCommunityLastUpdated(db: Queryable, key: string): Promise<string | null> {
  const [row] = await db.query<{ value: string }>(`select value from app_meta where key = $1`, [key]);
  return row ? row.value.slice(0, 10) : null;
}
