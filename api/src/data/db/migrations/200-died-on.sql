-- A fighter's date of death, from a curated or operator `died` record (retirements.csv, docs/data-format.md), with
-- its source. The fighter page stops his age there and says so; the rankings job counts it as the end of his career,
-- like a retirement. Written by the import (importer/write-fighter-facts.ts); null for everyone else.
alter table fighters add column died_on date;
alter table fighters add column death_source text;
