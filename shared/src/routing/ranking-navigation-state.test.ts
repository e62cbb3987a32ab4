import { describe, expect, it } from 'vitest';
import { rankingLinkState, rankingReturnTarget, readRankingPagination, type RankingPaginationState } from './ranking-navigation-state';

const pagination: RankingPaginationState = {
  kind: 'country',
  filter: 'Brazil',
  pageSize: 20,
  direction: 'desc',
  movement: 'all',
  cursors: [0, 4980, 4960],
  index: 2,
};

describe('ranking navigation state', () => {
  it('survives the round trip list -> fighter page -> list', () => {
    // What the row link pushes, as the history stores it (structured clone).
    const linkState = structuredClone(rankingLinkState('/rankings/country', pagination));
    const back = rankingReturnTarget(linkState);
    expect(back).toEqual({ to: '/rankings/country', state: { pagination } });
    expect(readRankingPagination(structuredClone(back?.state), 'country')).toEqual(pagination);
  });

  it('ignores state of another kind, malformed state and no state', () => {
    expect(readRankingPagination({ pagination }, 'global')).toBeNull();
    expect(readRankingPagination({ pagination: { ...pagination, cursors: [5] } })).toBeNull();
    expect(readRankingPagination({ pagination: { ...pagination, index: 3 } })).toBeNull();
    expect(readRankingPagination({ pagination: { ...pagination, pageSize: 25 } })).toBeNull();
    expect(readRankingPagination({ pagination: { ...pagination, movement: 'up' } })).toBeNull();
    expect(readRankingPagination(null)).toBeNull();
  });

  it('only returns to a path of this site', () => {
    expect(rankingReturnTarget({ from: 'https://evil.example', pagination })).toBeNull();
    expect(rankingReturnTarget({ from: '//evil.example', pagination })).toBeNull();
    expect(rankingReturnTarget({ from: '/rankings/country' })).toBeNull();
  });
});
