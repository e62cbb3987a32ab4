// The fighter page mounts with what the shell prefetched for its address (prefetchPageData): it asks for exactly
// those queries, so a page that starts reading something new must add it there.
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { prefetchPageData } from '@fightrank/shared/queries';
import { askedQueries, createTestQueryClient, renderWithProviders } from '@fightrank/shared/testing';
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
  proRecord: null,
  record: { wins: 26, losses: 1, draws: 0, noContests: 0 },
  ranks: [],
};

it('a fighter page asks for exactly what the shell prefetched', async () => {
  vi.stubGlobal('fetch', async (url: string) => {
    const ok = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200 });
    if (url === '/api/rankings/last-updated') return ok({ lastUpdated: '2024-12-14' });
    if (url.endsWith('/info')) return ok(info);
    if (url.endsWith('/image')) return ok({ url: '/api/fighters/5349/avatar.svg' });
    if (url.endsWith('/stats')) return ok(null);
    if (url.endsWith('/history')) return ok({ steps: [], current: null, ranks: [] });
    return new Response('{}', { status: 404 });
  });
  const address = '/fighter/islam-makhachev-5349';
  const prefetched = createTestQueryClient();
  await prefetchPageData(prefetched, { pathname: address, search: '' }, { rankingPreferences: { pageSize: 10, direction: 'asc' }, languages: [] });
  const expected = askedQueries(prefetched);
  expect(expected).toHaveLength(5);

  const { queryClient } = renderWithProviders(<FighterOverviewPage />, { path: address, routePath: '/fighter/:nameId' });
  await screen.findByRole('heading', { level: 1, name: /Islam Makhachev/ });
  await waitFor(() => expect(askedQueries(queryClient)).toEqual(expected));
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  expect(askedQueries(queryClient)).toEqual(expected);
});
