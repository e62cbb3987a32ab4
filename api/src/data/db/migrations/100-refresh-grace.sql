-- A refresh token rotated moments ago still yields its successor pair (issue 22 finding 5, decision 034): the pair
-- sealed with a key derived from the rotated token (api/src/accounts/successor-seal.ts), cleared once the grace is over.
alter table auth_tokens add column successor_sealed text;
