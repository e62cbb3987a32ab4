// Search benchmark (issue 9): p95 latency of GET /api/fighters/search over the full real data, and the same
// server's throughput on /api/fighters/search and /api/health under 50 connections from a separate process
// (autocannon, api/bench/load-client.mjs). Targets: p95 < 10 ms; search throughput >= half of health's.
// Three paths, each its own server on the same database: "served" is what `npm start` runs (the read model of the
// data version answers from memory, decision 049); "function" has no model and no cache, so every search runs the
// database function, the path fans take in the seconds after an import before the model is built (or if it fails);
// "cached" has no model, and repeats come from the response cache.
// The search rate limit (120 per minute per client) would cut the load test short: the server allowlists the
// load client's address (RATE_LIMIT_ALLOWLIST=127.0.0.1, as `npm run bench:api` does) and only 2xx answers count.
// Database: PostgreSQL already loaded with the real data (--database-url, e.g. a scratch database after
// `DATABASE_URL=... npm run data:import -- ../shared/data`), an existing PGlite directory (--db <dir>, e.g. one
// `npm start` made) or, by default, a fresh in-memory PGlite loaded from --data (default ../shared/data).
// Usage: node --import tsx api/bench/search-bench.ts [--database-url <url> | --db <pglite dir>] [--data ../shared/data] [--duration 10]
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs, promisify } from 'node:util';
import { buildApp } from '../src/http/app';
import type { ResponseCache } from '../src/data/cache/response-cache';
import { readConfig } from '../src/config';
import { migrate } from '../src/data/db/migrate';
import { openDatabase } from '../src/data/db/database';
import { openPglite } from '../src/data/db/pglite';
import { importDataset } from '../src/pipeline/importer/import-dataset';
import { loadDirectory } from '../src/pipeline/importer/import-directory';
import { recomputeRankings } from '../src/pipeline/jobs/compute-rankings';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    db: { type: 'string' },
    data: { type: 'string', default: '../shared/data' },
    duration: { type: 'string', default: '10' },
  },
  strict: false,
});

/** What fans type: whole names, accents, punctuation, typos, nicknames, single names, short prefixes. */
const QUERIES = [
  'jon jones',
  'jones',
  'José Aldo',
  'jose aldo',
  'Jiří Procházka',
  'jiri prochazka',
  'st pierre',
  'omalley',
  "O'Malley",
  'makachev',
  'nurmagomedof',
  'khabib',
  'Bones',
  'The Notorious',
  'conor',
  'adesanya',
  'izzy',
  'silva',
  'anderson silva',
  'pereira',
  'volkanovski',
  'topuria',
  'ngannou',
  'fedor',
  'emelianenko',
  'cyborg',
  'nunes',
  'shevchenko',
  'ma',
  'j',
];
const ROUNDS = 20;

const databaseUrl = values['database-url'] ? String(values['database-url']) : undefined;
if (!databaseUrl && !values.db && !existsSync(String(values.data))) {
  console.log(`search bench skipped: no --database-url, no --db and no data folder at ${values.data}`);
  process.exit(0);
}

const db = databaseUrl ? await openDatabase({ databaseUrl }) : await openPglite(values.db ? String(values.db) : undefined);
await migrate(db);
if (!databaseUrl && !values.db) {
  const started = performance.now();
  await importDataset(db, await loadDirectory(String(values.data)));
  await recomputeRankings(db);
  console.log(`loaded the real data into in-memory PGlite in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
const [counts] = await db.query<{ fighters: number; aliases: number }>(
  'select (select count(*)::int from fighters) as fighters, (select count(*)::int from fighter_aliases) as aliases',
);
console.log(`database: ${counts!.fighters} fighters, ${counts!.aliases} aliases (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`);

const noCache: ResponseCache = { kind: 'memory', get: async () => null, set: async () => {}, close: async () => {} };
const config = readConfig({ RATE_LIMIT_ALLOWLIST: '127.0.0.1' });
const servers = {
  served: await buildApp({ config, db, cache: noCache, readModel: true }),
  function: await buildApp({ config, db, cache: noCache }),
  cached: await buildApp({ config, db }),
};
// Build the served server's model now, as `npm start` does after its first import, so every timed search reads it.
await servers.served.ready();
if (!(await servers.served.readModel!.refresh())) throw new Error('the read model was not built: the served path cannot be measured');

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
async function measureLatency(kind: keyof typeof servers): Promise<number> {
  const app = servers[kind];
  // Warm-up: the first query of each shape pays for planning (and, cached, fills the cache).
  for (const q of QUERIES) await app.inject({ url: `/api/fighters/search?q=${encodeURIComponent(q)}`, remoteAddress: '10.1.0.1' });
  const latencies: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, q] of QUERIES.entries()) {
      const started = performance.now();
      const response = await app.inject({ url: `/api/fighters/search?q=${encodeURIComponent(q)}`, remoteAddress: `10.2.${round}.${i}` });
      latencies.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`search "${q}" answered ${response.statusCode}`);
    }
  }
  latencies.sort((a, b) => a - b);
  const p95 = percentile(latencies, 95);
  console.log(
    `${kind} search latency over ${latencies.length} requests (${QUERIES.length} queries x ${ROUNDS}): p50 ${percentile(latencies, 50).toFixed(2)} ms, ` +
      `p95 ${p95.toFixed(2)} ms, p99 ${percentile(latencies, 99).toFixed(2)} ms, max ${latencies.at(-1)!.toFixed(2)} ms  [target p95 < 10 ms: ${p95 < 10 ? 'met' : 'NOT met'}]`,
  );
  return p95;
}
await measureLatency('served');
await measureLatency('function');
await measureLatency('cached');

const client = new URL('./load-client.mjs', import.meta.url).pathname;
/** Serves `app` on a free port for one autocannon run of `path`, then closes it (a closed Fastify app cannot listen again). */
async function load(label: string, app: Awaited<ReturnType<typeof buildApp>>, path: string): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const { stdout } = await promisify(execFile)('node', [client, `http://127.0.0.1:${port}${path}`, String(values.duration)], { maxBuffer: 1 << 20 });
  await app.close();
  const result = JSON.parse(stdout) as { ok: number; non2xx: number; errors: number; p50: number; p99: number };
  console.log(
    `  ${label} ${path}: ${result.ok.toFixed(0)} 2xx/s, p50 ${result.p50} ms, p99 ${result.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
  );
  return result.ok;
}
console.log(`throughput, 50 connections for ${values.duration} s each, from a separate process:`);
const health = await load('', await buildApp({ config, db }), '/api/health');
const rates = {
  served: await load('served', servers.served, '/api/fighters/search?q=jones'),
  function: await load('function', servers.function, '/api/fighters/search?q=jones'),
  cached: await load('cached', servers.cached, '/api/fighters/search?q=jones'),
};
for (const [kind, rate] of Object.entries(rates)) {
  const ratio = rate / health;
  console.log(`${kind} search throughput is ${(ratio * 100).toFixed(0)}% of /api/health  [target >= 50%: ${ratio >= 0.5 ? 'met' : 'NOT met'}]`);
}
await db.close();
