// Builds the FightRank HTTP app. server.ts starts it; API tests build it with app.inject.
// Order matters: external plugins, then app plugins (database), then routes, then the fallbacks.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { Database } from './db/database';
import type { AppConfig } from './config';
import { openResponseCache, type ResponseCache } from './cache/response-cache';
import { staticSites } from './plugins/static-sites';
import { errorHandling } from './plugins/error-handling';
import { rateLimits } from './plugins/rate-limits';
import { healthRoutes } from './routes/health';
import { pageViewRoutes } from './routes/page-views';
import { rankingRoutes } from './routes/rankings/index';
import { fighterRoutes } from './routes/fighters/index';
import { eventRoutes } from './routes/events';

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to Redis when config.redisUrl is set, else an in-memory cache; closed with the app. */
  cache?: ResponseCache;
}

export async function buildApp({ config, db, logger = false, cache }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, trustProxy: true });
  const responseCache = cache ?? (await openResponseCache(config.redisUrl));
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('cache', responseCache);
  app.addHook('onClose', () => responseCache.close());

  await app.register(fastifyCookie);
  await app.register(errorHandling);
  await app.register(rateLimits, { redisUrl: config.redisUrl });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(pageViewRoutes, { prefix: '/api' });
  await app.register(rankingRoutes, { prefix: '/api/rankings' });
  await app.register(fighterRoutes, { prefix: '/api' });
  await app.register(eventRoutes, { prefix: '/api' });

  await app.register(staticSites, { distRoot: config.distRoot, remotes: config.remotes });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
    cache: ResponseCache;
  }
}
