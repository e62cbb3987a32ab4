// Builds the FightRank HTTP app. server.ts starts it; API tests build it with app.inject.
// Order matters: external plugins, then app plugins (database), then routes, then the fallbacks.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import { securityHeaders } from './plugins/security-headers';
import type { Database } from './db/database';
import type { AppConfig } from './config';
import { openResponseCache, type ResponseCache } from './cache/response-cache';
import { staticSites } from './plugins/static-sites';
import { sitePages } from './pages/index';
import { errorHandling } from './plugins/error-handling';
import { inputGuards } from './plugins/input-guards';
import { ApiErrorSchema } from '@fightrank/shared/contracts';
import { rateLimits } from './plugins/rate-limits';
import { auth } from './plugins/auth';
import { xsrf } from './plugins/xsrf';
import { openRedisLink } from './redis/redis-link';
import { healthRoutes } from './routes/health';
import { pageViewRoutes } from './routes/page-views';
import { rankingRoutes } from './routes/rankings/index';
import { fighterRoutes } from './routes/fighters/index';
import { authRoutes } from './routes/auth/index';
import { accountRoutes } from './routes/account/index';
import { eventRoutes } from './routes/events';
import { communityRoutes } from './routes/community/index';
import { communityRankingRoutes } from './routes/community/community-rankings';
import { predictionRoutes } from './routes/predictions/index';
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
  const hops = config.trustProxy;
  // A hop count trusts that many proxies next to us (Fastify's types lack the number form).
  const trustProxy = typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops;
  const app = Fastify({ logger, trustProxy });
  // Optional: without REDIS_URL, or while Redis is down, cache and limits live in this process.
  const redis = config.redisUrl ? openRedisLink(config.redisUrl, app.log) : undefined;
  if (redis) {
    app.addHook('onClose', () => redis.close());
    // Counting starts in Redis when it is there; when it is not, the server starts anyway (link warns).
    await redis.connected;
  }
  const responseCache = cache ?? openResponseCache(redis);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('cache', responseCache);
  app.addHook('onClose', () => responseCache.close());

  // Shared schemas that route contracts point to with Type.Ref (the OpenAPI document lists them once).
  app.addSchema(ApiErrorSchema);
  await app.register(securityHeaders, { distRoot: config.distRoot, remotes: config.remotes });
  // Brotli or gzip for every text answer over 1 KB (JSON, HTML, JS, CSS, SVG), static files included.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie);
  await app.register(errorHandling);
  await app.register(inputGuards);
  await app.register(rateLimits, { redis, allowlist: config.rateLimitAllowlist });
  await app.register(xsrf);
  await app.register(auth);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(pageViewRoutes, { prefix: '/api' });
  await app.register(rankingRoutes, { prefix: '/api/rankings' });
  await app.register(fighterRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(accountRoutes, { prefix: '/api' });
  await app.register(eventRoutes, { prefix: '/api' });
  await app.register(communityRoutes, { prefix: '/api' });
  await app.register(communityRankingRoutes, { prefix: '/api/rankings' });
  await app.register(predictionRoutes, { prefix: '/api/predictions' });
  if (runJobs) await app.register(communityJobSchedule, { everySeconds: config.communityJobSeconds });

  await app.register(staticSites, { distRoot: config.distRoot, remotes: config.remotes });
  await app.register(sitePages);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
    cache: ResponseCache;
  }
}
