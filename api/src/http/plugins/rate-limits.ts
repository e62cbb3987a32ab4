// Per-client request limits, keyed on the real client address (request.ip, which believes
// X-Forwarded-For only from the proxies TRUST_PROXY names; IPv6 by /64, the block one subscriber gets).
// Counted in Redis when it is configured and reachable, so every API instance shares the count; in process
// memory otherwise or while Redis is down (rate-limit-store.ts).
// Every route has a limit (decision 035): a GET or HEAD gets the read budget of its kind unless it sets
// `config: { rateLimit }`; any other method must set its own, sized by its cost. One that forgets gets the strict
// `unsizedWrite` budget and a warning, and the route audit in reliability/security-rate-limits.test.ts fails.
// Health and readiness probes are never limited; addresses in RATE_LIMIT_ALLOWLIST skip the per-address limits
// only, never the per-account ones (account-rate-limit.ts, auth/sign-in-attempts.ts).
import fastifyRateLimit, { normalizeIP, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { RouteOptions } from 'fastify';
import type { RedisLink } from '../../data/redis/redis-link';
import { SignInAttempts } from '../auth/sign-in-attempts';
import { fallbackRateLimitStore } from './rate-limit-store';

export const RATE_LIMITS = {
  /** Every other public read: a person browsing never comes near it; a scraper in a loop does. */
  publicRead: { max: 600, timeWindow: '1 minute' },
  /** Built files outside /api: a cold first visit fetches about 60 files, prefetching included. */
  siteFiles: { max: 3000, timeWindow: '1 minute' },
  /**
   * Page documents (every page path, with its share card read from the database). The app moves between pages
   * without asking for one, so a fan sends one per visit or reload.
   */
  pages: { max: 600, timeWindow: '1 minute' },
  /**
   * Reads sent by POST with up to 200 fighter ids (favourites, thumbnails): each costs a 200-row lookup.
   * The favourites page sends one per view (and one per change of the list).
   */
  fighterIdLists: { max: 60, timeWindow: '1 minute' },
  /** A POST/PUT/PATCH/DELETE that names no budget of its own: strict, so forgetting one never opens a flood. */
  unsizedWrite: { max: 30, timeWindow: '1 minute' },
  pageViews: { max: 300, timeWindow: '1 minute' },
  search: { max: 120, timeWindow: '1 minute' },
  /** Share-card PNGs: a miss costs a raster render (about 0.2 s of CPU); link-preview bots ask once per share. */
  shareCards: { max: 60, timeWindow: '1 minute' },
  // Accounts (decisions 011, 035): per client address against spraying, per e-mail or session against guessing
  // one account's password from many addresses. Unknown e-mails are counted too, so a 429 reveals nothing.
  // Failed sign-ins per account are slowed down by auth/sign-in-attempts.ts, not counted here.
  registerPerIp: { max: 30, timeWindow: '1 hour' },
  registerPerAccount: { max: 10, timeWindow: '1 hour' },
  loginPerIp: { max: 60, timeWindow: '15 minutes' },
  refreshPerIp: { max: 120, timeWindow: '15 minutes' },
  refreshPerSession: { max: 30, timeWindow: '15 minutes' },
  passwordCheckPerAccount: { max: 10, timeWindow: '15 minutes' },
  /** Password change and account deletion from one address: each runs Argon2id. */
  passwordCheckPerIp: { max: 30, timeWindow: '15 minutes' },
  /** A public name change: a fan tries a few names until one is free; more is someone probing which are taken. */
  displayNamePerIp: { max: 20, timeWindow: '1 minute' },
  /** Sign-out and sign-out-everywhere: a fan does it once a visit. */
  signOutPerIp: { max: 30, timeWindow: '1 minute' },
  // Prediction picks (decision 026): a card has about 13 bouts and a fan changes a pick now and then.
  picksPerIp: { max: 120, timeWindow: '1 minute' },
  picksPerUser: { max: 60, timeWindow: '1 minute' },
  // Fantasy votes (decision 025): a fan votes a few a minute; a household or venue shares an address.
  votesPerIp: { max: 120, timeWindow: '1 minute' },
  votesPerVoter: { max: 40, timeWindow: '1 minute' },
} as const;

/** Probes a load balancer or monitor calls on its own schedule. */
export const UNLIMITED_PATHS = new Set(['/api/health', '/api/ready']);

/** The per-address key: IPv4 as it is, IPv6 by its /64, so one subscriber's addresses share one count. */
export const clientAddressKey = (ip: string) => normalizeIP(ip, 64);

type RouteLimit = { max: number; timeWindow: string } | false;

/** The limit a route gets when it sets none. */
export function defaultLimitOf(route: Pick<RouteOptions, 'method' | 'url'>): RouteLimit {
  if (UNLIMITED_PATHS.has(route.url)) return false;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (methods.every((method) => method === 'GET' || method === 'HEAD')) return route.url.startsWith('/api/') ? RATE_LIMITS.publicRead : RATE_LIMITS.siteFiles;
  return RATE_LIMITS.unsizedWrite;
}

export interface RateLimitOptions {
  redis: RedisLink | undefined;
  allowlist: readonly string[];
}

export const rateLimits = fp<RateLimitOptions>(
  async (app, { redis, allowlist }) => {
    // Runs before the rate-limit plugin's own onRoute hook, so the default is in place when it reads the config.
    app.addHook('onRoute', (route) => {
      const own = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit;
      if (own !== undefined) return;
      const limit = defaultLimitOf(route);
      if (limit === RATE_LIMITS.unsizedWrite)
        app.log.warn({ method: route.method, url: route.url }, 'route has no rate limit of its own: give it config.rateLimit sized by its cost (decision 035)');
      route.config = { ...route.config, rateLimit: limit } as typeof route.config;
    });
    app.decorate('signInAttempts', new SignInAttempts(redis));
    const allowed = new Set(allowlist);
    await app.register(fastifyRateLimit, {
      global: false,
      keyGenerator: (request) => clientAddressKey(request.ip),
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

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed sign-ins per device, account and address (decision 035). */
    signInAttempts: SignInAttempts;
  }
}
