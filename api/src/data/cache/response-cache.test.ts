import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createMemoryCache, createRedisCache, readThrough, type ResponseCache } from './response-cache';
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

describe('readThrough single flight', () => {
  const log = { warn: () => {} };
  const entry = (key: string) => ({ namespace: 'flight', key, ttlSeconds: 60 });
  /** A computation that finishes only when released, counting how often it was started. */
  function gatedCompute(json: string) {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const compute = vi.fn(async () => {
      await gate;
      return json;
    });
    return { compute, release };
  }

  it('runs one computation for concurrent misses of one key and gives every caller its answer', async () => {
    const cache = createMemoryCache();
    const { compute, release } = gatedCompute('{"data":1}');
    const answers = Array.from({ length: 20 }, () => readThrough(cache, log, entry('k'), compute));
    release();
    const settled = await Promise.all(answers);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(settled.every((a) => a.json === '{"data":1}')).toBe(true);
    expect(await cache.get('flight', 'k')).toBe('{"data":1}');
    // Once stored, later requests are hits and compute nothing.
    expect(await readThrough(cache, log, entry('k'), compute)).toEqual({ json: '{"data":1}', hit: true });
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('computes different keys, and the same key in different caches, separately', async () => {
    const [one, two] = [createMemoryCache(), createMemoryCache()];
    const { compute, release } = gatedCompute('x');
    const answers = [readThrough(one, log, entry('a'), compute), readThrough(one, log, entry('b'), compute), readThrough(two, log, entry('a'), compute)];
    release();
    await Promise.all(answers);
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it('fails the waiters of a failed computation only: the next request computes again', async () => {
    const cache = createMemoryCache();
    const failing = vi.fn(async () => {
      throw new Error('database gone');
    });
    const waiting = [readThrough(cache, log, entry('f'), failing), readThrough(cache, log, entry('f'), failing)];
    await expect(Promise.all(waiting)).rejects.toThrow('database gone');
    expect(failing).toHaveBeenCalledTimes(1);
    const ok = vi.fn(async () => 'back');
    expect(await readThrough(cache, log, entry('f'), ok)).toEqual({ json: 'back', hit: false });
    expect(ok).toHaveBeenCalledTimes(1);
  });
});
