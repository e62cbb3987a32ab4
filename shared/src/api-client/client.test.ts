import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from './client';
import { getCommunityLastUpdated, listCommunityRankings } from './community';
import { getRankingsLastUpdated } from './rankings';

function answer(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
}

describe('apiFetch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('sends the anti-forgery cookie back in a header on a request that changes something, not on a read', async () => {
    document.cookie = 'XSRF-TOKEN=tok%2Ben';
    const fetch = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetch);

    await apiFetch('/api/votes', { method: 'POST', body: { a: 1 } });
    await apiFetch('/api/rankings', { query: { limit: 10, filter: undefined } });

    const [postUrl, post] = fetch.mock.calls[0]!;
    expect(postUrl).toBe('/api/votes');
    expect(post.headers).toMatchObject({ 'X-XSRF-TOKEN': 'tok+en', 'content-type': 'application/json' });
    const [getUrl, get] = fetch.mock.calls[1]!;
    expect(getUrl).toBe('/api/rankings?limit=10');
    expect(get.headers).not.toHaveProperty('X-XSRF-TOKEN');
  });

  it('turns a non-2xx answer into an ApiError with the server message', async () => {
    vi.stubGlobal('fetch', answer(404, { statusCode: 404, error: 'Not Found', message: 'No such fighter' }));
    const failure = await apiFetch('/api/fighters/x/info').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, message: 'No such fighter' });
  });

  it('revalidates the polled community list and its date on every poll, and leaves other reads to the browser cache', async () => {
    const fetch = answer(200, { data: [] });
    vi.stubGlobal('fetch', fetch);

    await listCommunityRankings({ last_rank: 0, limit: 11, dir: 'asc' });
    await getCommunityLastUpdated();
    await getRankingsLastUpdated();

    const cacheModes = fetch.mock.calls.map(([url, init]) => [url, init.cache]);
    expect(cacheModes).toEqual([
      ['/api/rankings/community?last_rank=0&limit=11&dir=asc', 'no-cache'],
      ['/api/rankings/last-updated-community', 'no-cache'],
      ['/api/rankings/last-updated', undefined],
    ]);
  });
});
