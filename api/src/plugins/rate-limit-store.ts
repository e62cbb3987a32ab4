// A @fastify/rate-limit store that counts in Redis while Redis answers and in process memory otherwise.
// The plain Redis store either waits on a dead Redis or (with skipOnError) stops limiting altogether;
// this one keeps limiting per instance through an outage, within the Redis command timeout.
import { createRequire } from 'node:module';
import type { RedisLink } from '../redis/redis-link';

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

// The plugin's own stores: reused, not re-implemented, so counting rules stay the plugin's.
const LocalStore: StoreClass = require('@fastify/rate-limit/store/LocalStore.js');
const RedisStore: StoreClass = require('@fastify/rate-limit/store/RedisStore.js');

function combine(redis: RedisLink | undefined, local: Store, remote: Store | undefined): Store {
  const call = (method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) => {
    const useLocal = () => (local[method] ?? local.incr).call(local, key, callback, timeWindow, max);
    if (!redis || !remote || !redis.available()) return useLocal();
    redis
      .run(
        () =>
          new Promise<Result>((resolve, reject) =>
            (remote[method] ?? remote.incr).call(remote, key, (error, result) => (error || !result ? reject(error ?? new Error('no result')) : resolve(result)), timeWindow, max),
          ),
      )
      .then((result) => callback(null, result), useLocal);
  };
  return {
    incr: (key, callback, timeWindow, max) => call('incr', key, callback, timeWindow, max),
    read: (key, callback, timeWindow, max) => call('read', key, callback, timeWindow, max),
    child: (routeOptions) => combine(redis, local.child(routeOptions), remote?.child(routeOptions)),
  };
}

/** The store class the plugin instantiates with its global parameters. */
export function fallbackRateLimitStore(redis: RedisLink | undefined, nameSpace: string) {
  return class FallbackStore {
    constructor(params: RouteParams) {
      const local = new LocalStore(params.continueExceeding, params.exponentialBackoff);
      const remote = redis ? new RedisStore(params.continueExceeding, params.exponentialBackoff, redis.client, nameSpace) : undefined;
      return combine(redis, local, remote);
    }
  };
}
