import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { createTestQueryClient } from '@fightrank/shared/testing';
import { prefetchPages } from './prefetch-pages';

function stubApi() {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const data = url.endsWith('/info') ? { id: 7, name: 'Jon Jones' } : url.includes('last-updated') ? { lastUpdated: '2024-12-14' } : [];
    return new Response(JSON.stringify({ data }), { status: 200 });
  });
  return asked;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => vi.unstubAllGlobals());

describe('prefetchPages', () => {
  it('asks for the page shown at start, then for each new address the router goes to, once', async () => {
    const asked = stubApi();
    const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/community/rankings'] });
    const stop = prefetchPages(createTestQueryClient(), router);
    await settle();
    expect(asked.sort()).toEqual(['/api/rankings/community?last_rank=0&limit=11&dir=asc', '/api/rankings/last-updated-community']);

    asked.length = 0;
    await router.navigate('/fighter/jon-jones-7');
    await settle();
    // Asked by the id after the last hyphen, as the fighter page asks (spec §2).
    expect(asked).toContain('/api/fighters/7/info');
    expect(asked).toContain('/api/fighters/7/stats');

    // The same address again (a state-only change) asks for nothing new; nor does anything after unsubscribing.
    asked.length = 0;
    await router.navigate('/fighter/jon-jones-7', { state: { from: '/' } });
    stop();
    await router.navigate('/rankings/goat');
    await settle();
    expect(asked).toEqual([]);
  });
});
