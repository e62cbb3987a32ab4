import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryCache, createRedisCache, type ResponseCache } from './response-cache';
import { openRedisLink } from '../redis/redis-link';

const redisUrl = process.env.REDIS_URL;

function behavesAsACache(name: string, open: () => Promise<ResponseCache>) {
  describe(name, () => {
    let cache: ResponseCache;
    afterAll(() => cache?.close());

    it('returns what was stored under its namespace and key, and nothing for other keys', async () => {
      cache = await open();
      await cache.set('rankings', '/api/rankings?limit=10', '{"data":[1]}', 60);
      await cache.set('other', '/api/rankings?limit=10', 'elsewhere', 60);
      expect(await cache.get('rankings', '/api/rankings?limit=10')).toBe('{"data":[1]}');
      expect(await cache.get('rankings', '/api/rankings?limit=20')).toBeNull();
      expect(await cache.get('other', '/api/rankings?limit=10')).toBe('elsewhere');
      await cache.set('rankings', '/api/rankings?limit=10', 'fresh', 60);
      expect(await cache.get('rankings', '/api/rankings?limit=10')).toBe('fresh');
    });

    it('forgets entries after their time to live', async () => {
      await cache.set('ttl', 'k', 'v', 1);
      expect(await cache.get('ttl', 'k')).toBe('v');
      await new Promise((r) => setTimeout(r, 1100));
      expect(await cache.get('ttl', 'k')).toBeNull();
    });
  });
}

behavesAsACache('memory cache', async () => createMemoryCache());

describe.skipIf(!redisUrl)('redis cache', () => {
  behavesAsACache(`on ${redisUrl}`, async () => {
    const link = openRedisLink(redisUrl!);
    await new Promise((resolve) => link.client.once('ready', resolve));
    const cache = createRedisCache(link, `fightrank-test-${randomBytes(4).toString('hex')}`);
    return { ...cache, close: async () => (await cache.close(), await link.close()) };
  });
});

describe('memory cache bounds', () => {
  it('evicts the least recently used entry beyond its capacity', async () => {
    const cache = createMemoryCache(2);
    await cache.set('n', 'a', '1', 60);
    await cache.set('n', 'b', '2', 60);
    await cache.get('n', 'a');
    await cache.set('n', 'c', '3', 60);
    expect(await cache.get('n', 'b')).toBeNull();
    expect(await cache.get('n', 'a')).toBe('1');
    expect(await cache.get('n', 'c')).toBe('3');
  });
});
