// Data sync: fetch the source files, then import them through refreshFightData(). Two ways to fetch them:
// - from the public upstream repositories (no argument; upstream-sources.ts lists the files with their licenses,
//   versions, sizes and checksums) into a lasting download directory, so a broken download resumes on the next run
//   and an unchanged file is not fetched twice;
// - from an HTTP mirror laid out like ../shared/data (`npm run data:sync -- <base-url>`, what a deployment may run
//   daily against its own copy), into a temporary directory.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../data/db/database';
import { downloadFile, DownloadError, type DownloadFileResult } from './download-file';
import { startJob } from '../../data/telemetry/job-timings';
import type { ImportSummary } from './import-dataset';
import type { DirectoryImportSummary } from './import-directory';
import { refreshFightData, type RefreshOptions, type RefreshSummary } from './refresh-fight-data';
import type { UpstreamLoader } from './ensure-data';
import type { SyncConfig } from './sync-config';
import { createProgress, type ProgressSink } from './sync-progress';
import { DEFAULT_UPSTREAM, totalBytes, UPSTREAM_FILES, upstreamUrl, type UpstreamFile } from './upstream-sources';
import { fetchWikipedia, wikipediaSeeds, type WikipediaFetchResult } from '../sources/wikipedia/fetch-wikipedia';
import type { WikipediaConfig } from './sync-config';

/** Every file a data directory may hold; the ufcstats pair is the minimum a mirror must have. */
export const SOURCE_FILES: readonly { path: string; required: boolean }[] = UPSTREAM_FILES.map((f) => ({ path: f.path, required: f.required }));

export interface DownloadResult {
  downloaded: string[];
  /** Optional files the mirror or upstream does not have (404). */
  skipped: string[];
}

export interface UpstreamDownloadResult extends DownloadResult {
  /** Already in the download directory with the expected checksum. */
  cached: string[];
  /** Tracking files that differ from the reference copy (grown upstream), accepted because the sync is not strict. */
  changed: string[];
}

export interface DownloadOptions {
  /** Per request; default two minutes. */
  timeoutMs?: number;
  concurrency?: number;
  progress?: ProgressSink;
}

/** Runs `work` on every item, `concurrency` at a time; the first failure stops the rest and is thrown. */
async function eachLimited<T>(items: readonly T[], concurrency: number, work: (item: T, signal: AbortSignal) => Promise<void>): Promise<void> {
  const queue = [...items];
  const stop = new AbortController();
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined && !stop.signal.aborted; item = queue.shift()) await work(item, stop.signal);
  };
  await Promise.all(
    Array.from({ length: concurrency }, () =>
      worker().catch((error: unknown) => {
        // The first failure is the cause; the others are the aborts it triggered.
        failure ??= { error };
        stop.abort();
      }),
    ),
  );
  if (failure) throw failure.error;
}

