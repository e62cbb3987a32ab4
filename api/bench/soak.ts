// `npm run soak` (issue 14): mixed traffic for SOAK_SECONDS (default 600) against the production server in its
// own process, printing RSS at start, every minute and at the end, and the error counts (non-2xx and socket
// errors). Bounded and self-stopping; not part of npm test. Database: DATABASE_URL (a fresh schema, dropped
// afterwards) or a PGlite data dir in a temp folder; real data from FIGHTRANK_DATA (default ../shared/data).
// Alternatively SOAK_URL points it at a server someone else started (RSS then needs SOAK_PID).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { REPO_ROOT } from '../src/config';
import { startServerProcess, xsrfPair, type ServerProcess } from '../test/reliability/server-process';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const PORT = Number(process.env.SOAK_PORT ?? 6103);
if (!(SECONDS > 0)) throw new Error(`SOAK_SECONDS must be a positive number, got "${process.env.SOAK_SECONDS}"`);

const rssOf = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return line ? Math.round(Number(line.replace(/\D+/g, '')) / 1024) : NaN;
};

let server: ServerProcess | undefined;
let cleanup = async () => {};
let base = process.env.SOAK_URL?.replace(/\/$/, '');
let pid = process.env.SOAK_PID ? Number(process.env.SOAK_PID) : undefined;
if (!base) {
  const data = [process.env.FIGHTRANK_DATA, path.resolve(REPO_ROOT, '../shared/data'), path.resolve(REPO_ROOT, '../../shared/data')].find(
    (d) => d && existsSync(d),
  );
  const env: NodeJS.ProcessEnv = { FIGHTRANK_DATA: data, REDIS_URL: process.env.REDIS_URL ?? '' };
  if (process.env.DATABASE_URL) {
    const schema = `soak_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const url = new URL(process.env.DATABASE_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    env.DATABASE_URL = url.toString();
    cleanup = async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    };
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fightrank-soak-'));
    env.DATABASE_URL = '';
    env.DATA_DIR = dir;
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  console.log(`soak: starting the server on ${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} (port ${PORT}, data ${data ?? 'demo'})`);
  server = await startServerProcess(env, { port: PORT, timeoutMs: 15 * 60_000 });
  base = server.base;
  pid = server.child.pid;
}

const rss = () => (pid ? `${rssOf(pid)} MB` : 'n/a (set SOAK_PID)');
const startRss = rss();
console.log(`soak: ${SECONDS} s of mixed traffic at 20 connections against ${base}; RSS at start ${startRss}`);
const get = async <T>(url: string) => ((await (await fetch(base + url)).json()) as { data: T }).data;
const fighters = (await get<{ fighterId: number; fighterName: string }[]>('/api/rankings?limit=100')) ?? [];
const matchups = (await get<{ id: number; fighterA: { id: number } }[]>('/api/community/matchups?limit=10').catch(() => [])) ?? [];
const xsrf = await xsrfPair(base);
let n = 0;
const fighter = () => fighters[n++ % Math.max(1, fighters.length)];
// The mix a visitor makes: lists (cached and paged), search, fighter pages, history, HTML pages, votes.
const paths: (() => { method?: string; path: string; body?: string; headers?: Record<string, string> })[] = [
  () => ({ path: '/api/rankings' }),
  () => ({ path: `/api/rankings?last_rank=${n++ % 5000}&limit=${(n % 100) + 1}` }),
  () => ({ path: '/api/rankings/options/weight-class' }),
  () => ({ path: `/api/fighters/search?q=${encodeURIComponent(fighter()?.fighterName ?? 'jones')}` }),
  () => ({ path: `/api/fighters/${fighter()?.fighterId ?? 1}/info` }),
  () => ({ path: `/api/rankings/fighter/${fighter()?.fighterId ?? 1}/history` }),
  () => ({ path: `/fighter/x-${fighter()?.fighterId ?? 1}` }),
  () => ({ path: '/api/health' }),
  ...(matchups.length
    ? [
        () => {
          const m = matchups[n++ % matchups.length]!;
          return {
            method: 'POST',
            path: `/api/community/matchups/${m.id}/votes`,
            body: JSON.stringify({ winnerId: m.fighterA.id }),
            headers: { ...xsrf, 'content-type': 'application/json' },
          };
        },
      ]
    : []),
];
let turn = 0;
const timer = setInterval(() => console.log(`soak: ${Math.round((Date.now() - started) / 1000)} s, RSS ${rss()}`), 60_000);
const started = Date.now();
const result = await autocannon({
  url: base!,
  connections: 20,
  duration: SECONDS,
  requests: [{ setupRequest: (req) => ({ ...req, method: 'GET', body: undefined, headers: {}, ...paths[turn++ % paths.length]!() }) }],
});
clearInterval(timer);
// autocannon's `errors` counts timeouts too: report each failure once.
const socketErrors = result.errors - result.timeouts;
console.log(
  `soak done: ${result['2xx']} 2xx answers in ${SECONDS} s (${(result['2xx'] / SECONDS).toFixed(0)}/s), non-2xx ${result.non2xx}, ` +
    `socket errors ${socketErrors}, timeouts ${result.timeouts}; p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
);
console.log(`RSS: ${startRss} at start, ${rss()} at the end`);
if (server) await server.stop();
await cleanup();
process.exit(result.non2xx + result.errors > 0 ? 1 : 0);
