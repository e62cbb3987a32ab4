-- The weight a profile lists a fighter at (ufcstats' tale of the tape): places in a division a fighter whose bouts name
-- none and who has no dated weigh-in, before his opponents' divisions are asked (infer-divisions.ts, decision 037,
-- session 20). Austin Bashi, a featherweight whose only bout held is a Contender Series card listed without a weight
-- class, had been placed at light heavyweight through a chain of opponents.
alter table fighters add column listed_weight_lbs real check (listed_weight_lbs > 0);
