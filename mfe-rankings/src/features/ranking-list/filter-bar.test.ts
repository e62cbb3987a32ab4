// What the small screen's summary beside the Filters button says the hidden bar has chosen.
import { describe, expect, it } from 'vitest';
import type { RankingPaginationState } from '@fightrank/shared/routing';
import { chosenSummary } from './filter-bar';

const state = (patch: Partial<RankingPaginationState>) =>
  ({ filter: null, pageSize: 25, direction: 'asc', movement: 'all', ...patch }) as RankingPaginationState;

describe('chosenSummary', () => {
  it('names the movement and the order when they are not the default, beside the chosen filter', () => {
    expect(chosenSummary({ kind: 'global', state: state({ movement: 'gainers' }) })).toBe('Gainers');
    expect(chosenSummary({ kind: 'organization', state: state({ movement: 'losers-top', direction: 'desc' }), summary: 'Bellator MMA' })).toBe(
      'Bellator MMA · Losers · Top 1000 · Bottom first',
    );
  });

  it('says only the filter for the default view, and no movement for a list that has none', () => {
    expect(chosenSummary({ kind: 'organization', state: state({}), summary: 'Bellator MMA' })).toBe('Bellator MMA');
    expect(chosenSummary({ kind: 'global', state: state({}) })).toBe('');
    expect(chosenSummary({ kind: 'goat', state: state({ movement: 'gainers' }) })).toBe('');
  });
});
