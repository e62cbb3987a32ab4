// Builds the FightRank HTTP app. server.ts starts it; API tests build it with app.inject.
// Order matters: external plugins, then app plugins (database), then routes, then the fallbacks.
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import { securityHeaders } from './plugins/security-headers';
import type { Database } from '../data/db/database';
import type { AppConfig } from '../config';
import { openResponseCache, type ResponseCache } from '../data/cache/response-cache';
import { createReadModelHolder, type ReadModelHolder } from '../data/read-model/public-read-model';
import { staticSites } from './plugins/static-sites';
import { sitePages } from './pages/index';
import { answerFrameworkError, errorHandling } from './plugins/error-handling';
import { inputGuards } from './plugins/input-guards';
import { openApi } from './plugins/openapi';
import { ApiErrorSchema, ERROR_RESPONSES, LOOKUP_ERROR_RESPONSES } from '@fightrank/shared/contracts';
import { rateLimits } from './plugins/rate-limits';
import { auth } from './plugins/auth';
import { xsrf } from './plugins/xsrf';
import { httpCaching } from './plugins/http-caching';
import { loadShedding } from './plugins/load-shedding';
import { countingCache, createMetrics, metricsEndpoint } from './plugins/metrics';
import { openRedisLink } from '../data/redis/redis-link';
import { requestIdOf } from './request-id';
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
import { adminRoutes } from './routes/admin/index';
import { communityJobSchedule } from '../community/community-job-schedule';
import { exemptAddresses, shareConnectionsPerAddress } from './connection-share';

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to Redis when config.redisUrl is set, else an in-memory cache; closed with the app. */
  cache?: ResponseCache;
  /** Run the background jobs (community refit); server.ts turns them on, tests drive jobs themselves. */
  runJobs?: boolean;
  /** Sees every route as it is registered (the OpenAPI coverage test lists them with it). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Answer public reads from the in-process read model of each data version (decision 049); server.ts turns it on.
   * Off, every read goes to the database and the response cache (tests that check that path, x-cache hit/miss).
   */
  readModel?: boolean;
  /** The token of the operator link (db/operator-link.ts) that server.ts writes on PGlite; without it /api/admin answers 403. */
  operatorToken?: string | undefined;
}

export async function buildApp({
  config,
  db,
  logger = false,
  cache,
  runJobs = false,
  onRoute,
  operatorToken,
  readModel = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const hops = config.trustProxy;
  // A hop count trusts that many proxies next to us (Fastify's types lack the number form).
  const trustProxy = typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops;
  const limits = config.http;
  const app = Fastify({
    logger,
    trustProxy,
    genReqId: requestIdOf,
    // Errors raised before routing (a malformed percent-encoding) get the one error shape too.
    frameworkErrors: answerFrameworkError,
    // No route reads more than 16 KB (the operator's cards, the account forms); Fastify's default is 1 MB, which let a
    // padded 1 MB page view or favourites list cost 30 to 50 times a real one (attack report, session 30).
    bodyLimit: 16 * 1024,
    // Idle and slow clients do not hold sockets (issue 22 finding 10): see HttpLimits in config.ts.
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.socketTimeoutMs,
    // Node checks the two timeouts above on this beat (30 s by default), so a short timeout needs a short beat.
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs),
    },
  });
  app.server.maxConnections = limits.maxConnections;
  // A hop count trusts whatever connects, so every peer is the proxy tier, which shares connections per client itself
  // (deploy/nginx: limit_conn); otherwise each address gets its share, proxies and the allowlist aside.
  if (typeof hops !== 'number') {
    const exempt = exemptAddresses([...(hops || []), ...config.rateLimitAllowlist]);
    shareConnectionsPerAddress(app.server, limits.maxConnectionsPerAddress, exempt);
  }
  app.addHook('onRequest', async (request, reply) => void reply.header('x-request-id', request.id));
  if (onRoute) app.addHook('onRoute', onRoute);
  // First of all request hooks: an overloaded instance refuses before it spends anything (Redis, database) on a request.
  await app.register(loadShedding, config.loadShedding);
  const metrics = createMetrics();
  await app.register(metricsEndpoint, { metrics, token: config.metricsToken });
  // Optional: without REDIS_URL, or while Redis is down, cache and limits live in this process.
  const redis = config.redisUrl ? openRedisLink(config.redisUrl, app.log) : undefined;
  if (redis) {
    app.addHook('onClose', () => redis.close());
    // Counting starts in Redis when it is there; when it is not, the server starts anyway (link warns).
    await redis.connected;
  }
  const responseCache = countingCache(cache ?? openResponseCache(redis), metrics);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('cache', responseCache);
  app.addHook('onClose', () => responseCache.close());
  // PGlite's memory budget leaves fighter pages to the response cache (public-read-model.ts says why).
  const readModels = readModel ? createReadModelHolder(db, { fighterPages: db.kind === 'postgres', log: app.log }) : null;
  app.decorate('readModel', readModels);
  if (readModels) {
    // Built as the server starts listening, not awaited: until it is ready, reads answer from the database.
    app.addHook('onReady', async () => void readModels.refresh());
    app.addHook('onClose', () => readModels.settled());
  }

  // Shared schemas that route contracts point to with Type.Ref (the OpenAPI document lists them once).
  app.addSchema(ApiErrorSchema);
  // Every API route can answer in the one error shape (error-handling.ts): 400 for bad input, 429 past a limit,
  // 500/503 when something breaks, and 404 when its path names something that does not exist. Declared here once
  // for every route, so each contract (and the OpenAPI document) lists them without each route repeating them.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || !route.schema?.response) return;
    const defaults = route.url.includes(':') ? LOOKUP_ERROR_RESPONSES : ERROR_RESPONSES;
    route.schema.response = { ...defaults, ...(route.schema.response as object) };
  });
  await app.register(securityHeaders, { distRoot: config.distRoot, remotes: config.remotes });
  // Brotli or gzip for every text answer over 1 KB (JSON, HTML, JS, CSS, SVG), static files included.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie);
  await app.register(errorHandling);
  await app.register(inputGuards);
  await app.register(rateLimits, { redis, allowlist: config.rateLimitAllowlist });
  await app.register(xsrf);
  await app.register(auth);
  // After compression: its onSend sees the content coding that the ETag names.
  await app.register(httpCaching);

  await app.register(openApi);
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(pageViewRoutes, { prefix: '/api', redis });
  await app.register(rankingRoutes, { prefix: '/api/rankings' });
  await app.register(fighterRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(accountRoutes, { prefix: '/api' });
  await app.register(eventRoutes, { prefix: '/api' });
  await app.register(communityRoutes, { prefix: '/api' });
  await app.register(communityRankingRoutes, { prefix: '/api/rankings' });
  await app.register(predictionRoutes, { prefix: '/api/predictions' });
  await app.register(adminRoutes, { prefix: '/api/admin', operatorToken });
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
    /** The public read model of each data version, or null when reads go to the database (decision 049). */
    readModel: ReadModelHolder | null;
  }
}
