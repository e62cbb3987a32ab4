// The belt's floor (decision 044, session 24): the division list's last rule. A reigning champion of the UFC or of a
// major promotion (`weighsBeltInDivisionLists`) stands no lower than CHAMPION_FLOOR; pound for pound, a UFC champion
// no lower than P4P_CHAMPION_FLOOR (session 40); in a promotion's own list, each of its champions no lower than
// ORGANIZATION_CHAMPION_FLOOR (session 54). Pure: ranking-lists.ts applies it after the champion and head-to-head rules.
import { CHAMPION_FLOOR, weighsBeltInDivisionLists } from './ranking-rules';
import type { BeltHolder } from './reigning-champions';

/** A champion the floor raised, and the highest fighter moved below him (for his row's "champion, above ..."). */
export interface RaisedChampion extends BeltHolder {
  over: number;
}

/**
 * Moves the floored champions still below `floor` (CHAMPION_FLOOR in a division's list, P4P_CHAMPION_FLOOR pound for
 * pound), in their order, to the bottom of the top `floor` of `fighters` (in place), and as many fighters of the top without a floor of their own below them, the lowest first.
 * Floored champions already inside stay inside, so two champions below the floor both end inside it. A fighter with a
 * recent win over a rising champion (`recentlyBeat`, the head-to-head rule's window) is never the one moved below him:
 * the next lowest makes room instead. Returns the champions raised.
 */
export function raiseToTheFloor(
  fighters: number[],
  champions: readonly BeltHolder[],
  recentlyBeat: (winner: number, loser: number) => boolean,
  floor = CHAMPION_FLOOR,
  hasFloor: (champion: BeltHolder) => boolean = (champion) => weighsBeltInDivisionLists(champion.organization),
): RaisedChampion[] {
  const floored = champions.filter(hasFloor);
  // One fighter may hold two belts of one list (ONE's strawweight and flyweight titles are both our flyweight).
  const below = [...new Map(floored.map((c) => [c.fighter, c])).values()]
    .filter((c) => fighters.indexOf(c.fighter) >= floor)
    .sort((x, y) => fighters.indexOf(x.fighter) - fighters.indexOf(y.fighter));
  if (below.length === 0) return [];
  const rising = new Set(below.map((c) => c.fighter));
  const rest = fighters.filter((f) => !rising.has(f));
  const top = rest.slice(0, floor);
  const protectedByFloor = new Set(floored.map((c) => c.fighter));
  const making = top.filter((f) => !protectedByFloor.has(f) && !below.some((c) => recentlyBeat(f, c.fighter))).slice(-below.length);
  const room = new Set(making);
  fighters.splice(0, fighters.length, ...top.filter((f) => !room.has(f)), ...below.map((c) => c.fighter), ...making, ...rest.slice(floor));
  return making.length === 0 ? [] : below.map((c) => ({ ...c, over: making[0]! }));
}
