// npm run data:import -- <dir>: load a directory laid out like ../shared/data into the configured database
// (DATABASE_URL, else the PGlite directory DATA_DIR) and print what changed. Exits 1 with the reason on failure.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readConfig } from '../config';
import { assertDataDirFree } from '../data/db/data-dir-lock';
import { openDatabase, type Database } from '../data/db/database';
import { migrate } from '../data/db/migrate';
import { readDataSource } from '../pipeline/importer/ensure-data';
import { formatSummary, loadDirectory } from '../pipeline/importer/import-directory';
import { refreshFightData } from '../pipeline/importer/refresh-fight-data';

const USAGE = 'usage: npm run data:import -- <dir>   (a directory laid out like shared/data: ufcstats/, jds-mma-data/, ...)';

/** Opens the configured database, migrated; the caller closes it. */
export async function openConfiguredDatabase(env: NodeJS.ProcessEnv = process.env, command?: string): Promise<Database> {
  const config = readConfig(env);
  // On PGlite this takes the directory's lock: beside a running server it fails with what to do instead.
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, command });
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function main(args: string[]): Promise<number> {
  const dir = args.find((arg) => !arg.startsWith('-'));
  if (!dir || args.includes('--help')) {
    console.error(USAGE);
    return 2;
  }
  let db: Database | undefined;
  try {
    // Beside a running server (PGlite) refuse now, not after loading the files.
    const config = readConfig();
    if (!config.databaseUrl) await assertDataDirFree(config.dataDir, `npm run data:import -- ${dir}`);
    // Load first: a bad file stops here, before the database is even opened.
    const started = performance.now();
    const dataset = await loadDirectory(resolve(dir));
    const loadMs = Math.round(performance.now() - started);
    db = await openConfiguredDatabase(process.env, `npm run data:import -- ${dir}`);
    // Generated demo data is replaced whole by real data, whatever share of it that removes.
    const replaceAll = (await readDataSource(db)) === 'demo';
    const { import: summary } = await refreshFightData(db, { dataset }, { dataSource: 'real', replaceAll, log: { info: (message) => console.log(message) } });
    console.log(formatSummary({ ...summary, loadMs }, args.includes('--all') ? Infinity : 20));
    return 0;
  } catch (error) {
    console.error(`data:import failed: ${errorMessage(error)}`);
    return 1;
  } finally {
    await db?.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
