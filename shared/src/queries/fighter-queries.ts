import { queryOptions } from '@tanstack/react-query';
import { getFighterInfo, searchFighters } from '@fightrank/shared/api-client';

export const fighterQueries = {
  all: () => ['fighters'] as const,
  search: (q: string) =>
    queryOptions({
      queryKey: [...fighterQueries.all(), 'search', q] as const,
      queryFn: ({ signal }) => searchFighters(q, signal),
      // Spec §5: search is sent only for a non-empty query.
      enabled: q.trim().length > 0,
    }),
  info: (id: string) =>
    queryOptions({
      queryKey: [...fighterQueries.all(), 'info', id] as const,
      queryFn: ({ signal }) => getFighterInfo(id, signal),
    }),
};
