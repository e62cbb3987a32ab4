import type { FastifyPluginAsync } from 'fastify';
import { getFighterInfo, searchFighters } from '../../repositories/fighters-repository';
import { badRequest, notFound } from '../../http-errors';

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

  app.get<{ Params: { id: string } }>('/fighters/:id/info', async (request) => {
    const id = parseFighterId(request.params.id);
    const info = await getFighterInfo(app.db, id);
    if (!info) throw notFound(`Fighter ${id} not found`);
    return { data: info };
  });
};

/** Fighter ids are positive integers (the part after the last hyphen of /fighter/{slug}-{id}). */
function parseFighterId(raw: string): number {
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw badRequest(`id must be a positive integer, got "${raw}"`);
  return id;
}
