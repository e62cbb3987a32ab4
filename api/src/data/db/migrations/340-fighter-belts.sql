-- The belts a fighter holds on the ratings date, as the list rules know them (reigning-champions.ts): a JSON array
-- of { organization, division, interim }, null for the rest. A champion's page said nothing of his title; only a
-- ranking row the champion rule had moved said "champion" (session 35).
alter table fighter_ratings add column belts jsonb;
