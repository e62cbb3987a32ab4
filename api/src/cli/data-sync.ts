// npm run data:sync: download the public MMA datasets from their upstream repositories (docs/data-sources.md: jds-mma-data
// pinned to a commit, ufcstats and the odds following their branches; a broken download resumes on the next run) and import them through
// refreshFightData into the configured database. `npm run data:sync -- <base-url>` fetches the same files from a
// mirror laid out like shared/data instead. Exits 1 with the reason on failure, 2 on a usage error.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Database } from '../data/db/database';
import { readDataSource } from '../pipeline/importer/ensure-data';
import { formatSummary } from '../pipeline/importer/import-directory';
import { readSyncConfig } from '../pipeline/importer/sync-config';
import { createProgress } from '../pipeline/importer/sync-progress';
import { SOURCE_FILES, syncFromUpstream, syncFromUrl } from '../pipeline/importer/sync-sources';
import { totalBytes, UPSTREAM_FILES } from '../pipeline/importer/upstream-sources';
import { errorMessage, openConfiguredDatabase } from './data-import';

const USAGE = `usage: npm run data:sync [-- [--strict] [--all]]        download the public datasets from upstream and import them
       npm run data:sync -- <base-url> [--all]            the same files from a mirror laid out like shared/data
  --strict   fail on any file that differs from the recorded checksum (by default only pinned files must match;
             the daily-refreshed ufcstats scrape may have grown upstream)
  --all      list every rejected row and ambiguity
  env: FIGHTRANK_DOWNLOADS (download directory, default ./fight-data), FIGHTRANK_UPSTREAM (raw file host),
       FIGHTRANK_WIKIPEDIA=0 (skip Wikipedia), FIGHTRANK_WIKIPEDIA_API, FIGHTRANK_WIKIPEDIA_SINCE (YYYY-MM-DD),
       FIGHTRANK_WIKIPEDIA_CONTACT (named in the User-Agent, as Wikimedia asks)`;

export async function main(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const baseUrl = args.find((arg) => !arg.startsWith('-'));
  const unknown = args.filter((arg) => arg.startsWith('-') && !['--strict', '--all'].includes(arg));
  if (args.includes('--help') || unknown.length > 0 || (baseUrl !== undefined && !/^https?:\/\//.test(baseUrl))) {
    console.error(USAGE);
    return args.includes('--help') ? 0 : 2;
  }
  const config = readSyncConfig(env);
  const log = { info: (message: string) => console.log(message) };
  const progress = (total: number) => createProgress({ total, tty: process.stderr.isTTY === true, write: (text) => process.stderr.write(text) });
  let db: Database | undefined;
  try {
    // Opened first: beside a running server (PGlite) this refuses before anything is downloaded.
    db = await openConfiguredDatabase(env, `npm run data:sync${args.length ? ` -- ${args.join(' ')}` : ''}`);
    // Generated demo data is replaced whole by the real data.
    const replaceAll = (await readDataSource(db)) === 'demo';
    const limit = args.includes('--all') ? Infinity : 20;
    if (baseUrl) {
      const summary = await syncFromUrl(db, baseUrl, { replaceAll, log, progress: progress(totalBytes(UPSTREAM_FILES)) });
      console.log(
        `downloaded ${summary.downloaded.length} of ${SOURCE_FILES.length} files${summary.skipped.length ? `; not on the mirror: ${summary.skipped.join(', ')}` : ''}`,
      );
      console.log(formatSummary(summary, limit));
      return 0;
    }
    console.log(`downloading ${UPSTREAM_FILES.length} files (${(totalBytes(UPSTREAM_FILES) / 1_000_000).toFixed(1)} MB) into ${config.downloadDir}`);
    const result = await syncFromUpstream(db, config.downloadDir, {
      base: config.upstream,
      strict: args.includes('--strict'),
      replaceAll,
      log,
      progress: progress(totalBytes(UPSTREAM_FILES)),
      wikipedia: config.wikipedia,
    });
    const { download, wikipedia } = result;
    console.log(
      `files: ${download.downloaded.length} downloaded, ${download.cached.length} already up to date, ${download.skipped.length} not found upstream` +
        (download.changed.length ? `; changed upstream since the recorded checksums: ${download.changed.join(', ')}` : ''),
    );
    if (wikipedia) {
      console.log(
        'failed' in wikipedia
          ? `wikipedia: not read (${wikipedia.failed}); pages saved before were imported`
          : `wikipedia: ${wikipedia.fetched.length} pages read, ${wikipedia.kept.length} settled cards kept, ${wikipedia.missing.length} not on Wikipedia`,
      );
    }
    console.log(formatSummary(result.import, limit));
    return 0;
  } catch (error) {
    console.error(`data:sync failed: ${errorMessage(error)}`);
    return 1;
  } finally {
    await db?.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
