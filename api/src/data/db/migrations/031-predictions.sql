-- Fans' picks on upcoming bouts (issue 11, /predictions). Read and written by api/src/data/repositories/predictions-repository.ts.
-- user_id cascades: a pick is the user's own data and means nothing once the account is gone (unlike community
-- votes, which stay counted anonymously). bout_id has NO foreign key on purpose: a full re-import may delete and
-- re-create bouts, and a pick whose bout disappeared from the card is shown as voided, not silently dropped.
create table prediction_picks (
  user_id integer not null references users (id) on delete cascade,
  bout_id bigint not null,
  winner_id bigint not null,
  -- Optional method pick; decisions of every kind count as 'DEC'.
  method text check (method in ('KO/TKO', 'SUB', 'DEC')),
  -- The pair the fan picked against (lower id first): a replacement opponent voids the pick.
  fighter_low_id bigint not null,
  fighter_high_id bigint not null,
  picked_at timestamptz not null default now(),
  primary key (user_id, bout_id)
);
create index prediction_picks_bout_idx on prediction_picks (bout_id);
