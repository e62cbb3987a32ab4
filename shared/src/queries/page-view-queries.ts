import { queryOptions } from '@tanstack/react-query';
import { getPageViewSummary } from '@fightrank/shared/api-client';

export const pageViewQueries = {
  all: () => ['page-views'] as const,
  summary: () =>
    queryOptions({
      queryKey: [...pageViewQueries.all(), 'summary'] as const,
      queryFn: ({ signal }) => getPageViewSummary(signal),
      staleTime: 60_000,
    }),
};
