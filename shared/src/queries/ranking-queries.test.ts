import { afterEach, describe, expect, it, vi } from 'vitest';
import { rankingListQuery, rankingQueries, type RankingListParams } from './ranking-queries';
import { createTestQueryClient } from '@fightrank/shared/testing';

const first: RankingListParams = { filter: null, lastRank: 0, offset: 0, limit: 11, direction: 'asc', movement: 'all' };

function stubFetch() {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    return new Response(JSON.stringify({ data: [] }), { status: 200 });
  });
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe('ranking list requests (spec §7)', () => {
  it('asks pound for pound only for last_rank, limit and dir at /api/rankings', async () => {
    const urls = stubFetch();
    await createTestQueryClient().fetchQuery(rankingQueries.list('pound-for-pound', first));
    expect(urls).toEqual(['/api/rankings?last_rank=0&limit=11&dir=asc']);
  });

  it('sends movement all and top_only false on the global list', async () => {
    const urls = stubFetch();
    await createTestQueryClient().fetchQuery(rankingQueries.list('global', first));
    expect(urls).toEqual(['/api/rankings/global?last_rank=0&limit=11&dir=asc&movement=all&top_only=false']);
  });

  it("URL-encodes the filter value under the kind's parameter", () => {
    const params = { ...first, filter: 'Bosnia & Herzegovina' };
    expect(rankingListQuery('country', params).c).toBe('Bosnia & Herzegovina');
    expect(rankingListQuery('weight-class', { ...first, filter: 'Light Heavyweight' }).wc).toBe('Light Heavyweight');
    expect(rankingListQuery('age', { ...first, filter: '25-29' }).grp).toBe('25-29');
    expect(rankingListQuery('organization', { ...first, filter: 'UFC' }).org).toBe('UFC');
  });

  it('sends the encoded filter on the wire', async () => {
    const urls = stubFetch();
    await createTestQueryClient().fetchQuery(rankingQueries.list('country', { ...first, filter: 'Bosnia & Herzegovina' }));
    expect(urls[0]).toContain('c=Bosnia+%26+Herzegovina');
  });

  it('uses offset instead of last_rank when movement is not all', () => {
    const query = rankingListQuery('global', { ...first, lastRank: 40, offset: 20, movement: 'gainers-top' });
    expect(query).toEqual({ offset: 20, limit: 11, dir: 'asc', movement: 'gainers-top', top_only: false });
  });

  it('disables a filtered list until its filter value is given', () => {
    expect(rankingQueries.list('weight-class', first).enabled).toBe(false);
    expect(rankingQueries.list('weight-class', { ...first, filter: 'Lightweight' }).enabled).toBe(true);
    expect(rankingQueries.list('goat', first).enabled).toBe(true);
  });
});
