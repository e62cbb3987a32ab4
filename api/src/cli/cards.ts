// npm run cards -- add|change|cancel|result ...: the operator's edits to upcoming cards and results on the
// configured database (DATABASE_URL, else the PGlite directory DATA_DIR). See jobs/operator-cards.ts.
// While a server holds the PGlite directory, the command goes through that server instead (decision 028):
// same validation, same output, same exit codes (0 done, 2 bad input, 1 anything else).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readConfig } from '../config';
import { openDatabase, type Database } from '../data/db/database';
import { DataDirLockedError } from '../data/db/data-dir-lock';
import { migrate } from '../data/db/migrate';
import { CardsInputError, runCardsCommand } from '../pipeline/jobs/operator-cards';
import { sendCardsToServer } from './send-cards-to-server';

async function main(): Promise<number> {
  let db: Database | undefined;
  const argv = process.argv.slice(2);
  try {
    const config = readConfig(process.env);
    try {
      db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, command: 'npm run cards' });
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      console.log(await sendCardsToServer(config.dataDir, argv, error));
      return 0;
    }
    await migrate(db);
    console.log(await runCardsCommand(db, argv));
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
