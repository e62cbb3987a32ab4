// Calls of /api/events (the events and event-fights screens).
import { apiFetch } from './client';
import type { Envelope, EventDetail, EventOrganization, EventSummary, UpcomingEvents } from '../contracts';

export interface EventListParams {
  status: 'completed' | 'scheduled';
  org?: string | undefined;
  limit?: number;
  offset?: number;
}

export const listEvents = (params: EventListParams, signal?: AbortSignal) =>
  apiFetch<Envelope<EventSummary[]>>('/api/events', { query: { ...params }, signal }).then((r) => r.data);

export const listEventOrganizations = (signal?: AbortSignal) =>
  apiFetch<Envelope<EventOrganization[]>>('/api/events/organizations', { signal }).then((r) => r.data);

export const getUpcomingEventCount = (signal?: AbortSignal) =>
  apiFetch<Envelope<UpcomingEvents>>('/api/events/upcoming-count', { signal }).then((r) => r.data.count);

export const getEvent = (id: string, signal?: AbortSignal) =>
  apiFetch<Envelope<EventDetail>>(`/api/events/${encodeURIComponent(id)}`, { signal }).then((r) => r.data);
