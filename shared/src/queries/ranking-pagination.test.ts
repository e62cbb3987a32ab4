import { describe, expect, it } from 'vitest';
import type { RankedFighter } from '@fightrank/shared/contracts';
import { rankingLinkState, rankingReturnTarget, readRankingPagination } from '@fightrank/shared/routing';
import {
  canGoNext,
  canGoPrevious,
  initialPagination,
  nextPage,
  pageRequest,
  previousPage,
  visibleRows,
  withDirection,
  withFilter,
  withMovement,
  withPageSize,
} from './ranking-pagination';

const rows = (from: number, count: number, step = 1) => Array.from({ length: count }, (_, i) => ({ currentRank: from + i * step }) as RankedFighter);

const start = initialPagination('global', { pageSize: 10, direction: 'asc' });

describe('ranking pagination (spec §4)', () => {
  it('starts with the cursor history [0] at index 0 and asks for last_rank 0 and exactly the page size', () => {
    expect(start).toMatchObject({ cursors: [0], index: 0, movement: 'all', filter: null });
    expect(pageRequest(start)).toEqual({ filter: null, lastRank: 0, offset: 0, limit: 10, direction: 'asc', movement: 'all' });
    expect(canGoPrevious(start)).toBe(false);
  });

  it('allows Next only from a full page whose following page has rows', () => {
    expect(canGoNext(rows(1, 10), 10, rows(11, 3))).toBe(true);
    expect(canGoNext(rows(1, 10), 10, [])).toBe(false);
    expect(canGoNext(rows(1, 10), 10, undefined)).toBe(false);
    expect(canGoNext(rows(1, 9), 10, rows(10, 1))).toBe(false);
    expect(canGoNext(undefined, 10, rows(1, 1))).toBe(false);
    expect(nextPage(start, rows(1, 9))).toBe(start);
  });

  it('pushes the rank of the last row shown and goes back by index', () => {
    const second = nextPage(start, rows(1, 10));
    expect(second).toMatchObject({ cursors: [0, 10], index: 1 });
    expect(pageRequest(second).lastRank).toBe(10);
    const third = nextPage(second, rows(11, 10));
    expect(third).toMatchObject({ cursors: [0, 10, 20], index: 2 });
    const back = previousPage(third);
    expect(back).toMatchObject({ cursors: [0, 10, 20], index: 1 });
    expect(pageRequest(back).lastRank).toBe(10);
    expect(previousPage(previousPage(back))).toMatchObject({ index: 0 });
  });

  it('pages descending lists by the rank of the last row too', () => {
    const desc = withDirection(start, 'desc');
    const second = nextPage(desc, rows(5000, 10, -1));
    expect(pageRequest(second)).toMatchObject({ lastRank: 4991, direction: 'desc' });
  });

  it('pages movement lists by offset instead of last_rank', () => {
    const gainers = withMovement(start, 'gainers-top');
    const second = nextPage(gainers, rows(300, 10, 17));
    expect(pageRequest(second)).toMatchObject({ lastRank: 0, offset: 10, movement: 'gainers-top' });
    expect(pageRequest(nextPage(second, rows(1, 10)))).toMatchObject({ offset: 20 });
  });

  it('goes back to the first page when the page size, order, movement or filter changes', () => {
    const deep = nextPage(nextPage(start, rows(1, 10)), rows(11, 10));
    for (const changed of [withPageSize(deep, 20), withDirection(deep, 'desc'), withMovement(deep, 'losers'), withFilter(deep, 'UFC')]) {
      expect(changed).toMatchObject({ cursors: [0], index: 0 });
    }
    expect(withPageSize(deep, 20).pageSize).toBe(20);
  });

  it('shows at most the page size', () => {
    expect(visibleRows(rows(1, 12), 10)).toHaveLength(10);
    expect(visibleRows(undefined, 10)).toEqual([]);
  });

  it('round-trips through the fighter link state and back', () => {
    const state = nextPage(withFilter(initialPagination('country', { pageSize: 20, direction: 'desc' }), 'Brazil'), rows(400, 21, -1));
    const link = structuredClone(rankingLinkState('/rankings/country', state));
    const back = rankingReturnTarget(link);
    expect(back?.to).toBe('/rankings/country');
    expect(readRankingPagination(structuredClone(back?.state), 'country')).toEqual(state);
    expect(pageRequest(readRankingPagination(back?.state, 'country')!)).toEqual(pageRequest(state));
  });
});
