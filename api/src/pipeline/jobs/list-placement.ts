// The rules that move a fighter within an active list after it is ordered by standing (decisions 038 and 044): the
// champion rule and the head-to-head rule, and the reason each moved row carries. No I/O; each rule reorders a list
// of engine indices in place: build-rankings.ts applies them to every list at every snapshot; champion-floor.ts is
// the last rule.
import type { BeltHolder, DivisionBeltHolder } from './reigning-champions';
import type { PlacementRule } from './ranking-rows';
import { asShown, CHAMPION_LIFT_TO, CHAMPION_POINTS, headToHeadPoints, HEAD_TO_HEAD_TOP, isRecentWin } from './ranking-rules';

/** Why a list rule moved a fighter above another (by engine index), and for a head-to-head win its day. */
export interface Placement {
  rule: PlacementRule;
  over: number;
  day: number | null;
}

/** His latest win over an opponent who has not beaten him since, and how many in a row he has won against him. */
export interface DirectWin {
  day: number;
  straight: number;
}

/** What the head-to-head rule reads of the rankings job's careers, and the scratch array it orders with. */
export interface HeadToHeadFacts {
  /** Per fighter: opponents whose latest decisive meeting with him he won, with that win. */
  winsOver: readonly (ReadonlyMap<number, DirectWin> | undefined)[];
  /** Each fighter's organization: whose clock says how recent a win is. */
  organization: readonly (string | null)[];
  /** Scratch: a fighter's position in the list being ordered, -1 when not in it (all -1 between calls). */
  position: Int32Array;
}

/** A division list's scores: the shown Rating, the standing it is ordered by, and each reigning champion's vouched standing. */
export interface TitleScores {
  fan: Float64Array;
  standing: Float64Array;
  vouched: ReadonlyMap<number, number>;
}

/**
 * The champion rule (decision 044): each reigning champion in a division's list moves above the fighters ranked just
 * above him, up to place CHAMPION_LIFT_TO, while each is either of his own organization with a score at most
 * CHAMPION_POINTS higher (a title says he beat his promotion's best), or of any organization with a standing below
 * the one his belt vouches for (`vouchedStanding`, session 21). Another champion stops the climb, except that a
 * champion always passes his own promotion's interim champion when he reaches him (even at first place). A champion absent
 * from the list (inactive, retired, moved on) changes nothing. Runs before the head-to-head rule, so a recent win over
 * the champion still counts; after both, `raiseToTheFloor` (champion-floor.ts) lifts a major promotion's champion
 * still below 15th.
 */
export function respectTitles(
  fighters: number[],
  { fan, standing, vouched }: TitleScores,
  organization: readonly (string | null)[],
  champions: readonly BeltHolder[] | undefined,
  placements?: Map<number, Placement>,
): void {
  if (!champions) return;
  // Highest placed first: a champion's climb stops at another champion, so taking them in the order titles were first
  // won would let one still below block one above him before he climbs.
  const inList = champions.filter((c) => fighters.includes(c.fighter)).sort((x, y) => fighters.indexOf(x.fighter) - fighters.indexOf(y.fighter));
  for (const { fighter: f, organization: title, interim } of inList) {
    const i = fighters.indexOf(f);
    let target = i;
    while (target >= CHAMPION_LIFT_TO) {
      const above = fighters[target - 1]!;
      if (champions.some((c) => c.fighter === above)) break;
      const belowTheBelt = standing[above]! < (vouched.get(f) ?? Number.NEGATIVE_INFINITY);
      const closeInHisPromotion = organization[above] === title && fan[above]! - fan[f]! <= CHAMPION_POINTS;
      if (!belowTheBelt && !closeInHisPromotion) break;
      target--;
    }
    // The champion keeps his belt above his own promotion's interim champion, wherever the interim champion stands:
    // the About page's promise, and every promotion's own list.
    const interimAbove = target > 0 ? fighters[target - 1] : undefined;
    if (!interim && champions.some((c) => c.fighter === interimAbove && c.interim && c.organization === title)) target--;
    if (target === i) continue;
    placements?.set(f, { rule: interim ? 'interim-champion' : 'champion', over: fighters[target]!, day: null });
    fighters.copyWithin(target + 1, target, i);
    fighters[target] = f;
  }
}

