import { queryOptions } from '@tanstack/react-query';
import { getEvent, getUpcomingEventCount, listEventOrganizations, listEvents, type EventListParams } from '@fightrank/shared/api-client';

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
  /** How many cards are still to come: the menu shows it beside Events and Predictions. */
  upcomingCount: () =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'upcoming-count'] as const,
      queryFn: ({ signal }) => getUpcomingEventCount(signal),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => getEvent(id, signal),
    }),
};
