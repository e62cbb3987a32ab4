// `npm run bench:web` (also the last part of `npm run bench`): what a visitor's phone gets.
// - First-load JavaScript of / (raw and gzip) and the copies of the Module Federation runtime loaded,
//   counted in a Playwright run (e2e/fixtures/first-load.ts, the same code the budget test uses).
// - Lighthouse (npm `lighthouse`, mobile emulation with its default simulated slow-4G throttling)
//   driving Debian's Chromium on /, a filtered ranking list, a fighter page and /community/rankings (or the paths given
//   as arguments): performance score, LCP, TBT, CLS and the JavaScript bytes transferred, for every run.
// - A tap on the menu 300 ms after the first contentful paint on the same pages, on the phone profile applied for real
//   (scripts/bench-web-tap.ts): how soon the menu opens, for every run (issue 27).
// `npm run bench:web -- --taps-only` measures only the taps.
// It measures BENCH_WEB_URL when given, else it starts the built site itself (`npm run build` first)
// on BENCH_WEB_PORT (default 4310) with an embedded database (BENCH_WEB_DATA_DIR) loaded from
// FIGHTRANK_DATA (default: the shared/data folder beside the repository).
// Gzip figures are computed here (zlib level 6); what the server actually sends depends on its
// compression, and Lighthouse's byte and timing figures are taken from what was actually sent.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { measureFirstLoad } from '../e2e/fixtures/first-load';
import { measureMenuTaps, medianOpenMs, PHONE_PROFILE_TEXT, TAP_AFTER_FCP_MS, type TapRun } from './bench-web-tap';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGETS = { score: 95, lcpMs: 2000, cls: 0.02, firstLoadGzip: 250_000, runtimeCopies: 1, menuOpenMs: 500 };

/** The shared data folder beside the repository (CI's layout), or beside its parent (a worktree's). */
function fightData(): string {
  const candidates = ['../shared/data', '../../shared/data'].map((dir) => path.resolve(ROOT, dir));
  return candidates.find((dir) => existsSync(dir)) ?? candidates[0]!;
}

async function startServer(): Promise<{ url: string; server?: ChildProcess }> {
  if (process.env.BENCH_WEB_URL) return { url: process.env.BENCH_WEB_URL.replace(/\/$/, '') };
  if (!existsSync(path.join(ROOT, 'shell/dist/index.html'))) throw new Error('the site is not built: run npm run build first');
  const port = Number(process.env.BENCH_WEB_PORT ?? 4310);
  const server = spawn('node', ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.BENCH_WEB_DATA_DIR ?? 'node_modules/.cache/fightrank-bench-web-db',
      FIGHTRANK_DATA: process.env.FIGHTRANK_DATA ?? fightData(),
      DATABASE_URL: '', // the embedded database, like `npm start` on a fresh clone
      LOG_LEVEL: 'warn',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000; // the first start imports the data
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, server };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  server.kill();
  throw new Error('the server did not answer /api/health within 5 minutes');
}

interface PageFigures {
  path: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsTransferBytes: number;
}

/** The median run of a page, with every run in order. */
interface MedianFigures extends PageFigures {
  runs: PageFigures[];
}

/** Lighthouse runs per page (BENCH_WEB_RUNS): simulated throttling scales the CPU time it observes, which varies. */
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 5));
/** Menu taps per page (BENCH_WEB_TAP_RUNS); the target is on the median of at least 3. */
const TAP_RUNS = Math.max(1, Number(process.env.BENCH_WEB_TAP_RUNS ?? 3));

async function runLighthouse(url: string, paths: string[]): Promise<MedianFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const figures: MedianFigures[] = [];
    for (const pagePath of paths) {
      const runs: PageFigures[] = [];
      for (let run = 0; run < RUNS; run++) {
        // Mobile form factor, screen emulation and simulated throttling are Lighthouse's defaults.
        const result = await lighthouse(`${url}${pagePath}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${pagePath}: ${lhr.runtimeError.message}`);
        const resources = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
        runs.push({
          path: pagePath,
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
          jsTransferBytes: resources.find((item) => item.resourceType === 'script')?.transferSize ?? NaN,
        });
      }
      // The median run by score, as Lighthouse's own guidance reads variable runs; every run's score is printed too.
      const sorted = [...runs].sort((a, b) => a.score - b.score);
      figures.push({ ...sorted[Math.floor(sorted.length / 2)]!, runs });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}

