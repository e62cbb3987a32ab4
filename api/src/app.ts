// Builds the FightRank HTTP app. server.ts starts it; API tests build it with app.inject.
// Order matters: external plugins, then app plugins (database), then routes, then the fallbacks.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { Database } from './db/database';
import type { AppConfig } from './config';
import { staticSites } from './plugins/static-sites';
import { errorHandling } from './plugins/error-handling';
import { healthRoutes } from './routes/health';
import { pageViewRoutes } from './routes/page-views';
import { fighterRoutes } from './routes/fighters/index';

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ config, db, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, trustProxy: true });
  app.decorate('db', db);
  app.decorate('config', config);

  await app.register(fastifyCookie);
  await app.register(errorHandling);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(pageViewRoutes, { prefix: '/api' });
  await app.register(fighterRoutes, { prefix: '/api' });

  await app.register(staticSites, { distRoot: config.distRoot, remotes: config.remotes });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
  }
}
