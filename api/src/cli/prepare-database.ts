// The data step of `npm start` on the embedded database, run as a child process of the server (startup-data.ts):
// migrate, then import the real data (or the demo) when the database has none. Exits 0 when the database is ready.
import { readConfig } from '../config';
import { currentCommand } from '../data/db/data-dir-lock';
import { jsonLineLog, prepareDatabase } from '../pipeline/startup-data';

try {
  await prepareDatabase(readConfig(), jsonLineLog({ role: 'prepare-database' }), `${currentCommand()} (preparing the database)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
