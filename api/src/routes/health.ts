import type { FastifyPluginAsync } from 'fastify';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => {
    const [row] = await app.db.query<{ count: number; data_source: string | null }>(
      `select count(*)::int as count, (select value from app_meta where key = 'data_source') as data_source from schema_migrations`,
    );
    return { data: { status: 'ok', database: app.db.kind, migrations: row?.count ?? 0, dataSource: row?.data_source ?? null } };
  });
};
