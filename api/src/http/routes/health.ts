// Liveness (/api/health) and readiness (/api/ready). A load balancer or orchestrator restarts an instance
// whose liveness fails, so health answers 200 whenever the process can serve, database or not; ready
// says whether this instance should get traffic: database reachable (within a short time) and every migration applied.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ERROR_RESPONSES, HealthResponse, ReadinessResponse, type Envelope, type Health, type Readiness } from '@fightrank/shared/contracts';
import { listMigrations } from '../../data/db/migrate';
import { isDatabaseUnavailable } from '../../data/db/database-unavailable';
import { HttpError } from '../http-errors';

interface DatabaseFacts {
  migrations: number;
  migrationIds: string[];
  dataSource: Health['dataSource'];
}

/** Liveness waits at most this long for the database facts, then answers with the last ones known. */
export const HEALTH_WAIT_MS = 250;
/** Readiness gives the database this long to answer before it says "not ready". */
export const READY_TIMEOUT_MS = 2_000;

const within = <T>(work: Promise<T>, ms: number): Promise<T | 'late'> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
};

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The last facts read, reported while the database is away (per instance; nothing to share).
  let lastKnown: DatabaseFacts = { migrations: 0, migrationIds: [], dataSource: null };
  const readFacts = async (): Promise<DatabaseFacts> => {
    const rows = await app.db.query<{ id: string; data_source: Health['dataSource'] }>(
      `select id, (select value from app_meta where key = 'data_source') as data_source from schema_migrations`,
    );
    lastKnown = { migrations: rows.length, migrationIds: rows.map((r) => r.id), dataSource: rows[0]?.data_source ?? null };
    return lastKnown;
  };
  // Liveness reads through one probe at a time: a flood of health checks against a silent database holds one
  // connection, not the pool.
  let probe: { done: Promise<DatabaseFacts>; startedAt: number } | null = null;

  app.get(
    '/health',
    { schema: { summary: 'Liveness: the process is serving', response: { 200: HealthResponse, ...ERROR_RESPONSES } }, config: { cache: 'no-store' } },
    async (): Promise<Envelope<Health>> => {
      // Never waits on the database for long (issue 26 item 5): a silent database must not make an orchestrator
      // restart a process that is serving fine. A database that has not answered within HEALTH_WAIT_MS counts as
      // unreachable; the probe goes on, bounded by the pool's own query timeout, and the next check starts a new one.
      let databaseReachable = false;
      const age = probe ? performance.now() - probe.startedAt : 0;
      if (age < HEALTH_WAIT_MS) {
        if (!probe) {
          const done = readFacts().finally(() => {
            if (probe?.done === done) probe = null;
          });
          probe = { done, startedAt: performance.now() };
        }
        try {
          databaseReachable = (await within(probe.done, HEALTH_WAIT_MS - age)) !== 'late';
        } catch (error) {
          if (!isDatabaseUnavailable(error)) throw error;
        }
      }
      const facts = lastKnown;
      return { data: { status: 'ok', database: app.db.kind, migrations: facts.migrations, dataSource: facts.dataSource, databaseReachable } };
    },
  );

  app.get(
    '/ready',
    {
      schema: { summary: 'Readiness: database reachable and migrations applied', response: { 200: ReadinessResponse, ...ERROR_RESPONSES } },
      config: { cache: 'no-store' },
    },
    async (): Promise<Envelope<Readiness>> => {
      const facts = await within(readFacts(), READY_TIMEOUT_MS).catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) throw new HttpError(503, 'Not ready: the database cannot be reached.');
        throw error;
      });
      if (facts === 'late') throw new HttpError(503, `Not ready: the database cannot be reached (no answer within ${READY_TIMEOUT_MS} ms).`);
      const applied = new Set(facts.migrationIds);
      const pending = (await listMigrations()).filter((m) => !applied.has(m.id)).map((m) => m.id);
      if (pending.length) throw new HttpError(503, `Not ready: ${pending.length} migration(s) not applied yet (${pending.join(', ')}).`);
      return { data: { status: 'ready', database: app.db.kind, migrations: facts.migrations } };
    },
  );
};
