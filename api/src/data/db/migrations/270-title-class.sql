-- The class a title bout's belt is named for, where our lists name the class otherwise: ONE's men's strawweight
-- (125 lb) is our flyweight, but its strawweight title is not its flyweight title (decision 044, session 23). Null for
-- every other bout. Written by the importer (importer/prepare-rows.ts); read by the rankings job
-- (jobs/read-fight-history.ts) for the title lineage's key, and by data:report. An existing database reads null until
-- its next import.
alter table bouts add column title_class text;
