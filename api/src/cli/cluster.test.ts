// `npm run start:cluster` on an empty PostgreSQL database: the data is imported once, by the primary, before the
// instances start; then every instance serves it. (PGlite takes one process, so this runs on PostgreSQL only.)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config';
import { testDatabaseUrl } from '../../test/support/test-database';
import { smallRealDirectory } from '../../test/support/small-real-data';
import { freePort } from '../../test/support/free-port';

describe.skipIf(!testDatabaseUrl)('start:cluster on an empty database', () => {
  const schema = `cluster_${randomBytes(6).toString('hex')}`;
  let dataDir: string;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    dataDir = await smallRealDirectory(2);
  });
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('imports once in the primary, then two instances serve the same data', async () => {
    const url = new URL(testDatabaseUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/cli/cluster.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        REDIS_URL: '',
        FIGHTRANK_DATA: dataDir,
        FIGHTRANK_SYNC_ON_START: '0',
        API_INSTANCES: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    try {
      // Both instances listening: each logs "Server listening" once it is up.
      const deadline = Date.now() + 90_000;
      while ((output.match(/Server listening/g) ?? []).length < 2) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`cluster did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      for (let i = 0; i < 20; i++) {
        const response = await fetch(`http://127.0.0.1:${port}/api/rankings/global?limit=3`, { headers: { connection: 'close' } });
        expect(response.status).toBe(200);
        expect(((await response.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
      }
      const imports = output.match(/fight database is empty: importing/g) ?? [];
      expect(imports, output).toHaveLength(1);
      expect(output).toMatch(/"role":"primary","msg":"fight database is empty: importing/);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  });
});
