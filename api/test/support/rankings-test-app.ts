// Shared setup of the ranking route tests: an app on a fresh test database (PGlite, or PostgreSQL when DATABASE_URL is set).
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/http/app';
import { readConfig } from '../../src/config';
import type { Database } from '../../src/data/db/database';
import { openTestDatabase } from './test-database';

export interface TestApp {
  db: Database;
  app: FastifyInstance;
  /** GET an /api/rankings path; query values are URL-encoded as a browser would. */
  get(path: string, query?: Record<string, string | number | boolean>): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

export async function openRankingsTestApp(): Promise<TestApp> {
  const db = await openTestDatabase();
  // No built site is needed for API calls; an empty dist root keeps static serving out of the way.
  const app = await buildApp({ config: { ...readConfig({}), distRoot: '/nonexistent-fightrank-dist' }, db });
  return {
    db,
    app,
    async get(path, query = {}) {
      const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
      const response = await app.inject(`/api/rankings${path}${search ? `?${search}` : ''}`);
      return { status: response.statusCode, body: response.json() };
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}
