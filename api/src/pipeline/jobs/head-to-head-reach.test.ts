// How far down a list the head-to-head rule reaches (session 54): the weekly history stops at HEAD_TO_HEAD_TOP, a list
// shown applies it all the way down, so a winner far below in a promotion's list still stands above the man he beat.
import { describe, expect, it } from 'vitest';
import { respectHeadToHead, type DirectWin, type HeadToHeadFacts } from './list-placement';
import { HEAD_TO_HEAD_POINTS, HEAD_TO_HEAD_TOP } from './ranking-rules';

const TODAY = 20_000;
/** A list of `n` fighters (indices 0..n-1) a point apart; `winner` beat `loser` `daysAgo` days ago. */
function listWithWin(n: number, winner: number, loser: number, daysAgo = 100) {
  const fighters = Array.from({ length: n }, (_, i) => i);
  const fan = Float64Array.from(fighters, (i) => 2000 - i);
  const winsOver: (Map<number, DirectWin> | undefined)[] = new Array(n);
  winsOver[winner] = new Map([[loser, { day: TODAY - daysAgo, straight: 1 }]]);
  const facts: HeadToHeadFacts = { winsOver, organization: new Array(n).fill('UFC'), position: new Int32Array(n).fill(-1) };
  return { fighters, fan, facts };
}

describe('respectHeadToHead reach', () => {
  const winner = HEAD_TO_HEAD_TOP + 10;
  const loser = winner - 40;
  it('leaves a winner below the top HEAD_TO_HEAD_TOP where he is by default (the weekly history)', () => {
    const { fighters, fan, facts } = listWithWin(100, winner, loser);
    respectHeadToHead(fighters, fan, facts, () => TODAY);
    expect(fighters.indexOf(winner)).toBe(winner);
  });

  it('moves him above the man he beat when the list is reordered all the way down', () => {
    const { fighters, fan, facts } = listWithWin(100, winner, loser);
    expect(fan[loser]! - fan[winner]!).toBeLessThanOrEqual(HEAD_TO_HEAD_POINTS);
    const placements = new Map();
    respectHeadToHead(fighters, fan, facts, () => TODAY, placements, fighters.length);
    expect(fighters.indexOf(winner)).toBe(loser);
    expect(fighters.indexOf(loser)).toBe(loser + 1);
    expect(placements.get(winner)).toMatchObject({ rule: 'head-to-head', over: loser });
    // The scratch positions are all cleared for the next list.
    expect([...facts.position].every((p) => p === -1)).toBe(true);
  });

  it('still needs the win to be recent and the scores close, however far it reaches', () => {
    const old = listWithWin(100, winner, loser, 800);
    respectHeadToHead(old.fighters, old.fan, old.facts, () => TODAY, undefined, 100);
    expect(old.fighters.indexOf(winner)).toBe(winner);
    const far = listWithWin(200, 150, 60);
    respectHeadToHead(far.fighters, far.fan, far.facts, () => TODAY, undefined, 200);
    expect(far.fighters.indexOf(150)).toBe(150);
  });
});