/**
 * The belt vouches in a promotion's own list too (decision 044, session 33): each of its reigning champions moves
 * above the fighters just above him whose standing (a champion's: what his belt vouches for) is below the one his belt
 * vouches for, up to place CHAMPION_LIFT_TO. Only the vouch, not the division list's climb over his own promotion's
 * fighters up to CHAMPION_POINTS higher: here they fight at other weights, and a title says nothing about them. The
 * vouch is about his own record, short in our sources (ONE's and Rizin's champions hold two to five bouts here), not in
 * the cage; a champion whose career we hold moves by at most a few places.
 */
export function vouchForChampions(
  fighters: number[],
  standing: Float64Array,
  vouched: ReadonlyMap<number, number>,
  champions: readonly DivisionBeltHolder[],
  placements?: Map<number, Placement>,
): void {
  const effective = (f: number) => vouched.get(f) ?? standing[f]!;
  // Highest placed first, so one champion passes another only when his belt vouches for more than the other's.
  const inList = champions.filter((c) => fighters.includes(c.fighter)).sort((x, y) => fighters.indexOf(x.fighter) - fighters.indexOf(y.fighter));
  for (const { fighter: f, interim } of inList) {
    const own = vouched.get(f);
    if (own === undefined) continue;
    const i = fighters.indexOf(f);
    let target = i;
    while (target >= CHAMPION_LIFT_TO && effective(fighters[target - 1]!) < own) target--;
    if (target === i) continue;
    placements?.set(f, { rule: interim ? 'interim-champion' : 'champion', over: fighters[target]!, day: null });
    fighters.copyWithin(target + 1, target, i);
    fighters[target] = f;
  }
  keepChampionsAboveInterims(fighters, champions, placements);
}

/**
 * A champion stays above his division's interim champion in his promotion's list, as `respectTitles` keeps him in
 * the division's list: the vouch may lift a short-record interim champion past him. Before the head-to-head rule, as
 * there (decision 044, session 33: after it, in the division lists too, the better ranked won one ranked bout fewer).
 * Pound for pound too: an interim belt is the place next to the champion, not above him (Tom Aspinall stood above Jon
 * Jones there a month after Jones's defence). The placement is always recorded: `placedRows` keeps its mark only
 * while a row below shows a higher number (Aspinall's "ranked on 1700.9" under Jones's 1692.7, session 41).
 */
export function keepChampionsAboveInterims(fighters: number[], champions: readonly DivisionBeltHolder[], placements?: Map<number, Placement>): void {
  for (const champion of champions) {
    if (champion.interim) continue;
    const interim = champions.find((c) => c.interim && c.organization === champion.organization && c.division === champion.division);
    if (!interim) continue;
    const at = fighters.indexOf(champion.fighter);
    const above = fighters.indexOf(interim.fighter);
    if (at < 0 || above < 0 || above > at) continue;
    placements?.set(champion.fighter, { rule: 'champion', over: interim.fighter, day: null });
    fighters.copyWithin(above + 1, above, at);
    fighters[above] = champion.fighter;
  }
}

/** Whether `winner` beat `loser` in their latest meeting, recently for the head-to-head rule (on the day the winner is rated on). */
export function recentlyBeat(careers: HeadToHeadFacts, ratedOn: (organization: string | null | undefined) => number, winner: number, loser: number): boolean {
  const won = careers.winsOver[winner]?.get(loser);
  return won !== undefined && isRecentWin(won.day, ratedOn(careers.organization[winner]));
}

/**
 * The head-to-head rule of the active lists (decision 038): a fighter who beat someone ranked above him in their
 * latest meeting, within HEAD_TO_HEAD_DAYS of the day he is rated on (his promotion's clock), moves just above him when their scores are within HEAD_TO_HEAD_POINTS,
 * which is closer than the ratings can tell apart (HEAD_TO_HEAD_SERIES_POINTS after two or more straight wins over him).
 * Only the top `reach` places are reordered: HEAD_TO_HEAD_TOP in the weekly history (where fans look, and it bounds
 * the work at every snapshot), the whole list in the lists shown (session 54: Leon Edwards stood 3rd at welterweight
 * above Kamaru Usman, whom he beat twice, but 61st in the UFC's list, 41 places below him, where the rule stopped at
 * 50th). A cycle of wins stops after HEAD_TO_HEAD_TOP passes.
 */
