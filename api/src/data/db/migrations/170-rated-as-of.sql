-- The date a fighter's Rating is of (issue 23 item 7, decision 037 "Session 16"): the ratings date, or his
-- promotion's latest result when our data for it stops earlier, so the months since are not counted as a layoff.
-- Written by the rankings job (jobs/write-rankings.ts); read by the fighter page's rating history, whose closing point
-- it dates (repositories/rating-history-repository.ts). Rows written before this migration keep nulls, read as the
-- ratings date, until the next recompute, which every import runs.
alter table fighter_ratings add column rated_as_of date;
