// Prometheus text at /metrics (issue 26 item 6, decision 041): requests and latency per route pattern, the response
// cache's hits and misses, rate-limit refusals, load shedding. Closed to the public: it answers only a bearer token
// from METRICS_TOKEN (a Prometheus scrape config holds it), and without one configured /metrics does not exist.
// Job durations (import, rankings recompute, community job, sync) come from data/telemetry/job-timings.ts: every run in this
// process while the app is open, whether the server's start-up, its scheduler or an operator command started it.
// Counts are per instance, as Prometheus expects: it scrapes each instance and sums.
import fp from 'fastify-plugin';
import type { ResponseCache } from '../../data/cache/response-cache';
import { safeEqual } from '../../accounts/tokens';
import { onJobDone, type JobName, type JobOutcome } from '../../data/telemetry/job-timings';

/** Latency buckets in seconds: a cached read answers in a few ms, an uncached history in tens, a stall in seconds. */
const BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** Job buckets in seconds: a community refit takes well under a second, a full import with its recompute tens of seconds. */
const JOB_BUCKETS_S = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];

interface Series {
  buckets: number[];
  count: number;
  sumSeconds: number;
}

function observeInto(series: Map<string, Series>, key: string, bounds: readonly number[], seconds: number): void {
  const entry = series.get(key) ?? { buckets: bounds.map(() => 0), count: 0, sumSeconds: 0 };
  bounds.forEach((bound, i) => {
    if (seconds <= bound) entry.buckets[i]!++;
  });
  entry.count++;
  entry.sumSeconds += seconds;
  series.set(key, entry);
}

export interface Metrics {
  observe(method: string, route: string, status: number, seconds: number): void;
  cacheLookup(namespace: string, hit: boolean): void;
  job(job: JobName, outcome: JobOutcome, seconds: number): void;
  render(gauges?: Record<string, { help: string; value: number }>): string;
}

const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const labels = (pairs: Record<string, string>) =>
  `{${Object.entries(pairs)
    .map(([key, value]) => `${key}="${escapeLabel(value)}"`)
    .join(',')}}`;

export function createMetrics(): Metrics {
  const requests = new Map<string, number>();
  const latency = new Map<string, Series>();
  const jobs = new Map<string, Series>();
  const refusals = new Map<string, number>();
  const cache = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  let shed = 0;

  return {
    observe(method, route, status, seconds) {
      bump(requests, JSON.stringify([method, route, String(status)]));
      observeInto(latency, JSON.stringify([method, route]), BUCKETS_S, seconds);
      if (status === 429) bump(refusals, route);
      if (status === 503) shed++;
    },
    cacheLookup(namespace, hit) {
      bump(cache, JSON.stringify([namespace, hit ? 'hit' : 'miss']));
    },
    job(job, outcome, seconds) {
      observeInto(jobs, JSON.stringify([job, outcome]), JOB_BUCKETS_S, seconds);
    },
    render(gauges = {}) {
      const lines: string[] = [];
      const head = (name: string, type: string, help: string) => lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
      head('fightrank_http_requests_total', 'counter', 'Requests answered, by method, route pattern and status.');
      for (const [key, n] of requests) {
        const [method, route, status] = JSON.parse(key) as [string, string, string];
        lines.push(`fightrank_http_requests_total${labels({ method, route, status })} ${n}`);
      }
      const histogram = (name: string, help: string, all: Map<string, Series>, bounds: readonly number[], names: readonly string[]) => {
        head(name, 'histogram', help);
        for (const [key, series] of all) {
          const values = JSON.parse(key) as string[];
          const pairs = Object.fromEntries(names.map((label, i) => [label, values[i]!]));
          bounds.forEach((bound, i) => lines.push(`${name}_bucket${labels({ ...pairs, le: String(bound) })} ${series.buckets[i]}`));
          lines.push(`${name}_bucket${labels({ ...pairs, le: '+Inf' })} ${series.count}`);
          lines.push(`${name}_sum${labels(pairs)} ${series.sumSeconds}`);
          lines.push(`${name}_count${labels(pairs)} ${series.count}`);
        }
      };
      histogram('fightrank_http_request_duration_seconds', 'Time to answer, by method and route pattern.', latency, BUCKETS_S, ['method', 'route']);
      histogram(
        'fightrank_job_duration_seconds',
        'Background job runs in this process (import, rankings-recompute, community, sync), by outcome.',
        jobs,
        JOB_BUCKETS_S,
        ['job', 'outcome'],
      );
      head('fightrank_rate_limit_refusals_total', 'counter', 'Requests refused with 429 by a rate limit, by route pattern.');
      for (const [route, n] of refusals) lines.push(`fightrank_rate_limit_refusals_total${labels({ route })} ${n}`);
      head('fightrank_unavailable_total', 'counter', 'Answers 503: load shed, or the database unavailable.');
      lines.push(`fightrank_unavailable_total ${shed}`);
      head('fightrank_response_cache_lookups_total', 'counter', 'Response cache lookups (Redis or in process), by namespace and result.');
      for (const [key, n] of cache) {
        const [namespace, result] = JSON.parse(key) as [string, string];
        lines.push(`fightrank_response_cache_lookups_total${labels({ namespace, result })} ${n}`);
      }
      for (const [name, gauge] of Object.entries(gauges)) {
        head(name, 'gauge', gauge.help);
        lines.push(`${name} ${gauge.value}`);
      }
      return `${lines.join('\n')}\n`;
    },
  };
}

