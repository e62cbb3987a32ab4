#!/usr/bin/env node
// `npm test`: every check a change must pass, in the order that fails fastest.
//   1. typecheck, lint (import boundaries, React hooks, accessibility), Prettier's format check, knip (unused code),
//      side by side: none writes anything, and on two cores they end about half a minute sooner than one by one
//   2. unit and API tests on embedded PGlite
//   3. API tests again on PostgreSQL and Redis (TEST_DATABASE_URL, default: the local server, database
//      `test`; TEST_REDIS_URL, default: the local Redis): the files that reach the database layer, no others
//      (scripts/database-test-files.mjs, decision 050)
//   4. production build of the shell and all remotes, then Playwright e2e in Chromium
import { spawn, spawnSync } from 'node:child_process';
import { databaseTestFiles } from './database-test-files.mjs';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// The first pass must run on the embedded defaults whatever the caller's shell has set.
const { DATABASE_URL: _db, REDIS_URL: _redis, ...baseEnv } = process.env;

const staticChecks = [
  { name: 'typecheck', cmd: 'npm', args: ['run', '-s', 'typecheck'] },
  { name: 'lint (import boundaries, hooks, accessibility)', cmd: 'npm', args: ['run', '-s', 'lint'] },
  { name: 'format (Prettier)', cmd: 'npm', args: ['run', '-s', 'format:check'] },
  { name: 'unused code (knip)', cmd: 'npx', args: ['knip', '--no-progress'] },
];

const steps = [
  { name: 'static checks', parallel: staticChecks },
  { name: 'unit + API tests (PGlite)', cmd: 'npx', args: ['vitest', 'run'] },
  {
    name: 'API tests (PostgreSQL + Redis)',
    cmd: 'npx',
    args: ['vitest', 'run', '--project', 'api', ...databaseTestFiles()],
    env: { DATABASE_URL: postgresUrl, REDIS_URL: redisUrl },
  },
  { name: 'build', cmd: 'npm', args: ['run', '-s', 'build'] },
  { name: 'e2e (Playwright, Chromium)', cmd: 'npx', args: ['playwright', 'test'] },
];

const since = (started) => ((Date.now() - started) / 1000).toFixed(1);

/** Runs one command with its output held back, so checks run side by side print one after another. */
function runQuietly(step) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, { env: { ...baseEnv, ...step.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => resolve({ step, status, output: Buffer.concat(output).toString(), seconds: since(started) }));
  });
}

async function runTogether(checks) {
  const results = await Promise.all(checks.map(runQuietly));
  for (const { step, status, output, seconds } of results) {
    console.log(`\n=== ${step.name} ===`);
    process.stdout.write(output);
    console.log(status === 0 ? `✓ ${step.name} (${seconds} s)` : `\n✗ ${step.name} failed after ${seconds} s`);
  }
  return results.find((result) => result.status !== 0)?.status ?? 0;
}

const only = process.argv[2];
for (const step of steps) {
  // `node scripts/test.mjs lint` runs the steps whose name starts so; `static` runs the four static checks.
  const chosen = (step.parallel ?? [step]).filter((s) => !only || step.name.startsWith(only) || s.name.startsWith(only));
  if (chosen.length === 0) continue;
  const started = Date.now();
  if (chosen.length > 1) {
    const status = await runTogether(chosen);
    if (status !== 0) process.exit(status);
    console.log(`✓ ${step.name} (${since(started)} s)`);
    continue;
  }
  const [one] = chosen;
  console.log(`\n=== ${one.name} ===`);
  const result = spawnSync(one.cmd, one.args, { stdio: 'inherit', env: { ...baseEnv, ...one.env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${one.name} failed after ${since(started)} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${one.name} (${since(started)} s)`);
}
