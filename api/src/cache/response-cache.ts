// A small cache for computed API responses (ranking lists). In memory by default; in Redis when
// REDIS_URL is set, so several API instances share it and a recompute on one invalidates all.
// Entries are grouped in namespaces with a generation number: bumping it (after the rating job
// writes new rankings) makes every older entry unreachable at once, and TTLs clean them up.
import { Redis } from 'ioredis';

export interface ResponseCache {
  readonly kind: 'memory' | 'redis';
  get(namespace: string, key: string): Promise<string | null>;
  set(namespace: string, key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Drops every entry of the namespace. */
  bump(namespace: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryCache(maxEntries = 5_000): ResponseCache {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  const generations = new Map<string, number>();
  const fullKey = (namespace: string, key: string) => `${namespace}:${generations.get(namespace) ?? 0}:${key}`;
  return {
    kind: 'memory',
    async get(namespace, key) {
      const k = fullKey(namespace, key);
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
      entries.set(fullKey(namespace, key), { value, expiresAt: Date.now() + ttlSeconds * 1000 });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    async bump(namespace) {
      generations.set(namespace, (generations.get(namespace) ?? 0) + 1);
      for (const k of entries.keys()) if (k.startsWith(`${namespace}:`)) entries.delete(k);
    },
    async close() {
      entries.clear();
    },
  };
}

export async function createRedisCache(url: string, prefix = 'fightrank'): Promise<ResponseCache> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
  await redis.connect();
  const generationKey = (namespace: string) => `${prefix}:gen:${namespace}`;
  const fullKey = async (namespace: string, key: string) => `${prefix}:${namespace}:${(await redis.get(generationKey(namespace))) ?? '0'}:${key}`;
  return {
    kind: 'redis',
    async get(namespace, key) {
      return redis.get(await fullKey(namespace, key));
    },
    async set(namespace, key, value, ttlSeconds) {
      await redis.set(await fullKey(namespace, key), value, 'EX', ttlSeconds);
    },
    async bump(namespace) {
      await redis.incr(generationKey(namespace));
    },
    async close() {
      await redis.quit();
    },
  };
}

export function openResponseCache(redisUrl: string | undefined): Promise<ResponseCache> {
  return redisUrl ? createRedisCache(redisUrl) : Promise.resolve(createMemoryCache());
}
