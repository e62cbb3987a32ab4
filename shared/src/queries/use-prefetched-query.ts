// useQuery for an answer the shell may already have asked for (page-data.ts prefetches a page's first answers).
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { isFinalError } from './create-query-client';

/**
 * When the prefetched answer was a final "no" (a 4xx that is never retried, spec §8: a fighter who does not exist), the
 * page shows it instead of asking the same question again as it mounts; any other failure is asked again on mount,
 * as useQuery does (an outage may have passed).
 */
export function usePrefetchedQuery<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>,
): UseQueryResult<TData, Error> {
  const client = useQueryClient();
  const { error } = client.getQueryState(options.queryKey) ?? {};
  return useQuery({ ...options, retryOnMount: !isFinalError(error) });
}
