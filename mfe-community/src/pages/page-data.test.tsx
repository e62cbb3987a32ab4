// The community ranking page mounts with what the shell prefetched for it (prefetchPageData): it asks for exactly
// those queries, so a page that starts reading something new must add it there.
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { prefetchPageData } from '@fightrank/shared/queries';
import { paths } from '@fightrank/shared/routing';
import { askedQueries, createTestQueryClient, renderWithProviders } from '@fightrank/shared/testing';
import CommunityRankingsPage from './community-rankings-page';

vi.mock('../styles.css', () => ({}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('community rankings asks for exactly what the shell prefetched', async () => {
  vi.stubGlobal('fetch', async (url: string) => {
    const ok = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200 });
    if (url.includes('last-updated-community')) return ok({ lastUpdated: '2026-11-20' });
    return ok([
      {
        fighterId: 1,
        fighterName: 'Fighter 1',
        nationality: null,
        currentRank: 1,
        previousRank: null,
        ratingCurrent: 1600,
        totalWins: 1,
        totalLosses: 0,
        organization: 'UFC',
        weightClass: 'Lightweight',
        votes: 3,
      },
    ]);
  });
  const prefetched = createTestQueryClient();
  await prefetchPageData(
    prefetched,
    { pathname: paths.communityRankings, search: '' },
    { rankingPreferences: { pageSize: 10, direction: 'asc' }, languages: [] },
  );
  const expected = askedQueries(prefetched);
  expect(expected).toHaveLength(2);

  const { queryClient } = renderWithProviders(<CommunityRankingsPage />, { path: paths.communityRankings });
  await screen.findByText('Fighter 1');
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  expect(askedQueries(queryClient)).toEqual(expected);
});
