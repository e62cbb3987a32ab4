-- Official weigh-in weights (MMA Decisions for now), the evidence of a division where no bout names one.
-- Written by the importer (write-fighter-facts.ts); read by the rankings job's division inference (jobs/infer-divisions.ts).
create table weigh_ins (
  fighter_id bigint not null references fighters (id) on delete cascade,
  date date not null,
  weight_lbs real not null check (weight_lbs > 0),
  -- Our bout the weigh-in was for, when the join found it (null for bouts only the weigh-in source lists).
  bout_id bigint references bouts (id) on delete set null,
  source text not null,
  primary key (fighter_id, date, source)
);
