-- Why an active list placed a row above a fighter who shows a higher Rating, when a list rule did (decision 044,
-- session 17): 'champion' (the title rule) or 'head-to-head' (he beat him, on placed_over_on), and that fighter. Null on
-- every other row. Written by the rankings job (jobs/write-rankings.ts), read with the list rows
-- (repositories/rankings-repository.ts); rows written before it keep nulls until the next recompute.
alter table ranking_entries add column placed_by text check (placed_by in ('champion', 'head-to-head'));
alter table ranking_entries add column placed_over bigint;
alter table ranking_entries add column placed_over_on date;
