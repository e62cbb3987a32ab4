-- Whether the bouts FightRank holds are a fighter's whole career (decision 037, issue 23 item 3). Written by the
-- importer (write-fighter-facts.ts) after bouts and stated records; read by ranking rows, search and fighter answers.
-- record_complete is true only when a source states the professional record and it has no more bouts than we hold.
alter table fighters add column record_complete boolean not null default false;
-- Year of the first completed bout we hold; null before any.
alter table fighters add column record_since integer;
