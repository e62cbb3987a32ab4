-- What the rating job (api/src/jobs) writes after every import and the ranking/fighter routes read.
-- The job replaces these tables' contents in one transaction, so readers never see half a recompute.

-- Each rated fighter as of the latest snapshot.
create table fighter_ratings (
  fighter_id bigint primary key references fighters (id) on delete cascade,
  -- Elo-like points (1500 = a typical UFC debutant); uncertainty is one standard deviation in points.
  rating double precision not null,
  uncertainty double precision not null,
  -- rating - 2 * uncertainty: how high we are confident the fighter is; rankings order by it.
  fan_score double precision not null,
  peak_rating double precision not null,
  goat_score double precision,
  bouts_rated integer not null,
  wins integer not null,
  losses integer not null,
  draws integer not null,
  no_contests integer not null,
  last_bout_date date,
  -- Division of the most recent bout with a real division (catch weight and open weight skipped).
  weight_class text,
  -- Organization of the most recent bout ("where the fighter last fought").
  organization text,
  is_active boolean not null
);

-- One row per fighter per rated bout: the history chart and "why did this fighter move".
create table rating_steps (
  fighter_id bigint not null references fighters (id) on delete cascade,
  bout_id bigint not null references bouts (id) on delete cascade,
  date date not null,
  opponent_id bigint not null references fighters (id) on delete cascade,
  result text not null check (result in ('W', 'L', 'D', 'NC')),
  rating_before double precision not null,
  rating_after double precision not null,
  uncertainty_after double precision not null,
  primary key (fighter_id, date, bout_id)
);

-- Dates at which ranks were taken; the newest is what the site shows, the one before gives previousRank.
create table ranking_snapshots (
  snapshot_date date primary key,
  computed_at timestamptz not null default now()
);

-- The current ranking of every kind and filter value.
-- kind: pound-for-pound | global | weight-class | country | age | organization | goat
-- filter_value: '' for unfiltered kinds, else the division, country name, age group or organization code.
create table ranking_entries (
  kind text not null,
  filter_value text not null default '',
  fighter_id bigint not null references fighters (id) on delete cascade,
  current_rank integer not null check (current_rank >= 1),
  -- Rank in the same list at the previous snapshot; null when the fighter was not in it.
  previous_rank integer check (previous_rank >= 1),
  -- Places gained since the previous snapshot (negative = places lost).
  rank_change integer generated always as (previous_rank - current_rank) stored,
  score double precision not null,
  primary key (kind, filter_value, current_rank)
);

create unique index ranking_entries_fighter_key on ranking_entries (kind, filter_value, fighter_id);
create index ranking_entries_fighter_idx on ranking_entries (fighter_id);
-- Movement lists: biggest movers first, then by rank; partial so they hold only movers.
create index ranking_entries_gainers_idx on ranking_entries (kind, filter_value, rank_change desc, current_rank) where rank_change > 0;
create index ranking_entries_losers_idx on ranking_entries (kind, filter_value, rank_change, current_rank) where rank_change < 0;

-- A fighter's rank over time (global list and their division), one row per snapshot.
create table rank_history (
  fighter_id bigint not null references fighters (id) on delete cascade,
  kind text not null,
  filter_value text not null default '',
  snapshot_date date not null,
  rank integer not null,
  primary key (fighter_id, kind, filter_value, snapshot_date)
);
