// The fighter page mounts with what the shell prefetched for its address (prefetchPageData): it asks for exactly
// those queries, so a page that starts reading something new must add it there.
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { prefetchPageData } from '@fightrank/shared/queries';
import { askedQueries, createTestQueryClient, renderWithProviders } from '@fightrank/shared/testing';
import FighterFightsPage from './fighter-fights-page';
import FighterOverviewPage from './fighter-overview-page';

vi.mock('../styles.css', () => ({}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const info = {
  id: 5349,
  name: 'Islam Makhachev',
  slug: 'islam-makhachev',
  nickname: null,
  nationality: 'Russia',
  countryCode: 'RU',
  birthDate: '1991-10-27',
  age: 35,
  heightCm: 178,
  reachCm: 179,
  stance: 'Southpaw',
  weightClass: 'Lightweight',
  weightClassInferred: false,
  organization: 'UFC',
  rating: 1900,
  skill: 2000,
  uncertainty: 50,
  peakRating: 1900,
  isActive: true,
  retiredOn: null,
  lastFightDate: '2024-10-26',
  firstFightDate: '2010-05-01',
  boutsHeld: 27,
  recordComplete: false,
  recordSince: 2012,
  resultsThrough: null,
  ratedAsOf: null,
  proRecord: null,
  record: { wins: 26, losses: 1, draws: 0, noContests: 0 },
  ranks: [],
};

/** The API as it answers (decision 013): a fighter path names him by his id, alone or after a slug of [a-z0-9-]; else 404. */
function stubApi() {
  const fetch = vi.fn(async (url: string) => {
    const ok = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200 });
    const [, segment, part] = /^\/api\/(?:fighters|rankings\/fighter)\/([^/]+)\/(\w+)$/.exec(url) ?? [];
    const makhachev = segment !== undefined && /^([a-z0-9-]+-)?5349$/.test(decodeURIComponent(segment));
    if (url === '/api/rankings/last-updated') return ok({ lastUpdated: '2024-12-14' });
    if (makhachev && part === 'info') return ok(info);
    if (makhachev && part === 'image') return ok({ url: '/api/fighters/5349/avatar.svg' });
    if (makhachev && part === 'stats') return ok(null);
    if (makhachev && part === 'record') return ok([]);
    if (makhachev && part === 'history') return ok({ steps: [], current: null, ranks: [] });
    return new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Fighter not found' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

// Spec §2: the id is the part after the last hyphen, whatever the slug before it spells (an accented name a fan
// typed, a snowman); the server's page already finds him by it, so the page and its prefetch must too.
it.each(['/fighter/islam-makhachev-5349', '/fighter/ислам-махачев-5349', '/fighter/%E2%98%83-5349'])(
  'the fighter page at %s asks for exactly what the shell prefetched, by the id after the last hyphen',
  async (address) => {
    const fetch = stubApi();
    const prefetched = createTestQueryClient();
    await prefetchPageData(prefetched, { pathname: address, search: '' }, { rankingPreferences: { pageSize: 10, direction: 'asc' }, languages: [] });
    const expected = askedQueries(prefetched);
    expect(expected).toHaveLength(6);

    const { queryClient } = renderWithProviders(<FighterOverviewPage />, { path: address, routePath: '/fighter/:nameId' });
    await screen.findByRole('heading', { level: 1, name: /Islam Makhachev/ });
    await waitFor(() => expect(askedQueries(queryClient)).toEqual(expected));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(askedQueries(queryClient)).toEqual(expected);
    expect(fetch.mock.calls.map(([url]) => url).filter((url) => /fighters?\//.test(url) && !url.includes('/5349/'))).toEqual([]);
  },
);

it('the fights page finds the fighter by the id after the last hyphen, however the slug is spelled', async () => {
  stubApi();
  renderWithProviders(<FighterFightsPage />, { path: '/fighter/ислам-махачев-5349/fights', routePath: '/fighter/:nameId/fights' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Islam Makhachev: fights' })).toBeTruthy();
  expect(screen.queryByText('Fighter not found')).toBeNull();
});
