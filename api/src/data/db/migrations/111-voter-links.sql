-- Which account a visitor's voter cookie belongs to (issue 22 finding 4): a visitor who votes and then signs in
-- must not count twice on one matchup. Written by the community vote route when a signed-in fan votes with a
-- visitor cookie; read by the anonymous vote path and the matchup list. See docs/decisions/036.
create table voter_links (
  -- The random id inside the signed fr_voter cookie (the part after 'a:' in votes.voter_key).
  visitor_id text primary key,
  -- The account that last voted with this cookie; a deleted account's link goes with it.
  user_id integer not null references users (id) on delete cascade,
  linked_at timestamptz not null default now()
);
create index voter_links_user_idx on voter_links (user_id);
