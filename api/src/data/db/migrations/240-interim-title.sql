-- An interim title bout (ufcstats: "UFC Interim Heavyweight Title Bout"; Wikipedia's "(ic)" or notes; `interim` in a
-- title_bout column). Its winner reigns beside the champion, who keeps his belt (jobs/title-lineage.ts). Before, an
-- interim bout made its winner "the" champion: Jon Jones, champion since 2023-03, fell out of the heavyweight list in
-- the autumn of 2024 when Tom Aspinall defended the interim belt, as anyone else out for 18 months would (decision 044,
-- session 22). Written by the importer (importer/prepare-rows.ts); read by the rankings job (jobs/read-fight-history.ts)
-- and the fighters, events and predictions repositories. An existing database reads false until its next import.
alter table bouts add column interim_title boolean not null default false;
