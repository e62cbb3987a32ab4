// How long a rate-limit count in Redis takes as the API process sees it (decision 035): the Lua script of
// @fastify/rate-limit's Redis store, timed from the call to its callback, so the time includes the wait for this
// process's own event loop, which is what ioredis's commandTimeout measures too. Three phases: one command at a
// time on an idle process; 50 in flight at once (50 concurrent requests); 50 in flight while the event loop is
// kept busy with synchronous work of 0-40 ms at a time (PGlite queries, JSON, compression under load).
// Usage: node --import tsx api/bench/redis-round-trip.ts [--seconds 10] (REDIS_URL, default redis://127.0.0.1:6379)
// Keys are written under fightrank-rtt-<pid>- with a 60 s expiry, so nothing is left behind for long.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';

const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (...args: unknown[]) => {
  incr(key: string, callback: (error: Error | null) => void, timeWindow: number, max: number): void;
};

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' } }, strict: false });
const SECONDS = Number(values.seconds);
const client = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 0 });
const store = new RedisStore(false, false, client, `fightrank-rtt-${process.pid}-`);

const incr = (key: string) =>
  new Promise<number>((resolve, reject) => {
    const started = performance.now();
    store.incr(key, (error) => (error ? reject(error) : resolve(performance.now() - started)), 60_000, 1_000_000);
  });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function phase(name: string, concurrency: number, busyMs: number) {
  const times: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  let hog: NodeJS.Timeout | undefined;
  if (busyMs > 0) {
    // Synchronous work of a random length, again and again, as requests on a loaded server do.
    const burn = () => {
      const end = performance.now() + Math.random() * busyMs;
      while (performance.now() < end);
      hog = setTimeout(burn, 1);
    };
    burn();
  }
  let n = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) times.push(await incr(`k${n++ % 5000}`));
    }),
  );
  clearTimeout(hog);
  loop.disable();
  times.sort((a, b) => a - b);
  const over = (ms: number) => times.filter((t) => t > ms).length;
  const fmt = (v: number) => v.toFixed(1).padStart(6);
  console.log(
    `${name.padEnd(34)} n=${String(times.length).padStart(7)} p50=${fmt(percentile(times, 0.5))} p99=${fmt(percentile(times, 0.99))} p99.9=${fmt(percentile(times, 0.999))} max=${fmt(times.at(-1)!)} ms` +
      ` | >50ms ${over(50)} >100ms ${over(100)} >250ms ${over(250)} >500ms ${over(500)} | loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms max ${(loop.max / 1e6).toFixed(1)} ms`,
  );
}

await client.ping();
console.log(
  `Redis round trip of the rate-limit script, ${SECONDS} s per phase, load average ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await phase('idle, 1 in flight', 1, 0);
await phase('50 in flight', 50, 0);
await phase('50 in flight, loop busy 0-40 ms', 50, 40);
client.disconnect();
