// `npm run bench:fight-night -- --duration S --instances N` (issue 26 item 3, decision 041 "Fight night benchmark"):
// N API instances (`npm run serve`) on PostgreSQL and a Redis of the bench's own, behind the repo's nginx
// configuration (deploy/nginx/fightrank.conf, rendered for N upstreams as the proxy test does), driven through nginx
// by a fight night: readers of the ranking lists and of a Zipf-skewed set of fighter pages, a crawler walking every
// fighter page, pick and vote bursts from signed-in fans after each bout, and sign-ins. Prints per route the 2xx
// throughput, p50/p99, errors and nginx's cache hit rate, where the CPU went, and last the line
// `fight night: N instances, X req/s, p99 Y ms, errors Z, cache hit H %`.
// Production settings throughout: TRUST_PROXY=1 behind nginx, no rate-limit allowlist; every fan, crawler address
// and signed-in fan is a client address of its own (127.x.y.z), which nginx passes on as X-Forwarded-For.
// The database (`fightrank_fight_night` on FIGHT_NIGHT_DATABASE_URL's server, default the local PostgreSQL) is
// prepared once and reused; `--fresh` rebuilds it. Every process started here stops on exit, error or Ctrl-C.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RankedFighter, RankingFilterOption } from '@fightrank/shared/contracts';
import { REPO_ROOT } from '../src/config';
import { startNginx } from '../test/support/nginx-proxy';
import { startRedis } from '../test/support/throwaway-redis';
import { FIGHT_NIGHT_USAGE, parseFightNightOptions, type FightNightOptions } from './fight-night/options';
import { allFighterIds, backendPids, ensureFightCard, prepareDatabase } from './fight-night/prepared-database';
import { onStop, startInstance, stopAll, track } from './fight-night/processes';
import { FanClient, loopbackAddress } from './fight-night/fan-client';
import { NightStats, routeTable, summaryLine } from './fight-night/night-stats';
import { runNight, signIn, SIGNED_IN_BLOCK, type ListPage } from './fight-night/night-traffic';
import { childPids, cpuByGroup, cpuSpent, machineSeconds } from './fight-night/cpu-time';
import { jobDurationLines } from './fight-night/job-durations';

