-- Facts about fighters beyond the bouts, shared by the importer (writes), the rankings job and the fighter pages
-- and search (read). Fixed early so the data, search and fighter-page work can build on one shape.

-- Other names a fighter is known by (legal names, spellings of other sources); search finds them.
create table fighter_aliases (
  fighter_id bigint not null references fighters (id) on delete cascade,
  name text not null,
  -- Which source spelled it so (e.g. 'betmma', 'tapology', 'operator').
  source text not null,
  primary key (fighter_id, name)
);

-- The full professional record where a source states it; null when no source does (our bouts may be fewer).
alter table fighters add column pro_wins integer check (pro_wins >= 0);
alter table fighters add column pro_losses integer check (pro_losses >= 0);
alter table fighters add column pro_draws integer check (pro_draws >= 0);
alter table fighters add column pro_no_contests integer check (pro_no_contests >= 0);
alter table fighters add column pro_record_source text;
alter table fighters add column pro_record_as_of date;

-- A recorded retirement (null when none, or after a comeback); the source says who reported it.
alter table fighters add column retired_on date;
alter table fighters add column retirement_source text;

-- How the current division was found: 'bout' (a recent bout's weight class), 'weigh-in', 'opponents' (inferred
-- from opponents' divisions) or null when unknown. Anything but 'bout' is shown as inferred.
alter table fighter_ratings add column weight_class_basis text check (weight_class_basis in ('bout', 'weigh-in', 'opponents'));
