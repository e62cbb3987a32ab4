// Issue 22 finding 3, repeated against a running server (decision 035): one address floods
// POST /api/rankings/favorites with 200 fighter ids per request for 15 s at 20 connections, while /api/health is
// timed once every 50 ms. Prints the flood's 2xx and other answers (the status of one more request after it
// shows what the others were) and health's p50 and p99 before and during the flood. The flooding address must
// not be in that server's RATE_LIMIT_ALLOWLIST.
// Usage: node --import tsx api/bench/post-read-flood.ts http://127.0.0.1:4322 [--seconds 15]
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values, positionals } = parseArgs({ options: { seconds: { type: 'string', default: '15' } }, allowPositionals: true });
const base = positionals[0] ?? 'http://127.0.0.1:3000';
const SECONDS = Number(values.seconds);

const ids: number[] = [];
for (let lastRank = 0; ids.length < 200; lastRank += 100) {
  const page = (await (await fetch(`${base}/api/rankings?limit=100&last_rank=${lastRank}`)).json()) as { data: { fighterId: number }[] };
  if (!page.data.length) break;
  ids.push(...page.data.map((row) => row.fighterId));
}
const body = JSON.stringify({ ids: ids.slice(0, 200) });

async function healthTimes(untilMs: number): Promise<number[]> {
  const times: number[] = [];
  while (performance.now() < untilMs) {
    const started = performance.now();
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return times.sort((a, b) => a - b);
}
const at = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!.toFixed(1);

const quiet = await healthTimes(performance.now() + 5_000);
const flood = autocannon({
  url: base,
  connections: 20,
  duration: SECONDS,
  requests: [{ method: 'POST', path: '/api/rankings/favorites', headers: { 'content-type': 'application/json' }, body }],
});
const busy = await healthTimes(performance.now() + SECONDS * 1000);
const result = await flood;
const after = await fetch(`${base}/api/rankings/favorites`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
console.log(
  `favourites flood, ${ids.length} ids per request, ${SECONDS} s at 20 connections: ${result['2xx']} answered 2xx, ${result.non2xx} not (the next one: ${after.status})`,
);
console.log(
  `health p50 ${at(quiet, 0.5)} ms, p99 ${at(quiet, 0.99)} ms quiet (n=${quiet.length}); p50 ${at(busy, 0.5)} ms, p99 ${at(busy, 0.99)} ms during the flood (n=${busy.length})`,
);
