// Differential check of header search (decision 049): the read model's in-memory search against the database
// function fr_search_fighters on the full real data, every query compared as the JSON text each path sends.
// Prints the agreement and each disagreement (query, database answer, memory answer); exits 1 on any.
// Database: PostgreSQL (DATABASE_URL, default the local `test`) in a fresh schema with the real data imported
// (dropped afterwards), or --database-url of one already loaded (read only).
// Usage: node --import tsx api/bench/search-differential.ts [--database-url <url>] [--data ../shared/data] [--every 1]
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/data/db/database';
import { migrate } from '../src/data/db/migrate';
import { importDataset } from '../src/pipeline/importer/import-dataset';
import { loadDirectory } from '../src/pipeline/importer/import-directory';
import { recomputeRankings } from '../src/pipeline/jobs/compute-rankings';
import { loadFighterSearchIndex } from '../src/data/read-model/fighter-search';
import { compareSearches, searchDifferentialQueries } from '../test/support/search-differential';

const { values } = parseArgs({
  options: { 'database-url': { type: 'string' }, data: { type: 'string', default: '../shared/data' }, every: { type: 'string', default: '1' } },
  strict: false,
});

let url = values['database-url'] ? String(values['database-url']) : undefined;
let dropSchema: (() => Promise<void>) | null = null;
if (!url) {
  const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const schema = `search_diff_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  dropSchema = async () => {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  };
  const scoped = new URL(base);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  url = scoped.toString();
}

const db = await openDatabase({ databaseUrl: url });
try {
  if (dropSchema) {
    const started = performance.now();
    await migrate(db);
    await importDataset(db, await loadDirectory(String(values.data)));
    await recomputeRankings(db);
    console.log(`imported the real data in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const [counts] = await db.query<{ fighters: number; aliases: number }>(
    'select (select count(*)::int from fighters) as fighters, (select count(*)::int from fighter_aliases) as aliases',
  );
  const built = performance.now();
  const index = await loadFighterSearchIndex(db, 1000);
  console.log(`index of ${counts?.fighters} fighters and ${counts?.aliases} other names built in ${Math.round(performance.now() - built)} ms`);
  const queries = await searchDifferentialQueries(db, Number(values.every));
  const started = performance.now();
  const disagreements = await compareSearches(db, index, queries);
  for (const d of disagreements) console.log(`DIFFERS ${JSON.stringify(d.query)}\n  database: ${d.database}\n  memory:   ${d.memory}`);
  const agreed = queries.length - disagreements.length;
  console.log(
    `${agreed} of ${queries.length} queries agree (${((100 * agreed) / queries.length).toFixed(2)} %), ${disagreements.length} differ, ` +
      `in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  process.exitCode = disagreements.length === 0 ? 0 : 1;
} finally {
  await db.close();
  await dropSchema?.();
}
