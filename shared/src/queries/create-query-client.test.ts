import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@fightrank/shared/api-client';
import { createQueryClient, QUERY_GC_TIME, QUERY_STALE_TIME } from './create-query-client';

async function attemptsUntilGivingUp(error: unknown): Promise<number> {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
  const queryFn = vi.fn().mockRejectedValue(error);
  await expect(client.fetchQuery({ queryKey: ['probe'], queryFn })).rejects.toBe(error);
  return queryFn.mock.calls.length;
}

describe('createQueryClient', () => {
  it('keeps data fresh for 1 hour and cached for 2 (spec §9)', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(QUERY_STALE_TIME);
    expect(QUERY_STALE_TIME).toBe(3_600_000);
    expect(defaults?.gcTime).toBe(QUERY_GC_TIME);
    expect(QUERY_GC_TIME).toBe(7_200_000);
  });

  it.each([400, 401, 403, 404, 422])('never retries HTTP %i', async (status) => {
    expect(await attemptsUntilGivingUp(new ApiError(status, 'no'))).toBe(1);
  });

  it('retries a server error once (fewer than 2 retries)', async () => {
    expect(await attemptsUntilGivingUp(new ApiError(503, 'down'))).toBe(2);
  });

  it('retries a network failure twice (fewer than 3 retries)', async () => {
    expect(await attemptsUntilGivingUp(new TypeError('Failed to fetch'))).toBe(3);
  });
});
