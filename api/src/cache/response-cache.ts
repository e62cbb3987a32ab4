// A small cache for computed API responses (ranking lists). In memory by default; in Redis when
// REDIS_URL is set, so several API instances share it. Callers put what makes an answer stale into the
// key (the ranking routes use the snapshot date), so nothing ever has to be invalidated by hand;
// TTLs clean old entries up.
import { Redis } from 'ioredis';

export interface ResponseCache {
  readonly kind: 'memory' | 'redis';
  get(namespace: string, key: string): Promise<string | null>;
  set(namespace: string, key: string, value: string, ttlSeconds: number): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryCache(maxEntries = 5_000): ResponseCache {
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

export async function createRedisCache(url: string, prefix = 'fightrank'): Promise<ResponseCache> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
  await redis.connect();
  return {
    kind: 'redis',
    get: (namespace, key) => redis.get(`${prefix}:${namespace}:${key}`),
    async set(namespace, key, value, ttlSeconds) {
      await redis.set(`${prefix}:${namespace}:${key}`, value, 'EX', ttlSeconds);
    },
    async close() {
      await redis.quit();
    },
  };
}

export function openResponseCache(redisUrl: string | undefined): Promise<ResponseCache> {
  return redisUrl ? createRedisCache(redisUrl) : Promise.resolve(createMemoryCache());
}