/** The response cache, counting each lookup's hit or miss. */
export function countingCache(inner: ResponseCache, metrics: Metrics): ResponseCache {
  return {
    kind: inner.kind,
    async get(namespace, key) {
      const value = await inner.get(namespace, key);
      metrics.cacheLookup(namespace, value !== null);
      return value;
    },
    set: (namespace, key, value, ttlSeconds) => inner.set(namespace, key, value, ttlSeconds),
    close: () => inner.close(),
  };
}

/** PostgreSQL's pool: connections open, in use, and requests waiting for one (the queue load shedding keeps short). */
function poolGauges(use: { total: number; idle: number; waiting: number } | undefined): Record<string, { help: string; value: number }> {
  if (!use) return {};
  return {
    fightrank_db_pool_connections: { help: 'Database connections open in this instance pool.', value: use.total },
    fightrank_db_pool_connections_busy: { help: 'Database connections running a query now.', value: use.total - use.idle },
    fightrank_db_pool_waiting: { help: 'Queries waiting for a free database connection.', value: use.waiting },
  };
}

export interface MetricsOptions {
  metrics: Metrics;
  /** METRICS_TOKEN; undefined: no /metrics route at all. */
  token: string | undefined;
}

export const metricsEndpoint = fp<MetricsOptions>(
  async (app, { metrics, token }) => {
    // Jobs report process-wide: listen while this app is open, so a closed app (a test's) holds nothing.
    const stopListening = onJobDone((job, outcome, seconds) => metrics.job(job, outcome, seconds));
    app.addHook('onClose', async () => stopListening());
    // Every answer, shed and refused ones included; the route pattern (not the URL) keeps the series bounded whatever
    // paths a scanner tries: anything that matched no route is "unmatched".
    app.addHook('onResponse', async (request, reply) => {
      metrics.observe(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    });
    if (!token) return;

    app.get('/metrics', { schema: { hide: true }, config: { cache: 'no-store' } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const match = /^Bearer (\S{1,200})$/.exec(request.headers.authorization ?? '');
      if (!match) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="fightrank-metrics"')
          .send({ statusCode: 401, error: 'Unauthorized', message: 'Send "Authorization: Bearer <METRICS_TOKEN>".' });
      }
      // Constant time: the answer's timing says nothing about how much of a guess was right.
      if (!safeEqual(match[1]!, token)) return reply.status(403).send({ statusCode: 403, error: 'Forbidden', message: 'Wrong metrics token.' });
      const shedding = app.loadShedding;
      const memory = process.memoryUsage();
      reply.type('text/plain; version=0.0.4; charset=utf-8');
      return metrics.render({
        fightrank_requests_in_flight: { help: 'Requests being answered now (load shedding counts them).', value: shedding?.inFlight() ?? 0 },
        fightrank_event_loop_delay_seconds: { help: 'Event-loop lateness as load shedding sees it.', value: (shedding?.eventLoopDelayMs() ?? 0) / 1000 },
        fightrank_resident_memory_bytes: { help: 'Resident set size of this instance.', value: memory.rss },
        ...poolGauges(app.db.poolUse?.()),
      });
    });
  },
  { name: 'metrics' },
);