function fileUrl(baseUrl: string, file: string): URL {
  return new URL(file, new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`));
}

const missing = (url: URL, result: DownloadFileResult, required: boolean) =>
  new DownloadError(`${url}: HTTP ${result.status === 'missing' ? result.httpStatus : '?'}${required ? ' (a required file)' : ''}`);

/** Mirrors SOURCE_FILES from baseUrl into dir. A 404 skips an optional file; any other failure is an error. */
export async function downloadSources(baseUrl: string, dir: string, options: DownloadOptions = {}): Promise<DownloadResult> {
  const result: DownloadResult = { downloaded: [], skipped: [] };
  // The sync job is the download; the import after it reports its own duration (refreshFightData).
  const sync = startJob('sync');
  await eachLimited(SOURCE_FILES, options.concurrency ?? 4, async (file, signal) => {
    const url = fileUrl(baseUrl, file.path);
    const outcome = await downloadFile({
      url,
      target: path.join(dir, ...file.path.split('/')),
      signal,
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
      ...(options.progress ? { onBytes: (n: number) => options.progress!.bytes(file.path, n) } : {}),
    });
    if (outcome.status === 'missing') {
      if (file.required) throw missing(url, outcome, true);
      result.skipped.push(file.path);
    } else result.downloaded.push(file.path);
    options.progress?.done(file.path, outcome.status === 'missing' ? 'not on the mirror' : 'downloaded');
  }).then(sync.ok, sync.failed);
  options.progress?.end();
  return { downloaded: result.downloaded.sort(), skipped: result.skipped.sort() };
}

export interface UpstreamOptions extends DownloadOptions {
  /** Replaces https://raw.githubusercontent.com/ (FIGHTRANK_UPSTREAM). */
  base?: string | undefined;
  /** Fail on any file that differs from the reference copy, tracking files included. */
  strict?: boolean;
  files?: readonly UpstreamFile[];
  /** Also read Wikipedia's event pages into `<dir>/wikipedia/` after the files (decision 045); the CLI passes it. */
  wikipedia?: WikipediaConfig | null;
}

/** Downloads the upstream files into dir (kept between runs), checking sizes and checksums. */
export async function downloadUpstream(dir: string, options: UpstreamOptions = {}): Promise<UpstreamDownloadResult> {
  const result: UpstreamDownloadResult = { downloaded: [], skipped: [], cached: [], changed: [] };
  const sync = startJob('sync');
  await eachLimited(options.files ?? UPSTREAM_FILES, options.concurrency ?? 4, async (file, signal) => {
    const url = upstreamUrl(file, options.base ?? DEFAULT_UPSTREAM);
    const outcome = await downloadFile({
      url,
      target: path.join(dir, ...file.path.split('/')),
      expected: { bytes: file.bytes, sha256: file.sha256, strict: file.source.pinned || options.strict === true },
      signal,
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
      ...(options.progress ? { onBytes: (n: number) => options.progress!.bytes(file.path, n) } : {}),
    });
    let note: string;
    if (outcome.status === 'missing') {
      if (file.required) throw missing(url, outcome, true);
      result.skipped.push(file.path);
      options.progress?.skip(file.bytes);
      note = 'not found upstream (optional, skipped)';
    } else if (outcome.status === 'cached') {
      result.cached.push(file.path);
      note = 'already downloaded, checksum ok';
    } else {
      result.downloaded.push(file.path);
      if (outcome.changed) result.changed.push(file.path);
      note = outcome.changed
        ? `downloaded; changed upstream since the reference copy (now ${outcome.bytes} bytes, sha256 ${outcome.sha256})`
        : `downloaded${outcome.resumedFrom > 0 ? ` (resumed at ${outcome.resumedFrom} bytes)` : ''}, checksum ok`;
    }
    options.progress?.done(file.path, note);
  }).then(sync.ok, sync.failed);
  options.progress?.end();
  const sorted = (list: string[]) => list.sort();
  return { downloaded: sorted(result.downloaded), skipped: sorted(result.skipped), cached: sorted(result.cached), changed: sorted(result.changed) };
}

/** Whether the upstream answers at all within `timeoutMs` (start-up asks before choosing real data or the demo). */
export async function upstreamReachable(base: string = DEFAULT_UPSTREAM, timeoutMs = 3000): Promise<boolean> {
  const probe = UPSTREAM_FILES.find((f) => f.required)!;
  try {
    const response = await fetch(upstreamUrl(probe, base), { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) });
    return response.ok;
  } catch {
    return false;
  }
}

export interface SyncSummary extends DirectoryImportSummary, DownloadResult {}

/** Download from a mirror into a temporary directory, refresh, and remove the directory whatever happens. */
export async function syncFromUrl(
  db: Database,
  baseUrl: string,
  options: RefreshOptions & DownloadOptions = {},
): Promise<SyncSummary & { refresh: RefreshSummary }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fightrank-sync-'));
  try {
    const { timeoutMs, concurrency, progress, ...refresh } = options;
    const download = await downloadSources(baseUrl, dir, {
      ...(timeoutMs ? { timeoutMs } : {}),
      ...(concurrency ? { concurrency } : {}),
      ...(progress ? { progress } : {}),
    });
    const summary = await refreshFightData(db, { dir }, { ...refresh, dataSource: refresh.dataSource ?? 'real' });
    return { ...summary.import, ...download, refresh: summary };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Download the upstream datasets into `dir` (kept: resumable, and readable by ratings:eval), then refresh from it. */
export async function syncFromUpstream(
  db: Database,
  dir: string,
  options: RefreshOptions & UpstreamOptions = {},
): Promise<{
  download: UpstreamDownloadResult;
  wikipedia: WikipediaFetchResult | { failed: string } | null;
  import: ImportSummary & { loadMs: number };
  refresh: RefreshSummary;
}> {
  const { timeoutMs, concurrency, progress, base, strict, files, wikipedia: wikipediaConfig, ...refresh } = options;
  const download = await downloadUpstream(dir, {
    ...(timeoutMs ? { timeoutMs } : {}),
    ...(concurrency ? { concurrency } : {}),
    ...(progress ? { progress } : {}),
    ...(base ? { base } : {}),
    ...(strict ? { strict } : {}),
    ...(files ? { files } : {}),
  });
  // After the other sources, as in production's daily run; the import below reads all of them together.
  const wikipedia = wikipediaConfig ? await syncWikipedia(path.join(dir, 'wikipedia'), wikipediaConfig, refresh.log) : null;
  const summary = await refreshFightData(db, { dir }, { ...refresh, dataSource: refresh.dataSource ?? 'real' });
  return { download, wikipedia, import: summary.import, refresh: summary };
}

/**
 * Reads Wikipedia's pages into `dir`. Wikipedia being unreachable does not stop the sync: the other sources and
 * the pages saved by earlier runs are imported, and the failure is reported.
 */
export async function syncWikipedia(
  dir: string,
  config: WikipediaConfig,
  log?: { info(message: string): void },
): Promise<WikipediaFetchResult | { failed: string }> {
  const today = new Date().toISOString().slice(0, 10);
  try {
    return await fetchWikipedia(dir, { ...config, seeds: wikipediaSeeds(today), today, ...(log ? { log } : {}) });
  } catch (error) {
    const failed = (error as Error).message;
    log?.info(`wikipedia: not read this run (${failed}); the pages saved before are imported`);
    return { failed };
  }
}

/** What start-up uses to reach the real data (ensureData's UpstreamLoader): progress goes to the log as lines. */
export function createUpstreamLoader(config: SyncConfig, log: { info(message: string): void }): UpstreamLoader {
  return {
    reachable: () => upstreamReachable(config.upstream, config.probeTimeoutMs),
    async download() {
      log.info(`downloading ${UPSTREAM_FILES.length} files (${(totalBytes(UPSTREAM_FILES) / 1_000_000).toFixed(1)} MB) into ${config.downloadDir}`);
      const progress = createProgress({ total: totalBytes(UPSTREAM_FILES), tty: false, write: (text) => log.info(text.trimEnd()) });
      await downloadUpstream(config.downloadDir, { base: config.upstream, progress });
      return config.downloadDir;
    },
  };
}
