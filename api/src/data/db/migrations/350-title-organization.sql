-- The promotion a title bout's belt belongs to, where the card is another promotion's: Johnny Eblen defended his
-- Bellator middleweight title on a PFL card (2024-10-19). Null for every other bout: the belt is the card's
-- organization's. Written by the importer from the curated title rows (sources/curated/result-corrections.ts); read
-- by the rankings job (jobs/read-fight-history.ts) for the title lineage's key and by data:report. An existing
-- database reads null until its next import.
alter table bouts add column title_organization text;
