// A small cache for computed API responses (ranking lists). In memory by default; in Redis when
// REDIS_URL is set, so several API instances share it. Callers put what makes an answer stale into the
// key (the ranking routes use the snapshot date), so nothing ever has to be invalidated by hand;
// TTLs clean old entries up.
import type { RedisLink } from '../redis/redis-link';

export interface ResponseCache {
  readonly kind: 'memory' | 'redis';
  get(namespace: string, key: string): Promise<string | null>;
  set(namespace: string, key: string, value: string, ttlSeconds: number): Promise<void>;
  close(): Promise<void>;
}

/** A bounded LRU: at most `maxEntries` answers (about 5 MB of ranking pages at the default). */
export function createMemoryCache(maxEntries = 2_000): ResponseCache {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  return {
    kind: 'memory',
    async get(namespace, key) {
      const k = `${namespace}:${key}`;
      const entry = entries.get(k);
      if (!entry) return null;
      if (entry.expiresAt <= Date.now()) {
        entries.delete(k);
        return null;
      }
      // Map keeps insertion order: re-inserting marks the entry as recently used.
      entries.delete(k);
      entries.set(k, entry);
      return entry.value;
    },
    async set(namespace, key, value, ttlSeconds) {
      entries.set(`${namespace}:${key}`, { value, expiresAt: Date.now() + ttlSeconds * 1000 });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    async close() {
      entries.clear();
    },
  };
}

/**
 * Redis-backed cache shared by every API instance. Entries always carry a TTL (Redis should run with
 * `maxmemory-policy volatile-lru`, see README "Deploying"); while Redis is down or slow the in-process
 * LRU answers instead, so a Redis outage costs cache hits, never latency.
 */
export function createRedisCache(link: RedisLink, prefix = 'fightrank', fallback = createMemoryCache()): ResponseCache {
  return {
    kind: 'redis',
    async get(namespace, key) {
      if (!link.available()) return fallback.get(namespace, key);
      try {
        return await link.run((redis) => redis.get(`${prefix}:${namespace}:${key}`));
      } catch {
        return fallback.get(namespace, key);
      }
    },
    async set(namespace, key, value, ttlSeconds) {
      if (!link.available()) return fallback.set(namespace, key, value, ttlSeconds);
      try {
        await link.run((redis) => redis.set(`${prefix}:${namespace}:${key}`, value, 'EX', Math.max(1, Math.round(ttlSeconds))));
      } catch {
        await fallback.set(namespace, key, value, ttlSeconds);
      }
    },
    close: () => fallback.close(),
  };
}

export function openResponseCache(link: RedisLink | undefined): ResponseCache {
  return link ? createRedisCache(link) : createMemoryCache();
}

export interface CachedAnswer {
  /** The JSON text, byte-identical whether it came from the cache or was just computed. */
  json: string;
  hit: boolean;
}

/** The read-throughs running now, per cache and entry: what concurrent misses for one key join. */
const inFlight = new WeakMap<ResponseCache, Map<string, Promise<CachedAnswer>>>();

/**
 * Answers from the cache, or computes the JSON text, stores it and answers with it. The cache speeds answers up
 * but is never required: a failing read or write is logged and the computed answer is served.
 *
 * Single flight: requests for an entry that is already being read or computed in this process wait for that one
 * instead of starting their own, so a burst of misses for one key (a new data version, a page everyone opens at
 * once) costs one cache read and one query, not one per request. A failed computation fails its waiters only; the
 * next request tries again.
 */
export function readThrough(
  cache: ResponseCache,
  log: { warn(details: object, message: string): void },
  entry: { namespace: string; key: string; ttlSeconds: number },
  compute: () => Promise<string>,
): Promise<CachedAnswer> {
  let running = inFlight.get(cache);
  if (!running) inFlight.set(cache, (running = new Map()));
  const id = `${entry.namespace}:${entry.key}`;
  const joined = running.get(id);
  if (joined) return joined;
  const answer = readOrCompute(cache, log, entry, compute).finally(() => running.delete(id));
  running.set(id, answer);
  return answer;
}

async function readOrCompute(
  cache: ResponseCache,
  log: { warn(details: object, message: string): void },
  entry: { namespace: string; key: string; ttlSeconds: number },
  compute: () => Promise<string>,
): Promise<CachedAnswer> {
  try {
    const cached = await cache.get(entry.namespace, entry.key);
    if (cached !== null) return { json: cached, hit: true };
  } catch (error) {
    log.warn({ err: error }, `${entry.namespace} cache read failed`);
  }
  const json = await compute();
  try {
    await cache.set(entry.namespace, entry.key, json, entry.ttlSeconds);
  } catch (error) {
    log.warn({ err: error }, `${entry.namespace} cache write failed`);
  }
  return { json, hit: false };
}