/** The path of the fighter at the top of the pound-for-pound list, as a fan would open it. */
async function firstLoadAndFighterPath(url: string) {
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const home = await measureFirstLoad(page, `${url}/`, page.getByTestId('ranking-row').first().getByRole('link'));
    const href = await page.getByTestId('ranking-row').first().getByRole('link').first().getAttribute('href');
    if (!href) throw new Error('no fighter link on /');
    return { home, fighterPath: href, chromeVersion: browser.version() };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const check = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const formatMs = (ms: number) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : 'never');

const { url, server } = await startServer();
try {
  const { home, fighterPath, chromeVersion } = await firstLoadAndFighterPath(url);
  // `npm run bench:web -- /rankings/global /rankings/weightclass` measures those pages instead of the default four.
  const asked = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const paths = asked.length ? asked : ['/', '/rankings/weightclass', fighterPath, '/community/rankings'];
  const tapsOnly = process.argv.includes('--taps-only');
  const pages = tapsOnly ? [] : await runLighthouse(url, paths);
  const lighthousePackage = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string };

  console.log(
    `Web bench: ${url}  ·  ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}  ·  Node ${process.version}  ·  Chromium ${chromeVersion}  ·  Lighthouse ${lighthousePackage.version} (mobile, simulated throttling)  ·  load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  if (pages.length) printLighthouse(pages);
  // Lighthouse's table is printed before the taps are measured, so a failure there does not lose it.
  const taps = await measureTaps(url, paths);
  printTaps(taps);
  console.log('');
  console.log(
    `First load of /: ${home.scripts.length} scripts, ${kb(home.bytes)} raw, ${kb(home.gzipBytes)} gzip (computed here), federation runtime copies: ${home.runtimeCopies}`,
  );
  console.log('');
  console.log('Targets:');
  console.log(`  first-load JS of / <= ${kb(TARGETS.firstLoadGzip)} gzip: ${kb(home.gzipBytes)} ${check(home.gzipBytes <= TARGETS.firstLoadGzip)}`);
  console.log(`  federation runtime copies = 1: ${home.runtimeCopies} ${check(home.runtimeCopies === TARGETS.runtimeCopies)}`);
  for (const p of pages) {
    console.log(
      `  ${p.path}: score >= ${TARGETS.score}: ${p.score} ${check(p.score >= TARGETS.score)}; LCP <= 2.0 s: ${(p.lcpMs / 1000).toFixed(2)} s ${check(p.lcpMs <= TARGETS.lcpMs)}; CLS <= ${TARGETS.cls}: ${p.cls.toFixed(3)} ${check(p.cls <= TARGETS.cls)}`,
    );
  }
  for (const pagePath of paths) {
    const median = medianOpenMs(taps.filter((run) => run.path === pagePath));
    console.log(`  ${pagePath}: menu open <= ${TARGETS.menuOpenMs} ms after the tap (median): ${formatMs(median)} ${check(median <= TARGETS.menuOpenMs)}`);
  }
} finally {
  server?.kill();
}

async function measureTaps(url: string, paths: string[]): Promise<TapRun[]> {
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    return await measureMenuTaps(browser, url, paths, TAP_RUNS);
  } finally {
    await browser.close();
  }
}

function printLighthouse(pages: MedianFigures[]) {
  // Simulated throttling scales the CPU time it observes: on a busy machine TBT and LCP come out high.
  console.log('');
  console.log(`Lighthouse, every run, then the median run of ${RUNS} per page (by score).`);
  console.log('');
  console.log('| page | run | score | LCP | TBT | CLS | JS transferred |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const p of pages) {
    const row = (label: string, f: PageFigures) =>
      `| ${p.path} | ${label} | ${f.score} | ${(f.lcpMs / 1000).toFixed(2)} s | ${Math.round(f.tbtMs)} ms | ${f.cls.toFixed(3)} | ${kb(f.jsTransferBytes)} |`;
    p.runs.forEach((run, index) => console.log(row(String(index + 1), run)));
    console.log(row('**median**', p));
  }
}

function printTaps(taps: TapRun[]) {
  console.log('');
  console.log(`A tap on the menu ${TAP_AFTER_FCP_MS} ms after first contentful paint (${PHONE_PROFILE_TEXT}), every run.`);
  console.log('');
  console.log('| page | FCP | tap after FCP | menu open after the tap | page live at | live at the tap | menu open once live |');
  console.log('|---|---:|---:|---:|---:|---|---|');
  for (const run of taps) {
    console.log(
      `| ${run.path} | ${formatMs(run.fcpMs)} | ${formatMs(run.tapAfterFcpMs)} | ${run.openMs === null ? 'never' : formatMs(run.openMs)} | ${formatMs(run.liveMs)} | ${run.liveAtTap ? 'yes' : 'no'} | ${run.openWhenLive ? 'yes' : 'no'} |`,
    );
  }
}
