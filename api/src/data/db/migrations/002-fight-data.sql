-- The fight history the site shows and the rating jobs read; written only by api/src/importer.
-- Repositories, rating jobs and later migrations (ratings, rankings, favourites) depend on these tables and keys.

create table organizations (
  code text primary key,
  name text not null
);

create table fighters (
  id bigint generated always as identity primary key,
  -- The Dataset's canonical key ('ufc:<ufcstats id>', 'bm:<betmma id>', ...): what every import matches on.
  key text not null unique,
  name text not null,
  -- Not unique: the URL is /fighter/{slug}-{id}, the id identifies (two Bruno Silvas share a slug).
  slug text not null,
  nickname text,
  sex text check (sex in ('M', 'F')),
  birth_date date,
  height_cm real check (height_cm > 0),
  reach_cm real check (reach_cm > 0),
  stance text,
  nationality text,
  country_code text check (country_code ~ '^[A-Z]{2}$'),
  ufcstats_id text unique,
  sherdog_id text unique,
  tapology_id text unique,
  betmma_id text unique,
  updated_at timestamptz not null default now()
);

create table events (
  id bigint generated always as identity primary key,
  key text not null unique,
  name text not null,
  date date,
  location text,
  country text,
  organization text not null references organizations (code),
  status text not null check (status in ('scheduled', 'completed', 'cancelled')),
  ufcstats_id text unique,
  betmma_id text unique,
  updated_at timestamptz not null default now()
);

create table bouts (
  id bigint generated always as identity primary key,
  key text not null unique,
  event_id bigint not null references events (id),
  -- The event's date, copied so a fighter's bouts and the rating engine's history read in date order from one index.
  date date,
  fighter_a_id bigint not null references fighters (id),
  fighter_b_id bigint not null references fighters (id),
  weight_class text,
  title_bout boolean not null default false,
  scheduled_rounds smallint check (scheduled_rounds between 1 and 12),
  -- From fighter A's side; null while the bout is scheduled.
  outcome_a text check (outcome_a in ('W', 'L', 'D', 'NC')),
  method text check (method in ('KO/TKO', 'SUB', 'DEC_UNANIMOUS', 'DEC_SPLIT', 'DEC_MAJORITY', 'DEC', 'DQ', 'OTHER')),
  method_detail text,
  end_round smallint check (end_round >= 1),
  end_time_seconds integer check (end_time_seconds >= 0),
  ufcstats_id text unique,
  betmma_id text unique,
  updated_at timestamptz not null default now(),
  check (fighter_a_id <> fighter_b_id)
);

-- The same two fighters meet at most once per event, whichever corner each is in.
create unique index bouts_event_pair_key on bouts (event_id, least(fighter_a_id, fighter_b_id), greatest(fighter_a_id, fighter_b_id));

-- A fighter's bouts, newest first: one index per corner, read with `where fighter_a_id = $1 union all ... fighter_b_id = $1`.
create index bouts_fighter_a_date_idx on bouts (fighter_a_id, date desc);
create index bouts_fighter_b_date_idx on bouts (fighter_b_id, date desc);
-- The whole history in date order (rating jobs) and an event's card (event_id leads the pair index above).
create index bouts_date_idx on bouts (date);
create index events_date_idx on events (date desc);
create index events_organization_date_idx on events (organization, date desc);

-- Fighter search by name prefix, case-insensitive. pg_trgm is not available in PGlite, so no trigram index.
create index fighters_name_prefix_idx on fighters (lower(name) text_pattern_ops);
create index fighters_slug_idx on fighters (slug text_pattern_ops);
create index fighters_country_code_idx on fighters (country_code);
