-- The crowd split of each matchup, kept per client address and 10-minute window (issue 22 finding 4), so the split
-- shown after a vote is weighted like the community ranking without grouping every vote of the matchup on every
-- vote. Written with each vote (community-repository insertVote), summed by splitOf. See docs/decisions/036.
-- (No running total on the matchup row: every vote would then queue on that one row lock in PostgreSQL.)
create table vote_bursts (
  matchup_id integer not null references matchups (id) on delete cascade,
  -- votes.ip_hash: a keyed hash of the address, never the address.
  ip_hash text not null,
  -- floor(epoch milliseconds / 600000): the 10-minute window of api/src/community/vote-weights.ts BURST_WINDOW_MS.
  window_index bigint not null,
  -- Voters of this matchup from this address in this window, and how many of them picked fighter A.
  voters integer not null check (voters >= 0),
  for_a integer not null check (for_a >= 0 and for_a <= voters),
  primary key (matchup_id, ip_hash, window_index)
);

insert into vote_bursts (matchup_id, ip_hash, window_index, voters, for_a)
select v.matchup_id, v.ip_hash, floor(extract(epoch from v.created_at) * 1000 / 600000)::bigint,
       count(*), count(*) filter (where v.winner_id = m.fighter_a_id)
  from votes v join matchups m on m.id = v.matchup_id
 group by 1, 2, 3;

