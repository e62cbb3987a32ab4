#!/usr/bin/env node
// `npm run bench`: runs every benchmark in api/bench/ one after another and prints what each measures.
// Benchmarks check speed and memory targets; tests never time anything. The PostgreSQL runs use
// BENCH_DATABASE_URL (default: the local server's database `test`; each bench works in its own schema).
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const dir = new URL('../api/bench/', import.meta.url);
const env = { ...process.env, DATABASE_URL: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' };
const benches = readdirSync(dir)
  .filter((f) => f.endsWith('-bench.ts'))
  .sort();
let failed = false;
for (const file of benches) {
  console.log(`\n=== ${file} ===`);
  const result = spawnSync('node', ['--expose-gc', '--import', 'tsx', new URL(file, dir).pathname, ...process.argv.slice(2)], { stdio: 'inherit', env });
  if (result.status !== 0) failed = true;
}
// The web part: first-load JavaScript, federation runtime copies and Lighthouse (scripts/bench-web.ts).
console.log('\n=== web (scripts/bench-web.ts) ===');
const web = spawnSync('node', ['--import', 'tsx', new URL('./bench-web.ts', import.meta.url).pathname], { stdio: 'inherit' });
if (web.status !== 0) failed = true;
process.exit(failed ? 1 : 0);
