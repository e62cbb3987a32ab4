-- One token that changes whenever anything a public answer shows is written: the HTTP caching plugin
-- (api/src/http/plugins/http-caching.ts) derives ETags from it and the response cache keys on it (decision 039).
-- Kept by statement triggers so every writer (import, recompute, operator cards, tools) moves it without knowing
-- about it. The row is updated inside the writer's transaction, so readers see the new token exactly when they
-- see the new rows. A random token, not a counter: a restored or rebuilt database never reuses an old value.
insert into app_meta (key, value) values ('data_version', md5(random()::text || clock_timestamp()::text))
  on conflict (key) do nothing;

create function bump_data_version() returns trigger language plpgsql as $$
begin
  update app_meta set value = md5(random()::text || clock_timestamp()::text), updated_at = now() where key = 'data_version';
  return null;
end;
$$;

create trigger organizations_data_version after insert or update or delete or truncate on organizations for each statement execute function bump_data_version();
create trigger fighters_data_version after insert or update or delete or truncate on fighters for each statement execute function bump_data_version();
create trigger fighter_aliases_data_version after insert or update or delete or truncate on fighter_aliases for each statement execute function bump_data_version();
create trigger events_data_version after insert or update or delete or truncate on events for each statement execute function bump_data_version();
create trigger bouts_data_version after insert or update or delete or truncate on bouts for each statement execute function bump_data_version();
create trigger bout_statistics_data_version after insert or update or delete or truncate on bout_statistics for each statement execute function bump_data_version();
create trigger bout_predictions_data_version after insert or update or delete or truncate on bout_predictions for each statement execute function bump_data_version();
create trigger weigh_ins_data_version after insert or update or delete or truncate on weigh_ins for each statement execute function bump_data_version();
-- The rating job rewrites every rating table in the transaction that rewrites the snapshots.
create trigger ranking_snapshots_data_version after insert or update or delete or truncate on ranking_snapshots for each statement execute function bump_data_version();
create trigger fighter_ratings_data_version after insert or update or delete or truncate on fighter_ratings for each statement execute function bump_data_version();
create trigger ranking_entries_data_version after insert or update or delete or truncate on ranking_entries for each statement execute function bump_data_version();
