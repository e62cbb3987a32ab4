// Per-client request limits for the endpoints anyone can call in a loop (page views, search). Counted in
// Redis when REDIS_URL is set, so every API instance shares the count; in memory otherwise. Routes opt in
// with `config: { rateLimit: RATE_LIMITS.x }`; everything else is unlimited.
import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

export const RATE_LIMITS = {
  pageViews: { max: 300, timeWindow: '1 minute' },
  search: { max: 120, timeWindow: '1 minute' },
  // Accounts (decision 011): per client address against spraying, per e-mail or session against guessing
  // one account's password from many addresses. Unknown e-mails are counted too, so a 429 reveals nothing.
  registerPerIp: { max: 30, timeWindow: '1 hour' },
  registerPerAccount: { max: 5, timeWindow: '1 hour' },
  loginPerIp: { max: 60, timeWindow: '15 minutes' },
  loginPerAccount: { max: 10, timeWindow: '15 minutes' },
  refreshPerIp: { max: 120, timeWindow: '15 minutes' },
  refreshPerSession: { max: 30, timeWindow: '15 minutes' },
  passwordCheckPerAccount: { max: 10, timeWindow: '15 minutes' },
  // Fantasy votes (decision 025): a fan votes a few a minute; a household or venue shares an address.
  votesPerIp: { max: 120, timeWindow: '1 minute' },
  votesPerVoter: { max: 40, timeWindow: '1 minute' },
} as const;

export const rateLimits = fp<{ redisUrl: string | undefined }>(
  async (app, { redisUrl }) => {
    const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 }) : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
    await app.register(fastifyRateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'fightrank-rate-limit-' } : {}),
      // A Redis outage must not lock visitors out.
      skipOnError: true,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        error: 'Too Many Requests',
        message: `Too many requests: at most ${context.max} per ${context.after === '1 minute' ? 'minute' : context.after}. Try again in ${context.after}.`,
      }),
    });
  },
  { name: 'rate-limits' },
);
