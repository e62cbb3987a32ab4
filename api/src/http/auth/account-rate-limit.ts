// A second limit next to a route's per-address one: per account, session, user or voter. @fastify/rate-limit
// runs one limiter per request (a second `app.rateLimit()` hook is skipped once the route's own limit has run),
// so this one goes through `app.createRateLimit`: same store (Redis when configured), same answer shape.
// RATE_LIMIT_ALLOWLIST does not lift it: the allowlist names addresses, and this limit is about who, not where.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

interface Limit {
  max: number;
  timeWindow: string;
}

/** The 429 message, given the wait in words ("3 minutes"). */
type Explain = (wait: string) => string;

const forAccount: Explain = (wait) => `Too many attempts for this account: try again in ${wait}.`;

/** `keyGenerator` answers null for a request this limit does not apply to (the route's own limit still does). */
export function perKeyLimit(app: FastifyInstance, limit: Limit, keyGenerator: (request: FastifyRequest) => string | null, explain: Explain) {
  const check = app.createRateLimit({ ...limit, keyGenerator: (request) => keyGenerator(request)!, allowList: () => false });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (keyGenerator(request) === null) return;
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    const wait = seconds < 90 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
    reply.header('retry-after', seconds);
    return reply.status(429).send({ statusCode: 429, error: 'Too Many Requests', message: explain(wait) });
  };
}

export const perAccountLimit = (app: FastifyInstance, limit: Limit, keyGenerator: (request: FastifyRequest) => string | null) =>
  perKeyLimit(app, limit, keyGenerator, forAccount);
