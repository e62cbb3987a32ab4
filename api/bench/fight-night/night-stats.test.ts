import { describe, expect, it } from 'vitest';
import { NightStats, percentile, routeTable, summaryLine } from './night-stats';

describe('percentile', () => {
  it('is the nearest rank of ascending values', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([5, 7], 99)).toBe(7);
    expect(percentile([3], 50)).toBe(3);
    expect(percentile([], 99)).toBe(0);
  });
});

describe('NightStats', () => {
  const night = () => {
    const stats = new NightStats();
    for (let i = 1; i <= 100; i++) stats.record({ route: 'GET /api/rankings', status: 200, ms: i, cacheStatus: i <= 80 ? 'HIT' : 'MISS' });
    stats.record({ route: 'GET /api/rankings', status: 200, ms: 1, cacheStatus: 'STALE' });
    stats.record({ route: 'GET /api/rankings', status: 200, ms: 1, cacheStatus: 'UPDATING' });
    stats.record({ route: 'GET /api/rankings', status: 200, ms: 1, cacheStatus: 'EXPIRED' });
    stats.record({ route: 'POST /api/auth/login', status: 200, ms: 300 });
    stats.record({ route: 'POST /api/auth/login', status: 429, ms: 2 });
    stats.record({ route: 'POST /api/auth/login', status: 0, ms: 30_000 });
    stats.record({ route: 'POST /api/auth/login', status: 503, ms: 1 });
    return stats;
  };

  it('counts only 2xx as throughput and everything else as errors, per route', () => {
    const [rankings, login] = night().routes(10);
    expect(rankings).toMatchObject({ route: 'GET /api/rankings', requests: 103, rps: 10.3, errors: 0, p50: 49, p99: 99 });
    expect(login).toMatchObject({ route: 'POST /api/auth/login', requests: 4, rps: 0.1, errors: 3, p99: 30_000 });
  });

  it('counts HIT, STALE and UPDATING as served by the cache, and leaves routes nginx does not cache out', () => {
    const stats = night();
    const [rankings, login] = stats.routes(10);
    expect(rankings!.cacheHitPercent).toBeCloseTo((100 * 82) / 103, 5);
    expect(login!.cacheHitPercent).toBeNull();
    // The total's hit rate is over cacheable answers only: the sign-ins do not dilute it.
    expect(stats.total(10).cacheHitPercent).toBeCloseTo((100 * 82) / 103, 5);
  });

  it('names each error by route and status, most frequent first', () => {
    const stats = night();
    stats.record({ route: 'PUT /api/predictions/bouts/:boutId', status: 400, ms: 3 });
    stats.record({ route: 'PUT /api/predictions/bouts/:boutId', status: 400, ms: 3 });
    expect(stats.errorsByStatus()).toEqual([
      ['PUT /api/predictions/bouts/:boutId 400', 2],
      ['POST /api/auth/login 429', 1],
      ['POST /api/auth/login no answer', 1],
      ['POST /api/auth/login 503', 1],
    ]);
  });

  it('prints the summary line in the form the brief fixes', () => {
    const stats = night();
    expect(summaryLine(4, stats.total(1))).toBe('fight night: 4 instances, 104 req/s, p99 300 ms, errors 3, cache hit 79.6 %');
    expect(summaryLine(1, new NightStats().total(1))).toBe('fight night: 1 instances, 0 req/s, p99 0 ms, errors 0, cache hit 0.0 %');
  });

  it('lays the routes out as an aligned table', () => {
    const lines = routeTable(night().routes(10)).split('\n');
    expect(lines[0]).toMatch(/^route\s+requests\s+2xx req\/s\s+p50 ms\s+p99 ms\s+errors\s+cache hit %$/);
    expect(lines[1]).toMatch(/^GET \/api\/rankings\s+103\s+10\.3\s+49\.0\s+99\.0\s+0\s+79\.6$/);
    expect(lines[2]).toMatch(/^POST \/api\/auth\/login\s+4\s+0\.1\s+.*\s+3\s+-$/);
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
  });
});
