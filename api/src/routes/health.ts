import type { FastifyPluginAsync } from 'fastify';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => {
    const [row] = await app.db.query<{ count: number }>('select count(*)::int as count from schema_migrations');
    return { data: { status: 'ok', database: app.db.kind, migrations: row?.count ?? 0 } };
  });
};
