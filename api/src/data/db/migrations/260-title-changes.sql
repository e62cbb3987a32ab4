-- Titles that changed hands by announcement, not in the cage: a champion stripped or vacating, an interim champion
-- promoted (curated title-changes.csv or an operator file; decision 044, session 23). Our sources record bouts only, so
-- without these St-Pierre held the middleweight belt from vacating it (2017-12) to retiring (2019-02). Written by the
-- importer (importer/write-fighter-facts.ts); read by the rankings job (jobs/read-fight-history.ts) for the title
-- lineage, and by data:report.
create table title_changes (
  fighter_id bigint not null references fighters (id) on delete cascade,
  date date not null,
  organization text not null,
  division text not null,
  belt text not null check (belt in ('title', 'interim')),
  change text not null check (change in ('vacated', 'promoted')),
  source text not null,
  primary key (fighter_id, date, organization, division, belt, change)
);

alter table import_notes drop constraint import_notes_kind_check;
alter table import_notes add constraint import_notes_kind_check
  check (kind in ('merge', 'id-refusal', 'nationality-conflict', 'unread-country', 'result-correction', 'title-change'));
