import type { FastifyPluginAsync } from 'fastify';
import { getFighterInfo, searchFighters } from '../../repositories/fighters-repository';
import { badRequest, notFound } from '../../http-errors';
import { parseFighterId } from './fighter-id';
import { RATE_LIMITS } from '../../plugins/rate-limits';

const SEARCH_MAX_LENGTH = 100;

const searchQuerySchema = {
  type: 'object',
  properties: { q: { type: 'string' } },
} as const;

export const fighterRoutes: FastifyPluginAsync = async (app) => {
  /** Header search (spec §7): a list of { id, name, org, rating }. */
  app.get<{ Querystring: { q?: string } }>('/fighters/search', { schema: { querystring: searchQuerySchema }, config: { rateLimit: RATE_LIMITS.search } }, async (request) => {
    const q = request.query.q?.trim() ?? '';
    if (!q) throw badRequest('q must be a non-empty search text');
    if (q.length > SEARCH_MAX_LENGTH) throw badRequest(`q must be at most ${SEARCH_MAX_LENGTH} characters`);
    return { data: await searchFighters(app.db, q) };
  });

  app.get<{ Params: { id: string } }>('/fighters/:id/info', async (request) => {
    const id = parseFighterId(request.params.id);
    const info = await getFighterInfo(app.db, id);
    if (!info) throw notFound(`Fighter ${id} not found`);
    return { data: info };
  });
};

