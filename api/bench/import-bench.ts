// Time and peak memory to load + import all of ../shared/data into a fresh PGlite directory and a fresh
// PostgreSQL schema (DATABASE_URL; skipped without it). Each target runs in its own process so maxRSS is its own.
//   node --import tsx api/bench/import-bench.ts [--target=pglite|postgres] [--data=<dir>]
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '../src/data/db/database';
import { migrate } from '../src/data/db/migrate';
import { importDataset } from '../src/pipeline/importer/import-dataset';
import { loadDirectory } from '../src/pipeline/importer/import-directory';

type Target = 'pglite' | 'postgres';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const dataDir = path.resolve(arg('data') ?? fileURLToPath(new URL('../../../shared/data', import.meta.url)));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function freshDatabase(target: Target): Promise<{ db: Database; dispose: () => Promise<void> }> {
  if (target === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'fightrank-bench-'));
    const db = await openDatabase({ dataDir: dir });
    return { db, dispose: async () => rm(dir, { recursive: true, force: true }) };
  }
  const url = process.env.DATABASE_URL!;
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const db = await openDatabase({ databaseUrl: scoped.toString() });
  return {
    db,
    dispose: async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

async function runTarget(target: Target): Promise<void> {
  const { db, dispose } = await freshDatabase(target);
  try {
    await migrate(db);
    const started = performance.now();
    const dataset = await loadDirectory(dataDir);
    const loaded = performance.now();
    const first = await importDataset(db, dataset);
    const imported = performance.now();
    const again = await importDataset(db, dataset);
    const reimported = performance.now();
    const rss = Math.round(process.resourceUsage().maxRSS / 1024);
    const { fighters, events, bouts } = first.tables;
    console.log(
      `import ${target}: ${seconds(imported - started)} (load ${seconds(loaded - started)} + import ${seconds(imported - loaded)}), ` +
        `peak RSS ${rss} MB; ${fighters.added} fighters, ${events.added} events, ${bouts.added} bouts`,
    );
    const changed = Object.values(again.tables).reduce((n, c) => n + c.added + c.updated + c.removed, 0);
    console.log(`reimport ${target} (unchanged data): ${seconds(reimported - imported)}, ${changed} rows changed`);
  } finally {
    await db.close();
    await dispose();
  }
}

function runChild(target: Target): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), `--target=${target}`, `--data=${dataDir}`],
      { maxBuffer: 1 << 20 },
      (error, stdout, stderr) => {
        process.stdout.write(stdout);
        if (error) reject(new Error(`import ${target} failed: ${stderr || error.message}`));
        else resolve();
      },
    );
    child.stdin?.end();
  });
}

const target = arg('target') as Target | undefined;
if (target) {
  await runTarget(target);
} else {
  await runChild('pglite');
  if (process.env.DATABASE_URL) await runChild('postgres');
  else console.log('import postgres: skipped (set DATABASE_URL to a PostgreSQL server)');
}
