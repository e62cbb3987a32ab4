import type { FastifyPluginAsync } from 'fastify';
import { RATE_LIMITS } from '../plugins/rate-limits';

const bodySchema = {
  type: 'object',
  required: ['path'],
  additionalProperties: false,
  properties: { path: { type: 'string', pattern: '^/', minLength: 1, maxLength: 300 } },
} as const;

/** The page-view counter (spec §2): the shell reports each client-side page view here. */
export const pageViewRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { path: string } }>('/page-views', { schema: { body: bodySchema }, config: { rateLimit: RATE_LIMITS.pageViews } }, async (request, reply) => {
    await app.db.query(
      `insert into page_views (path, day, views) values ($1, current_date, 1)
       on conflict (path, day) do update set views = page_views.views + 1`,
      [request.body.path],
    );
    return reply.status(204).send();
  });
};