export function respectHeadToHead(
  fighters: number[],
  fan: Float64Array,
  careers: HeadToHeadFacts,
  ratedOn: (organization: string | null | undefined) => number,
  placements?: Map<number, Placement>,
  reach = HEAD_TO_HEAD_TOP,
): void {
  const n = Math.min(fighters.length, reach);
  const position = careers.position;
  for (let i = 0; i < n; i++) position[fighters[i]!] = i;
  for (let pass = 0; pass < Math.min(n, HEAD_TO_HEAD_TOP); pass++) {
    let moved = false;
    for (let i = 1; i < n; i++) {
      const f = fighters[i]!;
      const wins = careers.winsOver[f];
      if (!wins) continue;
      let target = i;
      // Recent as of the day the winner is rated on: a win is not old because his promotion's data stopped.
      const today = ratedOn(careers.organization[f]);
      for (const [opponent, won] of wins) {
        const j = position[opponent]!;
        if (j >= 0 && j < target && isRecentWin(won.day, today) && fan[opponent]! - fan[f]! <= headToHeadPoints(won.straight)) target = j;
      }
      if (target === i) continue;
      const over = fighters[target]!;
      placements?.set(f, { rule: 'head-to-head', over, day: wins.get(over)!.day });
      fighters.copyWithin(target + 1, target, i);
      fighters[target] = f;
      for (let k = target; k <= i; k++) position[fighters[k]!] = k;
      moved = true;
    }
    if (!moved) break;
  }
  for (let i = 0; i < n; i++) position[fighters[i]!] = -1;
}

/**
 * Per row, the rule that moved it, kept while some fighter below it shows a higher number (as shown: to the tenth) and,
 * for a head-to-head move, while it still stands above the fighter it beat (a later move can undo an earlier one): a
 * row above only lower numbers needs no reason. Not only the fighter it was moved over: moves chain (Khalidov beat
 * Bartosinski, whom the belt had lifted over Wrzosek; Dern beat Hill, who beat Gomes, who beat Moura), and the row
 * above a higher number must still say why (fan QA, session 40). A belt's move whose fighter a later move put above it
 * names the fighter below with the highest number instead: the belt still holds the row over him (Bartosinski over
 * Kuberski in KSW's list, after Khalidov passed him: fan QA, session 41). Scanned from the bottom.
 */
export function placedRows(fighters: readonly number[], fan: Float64Array, placements: ReadonlyMap<number, Placement>): (Placement | undefined)[] {
  const out = new Array<Placement | undefined>(fighters.length);
  let highestBelow = Number.NEGATIVE_INFINITY;
  let highestBelowFighter = -1;
  for (let i = fighters.length - 1; i >= 0; i--) {
    const f = fighters[i]!;
    const placement = placements.get(f);
    if (placement && asShown(highestBelow) > asShown(fan[f]!)) {
      if (fighters.indexOf(placement.over) > i) out[i] = placement;
      else if (placement.day === null) out[i] = { ...placement, over: highestBelowFighter };
    }
    if (fan[f]! > highestBelow) [highestBelow, highestBelowFighter] = [fan[f]!, f];
  }
  return out;
}

/**
 * The layoff marks of a list (layoffPoints) with the rows a rule placed left out: a placed row says why it stands above
 * a higher Rating, and the layoff mark would give it a second reason that does not place it (Julianna Pena, raised to
 * 20th pound for pound by the belt, also read "ranked on 1356.6" from her standing at 244th). One reason per row (fan
 * QA, session 40). Changes `layoff` in place and returns it.
 */
export function layoffMarksBesidePlacements(layoff: number[], placed: readonly (Placement | undefined)[] | undefined): number[] {
  placed?.forEach((placement, i) => {
    if (placement) layoff[i] = 0;
  });
  return layoff;
}
