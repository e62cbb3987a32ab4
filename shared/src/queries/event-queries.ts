import { queryOptions } from '@tanstack/react-query';
import { getEvent, listEventOrganizations, listEvents, type EventListParams } from '@fightrank/shared/api-client';

export const eventQueries = {
  all: () => ['events'] as const,
  list: (params: EventListParams) =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) => listEvents(params, signal),
    }),
  organizations: () =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'organizations'] as const,
      queryFn: ({ signal }) => listEventOrganizations(signal),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => getEvent(id, signal),
    }),
};
