// One file over HTTP into a data directory, resumable and verified: bytes go to `<target>.part`; a broken transfer
// (connection reset, timeout, a killed process) keeps what arrived and the next attempt or the next run asks for the
// rest with a Range request. Only a complete file whose size and sha256 check out is renamed into place.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

export interface ExpectedContent {
  bytes: number;
  sha256: string;
  /** A difference fails (pinned content); otherwise it is accepted and reported as `changed`. */
  strict: boolean;
}

export interface DownloadFileOptions {
  url: URL;
  target: string;
  expected?: ExpectedContent | undefined;
  /** Per request; default two minutes. */
  timeoutMs?: number;
  /** Further attempts after a broken transfer, each resuming where the last stopped (default 3). */
  retries?: number;
  /** Called with every chunk's size (progress). A resumed transfer first reports the bytes it already had. */
  onBytes?: (count: number) => void;
  signal?: AbortSignal;
}

export type DownloadFileResult =
  { status: 'cached' | 'downloaded'; bytes: number; sha256: string; changed: boolean; resumedFrom: number } | { status: 'missing'; httpStatus: number };

export class DownloadError extends Error {
  override readonly name = 'DownloadError';
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

const sizeOf = async (file: string) => (await stat(file).catch(() => null))?.size ?? 0;

export async function downloadFile(options: DownloadFileOptions): Promise<DownloadFileResult> {
  const { url, target, expected } = options;
  // Already here from an earlier run, whole and as expected: nothing to fetch.
  if (expected && (await sizeOf(target)) === expected.bytes && (await sha256Of(target)) === expected.sha256) {
    options.onBytes?.(expected.bytes);
    return { status: 'cached', bytes: expected.bytes, sha256: expected.sha256, changed: false, resumedFrom: 0 };
  }
  await mkdir(path.dirname(target), { recursive: true });
  const part = `${target}.part`;
  const resumedFrom = await sizeOf(part);
  if (resumedFrom > 0) options.onBytes?.(resumedFrom);
  const attempts = 1 + (options.retries ?? 3);
  let lastError: unknown;

  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const offset = await sizeOf(part);
    const signal = AbortSignal.any([AbortSignal.timeout(options.timeoutMs ?? 120_000), ...(options.signal ? [options.signal] : [])]);
    let response: Response;
    try {
      response = await fetch(url, { signal, headers: offset > 0 ? { range: `bytes=${offset}-` } : {} });
    } catch (error) {
      lastError = error;
      if (options.signal?.aborted) break;
      continue;
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return { status: 'missing', httpStatus: 404 };
    }
    if (response.status === 416 && offset > 0) {
      // The part file already holds everything the server has: verify it.
      await response.body?.cancel();
      return finish(part, target, url, expected, resumedFrom);
    }
    if (!(response.ok && response.body) || (response.status !== 200 && response.status !== 206)) {
      await response.body?.cancel();
      throw new DownloadError(`${url}: HTTP ${response.status}`);
    }
    // 200 means the server ignored the range: start over rather than append a second copy.
    const append = response.status === 206 && offset > 0;
    if (!append && offset > 0) options.onBytes?.(-offset);
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        options.onBytes?.(chunk.length);
        callback(null, chunk);
      },
    });
    try {
      await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), counter, createWriteStream(part, { flags: append ? 'a' : 'w' }), {
        signal,
      });
      return await finish(part, target, url, expected, resumedFrom);
    } catch (error) {
      if (error instanceof DownloadError) throw error;
      lastError = error;
      if (options.signal?.aborted) break;
    }
  }
  const kept = await sizeOf(part);
  const reason = lastError instanceof Error ? (lastError.cause instanceof Error ? lastError.cause.message : lastError.message) : String(lastError);
  throw new DownloadError(
    `${url}: the download broke off (${reason})${kept > 0 ? `; the ${kept} bytes received are kept and the next run resumes from there` : ''}`,
    { cause: lastError },
  );
}

async function finish(part: string, target: string, url: URL, expected: ExpectedContent | undefined, resumedFrom: number): Promise<DownloadFileResult> {
  const bytes = await sizeOf(part);
  const sha256 = await sha256Of(part);
  const changed = expected !== undefined && (bytes !== expected.bytes || sha256 !== expected.sha256);
  if (changed && expected.strict) {
    // Not what the pinned version holds: corrupt in transit or altered. Throw it away so the next run starts clean.
    await rm(part, { force: true });
    throw new DownloadError(
      `${url}: checksum mismatch (expected ${expected.bytes} bytes, sha256 ${expected.sha256}; got ${bytes} bytes, sha256 ${sha256}); the file was discarded`,
    );
  }
  await rename(part, target);
  return { status: 'downloaded', bytes, sha256, changed, resumedFrom };
}
