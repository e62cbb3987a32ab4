import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Health } from '@fightrank/shared/contracts';
import { healthQueries } from '@fightrank/shared/queries';
import { createTestQueryClient, renderWithProviders } from '@fightrank/shared/testing';
import { SectionUnavailable } from './section-unavailable';

const HEALTHY: Health = { status: 'ok', database: 'pglite', migrations: 6, dataSource: 'real', databaseReachable: true };

/** The site as the shell leaves it: the health answer fetched at start and fresh for an hour (the demo banner's). */
function renderPanel() {
  const queryClient = createTestQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, staleTime: 60 * 60 * 1000 } });
  queryClient.setQueryData(healthQueries.status().queryKey, HEALTHY);
  return renderWithProviders(<SectionUnavailable area="rankings" onRetry={() => {}} />, { queryClient });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a section that will not load (QA pass 2, D9)', () => {
  it('says the rest of FightRank still works when the server answers', async () => {
    const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify({ data: HEALTHY })));
    vi.stubGlobal('fetch', fetch);
    renderPanel();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('The rankings section is unavailable right now');
    await waitFor(() => expect(alert.textContent).toContain('The rest of FightRank still works. Please try again in a moment.'));
    expect(fetch.mock.calls[0]![0]).toBe('/api/health');
  });

  it('says FightRank cannot be reached, not that the rest works, when the server does not answer, though it did at start', async () => {
    const fetch = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    renderPanel();
    const alert = screen.getByRole('alert');
    // Until the answer is in, neither claim.
    expect(alert.textContent).not.toContain('still works');
    await waitFor(() => expect(within(alert).getByRole('heading').textContent).toBe('FightRank cannot be reached right now'));
    expect(alert.textContent).toContain("FightRank's server is not answering, or this device is offline.");
    expect(alert.textContent).not.toContain('still works');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1); // asked once, no retries
  });
});
