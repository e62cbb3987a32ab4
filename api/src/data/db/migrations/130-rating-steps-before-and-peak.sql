-- A bout's own effect on the shown Rating, apart from the layoff before it (issue 23, decision 038).
-- Written by the rankings job (jobs/write-rankings.ts); read by the fighter pages' history and fights
-- (repositories/rating-history-repository.ts, fighters-repository.ts). Rows written before this migration keep
-- nulls until the next recompute, which every import runs.
alter table rating_steps add column uncertainty_before double precision;
-- The peak on the shown Rating's scale (skill - 2 x uncertainty); peak_rating stays the peak skill.
alter table fighter_ratings add column peak_fan_score double precision;
