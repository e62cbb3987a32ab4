-- Fighter search (api/src/data/repositories/fighter-search.ts) and the events pages' pre-fight win probabilities
-- (written by api/src/pipeline/jobs/bout-predictions.ts, read by api/src/data/repositories/events-repository.ts).

-- Trigram indexes for search. Installed in public so every schema (tests use one each) shares one copy;
-- queries name its operators as public.* for the same reason.
create extension if not exists pg_trgm with schema public;

-- What a fan types and what we store, folded to one spelling: accents dropped (José -> jose, Jiří -> jiri),
-- apostrophes and dots removed (O'Malley -> omalley), every other run of punctuation or space one space
-- (St-Pierre -> st pierre), lower case. IMMUTABLE so indexes can be built on it; the importer is unaware of it.
create function fr_search_text(value text) returns text
language sql immutable strict parallel safe
as $$
  select trim(regexp_replace(regexp_replace(lower(translate(
           replace(replace(replace(replace(replace(value, 'ß', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'),
           'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïðñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĴĵĶķĹĺĻļĽľŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžſƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳ',
           'AAAAAACEEEEIIIIDNOOOOOOUUUUYaaaaaaceeeeiiiidnoooooouuuuyyAaAaAaCcCcCcCcDdDdEeEeEeEeEeGgGgGgGgHhHhIiIiIiIiIiJjKkLlLlLlLlNnNnNnOoOoOoRrRrRrSsSsSsSsTtTtTtUuUuUuUuUuUuWwYyYZzZzZzsOoUuAaIiOoUuUuUuUuUuAaAaGgKkOoOojGgNnAaAaAaEeEeIiIiOoOoRrRrUuUuSsTtHhAaEeOoOoOoOoYy')),
         '[''’‘`.ʼ]', '', 'g'), '[^a-z0-9]+', ' ', 'g'))
$$;

-- Each name in that spelling, computed on write (the importer never names these columns), so a search compares
-- stored text instead of folding every row again.
alter table fighters add column search_name text generated always as (fr_search_text(name)) stored;
alter table fighters add column search_nickname text generated always as (fr_search_text(nickname)) stored;
alter table fighter_aliases add column search_name text generated always as (fr_search_text(name)) stored;

-- Substring and typo matches (LIKE '%q%' and word similarity) on names, nicknames and other known names.
-- fastupdate off: an import's new names go straight into the index instead of a pending list that every search
-- would scan (and the planner would shun) until the next vacuum; imports write a few thousand names at most.
create index fighters_search_name_trgm_idx on fighters using gin (search_name public.gin_trgm_ops) with (fastupdate = off);
create index fighters_search_nickname_trgm_idx on fighters using gin (search_nickname public.gin_trgm_ops) with (fastupdate = off);
create index fighter_aliases_search_trgm_idx on fighter_aliases using gin (search_name public.gin_trgm_ops) with (fastupdate = off);
-- One- and two-letter queries are too short for trigrams: they match the start of the name through this.
create index fighters_search_name_prefix_idx on fighters (search_name text_pattern_ops);

-- The engine's win probability for fighter A of each bout, from the bouts strictly before its date: for a past bout
-- what we would have said before it, for a scheduled one what we say now. Replaced whole by each rankings run.
create table bout_predictions (
  bout_id bigint primary key references bouts (id) on delete cascade,
  probability_a double precision not null check (probability_a >= 0 and probability_a <= 1)
);
