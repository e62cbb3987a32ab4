// Liveness (/api/health) and readiness (/api/ready). A load balancer or orchestrator restarts an instance
// whose liveness fails, so health answers 200 whenever the process can serve, database or not; ready
// says whether this instance should get traffic: database reachable and every migration applied.
import type { FastifyPluginAsync } from 'fastify';
import { ERROR_RESPONSES, HealthResponse, ReadinessResponse, type Envelope, type Health, type Readiness } from '@fightrank/shared/contracts';
import { listMigrations } from '../db/migrate';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { HttpError } from '../http-errors';

interface DatabaseFacts {
  migrations: number;
  migrationIds: string[];
  dataSource: Health['dataSource'];
}

export const healthRoutes: FastifyPluginAsync = async (app) => {
  // The last facts read, reported while the database is away (per instance; nothing to share).
  let lastKnown: DatabaseFacts = { migrations: 0, migrationIds: [], dataSource: null };
  const readFacts = async (): Promise<DatabaseFacts> => {
    const rows = await app.db.query<{ id: string; data_source: Health['dataSource'] }>(
      `select id, (select value from app_meta where key = 'data_source') as data_source from schema_migrations`,
    );
    lastKnown = { migrations: rows.length, migrationIds: rows.map((r) => r.id), dataSource: rows[0]?.data_source ?? null };
    return lastKnown;
  };

  app.get(
    '/health',
    { schema: { summary: 'Liveness: the process is serving', response: { 200: HealthResponse, ...ERROR_RESPONSES } }, config: { cache: 'no-store' } },
    async (): Promise<Envelope<Health>> => {
      let facts = lastKnown;
      let databaseReachable = true;
      try {
        facts = await readFacts();
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        databaseReachable = false;
      }
      return { data: { status: 'ok', database: app.db.kind, migrations: facts.migrations, dataSource: facts.dataSource, databaseReachable } };
    },
  );

  app.get(
    '/ready',
    { schema: { summary: 'Readiness: database reachable and migrations applied', response: { 200: ReadinessResponse, ...ERROR_RESPONSES } }, config: { cache: 'no-store' } },
    async (): Promise<Envelope<Readiness>> => {
      const facts = await readFacts().catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) throw new HttpError(503, 'Not ready: the database cannot be reached.');
        throw error;
      });
      const applied = new Set(facts.migrationIds);
      const pending = (await listMigrations()).filter((m) => !applied.has(m.id)).map((m) => m.id);
      if (pending.length) throw new HttpError(503, `Not ready: ${pending.length} migration(s) not applied yet (${pending.join(', ')}).`);
      return { data: { status: 'ready', database: app.db.kind, migrations: facts.migrations } };
    },
  );
};
