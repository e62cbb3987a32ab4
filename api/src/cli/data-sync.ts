// npm run data:sync -- <base-url>: fetch the source files from a mirror laid out like shared/data
// (<base-url>/ufcstats/*.csv, <base-url>/jds-mma-data/...) and import them incrementally into the configured database.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Database } from '../db/database';
import { formatSummary } from '../importer/import-directory';
import { syncFromUrl } from '../importer/sync-sources';
import { recomputeRankings } from '../jobs/compute-rankings';
import { errorMessage, openConfiguredDatabase } from './data-import';

const USAGE = 'usage: npm run data:sync -- <base-url>   (e.g. https://mirror.example/fight-data/)';

async function main(args: string[]): Promise<number> {
  const baseUrl = args.find((arg) => !arg.startsWith('-'));
  if (!baseUrl || args.includes('--help') || !/^https?:\/\//.test(baseUrl)) {
    console.error(USAGE);
    return 2;
  }
  let db: Database | undefined;
  try {
    db = await openConfiguredDatabase();
    const summary = await syncFromUrl(db, baseUrl);
    console.log(`downloaded ${summary.downloaded.length} files${summary.skipped.length ? `; not on the mirror: ${summary.skipped.join(', ')}` : ''}`);
    console.log(formatSummary(summary, args.includes('--all') ? Infinity : 20));
    // New results move ratings: the rankings are recomputed after every sync, as after data:import.
    await recomputeRankings(db, { log: { info: (message) => console.log(message) } });
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
