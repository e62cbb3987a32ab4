import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@fightrank/shared/testing';
import { fighterQueries } from './fighter-queries';
import { usePrefetchedQuery } from './use-prefetched-query';

afterEach(() => vi.unstubAllGlobals());

/** The fighter's answer always fails with `status`; returns how many times it was asked for. */
function failWith(status: number) {
  const asked = { count: 0 };
  vi.stubGlobal('fetch', async () => {
    asked.count++;
    return new Response(JSON.stringify({ statusCode: status, message: 'Fighter not found' }), { status });
  });
  return asked;
}

async function mountAfterPrefetch(status: number) {
  const asked = failWith(status);
  const client = createTestQueryClient();
  // The shell's prefetch answered before the page's code arrived.
  await client.prefetchQuery(fighterQueries.info('99999999'));
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => usePrefetchedQuery(fighterQueries.info('99999999')), { wrapper });
  await waitFor(() => expect(result.current.isFetching).toBe(false));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { asked, result };
}

describe('usePrefetchedQuery', () => {
  it('shows a prefetched 404 without asking again on mount (spec §8: a 404 is not asked for twice)', async () => {
    const { asked, result } = await mountAfterPrefetch(404);
    expect(result.current.error?.message).toBe('Fighter not found');
    expect(asked.count).toBe(1);
  });

  it('asks again on mount after a failure that may pass', async () => {
    const { asked } = await mountAfterPrefetch(503);
    expect(asked.count).toBe(2);
  });
});
