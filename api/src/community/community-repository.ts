// Reads and writes of the community routes: matchups for a voter, votes, splits and the community ranking list.
import type { CommunityRankedFighter, Matchup, MatchupSplit, VoterFighter } from '@fightrank/shared/contracts';
import type { Database, Queryable } from '../data/db/database';
import { AS_OF_CTE, proRecordSql } from '../data/repositories/results-through';
import { BURST_VOTER_ALLOWANCE, BURST_WINDOW_MS } from './vote-weights';

/** The 10-minute window a vote's time falls in, as vote-weights.ts counts it: floor(epoch ms / window). */
const windowOf = (column: string) => `floor(extract(epoch from ${column}) * 1000 / ${BURST_WINDOW_MS})::bigint`;
/**
 * What the windows with more than BURST_VOTER_ALLOWANCE voters count beyond their weight: each of their `picks` weighs
 * allowance / voters, so allowance / voters less than a full vote. Most windows are a voter or a household and weigh
 * in full, so the split is a plain integer sum less this float sum over the few crowded ones (numeric arithmetic
 * on every window was 2-3x slower on PGlite).
 */
const crowdedExcess = (picks: string) =>
  `coalesce(sum((${picks}) * (1 - ${BURST_VOTER_ALLOWANCE} / voters::float8)) filter (where voters > ${BURST_VOTER_ALLOWANCE}), 0)`;
/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

const FIGHTER_COLUMNS = (alias: string, prefix: string) => `
  jsonb_build_object(
    'id', ${alias}.id::int, 'name', ${alias}.name, 'nationality', ${alias}.nationality, 'countryCode', ${alias}.country_code,
    'division', ${prefix}r.weight_class,
    'record', jsonb_build_object('wins', coalesce(${prefix}r.wins, 0), 'losses', coalesce(${prefix}r.losses, 0), 'draws', coalesce(${prefix}r.draws, 0)),
    'recordComplete', ${alias}.record_complete, 'recordSince', ${alias}.record_since, 'proRecord', ${proRecordSql(alias)},
    'peakRank', (select min(h.rank) from rank_history h where h.fighter_id = ${alias}.id and h.kind = 'global' and h.filter_value = ''),
    'peakRating', coalesce(${prefix}r.peak_fan_score, ${prefix}r.fan_score),
    'era', jsonb_build_object(
      'from', coalesce((select extract(year from min(b.date))::int from bouts b where (b.fighter_a_id = ${alias}.id or b.fighter_b_id = ${alias}.id) and b.outcome_a is not null), 0),
      'to', coalesce(extract(year from ${prefix}r.last_bout_date)::int, 0)))`;

/** FIGHTER_COLUMNS read the ratings date (the stated record counts the bouts held up to it) from this. */
const WITH_AS_OF = `with ${AS_OF_CTE}`;

/** Who is asking, as the vote routes know it: the account (if signed in) and the visitor cookie's id (if any). */
export interface Voter {
  userId: number | null;
  visitorId: string | null;
}

const voterKeysOf = (voter: Voter) =>
  [voter.userId === null ? null : `u:${voter.userId}`, voter.visitorId === null ? null : `a:${voter.visitorId}`].filter((k) => k !== null);

/** Votes of this voter: the account's, the visitor cookie's, and the account that cookie is linked to. $1 keys, $2 visitor id. */
const VOTES_OF_VOTER = `v.voter_key = any($1::text[]) or v.voter_key = (select 'u:' || l.user_id from voter_links l where l.visitor_id = $2)`;

/**
 * The fighters of the matchups this voter voted on, with the votes (by anyone) that involve each, counted as the
 * community job counts them, fewest first: what a fan needs to know to see how far off the list they are.
 */
