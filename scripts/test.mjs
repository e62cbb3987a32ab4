#!/usr/bin/env node
// `npm test`: every check a change must pass, in the order that fails fastest.
//   1. typecheck, lint (import boundaries, React hooks, accessibility), Prettier's format check, knip (unused code)
//   2. unit and API tests on embedded PGlite
//   3. API tests again on PostgreSQL and Redis (TEST_DATABASE_URL, default: the local server, database
//      `test`; TEST_REDIS_URL, default: the local Redis): the files that reach the database layer, no others
//      (scripts/database-test-files.mjs, decision 050)
//   4. production build of the shell and all remotes, then Playwright e2e in Chromium
import { spawnSync } from 'node:child_process';
import { databaseTestFiles } from './database-test-files.mjs';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// The first pass must run on the embedded defaults whatever the caller's shell has set.
const { DATABASE_URL: _db, REDIS_URL: _redis, ...baseEnv } = process.env;

const steps = [
  { name: 'typecheck', cmd: 'npm', args: ['run', '-s', 'typecheck'] },
  { name: 'lint (import boundaries, hooks, accessibility)', cmd: 'npm', args: ['run', '-s', 'lint'] },
  { name: 'format (Prettier)', cmd: 'npm', args: ['run', '-s', 'format:check'] },
  { name: 'unused code (knip)', cmd: 'npx', args: ['knip', '--no-progress'] },
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

const only = process.argv[2];
for (const step of steps) {
  if (only && !step.name.startsWith(only)) continue;
  const started = Date.now();
  console.log(`\n=== ${step.name} ===`);
  const result = spawnSync(step.cmd, step.args, { stdio: 'inherit', env: { ...baseEnv, ...step.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${step.name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${step.name} (${seconds} s)`);
}
