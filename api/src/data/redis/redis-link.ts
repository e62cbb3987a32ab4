// One Redis connection per API process, shared by the response cache and the rate limits, built so that
// Redis is never required: the server starts without it (with a warning) and, while it is down or slow,
// every caller falls back to in-process state within COMMAND_TIMEOUT_MS instead of waiting on it.
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Past this the request goes on without Redis. A healthy Redis answers in well under a millisecond, but the time
 * ioredis measures includes this process's own event loop: under load (api/bench/redis-round-trip.ts, decision
 * 035) 3% of answers took over 50 ms and the slowest 144 ms, all with Redis idle.
 */
export const COMMAND_TIMEOUT_MS = 250;
/**
 * After this many failed commands in a row, spread over at least COMMAND_TIMEOUT_MS, Redis is skipped for
 * BREAKER_OPEN_MS (the breaker opens). The spread matters: one stall of the event loop times out every command
 * in flight at the same instant, and that says nothing about Redis.
 */
export const BREAKER_FAILURES = 3;
export const BREAKER_OPEN_MS = 5_000;

export interface RedisLink {
  readonly client: Redis;
  /** True when commands may be sent: connected and the breaker closed. */
  available(): boolean;
  /** Settles once the first connection attempt succeeded or failed (never rejects). */
  readonly connected: Promise<boolean>;
  /** Runs a command; on failure opens the breaker and rethrows, so the caller uses its fallback. */
  run<T>(command: (client: Redis) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function openRedisLink(url: string, log?: Pick<FastifyBaseLogger, 'warn' | 'info'>): RedisLink {
  const client = new Redis(url, {
    // Fail fast instead of queueing while disconnected, and never retry one command: the fallback is cheaper.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 1_000,
    // Keep reconnecting in the background for as long as the process lives.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let openUntil = 0;
  let failures = 0;
  let firstFailureAt = 0;
  let down = false;
  const markDown = (reason: string) => {
    if (!down)
      log?.warn({ redis: url.replace(/\/\/[^@]*@/, '//***@') }, `Redis unavailable (${reason}): using in-process cache and rate limits until it returns`);
    down = true;
  };
  client.on('error', (error: Error) => markDown(error.message));
  client.on('ready', () => {
    if (down) log?.info('Redis is back: cache and rate limits are shared again');
    down = false;
    openUntil = 0;
  });

  const connected = new Promise<boolean>((resolve) => {
    client.once('ready', () => resolve(true));
    client.once('error', () => resolve(false));
    setTimeout(() => resolve(false), 1_500).unref();
  });

  return {
    client,
    connected,
    available: () => client.status === 'ready' && Date.now() >= openUntil,
    async run(command) {
      try {
        const result = await command(client);
        failures = 0;
        return result;
      } catch (error) {
        // One slow answer on a busy machine falls back for that request only; a run of them opens the breaker.
        const now = Date.now();
        if (failures++ === 0) firstFailureAt = now;
        if (failures >= BREAKER_FAILURES && now - firstFailureAt >= COMMAND_TIMEOUT_MS) {
          openUntil = now + BREAKER_OPEN_MS;
          failures = 0;
          markDown((error as Error).message);
        }
        throw error;
      }
    },
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
