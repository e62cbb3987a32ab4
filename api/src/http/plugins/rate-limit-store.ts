// A @fastify/rate-limit store that counts in Redis while Redis answers and in process memory otherwise.
// The plain Redis store either waits on a dead Redis or (with skipOnError) stops limiting altogether;
// this one keeps limiting per instance through an outage, within the Redis command timeout.
// Every count Redis returns is also kept in a local shadow, so an outage continues from the counts this
// instance last saw instead of starting every client again at zero (decision 035).
import { createRequire } from 'node:module';
import type { RedisLink } from '../../data/redis/redis-link';

const require = createRequire(import.meta.url);

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result: Result | null) => void;
interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read?(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: RouteParams): Store;
}
interface RouteParams {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
  routeInfo: { method?: string | string[]; url?: string };
}
type StoreClass = new (...args: unknown[]) => Store;

// The plugin's own Redis store: reused, not re-implemented, so the counting in Redis stays the plugin's.
const RedisStore: StoreClass = require('@fastify/rate-limit/store/RedisStore.js');

/**
 * Keys the shadow holds for all routes together; the least recently counted go first. About 9 MB when full
 * (decision 035); one shadow per route (as the plugin's LocalStore does, 5,000 keys each) would let a flood
 * from many addresses over the ~110 routes hold 100 times that.
 */
export const SHADOW_CAPACITY = 50_000;

/**
 * Keeps a Map (whose order is least recently set first) near `capacity` by dropping the oldest tenth at once.
 * One at a time cost 19-28 µs per insert under a flood of new keys, as V8 walks past deleted slots to find the
 * first key each time; a tenth at a time, under 1 µs (api/bench/rate-limit-shadow.ts, decision 035).
 */
export function trimOldest(map: Map<string, unknown>, capacity: number) {
  if (map.size <= capacity + Math.ceil(capacity / 10)) return;
  let excess = map.size - capacity;
  for (const key of map.keys()) {
    if (excess-- <= 0) break;
    map.delete(key);
  }
}

/**
 * Fixed-window counts in process memory, the plugin's LocalStore rules (a window starts at a key's first hit),
 * plus `remember`, which takes over a count (and its remaining window) that Redis returned.
 */
export class ShadowCounts {
  private readonly entries = new Map<string, { current: number; resetAt: number }>();

  constructor(private readonly capacity = SHADOW_CAPACITY) {}

  private alive(key: string, now: number) {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt > now) return entry;
    if (entry) this.entries.delete(key);
    return undefined;
  }

  private store(key: string, entry: { current: number; resetAt: number }) {
    // Re-inserting moves the key to the end of the Map's order, so the first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    trimOldest(this.entries, this.capacity);
  }

  incr(key: string, timeWindow: number, now = Date.now()): Result {
    const entry = this.alive(key, now) ?? { current: 0, resetAt: now + timeWindow };
    entry.current += 1;
    this.store(key, entry);
    return { current: entry.current, ttl: entry.resetAt - now };
  }

  read(key: string, now = Date.now()): Result {
    const entry = this.alive(key, now);
    return entry ? { current: entry.current, ttl: entry.resetAt - now } : { current: 0, ttl: 0 };
  }

  /**
   * Merges a count from Redis: the larger of the two wins, so a Redis that restarted empty (or missed the
   * hits counted here while it was away) cannot lower a count this instance has already seen.
   */
  remember(key: string, fromRedis: Result, counted: boolean, now = Date.now()): Result {
    const seen = this.alive(key, now);
    // An increment that Redis just counted is one more than the shadow's last count.
    const local = seen ? seen.current + (counted ? 1 : 0) : 0;
    const merged = local > fromRedis.current ? { current: local, ttl: seen!.resetAt - now } : fromRedis;
    if (merged.current > 0 && merged.ttl > 0) this.store(key, { current: merged.current, resetAt: now + merged.ttl });
    return merged;
  }

  get size() {
    return this.entries.size;
  }
}

/** `scope` keeps one route's keys apart from another's in the shared shadow, as the Redis store's prefix does in Redis. */
function combine(redis: RedisLink | undefined, shadow: ShadowCounts, scope: string, remote: Store | undefined): Store {
  const local = {
    incr: (key: string, timeWindow: number) => shadow.incr(scope + key, timeWindow),
    read: (key: string) => shadow.read(scope + key),
    remember: (key: string, result: Result, counted: boolean) => shadow.remember(scope + key, result, counted),
  };
  const call = (method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) => {
    const useLocal = () => callback(null, method === 'incr' ? local.incr(key, timeWindow) : local.read(key));
    if (!redis || !remote || !redis.available()) return useLocal();
    redis
      .run(
        () =>
          new Promise<Result>((resolve, reject) =>
            remote[method]!.call(
              remote,
              key,
              (error, result) => (error || !result ? reject(error ?? new Error('no result')) : resolve(result)),
              timeWindow,
              max,
            ),
          ),
      )
      .then((result) => callback(null, local.remember(key, result, method === 'incr')), useLocal);
  };
  return {
    incr: (key, callback, timeWindow, max) => call('incr', key, callback, timeWindow, max),
    read: (key, callback, timeWindow, max) => call('read', key, callback, timeWindow, max),
    child: (routeOptions) => {
      const counted = headCountsAsGet(plainWindows(routeOptions));
      return combine(redis, shadow, routeScope(counted), remote?.child(counted));
    },
  };
}

/** The shadow counts plain fixed windows; no route of ours asks the plugin for anything else. */
function plainWindows(params: RouteParams): RouteParams {
  if (params.continueExceeding || params.exponentialBackoff) throw new Error('rate-limit-store: continueExceeding and exponentialBackoff are not supported');
  return params;
}

// The Redis store's own child prefix, so a key means the same count in Redis and in the shadow.
const routeScope = ({ routeInfo }: RouteParams) => `${String(routeInfo.method)}${String(routeInfo.url)}-`;

/**
 * A HEAD request runs the whole GET handler (Fastify's exposed HEAD routes), so it spends the GET route's budget, in
 * the shadow and in Redis alike: with a count of its own, HEAD doubled every read limit (attack report, session 40).
 */
function headCountsAsGet(params: RouteParams): RouteParams {
  return params.routeInfo.method === 'HEAD' ? { ...params, routeInfo: { ...params.routeInfo, method: 'GET' } } : params;
}

/**
 * Fixed-window counts per key under `nameSpace`, in Redis while it answers and in process memory otherwise: the
 * plugin's store below, and any other count that must hold across instances (page-view-repeats.ts).
 */
export function fixedWindowCounts(redis: RedisLink | undefined, nameSpace: string): Store {
  const remote = redis ? new RedisStore(false, false, redis.client, nameSpace) : undefined;
  return combine(redis, new ShadowCounts(), '', remote);
}

/** The store class the plugin instantiates with its global parameters. */
export function fallbackRateLimitStore(redis: RedisLink | undefined, nameSpace: string) {
  return class FallbackStore {
    constructor(params: RouteParams) {
      plainWindows(params);
      return fixedWindowCounts(redis, nameSpace);
    }
  };
}
