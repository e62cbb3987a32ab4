// Each bout's place on its card, counted from the main event (0): the event page lists a card in that order, and its
// "A vs B" line names the main event. Sources list cards two ways: ufcstats and Wikipedia main event first, Bet MMA and
// the jds UFC_Stats files in the order the bouts were fought (their `bout_order` 1 is the opener).

/**
 * Per row, its place on its event's card from the main event. `eventKeys[i]` is row i's event, `listed[i]` where the
 * source lists it (a `bout_order` or the row's index); `mainEventFirst` says which end of the source's list is the
 * main event.
 */
export function cardPositions(eventKeys: readonly string[], listed: readonly number[], mainEventFirst: boolean): number[] {
  const rowsByEvent = new Map<string, number[]>();
  eventKeys.forEach((event, i) => {
    const rows = rowsByEvent.get(event);
    if (rows) rows.push(i);
    else rowsByEvent.set(event, [i]);
  });
  const positions = new Array<number>(eventKeys.length);
  for (const rows of rowsByEvent.values()) {
    rows.sort((x, y) => (mainEventFirst ? listed[x]! - listed[y]! || x - y : listed[y]! - listed[x]! || y - x));
    rows.forEach((row, position) => (positions[row] = position));
  }
  return positions;
}

/**
 * `bouts` with their cardPosition. `listed[i]` is where the source lists bout i (see cardPositions): by default the
 * bout's own `order`, its row in the source.
 */
export function withCardPositions<T extends { readonly eventKey: string; readonly order: number }>(
  bouts: readonly T[],
  mainEventFirst: boolean,
  listed: readonly number[] = bouts.map((bout) => bout.order),
): (T & { cardPosition: number })[] {
  const positions = cardPositions(
    bouts.map((bout) => bout.eventKey),
    listed,
    mainEventFirst,
  );
  return bouts.map((bout, i) => ({ ...bout, cardPosition: positions[i]! }));
}
