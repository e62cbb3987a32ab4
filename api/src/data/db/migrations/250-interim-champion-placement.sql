-- A row the champion rule placed may be an interim champion's (migration 240, decision 044 session 22): its mark says
-- "interim champion", not "champion".
alter table ranking_entries drop constraint ranking_entries_placed_by_check;
alter table ranking_entries add constraint ranking_entries_placed_by_check check (placed_by in ('champion', 'interim-champion', 'head-to-head'));
