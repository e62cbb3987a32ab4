-- What an active list ranked a fighter on when it is not the Rating shown (issue 23, decision 044 session 9): the
-- points his time out of the cage takes off the Rating now, set only on rows the layoff rule placed above a higher
-- Rating; null everywhere else (global and GOAT lists, and rows the Rating alone orders). Written by the rankings
-- job (jobs/write-rankings.ts), read with the list rows (repositories/rankings-repository.ts). Rows written before
-- this migration keep nulls until the next recompute, which every import runs.
alter table ranking_entries add column layoff_points double precision check (layoff_points > 0);
