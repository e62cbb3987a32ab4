// npm run data:report: division coverage, retirements, aliases, name conflicts and record gaps of the configured
// database (DATABASE_URL, else the PGlite directory DATA_DIR), as left by the last import. Read-only.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readConfig } from '../config';
import { openDatabase, type Database } from '../data/db/database';
import { migrate } from '../data/db/migrate';
import { buildDataReport } from '../pipeline/report/data-report';
import { formatDataReport } from '../pipeline/report/format-data-report';

async function main(): Promise<number> {
  let db: Database | undefined;
  try {
    const config = readConfig(process.env);
    db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await migrate(db);
    console.log(formatDataReport(await buildDataReport(db)));
    return 0;
  } catch (error) {
    console.error(`data:report failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await db?.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main();
}
