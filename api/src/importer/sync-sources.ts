// Data sync: fetch the source files from an HTTP mirror laid out like ../shared/data into a temporary directory,
// then import them incrementally. Used by `npm run data:sync -- <base-url>`.
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Database } from '../db/database';
import type { ImportOptions } from './import-dataset';
import { importDirectory, type DirectoryImportSummary } from './import-directory';

/** Every file the loader reads (see sources/detect-sources.ts); the ufcstats pair is the minimum a mirror must have. */
export const SOURCE_FILES: readonly { path: string; required: boolean }[] = [
  { path: 'ufcstats/ufc_event_details.csv', required: true },
  { path: 'ufcstats/ufc_fight_results.csv', required: true },
  { path: 'ufcstats/ufc_fight_details.csv', required: false },
  { path: 'ufcstats/ufc_fighter_details.csv', required: false },
  { path: 'ufcstats/ufc_fighter_tott.csv', required: false },
  { path: 'jds-mma-data/UFC_Stats/events.csv', required: false },
  { path: 'jds-mma-data/UFC_Stats/bouts.csv', required: false },
  { path: 'jds-mma-data/Bet_MMA/events.csv', required: false },
  { path: 'jds-mma-data/Bet_MMA/bouts.csv', required: false },
  { path: 'jds-mma-data/Bet_MMA/fighters.csv', required: false },
  { path: 'jds-mma-data/Bet_MMA/fighter_histories.csv', required: false },
  { path: 'jds-mma-data/Tapology/fighters.csv', required: false },
  { path: 'jds-mma-data/fighter_mapping.csv', required: false },
  { path: 'jds-mma-data/bout_mapping.csv', required: false },
  { path: 'jds-mma-data/event_mapping.csv', required: false },
];

export interface DownloadResult {
  downloaded: string[];
  /** Optional files the mirror does not have (404). */
  skipped: string[];
}

export interface DownloadOptions {
  /** Per file; default two minutes. */
  timeoutMs?: number;
  concurrency?: number;
}

function fileUrl(baseUrl: string, file: string): URL {
  const base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  return new URL(file, base);
}

/** Mirrors SOURCE_FILES from baseUrl into dir. A 404 skips an optional file; any other failure is an error. */
export async function downloadSources(baseUrl: string, dir: string, options: DownloadOptions = {}): Promise<DownloadResult> {
  const result: DownloadResult = { downloaded: [], skipped: [] };
  const queue = [...SOURCE_FILES];
  // The first failure stops the other downloads, so nothing writes into dir once this function has returned.
  const stop = new AbortController();
  const worker = async () => {
    for (let file = queue.shift(); file && !stop.signal.aborted; file = queue.shift()) {
      const url = fileUrl(baseUrl, file.path);
      const signal = AbortSignal.any([stop.signal, AbortSignal.timeout(options.timeoutMs ?? 120_000)]);
      let response: Response;
      try {
        response = await fetch(url, { signal });
      } catch (error) {
        throw new Error(`${url}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      if (response.status === 404 && !file.required) {
        await response.body?.cancel();
        result.skipped.push(file.path);
        continue;
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new Error(`${url}: HTTP ${response.status}${file.required ? ' (a required file)' : ''}`);
      }
      const target = path.join(dir, ...file.path.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), createWriteStream(target), { signal });
      result.downloaded.push(file.path);
    }
  };
  let failure: { error: unknown } | undefined;
  await Promise.all(
    Array.from({ length: options.concurrency ?? 4 }, () =>
      worker().catch((error: unknown) => {
        // The first failure is the cause; the others are the aborts it triggered.
        failure ??= { error };
        stop.abort();
      }),
    ),
  );
  if (failure) throw failure.error;
  return { downloaded: result.downloaded.sort(), skipped: result.skipped.sort() };
}

export interface SyncSummary extends DirectoryImportSummary, DownloadResult {}

/** Download into a temporary directory, import, and remove the directory whatever happens. */
export async function syncFromUrl(
  db: Database,
  baseUrl: string,
  options: ImportOptions & DownloadOptions = {},
): Promise<SyncSummary> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fightrank-sync-'));
  try {
    const download = await downloadSources(baseUrl, dir, options);
    const summary = await importDirectory(db, dir, { ...options, dataSource: options.dataSource ?? 'real' });
    return { ...summary, ...download };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
