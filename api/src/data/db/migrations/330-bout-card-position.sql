-- A bout's place on its card, counted from the main event (0), where a source gives the card's order (session 34).
-- Event pages listed a card by title, scheduled rounds, then bout id, and ids follow source keys, not the card: UFC 1
-- opened with an alternate bout, PRIDE and every Bet MMA card named an undercard bout as the main event. Null where
-- no source orders the card (operator files, curated results).
alter table bouts add column card_position smallint;
