// A second, per-account limit next to a route's per-address one. @fastify/rate-limit runs one limiter
// per request (a second `app.rateLimit()` hook is skipped once the route's own limit has run), so this
// one goes through `app.createRateLimit`: same store (Redis when configured), same answer shape.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

interface Limit {
  max: number;
  timeWindow: string;
}

export function perAccountLimit(app: FastifyInstance, limit: Limit, keyGenerator: (request: FastifyRequest) => string) {
  const check = app.createRateLimit({ ...limit, keyGenerator });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    const minutes = Math.max(1, Math.ceil(result.ttlInSeconds / 60));
    reply.header('retry-after', result.ttlInSeconds);
    return reply.status(429).send({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many attempts for this account: try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    });
  };
}
