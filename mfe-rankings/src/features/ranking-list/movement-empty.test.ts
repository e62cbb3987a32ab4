import { describe, expect, it } from 'vitest';
import { movementEmptyMessage } from './movement-empty';

describe('movementEmptyMessage', () => {
  it('names the movement, the top-1000 cut and the filter', () => {
    expect(movementEmptyMessage('gainers', "Women's Bantamweight")).toBe("No fighters gained places in Women's Bantamweight since the previous ranking.");
    expect(movementEmptyMessage('losers-top', 'Brazil')).toBe('No fighters in the top 1000 lost places in Brazil since the previous ranking.');
    expect(movementEmptyMessage('losers', null)).toBe('No fighters lost places since the previous ranking.');
  });

  it('has nothing to say without a movement filter (the plain empty state applies)', () => {
    expect(movementEmptyMessage('all', 'Lightweight')).toBeNull();
  });
});
