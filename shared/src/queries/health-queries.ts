import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@fightrank/shared/api-client';
import type { Envelope, Health } from '../contracts';

export const healthQueries = {
  all: () => ['health'] as const,
  status: () =>
    queryOptions({
      queryKey: [...healthQueries.all(), 'status'] as const,
      queryFn: ({ signal }) => apiFetch<Envelope<Health>>('/api/health', { signal }).then((r) => r.data),
    }),
};
