-- Public display names (issue 22 finding 8): the leaderboard showed "Fan #<users.id>". Read by the auth and
-- account routes (AccountSchema.displayName) and the predictions leaderboard.

-- The name as the fan typed it (or the opaque handle we drew), and its key: lower case, accents and separators
-- removed (api/src/accounts/display-names.ts displayNameKey), unique, so nobody takes a near copy of another's name.
alter table users add column display_name text;
alter table users add column display_name_key text;

-- Existing accounts get a random handle; md5 of random bits, not of the id, so a handle tells nothing about it.
-- New accounts draw theirs in the application (randomHandle), which retries on the rare collision.
update users
   set display_name = 'Fan ' || upper(substr(md5(random()::text || clock_timestamp()::text || id::text), 1, 10))
 where display_name is null;
update users set display_name_key = lower(regexp_replace(display_name, '[^A-Za-z0-9]', '', 'g')) where display_name_key is null;

alter table users alter column display_name set not null;
alter table users alter column display_name_key set not null;
create unique index users_display_name_key_unique on users (display_name_key);
