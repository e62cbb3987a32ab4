// Each ranking page mounts with what the shell prefetched for its address (prefetchPageData): it asks for exactly
// those queries, no more (a page that reads something new must add it there) and no fewer (nothing is wasted).
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { browserLanguages, prefetchPageData } from '@fightrank/shared/queries';
import { useRankingPreferencesStore } from '@fightrank/shared/stores';
import { askedQueries, createTestQueryClient, rankedFighter, renderWithProviders } from '@fightrank/shared/testing';
import AgeRankingsPage from './age-rankings-page';
import CountryRankingsPage from './country-rankings-page';
import GlobalRankingsPage from './global-rankings-page';
import GoatRankingsPage from './goat-rankings-page';
import OrganizationRankingsPage from './organization-rankings-page';
import PoundForPoundPage from './pound-for-pound-page';
import WeightClassRankingsPage from './weight-class-rankings-page';

vi.setConfig({ testTimeout: 20_000 });
vi.mock('../styles.css', () => ({}));

/** 45 fighters in every list, two choices in every filter (the second the most populated). */
function stubApi() {
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    const ok = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200 });
    if (url.pathname.endsWith('/last-updated')) return ok({ lastUpdated: '2024-12-14' });
    if (url.pathname.startsWith('/api/rankings/options/')) {
      return ok([
        { value: 'A', label: 'A', count: 5, countryCode: 'BR' },
        { value: 'B', label: 'B', count: 9, countryCode: 'US' },
      ]);
    }
    const from = Number(url.searchParams.get('last_rank') ?? url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit'));
    return ok(Array.from({ length: Math.max(0, Math.min(limit, 45 - from)) }, (_, i) => rankedFighter(from + i + 1)));
  });
}

const PAGES: [string, ComponentType][] = [
  ['/', PoundForPoundPage],
  ['/rankings/global', GlobalRankingsPage],
  ['/rankings/goat', GoatRankingsPage],
  ['/rankings/weightclass', WeightClassRankingsPage],
  ['/rankings/country', CountryRankingsPage],
  ['/rankings/organization', OrganizationRankingsPage],
  ['/rankings/age', AgeRankingsPage],
  ['/rankings/global?size=10&dir=desc&after=20', GlobalRankingsPage],
  ['/rankings/weightclass?wc=A&movement=up', WeightClassRankingsPage],
];

beforeEach(() => {
  useRankingPreferencesStore.setState({ pageSize: 20, direction: 'asc' });
  stubApi();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ranking pages and the shell’s prefetch', () => {
  it.each(PAGES)('%s asks for exactly what the shell prefetched', async (address, Page) => {
    const [pathname = '/', query = ''] = address.split('?');
    const prefetched = createTestQueryClient();
    const context = { rankingPreferences: useRankingPreferencesStore.getState(), languages: browserLanguages() };
    await prefetchPageData(prefetched, { pathname, search: query ? `?${query}` : '' }, context);
    const expected = askedQueries(prefetched);
    expect(expected.length).toBeGreaterThanOrEqual(2);

    const { queryClient } = renderWithProviders(<Page />, { path: address });
    await waitFor(() => expect(askedQueries(queryClient)).toEqual(expected));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(askedQueries(queryClient)).toEqual(expected);
  });
});

describe('the GOAT page', () => {
  it('says how the score treats careers FightRank holds only in part, beside the list (issue 23)', async () => {
    const { findByTestId } = renderWithProviders(<GoatRankingsPage />, { path: '/rankings/goat' });
    expect((await findByTestId('goat-partial-careers')).textContent).toMatch(
      /counts only the bouts FightRank holds .* Bouts before our sources begin are not scored/,
    );
  });

  it('heads its number column "GOAT score": a career score, not the Rating other lists show', async () => {
    const { findByRole, queryByRole } = renderWithProviders(<GoatRankingsPage />, { path: '/rankings/goat' });
    expect(await findByRole('columnheader', { name: 'GOAT score' })).toBeTruthy();
    expect(queryByRole('columnheader', { name: 'Rating' })).toBeNull();
  });
});

describe('the pound-for-pound page', () => {
  it('heads its number column "P4P score": the Rating less a division\'s level differs from the Rating a fighter\'s page shows', async () => {
    const { findByRole, queryByRole } = renderWithProviders(<PoundForPoundPage />, { path: '/' });
    expect(await findByRole('columnheader', { name: 'P4P score' })).toBeTruthy();
    expect(queryByRole('columnheader', { name: 'Rating' })).toBeNull();
  });

  it('a promotion\'s list, of every division too, heads it "P4P score" (session 41)', async () => {
    const { findByRole, queryByRole } = renderWithProviders(<OrganizationRankingsPage />, { path: '/rankings/organization?org=UFC' });
    expect(await findByRole('columnheader', { name: 'P4P score' })).toBeTruthy();
    expect(queryByRole('columnheader', { name: 'Rating' })).toBeNull();
  });

  it('the weight-class list keeps the Rating heading', async () => {
    const { findByRole } = renderWithProviders(<WeightClassRankingsPage />, { path: '/rankings/weightclass?wc=Flyweight' });
    expect(await findByRole('columnheader', { name: 'Rating' })).toBeTruthy();
  });
});
