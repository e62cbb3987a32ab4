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
import { auth } from './plugins/auth';
import { xsrf } from './plugins/xsrf';
import { healthRoutes } from './routes/health';
import { pageViewRoutes } from './routes/page-views';
import { rankingRoutes } from './routes/rankings/index';
import { fighterRoutes } from './routes/fighters/index';
import { authRoutes } from './routes/auth/index';
import { accountRoutes } from './routes/account/index';
import { communityRoutes } from './routes/community/index';
import { communityRankingRoutes } from './routes/community/community-rankings';
import { communityJobSchedule } from './community/community-job-schedule';

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to Redis when config.redisUrl is set, else an in-memory cache; closed with the app. */
  cache?: ResponseCache;
  /** Run the background jobs (community refit); server.ts turns them on, tests drive jobs themselves. */
  runJobs?: boolean;
}

export async function buildApp({ config, db, logger = false, cache, runJobs = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, trustProxy: true });
  const responseCache = cache ?? (await openResponseCache(config.redisUrl));
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('cache', responseCache);
  app.addHook('onClose', () => responseCache.close());

  await app.register(fastifyCookie);
  await app.register(errorHandling);
  await app.register(rateLimits, { redisUrl: config.redisUrl });
  await app.register(xsrf);
  await app.register(auth);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(pageViewRoutes, { prefix: '/api' });
  await app.register(rankingRoutes, { prefix: '/api/rankings' });
  await app.register(fighterRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(accountRoutes, { prefix: '/api' });
  await app.register(communityRoutes, { prefix: '/api' });
  await app.register(communityRankingRoutes, { prefix: '/api/rankings' });
  if (runJobs) await app.register(communityJobSchedule, { everySeconds: config.communityJobSeconds });

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
