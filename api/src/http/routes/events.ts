// /api/events: cards by organization and status, their organizations, and one card with pre-fight probabilities.
// The mfe-fighter events screens read these (shapes in shared/src/contracts/events-schemas.ts), and the shell's
// navigation reads the upcoming count. What is upcoming depends on today's UTC date (decision 047), so every answer
// here is cached under 'public-dated': its tag changes with the data and with the date.
import type { FastifyPluginAsync } from 'fastify';
import {
  EventDetailResponse,
  EventIdParams,
  EventListQuery,
  EventListResponse,
  EventOrganizationsResponse,
  EVENTS_LIMIT_MAX,
  UpcomingEventsResponse,
  type EventListQuery as ListQuery,
} from '@fightrank/shared/contracts';
import { countUpcomingEvents, getEvent, listEventOrganizations, listEvents } from '../../data/repositories/events-repository';
import { badRequest, notFound } from '../http-errors';

export const EVENT_NOT_FOUND = 'Event not found';

export const eventRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: ListQuery }>(
    '/events',
    { schema: { querystring: EventListQuery, response: { 200: EventListResponse } }, config: { cache: 'public-dated' } },
    async (request) => {
      const { status = 'completed', org, limit = 20, offset = 0 } = request.query;
      // The validator lets "1e309" through as Infinity; the database would refuse it with a 500.
      if (!Number.isSafeInteger(limit)) throw badRequest(`limit must be an integer from 1 to ${EVENTS_LIMIT_MAX}`);
      if (!Number.isSafeInteger(offset)) throw badRequest('offset must be an integer from 0 to 1000000');
      return { data: await listEvents(app.db, { status: status as 'completed' | 'scheduled', org: org ?? null, limit, offset }) };
    },
  );

  app.get('/events/organizations', { schema: { response: { 200: EventOrganizationsResponse } }, config: { cache: 'public-dated' } }, async () => ({
    data: await listEventOrganizations(app.db),
  }));

  app.get('/events/upcoming-count', { schema: { response: { 200: UpcomingEventsResponse } }, config: { cache: 'public-dated' } }, async () => ({
    data: { count: await countUpcomingEvents(app.db) },
  }));

  app.get<{ Params: { id: string } }>(
    '/events/:id',
    { schema: { params: EventIdParams, response: { 200: EventDetailResponse } }, config: { cache: 'public-dated' } },
    async (request) => {
      // Like fighters: anything that names no event (not a number, too large, unknown) is simply not found.
      const raw = /^\d{1,10}$/.test(request.params.id) ? Number(request.params.id) : Number.NaN;
      const detail = raw >= 1 && raw <= 2_147_483_647 ? await getEvent(app.db, raw) : null;
      if (!detail) throw notFound(EVENT_NOT_FOUND);
      return { data: detail };
    },
  );
};
