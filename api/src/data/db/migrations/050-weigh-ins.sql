-- Official weigh-in weights (MMA Decisions for now), the evidence of a division where no bout names one.
-- Written by the importer (write-fighter-facts.ts); read by the rankings job's division inference (jobs/infer-divisions.ts).
-- No link to bouts: a weigh-in is evidence about the fighter on a date, and per-row foreign-key checks on
-- thousands of rows cost seconds per import on PGlite.
create table weigh_ins (
  fighter_id bigint not null references fighters (id) on delete cascade,
  date date not null,
  weight_lbs real not null check (weight_lbs > 0),
  source text not null,
  primary key (fighter_id, date, source)
);
