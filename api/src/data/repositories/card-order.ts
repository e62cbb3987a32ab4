// The order of the bouts on one card, main event first: title bouts, the title itself before an interim one (UFC
// 304's main event was Edwards against Muhammad, Aspinall's interim defence the co-main), then the longer scheduled
// bouts (a five-round main event), then the order the bouts were stored in. The event page (events-repository: the
// card and its "A vs B" main-event line) and the predictions cards (predictions-repository) both read it, so every
// list of a card starts with the same main event. `b` is the bouts table.
export const CARD_BOUT_ORDER = 'b.title_bout desc, b.interim_title, b.scheduled_rounds desc nulls last, b.id';
