// API load benchmark (issue 14): the production server (api/src/server.ts) in its own process on the real data,
// driven by autocannon from this process at 50 connections. Every read is measured twice: cached (one fixed
// URL) and cache-bypassed (a fresh valid parameter combination per request). Only 2xx answers count as
// throughput: a 429 or 500 is an error, never a fast answer. The load client's address (127.0.0.1) is in
// RATE_LIMIT_ALLOWLIST so the limits do not answer for the server. Targets: error-free, every read at least
// half of the same server's /api/health rate, p99 under 50 ms; RSS under 300 MB on PGlite at rest (issue 14 measured
// "memory at rest"): read 10 s after the load stops, and printed beside the figure right at its end.
// Usage: node --import tsx api/bench/api-load-bench.ts [--db postgres|pglite|both] [--duration 5]
// PostgreSQL: DATABASE_URL (default the local server's `test`), a fresh schema per run, dropped afterwards.
// PGlite: a copy of the e2e data dir when one exists (node_modules/.cache/fightrank-e2e-db), else a fresh import.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { REPO_ROOT } from '../src/config';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    duration: { type: 'string', default: process.env.BENCH_API_SECONDS ?? '5' },
    port: { type: 'string', default: process.env.BENCH_API_PORT ?? '6101' },
  },
  strict: false,
});
const DURATION = Number(values.duration);
const PORT = Number(values.port);
const CONNECTIONS = 50;
const P99_TARGET_MS = 50;
const PGLITE_RSS_TARGET_MB = 300;
/** How long the server idles after the load before its memory at rest is read: V8 returns freed pages within a few seconds. */
const REST_SECONDS = 10;
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const dataDir = [process.env.FIGHTRANK_DATA, path.resolve(REPO_ROOT, '../shared/data'), path.resolve(REPO_ROOT, '../../shared/data')]
  .filter((d): d is string => Boolean(d))
  .find((d) => existsSync(d));
if (!dataDir) {
  console.log('api load bench skipped: no real data folder (set FIGHTRANK_DATA)');
  process.exit(0);
}

const rssMb = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return line ? Math.round(Number(line.replace(/\D+/g, '')) / 1024) : NaN;
};

