// How often one address's reports of one page count. The page-view limit (300 a minute) bounds the requests, not
// the counting: one client reporting the same fighter at that rate put him at the top of "most viewed" within
// minutes (attack report, session 53). A fan reloads a page a few times; a household or a venue shares an address;
// neither comes near REPEAT_VIEWS.max in an hour, so real counts do not change. Past it, a report is still
// answered 204 (the client learns nothing) and not counted. Counted where the rate limits count: in Redis while it
// answers, so every instance shares the count, and in process memory otherwise.
import type { RedisLink } from '../../data/redis/redis-link';
import { ledgerKey } from '../auth/sign-in-attempts';
import { fixedWindowCounts } from '../plugins/rate-limit-store';
import { clientAddressKey } from '../plugins/rate-limits';

export const REPEAT_VIEWS = { max: 5, windowMs: 60 * 60 * 1000 };

/** Answers whether this report of `path` from `ip` still counts; a failing store counts it (a view is never lost). */
export type CountsAsView = (ip: string, path: string) => Promise<boolean>;

export function repeatViewFilter(redis: RedisLink | undefined, limit = REPEAT_VIEWS): CountsAsView {
  const store = fixedWindowCounts(redis, 'fightrank-page-view-');
  return (ip, path) =>
    new Promise((resolve) =>
      // Hashed, so neither Redis nor memory holds an address next to the pages it read.
      store.incr(
        ledgerKey(clientAddressKey(ip), path),
        (error, result) => resolve(error !== null || result === null || result.current <= limit.max),
        limit.windowMs,
        limit.max,
      ),
    );
}
