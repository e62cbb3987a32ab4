// Load shedding (issue 26 item 5, decision 041): past a limit an instance answers 503 with Retry-After at once, so a
// flood costs it almost nothing and the requests it does take keep their latency, instead of every request waiting
// in a growing queue (the database pool's, or the event loop's) until all of them time out. Probes are never shed:
// an overloaded instance is alive, and its readiness answers the truth. Registered first (app.ts), so a refused
// request touches neither Redis (rate limits) nor the database.
import { STATUS_CODES } from 'node:http';
import fp from 'fastify-plugin';
import type { LoadSheddingLimits } from '../../config';
import { UNLIMITED_PATHS } from './rate-limits';

export interface LoadSheddingOptions extends LoadSheddingLimits {
  /** Seconds a refused client is told to wait (Retry-After). */
  retryAfterSeconds?: number;
  /** How often the event-loop delay is sampled. */
  sampleEveryMs?: number;
}

export const SHED_MESSAGE = 'The server is busy right now. Please try again in a moment.';

/**
 * The event loop's lateness: how much later than asked a repeating timer fired, held over two ticks in a row (the
 * smaller of the last two). One long stall (a big synchronous job, a GC pause) is over once it is measured, and the
 * requests it held up should be served, not refused; an overloaded loop is late tick after tick.
 */
export function watchEventLoopDelay(everyMs: number): { delayMs: () => number; stop: () => void } {
  let expected = performance.now() + everyMs;
  let previous = 0;
  let latest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    previous = latest;
    latest = Math.max(0, now - expected);
    expected = now + everyMs;
  }, everyMs);
  timer.unref();
  return { delayMs: () => Math.min(previous, latest), stop: () => clearInterval(timer) };
}

export const loadShedding = fp<LoadSheddingOptions>(
  async (app, { maxInFlight, maxEventLoopDelayMs, retryAfterSeconds = 1, sampleEveryMs = 100 }) => {
    if (!maxInFlight && !maxEventLoopDelayMs) return;
    const loop = maxEventLoopDelayMs ? watchEventLoopDelay(sampleEveryMs) : undefined;
    if (loop) app.addHook('onClose', async () => loop.stop());
    let inFlight = 0;
    // One warning a second at most: under a flood, a line per refused request would be load of its own.
    let warnedAt = -Infinity;

    app.decorate('loadShedding', { inFlight: () => inFlight, eventLoopDelayMs: () => loop?.delayMs() ?? 0 });

    app.addHook('onRequest', async (request, reply) => {
      if (UNLIMITED_PATHS.has(request.routeOptions.url ?? '')) return;
      const busy = (maxInFlight > 0 && inFlight >= maxInFlight) || (loop !== undefined && loop.delayMs() > maxEventLoopDelayMs);
      if (busy) {
        if (performance.now() - warnedAt > 1_000) {
          warnedAt = performance.now();
          request.log.warn({ inFlight, eventLoopDelayMs: Math.round(loop?.delayMs() ?? 0) }, 'overloaded: shedding requests with 503');
        }
        return reply
          .code(503)
          .header('retry-after', String(retryAfterSeconds))
          .header('cache-control', 'no-store')
          .send({ statusCode: 503, error: STATUS_CODES[503], message: SHED_MESSAGE });
      }
      inFlight++;
      // 'close' comes once whether the answer was sent or the client went away, so the count cannot leak.
      reply.raw.once('close', () => inFlight--);
    });
  },
  { name: 'load-shedding' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** What load shedding sees now (metrics and tests read it); absent when both limits are off. */
    loadShedding?: { inFlight: () => number; eventLoopDelayMs: () => number };
  }
}
