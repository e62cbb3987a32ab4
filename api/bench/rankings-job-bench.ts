// Time and peak memory of the rankings job (read fight tables, rate all history, write every ranking table) on
// all of ../shared/data, on PGlite and on PostgreSQL (DATABASE_URL; skipped without it). The import runs first in
// its own process, so the job's process starts from a filled database and its maxRSS is the job's alone.
//   node --import tsx api/bench/rankings-job-bench.ts [--target=pglite|postgres] [--data=<dir>]
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '../src/data/db/database';
import { migrate } from '../src/data/db/migrate';
import { importFightTablesOnly } from '../src/pipeline/importer/import-directory';
import { recomputeRankings } from '../src/pipeline/jobs/compute-rankings';

type Target = 'pglite' | 'postgres';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const dataDir = path.resolve(arg('data') ?? fileURLToPath(new URL('../../../shared/data', import.meta.url)));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function scopedUrl(schema: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

const open = (target: Target, where: string): Promise<Database> =>
  target === 'pglite' ? openDatabase({ dataDir: where }) : openDatabase({ databaseUrl: scopedUrl(where) });

/** Child step 1: migrate and import the real data, no rankings. */
async function prepare(target: Target, where: string): Promise<void> {
  const db = await open(target, where);
  try {
    await migrate(db);
    await importFightTablesOnly(db, dataDir, { dataSource: 'real' });
  } finally {
    await db.close();
  }
}

/** Child step 2: the job on a filled database (empty ranking tables), then again over its own output. */
async function job(target: Target, where: string): Promise<void> {
  const db = await open(target, where);
  try {
    const started = performance.now();
    const first = await recomputeRankings(db);
    const firstDone = performance.now();
    const rss = Math.round(process.resourceUsage().maxRSS / 1024);
    await recomputeRankings(db);
    const again = performance.now();
    console.log(
      `rankings job ${target}: ${seconds(firstDone - started)}, peak RSS ${rss} MB ` +
        `(read ${seconds(first.readMs)}, compute ${seconds(first.computeMs)}, write ${seconds(first.writeMs)}; ` +
        `${first.fighterRatings} fighters, ${first.ratingSteps} steps, ${first.snapshots} snapshots, ${first.entries} entries, ${first.history} history rows)`,
    );
    console.log(`rankings job ${target} rerun (replacing its own rows): ${seconds(again - firstDone)}`);
  } finally {
    await db.close();
  }
}

function runChild(step: 'prepare' | 'job', target: Target, where: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), `--step=${step}`, `--target=${target}`, `--where=${where}`, `--data=${dataDir}`],
      { maxBuffer: 1 << 20 },
      (error, stdout, stderr) => {
        process.stdout.write(stdout);
        if (error) reject(new Error(`${step} ${target} failed: ${stderr || error.message}`));
        else resolve();
      },
    ).stdin?.end();
  });
}

async function runTarget(target: Target): Promise<void> {
  if (target === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'fightrank-rankings-bench-'));
    try {
      await runChild('prepare', target, dir);
      await runChild('job', target, dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    return;
  }
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    await runChild('prepare', target, schema);
    await runChild('job', target, schema);
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

const step = arg('step');
const target = arg('target') as Target | undefined;
if (step === 'prepare') await prepare(target!, arg('where')!);
else if (step === 'job') await job(target!, arg('where')!);
else if (target) await runTarget(target);
else {
  await runTarget('pglite');
  if (process.env.DATABASE_URL) await runTarget('postgres');
  else console.log('rankings job postgres: skipped (set DATABASE_URL to a PostgreSQL server)');
}
