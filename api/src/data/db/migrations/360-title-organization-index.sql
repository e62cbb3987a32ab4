-- A promotion's latest result counts the title bouts it staged on another promotion's card (Johnny Eblen's Bellator
-- title defence on a PFL card, 2024-10-19): "results through <date>" and the organization filter's latestResult read
-- them per row (results-through.ts, PROMOTION_RESULTS_SQL). Only curated title rows carry the column, so the index is
-- tiny and keeps that lookup off a scan of every bout.
create index bouts_title_organization_idx on bouts (title_organization, date desc) where title_organization is not null;
