-- An interim title bout (ufcstats: "UFC Interim Heavyweight Title Bout"; Wikipedia's "(ic)"; `interim` in a title_bout
-- column). Its winner reigns beside the champion, who keeps his belt (jobs/title-lineage.ts). Before, an interim bout
-- made its winner "the" champion: Jon Jones, champion since 2023-03, fell out of the heavyweight list in the autumn of
-- 2024 when Tom Aspinall defended the interim belt, as anyone else out for 18 months would (decision 044, session 22).
alter table bouts add column interim_title boolean not null default false;
