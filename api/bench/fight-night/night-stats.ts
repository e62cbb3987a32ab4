// What the night measured, per route: answers, 2xx throughput, latency percentiles, errors and nginx's cache
// status. Only 2xx answers count as throughput (decision 027): a 429 or a 503 is an error, never a fast answer.

/** nginx answered from its cache, with no instance involved in the wait ($upstream_cache_status). */
const FROM_CACHE = new Set(['HIT', 'STALE', 'UPDATING']);

export interface Outcome {
  /** The route pattern (`GET /api/fighters/:id/info`), so the table has one row per route, not per URL. */
  route: string;
  /** HTTP status; 0 when the request failed without an answer (socket error, timeout). */
  status: number;
  ms: number;
  /** X-Cache-Status from nginx; absent on routes nginx does not cache. */
  cacheStatus?: string | undefined;
}

export interface RouteSummary {
  route: string;
  requests: number;
  /** 2xx answers per second of the night. */
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Share of answers with a cache status that nginx served from its cache; null when nginx does not cache the route. */
  cacheHitPercent: number | null;
}

interface RouteTally {
  latencies: number[];
  ok: number;
  errors: number;
  cacheLookups: number;
  cacheHits: number;
}

/** Nearest-rank percentile of ascending values (0 for none). */
export function percentile(ascending: readonly number[], p: number): number {
  if (ascending.length === 0) return 0;
  const rank = Math.ceil((p / 100) * ascending.length);
  return ascending[Math.min(ascending.length, Math.max(1, rank)) - 1]!;
}

export class NightStats {
  private readonly tallies = new Map<string, RouteTally>();
  private readonly errorStatuses = new Map<string, number>();

  record({ route, status, ms, cacheStatus }: Outcome): void {
    let tally = this.tallies.get(route);
    if (!tally) this.tallies.set(route, (tally = { latencies: [], ok: 0, errors: 0, cacheLookups: 0, cacheHits: 0 }));
    tally.latencies.push(ms);
    if (status >= 200 && status < 300) tally.ok++;
    else {
      tally.errors++;
      const key = `${route} ${status === 0 ? 'no answer' : status}`;
      this.errorStatuses.set(key, (this.errorStatuses.get(key) ?? 0) + 1);
    }
    if (cacheStatus) {
      tally.cacheLookups++;
      if (FROM_CACHE.has(cacheStatus)) tally.cacheHits++;
    }
  }

  private static summarize(route: string, tallies: readonly RouteTally[], seconds: number): RouteSummary {
    const latencies = tallies.flatMap((t) => t.latencies).sort((a, b) => a - b);
    const sum = (pick: (t: RouteTally) => number) => tallies.reduce((total, t) => total + pick(t), 0);
    const lookups = sum((t) => t.cacheLookups);
    return {
      route,
      requests: latencies.length,
      rps: sum((t) => t.ok) / seconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      errors: sum((t) => t.errors),
      cacheHitPercent: lookups === 0 ? null : (100 * sum((t) => t.cacheHits)) / lookups,
    };
  }

  /** One row per route, busiest first. */
  routes(seconds: number): RouteSummary[] {
    return [...this.tallies]
      .map(([route, tally]) => NightStats.summarize(route, [tally], seconds))
      .sort((a, b) => b.requests - a.requests || a.route.localeCompare(b.route));
  }

  /** Errors by route and status (`PUT /api/… 429`), most frequent first: what to fix, not only how many. */
  errorsByStatus(): [string, number][] {
    return [...this.errorStatuses].sort((a, b) => b[1] - a[1]);
  }

  /** Every route together; the cache hit rate is over the answers that went through nginx's cache. */
  total(seconds: number): RouteSummary {
    return NightStats.summarize('all routes', [...this.tallies.values()], seconds);
  }
}

const fixed = (value: number, digits = 0) => value.toFixed(digits);

export function routeTable(rows: readonly RouteSummary[]): string {
  const header = ['route', 'requests', '2xx req/s', 'p50 ms', 'p99 ms', 'errors', 'cache hit %'];
  const cells = rows.map((r) => [
    r.route,
    String(r.requests),
    fixed(r.rps, 1),
    fixed(r.p50, 1),
    fixed(r.p99, 1),
    String(r.errors),
    r.cacheHitPercent === null ? '-' : fixed(r.cacheHitPercent, 1),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column]!.length)));
  const line = (row: readonly string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(header), ...cells.map(line)].join('\n');
}

/** The last line the bench prints; tools and the docs table read it. */
export function summaryLine(instances: number, total: RouteSummary): string {
  const hit = total.cacheHitPercent ?? 0;
  return `fight night: ${instances} instances, ${fixed(total.rps)} req/s, p99 ${fixed(total.p99)} ms, errors ${total.errors}, cache hit ${fixed(hit, 1)} %`;
}
