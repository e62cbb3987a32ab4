import type { QueryClient } from '@tanstack/react-query';

/**
 * The queries a client has asked the API for (those holding an answer or a failure), as sorted query hashes: compare
 * what a page asks for with what the shell's prefetchPageData put in the cache for it.
 */
export function askedQueries(client: QueryClient): string[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.dataUpdatedAt > 0 || query.state.errorUpdatedAt > 0)
    .map((query) => query.queryHash)
    .sort();
}