let options: FightNightOptions;
try {
  options = parseFightNightOptions(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n${FIGHT_NIGHT_USAGE}`);
  process.exit(2);
}

const READERS = 48;
const CRAWLERS = 4;
const SIGNED_IN_FANS = 40;
const FAN_PASSWORD = 'fight night bench password 2026';
const serverUrl = process.env.FIGHT_NIGHT_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const fightData = [process.env.FIGHTRANK_DATA, path.resolve(REPO_ROOT, '../shared/data'), path.resolve(REPO_ROOT, '../../shared/data')].find(
  (dir): dir is string => Boolean(dir) && existsSync(dir!),
);
if (!fightData) {
  console.error('fight night: no real data folder (set FIGHTRANK_DATA)');
  process.exit(2);
}

async function getData<T>(base: string, url: string): Promise<T> {
  const response = await fetch(base + url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** The lists fans open, with their filters' real values, weighted: pound for pound and the divisions lead. */
async function listPages(base: string): Promise<ListPage[]> {
  const options = async (kind: string) => (await getData<RankingFilterOption[]>(base, `/api/rankings/options/${kind}`)).map((o) => o.value);
  const pages: ListPage[] = [
    { route: 'GET /api/rankings', path: '/api/rankings?limit=25', weight: 30, paging: 'last_rank' },
    { route: 'GET /api/rankings/global', path: '/api/rankings/global?limit=25', weight: 5, paging: 'last_rank' },
    { route: 'GET /api/rankings/goat', path: '/api/rankings/goat?limit=25', weight: 5, paging: 'last_rank' },
    { route: 'GET /api/rankings', path: '/api/rankings?limit=25&movement=gainers', weight: 3, paging: 'offset' },
  ];
  const filtered: [kind: string, param: string, weight: number][] = [
    ['weight-class', 'wc', 35],
    ['country', 'c', 10],
    ['age', 'grp', 5],
    ['organization', 'org', 7],
  ];
  for (const [kind, param, weight] of filtered) {
    const values = await options(kind);
    for (const value of values) {
      pages.push({
        route: `GET /api/rankings/${kind}`,
        path: `/api/rankings/${kind}?${param}=${encodeURIComponent(value)}&limit=25`,
        weight: weight / values.length,
        paging: 'last_rank',
      });
    }
  }
  return pages;
}

/** Retries an answer the instance shed (503, Retry-After: 1): setup is not measured, it only has to finish. */
async function unshed(send: () => Promise<{ status: number }>): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const { status } = await send();
    if (status !== 503 || attempt === 10) return status;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Fans with accounts, signed in: registered on the first run (the accounts stay in the prepared database). */
async function signInFans(proxy: URL, stats: NightStats): Promise<{ fans: FanClient[]; emails: string[] }> {
  const emails = Array.from({ length: SIGNED_IN_FANS }, (_, i) => `fight-night-fan-${i + 1}@example.com`);
  const fans: FanClient[] = [];
  // A few at a time: each sign-in and sign-up runs Argon2id, and this is setup, not the night.
  for (let i = 0; i < emails.length; i += 4) {
    const batch = emails.slice(i, i + 4).map(async (email, j) => {
      const fan = new FanClient(proxy, loopbackAddress(SIGNED_IN_BLOCK, i + j), 2);
      await fan.send('GET', '/api/health');
      const login = () => signIn({ stats, password: FAN_PASSWORD }, fan, email, false);
      let status = await unshed(login);
      if (status === 401) {
        const registered = await unshed(() => fan.send('POST', '/api/auth/register', { json: { email, password: FAN_PASSWORD } }));
        if (registered !== 201) throw new Error(`registering ${email} answered ${registered}`);
        status = await unshed(login);
      }
      if (status !== 200) throw new Error(`signing in ${email} answered ${status}`);
      return fan;
    });
    fans.push(...(await Promise.all(batch)));
  }
  return { fans, emails };
}

async function main(): Promise<void> {
  const { instances, durationSeconds, port } = options;
  const metricsToken = randomBytes(24).toString('hex');
  console.log(
    `fight night: ${instances} instances, ${durationSeconds} s; nginx on ${port}, instances on ${port + 1}-${port + instances}, Redis on ${port + 50}`,
  );

  const database = await prepareDatabase(serverUrl, { fresh: options.fresh, fightData: fightData!, track });
  console.log(`database ${database.reused ? 'reused (data already imported)' : 'prepared (real data imported)'} in ${database.seconds.toFixed(0)} s`);

  const redisPort = port + 50;
  const redis = track(await startRedis(redisPort));
  const instancePorts = Array.from({ length: instances }, (_, i) => port + 1 + i);
  const started = performance.now();
  const servers = await Promise.all(
    instancePorts.map((instancePort) =>
      startInstance(instancePort, {
        DATABASE_URL: database.url,
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        // nginx is the one hop in front; nothing else is trusted or exempt, as in production.
        TRUST_PROXY: '1',
        RATE_LIMIT_ALLOWLIST: '',
        METRICS_TOKEN: metricsToken,
        FIGHTRANK_SYNC_ON_START: '0',
        LOG_LEVEL: 'warn',
      }),
    ),
  );
  console.log(`${instances} instances up in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const nginx = await startNginx({ port, upstreams: instancePorts.map((p) => `127.0.0.1:${p}`), workerProcesses: 'auto' });
  onStop(() => nginx.stop());
  const proxy = new URL(nginx.url);

  // Setup reads go to an instance directly, so nginx's cache starts the night cold.
  const direct = `http://127.0.0.1:${instancePorts[0]}`;
  const popular: number[] = [];
  while (popular.length < 1000) {
    const page = await getData<RankedFighter[]>(direct, `/api/rankings?limit=100&last_rank=${popular.length}`);
    if (page.length === 0) break;
    popular.push(...page.map((f) => f.fighterId));
  }
  const lists = await listPages(direct);
  const allFighters = await allFighterIds(database.url);
  const cardBouts = await ensureFightCard(database.url, popular.slice(0, 24));
  const stats = new NightStats();
  const { fans, emails } = await signInFans(proxy, stats);
  console.log(
    `night: ${READERS} readers over ${lists.length} list pages and ${popular.length} fighters (Zipf), ${CRAWLERS} crawlers over ` +
      `${allFighters.length} fighters, ${fans.length} signed-in fans picking on ${cardBouts.length} bouts and voting`,
  );

  const pids = () => ({
    nginx: [nginx.pid, ...childPids(nginx.pid)],
    'API instances': servers.map((s) => s.pid!),
    Redis: [redis.pid!],
    'load generator (this process)': [process.pid],
  });
  const backendsBefore = await backendPids(database.url);
  const cpuBefore = cpuByGroup({ ...pids(), PostgreSQL: backendsBefore });
  const machineBefore = machineSeconds();
  const nightStarted = performance.now();
  const counts = await runNight(
    {
      proxy,
      stats,
      deadline: nightStarted + durationSeconds * 1000,
      lists,
      popularFighters: popular,
      allFighters,
      signedIn: fans,
      readers: READERS,
      crawlers: CRAWLERS,
      boutEverySeconds: Math.min(60, Math.max(5, durationSeconds / 4)),
      signInEverySeconds: 0.5,
      password: FAN_PASSWORD,
    },
    emails,
  );
  const seconds = (performance.now() - nightStarted) / 1000;
  const machineAfter = machineSeconds();
  const cpuAfter = cpuByGroup({ ...pids(), PostgreSQL: [...new Set([...backendsBefore, ...(await backendPids(database.url))])] });
  for (const fan of fans) fan.close();

  const cores = os.cpus().length;
  console.log(
    `\n${seconds.toFixed(1)} s; ${counts.readerVisits} reader visits, ${counts.fightersCrawled} fighter pages crawled (${counts.crawlerWalks} full walks), ` +
      `${counts.bouts} bouts; machine: ${cores} cores (nproc), load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}\n`,
  );
  console.log(routeTable(stats.routes(seconds)));
  const errors = stats.errorsByStatus();
  if (errors.length > 0) console.log(`\nerrors: ${errors.map(([what, n]) => `${what} ×${n}`).join(', ')}`);
  const spent = cpuSpent(cpuBefore, cpuAfter);
  const machineBusy = machineAfter.busy - machineBefore.busy;
  const machineTotal = machineAfter.total - machineBefore.total;
  // CPU per answered request barely moves with other people's load on the machine, unlike req/s and latency: it is
  // what says which process runs out first on a machine of its own.
  const answered = stats.total(seconds).requests;
  console.log(`\nCPU during the night (seconds of one core; % of the ${cores} cores' ${machineTotal.toFixed(1)} s; ms of CPU per request):`);
  for (const [group, cpu] of [...spent].sort((a, b) => b[1] - a[1])) {
    const perRequest = answered ? ((1000 * cpu) / answered).toFixed(2) : '-';
    console.log(
      `  ${group.padEnd(30)} ${cpu.toFixed(1).padStart(6)} s  ${((100 * cpu) / machineTotal).toFixed(0).padStart(3)} %  ${perRequest.padStart(6)} ms/request`,
    );
  }
  const ours = [...spent.values()].reduce((sum, v) => sum + v, 0);
  console.log(
    `  ${'everything else on the machine'.padEnd(30)} ${(machineBusy - ours).toFixed(1).padStart(6)} s  ${((100 * (machineBusy - ours)) / machineTotal).toFixed(0).padStart(3)} %`,
  );
  console.log(
    `  ${'idle'.padEnd(30)} ${(machineTotal - machineBusy).toFixed(1).padStart(6)} s  ${((100 * (machineTotal - machineBusy)) / machineTotal).toFixed(0).padStart(3)} %`,
  );

  const jobs = await jobDurationLines(
    instancePorts.map((p) => `http://127.0.0.1:${p}`),
    metricsToken,
  );
  if (jobs.length > 0) console.log(`\njob durations (the instances' /metrics):\n${jobs.map((line) => `  ${line}`).join('\n')}`);
  console.log(summaryLine(instances, stats.total(seconds)));
}

try {
  await main();
} catch (error) {
  console.error(`fight night failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
