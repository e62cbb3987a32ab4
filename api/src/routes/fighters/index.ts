import type { FastifyPluginAsync } from 'fastify';
import { searchFighters } from '../../repositories/fighters-repository';
import { badRequest } from '../../http-errors';

const SEARCH_MAX_LENGTH = 100;

const searchQuerySchema = {
  type: 'object',
  properties: { q: { type: 'string' } },
} as const;

export const fighterRoutes: FastifyPluginAsync = async (app) => {
  /** Header search (spec §7): a list of { id, name, org, rating }. */
  app.get<{ Querystring: { q?: string } }>('/fighters/search', { schema: { querystring: searchQuerySchema } }, async (request) => {
    const q = request.query.q?.trim() ?? '';
    if (!q) throw badRequest('q must be a non-empty search text');
    if (q.length > SEARCH_MAX_LENGTH) throw badRequest(`q must be at most ${SEARCH_MAX_LENGTH} characters`);
    return { data: await searchFighters(app.db, q) };
  });
};
