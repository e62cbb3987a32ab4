// The order of the bouts on one card, main event first: the card's own order where a source gives it (card_position,
// migration 330: ufcstats and Wikipedia list a card from the main event, Bet MMA and jds from the opener), then, for
// bouts no source places, title bouts, the title itself before an interim one (UFC 304's main event was Edwards
// against Muhammad, Aspinall's interim defence the co-main), the longer scheduled bouts (a five-round main event), and
// the bout id. The event page (events-repository: the card and its "A vs B" main-event line) and the predictions
// cards (predictions-repository) both read it, so every list of a card starts with the same main event. `b` is the
// bouts table.
export const CARD_BOUT_ORDER = 'b.card_position nulls last, b.title_bout desc, b.interim_title, b.scheduled_rounds desc nulls last, b.id';