export async function listVoterFighters(db: Queryable, voter: Voter, limit = 20): Promise<VoterFighter[]> {
  const keys = voterKeysOf(voter);
  if (keys.length === 0) return [];
  return db.query<VoterFighter>(
    `with mine as (
       select m.fighter_a_id as fighter_id from votes v join matchups m on m.id = v.matchup_id where ${VOTES_OF_VOTER}
       union
       select m.fighter_b_id from votes v join matchups m on m.id = v.matchup_id where ${VOTES_OF_VOTER})
     select f.id::int as "fighterId", f.name as "fighterName",
            (select count(*)::int from votes v join matchups m on m.id = v.matchup_id
              where m.fighter_a_id = f.id or m.fighter_b_id = f.id) as votes
       from mine join fighters f on f.id = mine.fighter_id
      order by votes, f.name
      limit $3`,
    [keys, voter.visitorId, limit],
  );
}

/**
 * Matchups this voter has not voted on, in a random order, skipping the ones listed and any pair that has since
 * met in a real bout. "This voter" is the account and the browser's visitor cookie together, and the account a
 * visitor cookie is linked to (migration 111), so a fan is never offered a matchup one of them already decided.
 */
export async function listOpenMatchups(db: Queryable, voter: Voter, skip: readonly number[], limit: number): Promise<Matchup[]> {
  const rows = await db.query<{ matchup: Matchup }>(
    `${WITH_AS_OF}
     select jsonb_build_object('id', m.id, 'reason', m.reason, 'fighterA', ${FIGHTER_COLUMNS('fa', 'a')}, 'fighterB', ${FIGHTER_COLUMNS('fb', 'b')}) as matchup
       from (select m.* from matchups m
              where not (m.id = any($2::int[]))
                and not exists (select 1 from votes v where v.matchup_id = m.id
                                   and (v.voter_key = any($1::text[])
                                        or v.voter_key = (select 'u:' || l.user_id from voter_links l where l.visitor_id = $4)))
                and not exists (select 1 from bouts b where least(b.fighter_a_id, b.fighter_b_id) = m.fighter_a_id
                                                       and greatest(b.fighter_a_id, b.fighter_b_id) = m.fighter_b_id)
              order by random() limit $3) m
       join fighters fa on fa.id = m.fighter_a_id
       join fighters fb on fb.id = m.fighter_b_id
       left join fighter_ratings ar on ar.fighter_id = m.fighter_a_id
       left join fighter_ratings br on br.fighter_id = m.fighter_b_id
       cross join as_of`,
    [voterKeysOf(voter), skip, limit, voter.visitorId],
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
  /** The visitor cookie's id on an anonymous vote: refused when the account it is linked to already voted. */
  visitorId: string | null;
  winnerId: number;
  /** Whether the winner is the matchup's fighter A (the split counts per side). */
  winnerIsA: boolean;
  ipHash: string;
}

// An anonymous vote with a visitor cookie: refused when the account the cookie is linked to voted on the matchup.
const linkedAccountHasNotVoted = `
        where not exists (select 1 from voter_links l join votes v on v.voter_key = 'u:' || l.user_id
                           where l.visitor_id = $7 and v.matchup_id = $1)`;

/**
 * Stores the vote and answers the crowd's split with it, or null when this voter already voted on the matchup (the
 * unique key decides, under any race), or when an anonymous vote comes from a visitor cookie whose linked account
 * already voted on it. The vote and its address window's count (vote_bursts) land in one statement.
 */
export async function insertVote(db: Queryable, vote: NewVote): Promise<MatchupSplit | null> {
  const [row] = await db.query<{ stored: number }>(
    `with vote as (
       insert into votes (matchup_id, voter_key, user_id, winner_id, ip_hash)
       select $1, $2, $3, $4, $5${vote.visitorId === null ? '' : linkedAccountHasNotVoted}
       on conflict (matchup_id, voter_key) do nothing
       returning matchup_id, ip_hash, created_at),
     burst as (
       insert into vote_bursts (matchup_id, ip_hash, window_index, voters, for_a)
       select v.matchup_id, v.ip_hash, ${windowOf('v.created_at')}, 1, $6::int from vote v
       on conflict (matchup_id, ip_hash, window_index)
       do update set voters = vote_bursts.voters + 1, for_a = vote_bursts.for_a + excluded.for_a)
     select count(*)::int as stored from vote`,
    [vote.matchupId, vote.voterKey, vote.userId, vote.winnerId, vote.ipHash, vote.winnerIsA ? 1 : 0, ...(vote.visitorId === null ? [] : [vote.visitorId])],
  );
  if (row!.stored !== 1) return null;
  return { ...(await splitOf(db, vote.matchupId)), pickedFighterId: vote.winnerId };
}

/**
 * The crowd's split, weighted per address as the community ranking weighs votes (api/src/community/vote-weights.ts):
 * per client address and 10-minute window, more than BURST_VOTER_ALLOWANCE voters share that many votes' weight, so
 * a script minting cookies behind one address moves the split by a handful of votes, not by hundreds. Summed from
 * vote_bursts (one row per address and window, no grouping of the matchup's votes). Counts are the weighted totals
 * rounded to whole votes, so the screen's "N votes for A" shape holds.
 */
async function splitOf(db: Queryable, matchupId: number): Promise<Omit<MatchupSplit, 'pickedFighterId'>> {
  const [row] = await db.query<Omit<MatchupSplit, 'pickedFighterId'>>(
    `select m.id as "matchupId",
            round(coalesce(w.a, 0))::int as "votesA",
            round(coalesce(w.b, 0))::int as "votesB",
            m.model_probability_a as "modelProbabilityA"
       from matchups m,
            (select sum(for_a) - ${crowdedExcess('for_a')} as a, sum(voters - for_a) - ${crowdedExcess('voters - for_a')} as b
               from vote_bursts where matchup_id = $1) w
      where m.id = $1`,
    [matchupId],
  );
  return row!;
}

/**
 * A signed-in fan voting with a visitor cookie: the cookie is linked to the account, and the votes the visitor cast
 * before signing in become the account's. Where both voted on one matchup the account's vote stands and the
 * visitor's goes (with its count in vote_bursts), so nobody counts twice. The link makes later anonymous votes from
 * this cookie check the account's. A vote for the account racing in between can make the move clash with the
 * unique key: then nothing is adopted this time (the next signed-in vote tries again) and the vote goes on.
 */
export async function adoptVisitorVotes(db: Database, visitorId: string, userId: number): Promise<void> {
  const visitorKey = `a:${visitorId}`;
  const accountKey = `u:${userId}`;
  await db
    .transaction(async (tx) => {
      await tx.query(
        `insert into voter_links (visitor_id, user_id) values ($1, $2)
         on conflict (visitor_id) do update set user_id = excluded.user_id, linked_at = now() where voter_links.user_id <> excluded.user_id`,
        [visitorId, userId],
      );
      // One vote per voter per matchup, so each removed vote is in its own vote_bursts row.
      await tx.query(
        `with gone as (
           delete from votes v where v.voter_key = $1
              and exists (select 1 from votes o where o.matchup_id = v.matchup_id and o.voter_key = $2)
           returning v.matchup_id, v.ip_hash, v.winner_id, v.created_at)
         update vote_bursts b set voters = b.voters - 1, for_a = b.for_a - (g.winner_id = m.fighter_a_id)::int
           from gone g join matchups m on m.id = g.matchup_id
          where b.matchup_id = g.matchup_id and b.ip_hash = g.ip_hash and b.window_index = ${windowOf('g.created_at')}`,
        [visitorKey, accountKey],
      );
      await tx.query(`update votes set voter_key = $2, user_id = $3 where voter_key = $1`, [visitorKey, accountKey, userId]);
    })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    });
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
    `${WITH_AS_OF}
     select c.fighter_id::int as "fighterId", f.name as "fighterName", f.nationality, f.country_code as "countryCode",
            c.current_rank as "currentRank", c.previous_rank as "previousRank", c.rating as "ratingCurrent",
            coalesce(r.wins, 0) as "totalWins", coalesce(r.losses, 0) as "totalLosses", coalesce(r.draws, 0) as "totalDraws",
            f.record_complete as "recordComplete", f.record_since as "recordSince", ${proRecordSql('f')} as "proRecord",
            coalesce(o.name, nullif(r.organization, ''), 'Unknown') as organization, r.weight_class as "weightClass",
            c.votes
       from community_rankings c
       join fighters f on f.id = c.fighter_id
       left join fighter_ratings r on r.fighter_id = c.fighter_id
       left join organizations o on o.code = r.organization
      cross join as_of
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
