-- Whole-bout fight statistics per fighter, written by the importer (api/src/pipeline/importer/write-bout-statistics.ts).
-- The rankings job (api/src/pipeline/jobs) reads them as the engine's dominance margins; fighter pages may show them.

create table bout_statistics (
  bout_id bigint not null references bouts (id) on delete cascade,
  fighter_id bigint not null references fighters (id) on delete cascade,
  knockdowns integer not null check (knockdowns >= 0),
  significant_strikes integer not null check (significant_strikes >= 0),
  significant_strikes_attempted integer not null check (significant_strikes_attempted >= 0),
  takedowns integer not null check (takedowns >= 0),
  takedowns_attempted integer not null check (takedowns_attempted >= 0),
  submission_attempts integer not null check (submission_attempts >= 0),
  -- Null when the source did not know control time (not the same as none).
  control_seconds integer check (control_seconds >= 0),
  primary key (bout_id, fighter_id)
);

create index bout_statistics_fighter_idx on bout_statistics (fighter_id);
