// The community ranking job (issue 11): reads every vote, weighs it (vote-weights.ts), fits Bradley-Terry
// strengths (bradley-terry.ts) and replaces community_rankings in one transaction. It runs under a PostgreSQL
// advisory lock, so when several API instances run it at once they take turns and every run sees every vote
// committed before it; the result does not depend on which instance ran last.
import { COMMUNITY_MIN_VOTES } from '@fightrank/shared/contracts';
import { waitForTransactionLock } from '../data/db/advisory-lock';
import type { Database, Queryable } from '../data/db/database';
import { COMMUNITY_UPDATED_KEY } from '../data/cache/data-version';
import { fitBradleyTerry } from './bradley-terry';
import { weighVotes, type RawVote } from './vote-weights';

/** Same scale as the engine's ratings: 1500 at the middle, 400 points = 10:1. */
const toPoints = (theta: number) => 1500 + (theta * 400) / Math.LN10;
export interface CommunityRankingResult {
  ranked: number;
  votes: number;
}

async function loadVotes(tx: Queryable): Promise<RawVote[]> {
  return tx.query<RawVote>(
    `select v.voter_key as "voterKey", v.ip_hash as "ipHash", (extract(epoch from v.created_at) * 1000)::float8 as at,
            v.winner_id::int as winner,
            (case when v.winner_id = m.fighter_a_id then m.fighter_b_id else m.fighter_a_id end)::int as loser
       from votes v join matchups m on m.id = v.matchup_id
      order by v.id`,
  );
}

export async function computeCommunityRankings(db: Database, now = new Date()): Promise<CommunityRankingResult> {
  return db.transaction(async (tx) => {
    await waitForTransactionLock(tx, db.kind, 'community-rankings');
    const votes = await loadVotes(tx);
    const strengths = fitBradleyTerry(weighVotes(votes));
    const voteCounts = new Map<number, number>();
    for (const v of votes) {
      voteCounts.set(v.winner, (voteCounts.get(v.winner) ?? 0) + 1);
      voteCounts.set(v.loser, (voteCounts.get(v.loser) ?? 0) + 1);
    }
    const ranked = strengths
      .map((s) => ({ ...s, votes: voteCounts.get(s.fighterId) ?? 0 }))
      .filter((s) => s.votes >= COMMUNITY_MIN_VOTES)
      .sort((a, b) => b.theta - a.theta || b.votes - a.votes || a.fighterId - b.fighterId);

    const today = now.toISOString().slice(0, 10);
    await tx.query('delete from community_rankings');
    if (ranked.length > 0) {
      await tx.query(
        `insert into community_rankings (fighter_id, current_rank, previous_rank, rating, votes, vote_wins, vote_losses)
         select r.fighter_id, r.rank, prev.rank, r.rating, r.votes, r.wins, r.losses
           from unnest($1::bigint[], $2::int[], $3::float8[], $4::int[], $5::float8[], $6::float8[])
                  as r(fighter_id, rank, rating, votes, wins, losses)
           left join community_rank_days prev
                  on prev.fighter_id = r.fighter_id and prev.day = (select max(day) from community_rank_days where day < $7::date)`,
        [
          ranked.map((s) => s.fighterId),
          ranked.map((_, i) => i + 1),
          ranked.map((s) => toPoints(s.theta)),
          ranked.map((s) => s.votes),
          ranked.map((s) => s.wins),
          ranked.map((s) => s.losses),
          today,
        ],
      );
    }
    // Today's ranks become tomorrow's "previous rank"; older days are not needed.
    await tx.query('delete from community_rank_days where day = $1::date or day < $1::date - 7', [today]);
    await tx.query(`insert into community_rank_days (day, fighter_id, rank) select $1::date, fighter_id, current_rank from community_rankings`, [today]);
    await tx.query(
      `insert into app_meta (key, value, updated_at) values ($1, $2, now())
       on conflict (key) do update set value = excluded.value, updated_at = now()`,
      [COMMUNITY_UPDATED_KEY, now.toISOString()],
    );
    return { ranked: ranked.length, votes: votes.length };
  });
}