/** Starts the server as `npm run serve` does (scripts/serve.sh) and resolves once /api/health answers 200. */
async function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn('sh', ['scripts/serve.sh'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      FIGHTRANK_DATA: dataDir,
      FIGHTRANK_SYNC_ON_START: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 15 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before answering`);
    const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 1000));
  }
  child.kill('SIGKILL');
  throw new Error('server did not answer /api/health within 15 minutes');
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

interface Row {
  name: string;
  mode: 'cached' | 'bypassed' | '-';
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const base = `http://127.0.0.1:${PORT}`;
const getJson = async <T>(url: string, init?: RequestInit): Promise<T> => {
  const response = await fetch(base + url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
};

/** One autocannon run; `next` (when given) builds a fresh path for every request. */
async function load(next: (() => string) | string, init: { method?: string; headers?: Record<string, string>; body?: () => string } = {}) {
  const first = typeof next === 'string' ? next : next();
  const result = await autocannon({
    url: base + first,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: (init.method ?? 'GET') as 'GET',
        headers: init.headers,
        setupRequest: (req) => ({ ...req, path: typeof next === 'string' ? next : next(), body: init.body ? init.body() : undefined }),
      },
    ],
  });
  const ok = result['2xx'];
  return {
    rps: ok / DURATION,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon counts a timeout in `errors` too: adding `timeouts` counted each one twice.
    errors: result.non2xx + result.errors,
  };
}

async function runScenarios(label: string, child: ChildProcess): Promise<{ rows: Row[]; rssStart: number; rssEnd: number; rssRest: number }> {
  const rssStart = rssMb(child.pid!);
  // Material for fresh keys: every fighter of the global list. Fighter info, history and search answers are cached
  // per fighter (or query), so a bypassed run must never ask for one twice: each run walks this list from its start,
  // and a run that sends more requests than there are fighters says so (its surplus may be hits).
  const fighters: { fighterId: number; fighterName: string; currentRank: number }[] = [];
  for (;;) {
    const last = fighters.at(-1)?.currentRank ?? 0;
    const page = await getJson<typeof fighters>(`/api/rankings/global?limit=100&last_rank=${last}`);
    fighters.push(...page);
    if (page.length < 100) break;
  }
  if (fighters.length === 0) throw new Error(`${label}: the ranking is empty; the import did not run`);
  const classes = (await getJson<{ value: string }[]>('/api/rankings/options/weight-class')).map((o) => o.value);
  const wc = classes[0] ?? 'Lightweight';
  const id = fighters[0]!.fighterId;
  let n = 0;
  // A new walk over the fighters for each bypassed run (see above).
  let walked = 0;
  const freshWalk = () => ((walked = 0), () => fighters[walked++ % fighters.length]!);

  // Votes: a fresh anonymous voter per request (no voter cookie), one XSRF token for all of them.
  const xsrf = await fetch(`${base}/api/health`).then((r) => /XSRF-TOKEN=([^;]+)/.exec(r.headers.get('set-cookie') ?? '')?.[1] ?? '');
  const matchups = await getJson<{ id: number | string; fighterA: { id: number }; fighterB: { id: number } }[]>('/api/community/matchups?limit=1').catch(
    () => [],
  );

  const rows: Row[] = [];
  const measure = async (name: string, mode: Row['mode'], ...args: Parameters<typeof load>) => {
    const r = await load(...args);
    rows.push({ name, mode, ...r });
    console.log(`  [${label}] ${name} ${mode}: ${r.rps.toFixed(0)} req/s (2xx), p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}`);
    if (walked > fighters.length) console.log(`  [${label}] note: ${walked} requests over ${fighters.length} fighters: the surplus may have been cache hits`);
    walked = 0;
  };
  await measure('/api/health', '-', '/api/health');
  await measure('/api/rankings', 'cached', '/api/rankings');
  // last_rank grows by one per request and limit cycles 1..100: every request is a new cache key.
  await measure('/api/rankings', 'bypassed', () => `/api/rankings?last_rank=${n++}&limit=${(n % 100) + 1}`);
  await measure(`/api/rankings/weight-class?wc=…`, 'cached', `/api/rankings/weight-class?wc=${encodeURIComponent(wc)}`);
  await measure(
    `/api/rankings/weight-class?wc=…`,
    'bypassed',
    () => `/api/rankings/weight-class?wc=${encodeURIComponent(classes[n % classes.length] ?? wc)}&last_rank=${n++}&limit=${(n % 100) + 1}`,
  );
  // Options: one URL, the answer the read model holds per data version (decision 049), as any filter's would be.
  await measure('/api/rankings/options/country', '-', '/api/rankings/options/country');
  await measure('/api/fighters/search', 'cached', '/api/fighters/search?q=jones');
  const searchWalk = freshWalk();
  await measure('/api/fighters/search', 'bypassed', () => `/api/fighters/search?q=${encodeURIComponent(searchWalk().fighterName)}`);
  await measure('/api/fighters/{id}/info', 'cached', `/api/fighters/${id}/info`);
  const infoWalk = freshWalk();
  await measure('/api/fighters/{id}/info', 'bypassed', () => `/api/fighters/${infoWalk().fighterId}/info`);
  await measure('/api/rankings/fighter/{id}/history', 'cached', `/api/rankings/fighter/${id}/history`);
  const historyWalk = freshWalk();
  await measure('/api/rankings/fighter/{id}/history', 'bypassed', () => `/api/rankings/fighter/${historyWalk().fighterId}/history`);
  const matchup = matchups[0];
  if (matchup) {
    const a = matchup.fighterA.id;
    await measure('POST /api/community/matchups/{id}/votes', '-', `/api/community/matchups/${matchup.id}/votes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
      body: () => JSON.stringify({ winnerId: a }),
    });
  } else {
    console.log(`  [${label}] no open community matchup: the vote is not measured`);
  }
  const rssEnd = rssMb(child.pid!);
  await new Promise((resolve) => setTimeout(resolve, REST_SECONDS * 1000));
  return { rows, rssStart, rssEnd, rssRest: rssMb(child.pid!) };
}

async function pgVersion(): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ server_version: string }>('show server_version');
  await client.end();
  return rows[0]!.server_version;
}

async function onPostgres() {
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const started = performance.now();
  const child = await startServer({ DATABASE_URL: url.toString(), REDIS_URL: '' });
  console.log(`PostgreSQL: server up with the real data imported in ${((performance.now() - started) / 1000).toFixed(0)} s (schema ${schema})`);
  try {
    return await runScenarios('postgres', child);
  } finally {
    await stopServer(child);
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

async function onPglite() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fightrank-bench-pglite-'));
  const e2eDir = path.resolve(REPO_ROOT, 'node_modules/.cache/fightrank-e2e-db');
  if (existsSync(path.join(e2eDir, 'PG_VERSION'))) cpSync(e2eDir, dir, { recursive: true });
  const started = performance.now();
  const child = await startServer({ DATABASE_URL: '', DATA_DIR: dir, REDIS_URL: '' });
  console.log(`PGlite: server up in ${((performance.now() - started) / 1000).toFixed(0)} s (${dir})`);
  try {
    return await runScenarios('pglite', child);
  } finally {
    await stopServer(child);
    rmSync(dir, { recursive: true, force: true });
  }
}

const runs: { label: string; rows: Row[]; rssStart: number; rssEnd: number; rssRest: number }[] = [];
const which = String(values.db);
if (which === 'postgres' || which === 'both') runs.push({ label: 'PostgreSQL', ...(await onPostgres()) });
if (which === 'pglite' || which === 'both') runs.push({ label: 'PGlite', ...(await onPglite()) });

const cpus = os.cpus();
console.log(
  `\nmachine: ${cpus.length} cores (${cpus[0]?.model ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GB memory, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; node ${process.version}; PostgreSQL ${await pgVersion().catch(() => 'unreachable')}; ` +
    `${CONNECTIONS} connections, ${DURATION} s per row, 2xx answers only`,
);
const missed: string[] = [];
for (const run of runs) {
  const health = run.rows[0]!.rps;
  console.log(`\n${run.label}`);
  const table = run.rows.map((r) => {
    const ratio = r.rps / health;
    const isRead = !r.name.startsWith('POST') && r.name !== '/api/health';
    const ok = r.errors === 0 && r.p99 < P99_TARGET_MS && (!isRead || ratio >= 0.5);
    if (!ok) missed.push(`${run.label} ${r.name} ${r.mode}: ${r.rps.toFixed(0)} req/s (${ratio.toFixed(2)} of health), p99 ${r.p99} ms, ${r.errors} errors`);
    return {
      endpoint: r.name,
      cache: r.mode,
      'req/s': Math.round(r.rps),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      errors: r.errors,
      'x health': Number(ratio.toFixed(2)),
      target: isRead ? '>=0.5x, p99<50, 0 err' : 'p99<50, 0 err',
      met: ok ? 'yes' : 'NO',
    };
  });
  console.table(table);
  const rssNote = run.label === 'PGlite' ? ` [target < ${PGLITE_RSS_TARGET_MB} MB at rest: ${run.rssRest < PGLITE_RSS_TARGET_MB ? 'met' : 'NOT met'}]` : '';
  console.log(`RSS: ${run.rssStart} MB after start, ${run.rssEnd} MB as the load ends, ${run.rssRest} MB at rest ${REST_SECONDS} s later${rssNote}`);
  if (run.label === 'PGlite' && run.rssRest >= PGLITE_RSS_TARGET_MB) missed.push(`PGlite RSS ${run.rssRest} MB at rest after the load`);
}
console.log(missed.length ? `\ntargets not met:\n- ${missed.join('\n- ')}` : '\nall API targets met');
