// Per-client request limits, keyed on the real client address (request.ip, which believes
// X-Forwarded-For only from the proxies TRUST_PROXY names). Counted in Redis when it is configured and
// reachable, so every API instance shares the count; in process memory otherwise or while Redis is down.
// Every public GET under /api gets the generous read limit unless a route sets `config: { rateLimit }`;
// health and readiness probes are never limited, nor are addresses in RATE_LIMIT_ALLOWLIST.
import fastifyRateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { RedisLink } from '../redis/redis-link';
import { fallbackRateLimitStore } from './rate-limit-store';

export const RATE_LIMITS = {
  /** Every other public read: a person browsing never comes near it; a scraper in a loop does. */
  publicRead: { max: 600, timeWindow: '1 minute' },
  pageViews: { max: 300, timeWindow: '1 minute' },
  search: { max: 120, timeWindow: '1 minute' },
  // Accounts (decision 011): per client address against spraying, per e-mail or session against guessing
  // one account's password from many addresses. Unknown e-mails are counted too, so a 429 reveals nothing.
  registerPerIp: { max: 30, timeWindow: '1 hour' },
  registerPerAccount: { max: 10, timeWindow: '1 hour' },
  loginPerIp: { max: 60, timeWindow: '15 minutes' },
  loginPerAccount: { max: 10, timeWindow: '15 minutes' },
  refreshPerIp: { max: 120, timeWindow: '15 minutes' },
  refreshPerSession: { max: 30, timeWindow: '15 minutes' },
  passwordCheckPerAccount: { max: 10, timeWindow: '15 minutes' },
  // Fantasy votes (decision 025): a fan votes a few a minute; a household or venue shares an address.
  votesPerIp: { max: 120, timeWindow: '1 minute' },
  votesPerVoter: { max: 40, timeWindow: '1 minute' },
} as const;

/** Probes a load balancer or monitor calls on its own schedule. */
const UNLIMITED_PATHS = new Set(['/api/health', '/api/ready']);

export interface RateLimitOptions {
  redis: RedisLink | undefined;
  allowlist: readonly string[];
}

export const rateLimits = fp<RateLimitOptions>(
  async (app, { redis, allowlist }) => {
    // Runs before the rate-limit plugin's own onRoute hook, so the default is in place when it reads the config.
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!route.url.startsWith('/api/') || UNLIMITED_PATHS.has(route.url) || !methods.includes('GET')) return;
      route.config = { ...route.config, rateLimit: (route.config as { rateLimit?: unknown } | undefined)?.rateLimit ?? RATE_LIMITS.publicRead } as typeof route.config;
    });
    const allowed = new Set(allowlist);
    await app.register(fastifyRateLimit, {
      global: false,
      keyGenerator: (request) => request.ip,
      allowList: (request) => allowed.has(request.ip),
      store: fallbackRateLimitStore(redis, 'fightrank-rate-limit-') as unknown as FastifyRateLimitStoreCtor,
      errorResponseBuilder: (request, context) => {
        const window = (request.routeOptions.config as { rateLimit?: { timeWindow?: unknown } }).rateLimit?.timeWindow;
        const per = window === '1 minute' ? 'minute' : String(window ?? context.after);
        return { statusCode: 429, error: 'Too Many Requests', message: `Too many requests: at most ${context.max} per ${per}. Try again in ${context.after}.` };
      },
    });
  },
  { name: 'rate-limits' },
);
