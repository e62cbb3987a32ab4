// The shell creates the one QueryClient with these defaults; remotes reach it through the shared
// @tanstack/react-query singleton and never create their own.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@fightrank/shared/api-client';

const HOUR = 60 * 60 * 1000;

/** Spec §9: data is fresh for 1 hour and kept for 2. */
export const QUERY_STALE_TIME = HOUR;
export const QUERY_GC_TIME = 2 * HOUR;

const NEVER_RETRY = new Set([400, 401, 403, 404, 422]);

/** Spec §8: other failures are retried fewer than 3 times, or fewer than 2 when the server answered. */
const MAX_RETRIES_NO_RESPONSE = 2;
const MAX_RETRIES_SERVER_ANSWERED = 1;

/** Whether the API's answer is a "no" that asking again cannot change (the statuses spec §8 never retries). */
export const isFinalError = (error: unknown): boolean => error instanceof ApiError && NEVER_RETRY.has(error.status);

/** TanStack calls this after each failure with the number of failures before this one (0 first). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isFinalError(error)) return false;
  if (error instanceof ApiError) return failureCount < MAX_RETRIES_SERVER_ANSWERED;
  return failureCount < MAX_RETRIES_NO_RESPONSE;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME, gcTime: QUERY_GC_TIME, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
