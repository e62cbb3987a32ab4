// npm run cards -- add|change|cancel|result ...: the operator's edits to upcoming cards and results on the
// configured database (DATABASE_URL, else the PGlite directory DATA_DIR). See cards-command.ts.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { CardsInputError, runCardsCommand } from './cards-command';

async function main(): Promise<number> {
  let db: Database | undefined;
  try {
    const config = readConfig(process.env);
    db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, command: 'npm run cards' });
    await migrate(db);
    console.log(await runCardsCommand(db, process.argv.slice(2)));
    return 0;
  } catch (error) {
    console.error(error instanceof CardsInputError ? error.message : `cards failed: ${error instanceof Error ? error.message : String(error)}`);
    return error instanceof CardsInputError ? 2 : 1;
  } finally {
    await db?.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main();
}
