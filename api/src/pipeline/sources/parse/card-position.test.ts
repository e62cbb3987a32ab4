import { describe, expect, it } from 'vitest';
import { cardPositions } from './card-position';

describe('cardPositions', () => {
  it('counts from the top of a list that puts the main event first, per event', () => {
    expect(cardPositions(['e1', 'e1', 'e2', 'e1', 'e2'], [0, 1, 2, 3, 4], true)).toEqual([0, 1, 0, 2, 1]);
  });

  it('counts from the bottom of a list in fight order (bout_order 1 the opener), gaps and row order aside', () => {
    // Bellator 300 as Bet MMA lists it, shortened: the main event is the highest bout_order, wherever its row is.
    expect(cardPositions(['b300', 'b300', 'b300', 'ufc1'], [16, 1, 15, 8], false)).toEqual([0, 2, 1, 0]);
  });
});
