-- A pair may meet twice on one card when ufcstats lists two fights (issue 23, session 30): at UFC Ultimate Japan
-- (1997-12-21) Kazushi Sakuraba and Marcus Silveira fought to a no contest, then again in the tournament final, under
-- two ufcstats fight ids. Migration 002's "one meeting per pair and event" kept only the win. The guard against a
-- bout stored twice stays: two rows of one pair at one event need two different ufcstats ids (two without one are
-- the same fight), and ufcstats_id itself is unique. The importer (prepare-rows.ts) is stricter: a bout without an
-- id beside one with an id is the same fight too, which an index cannot say.
drop index bouts_event_pair_key;
create unique index bouts_event_pair_key on bouts (event_id, least(fighter_a_id, fighter_b_id), greatest(fighter_a_id, fighter_b_id), coalesce(ufcstats_id, ''));
