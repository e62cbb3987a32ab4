// One writer per embedded database: `npm run data:import` beside a running server is refused with what to do, and
// the server's database stays readable and whole. A lock left by a killed process is taken over.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallRealDirectory } from '../../../test/support/small-real-data';
import { testDatabaseKind } from '../../../test/support/test-database';
import { DataDirLockedError, lockDataDir, lockFileOf } from './data-dir-lock';
import { openPglite } from './pglite';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
// This engineer's port range; the test owns the server it starts on it.
const PORT = 5403;

function run(script: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function output(child: ChildProcess): Promise<{ code: number | null; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

// PGlite only: the PostgreSQL run of the suite has nothing to add here.
describe.skipIf(testDatabaseKind === 'postgres')('the embedded database has one writer', () => {
  let work: string;
  let fightData: string;
  beforeAll(async () => {
    [work, fightData] = await Promise.all([mkdtemp(path.join(tmpdir(), 'fightrank-lock-')), smallRealDirectory(2)]);
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
    await rm(fightData, { recursive: true, force: true });
  });

  it('refuses `npm run data:import` beside a running server, which keeps serving an intact database', async () => {
    const dataDir = path.join(work, 'server-db');
    const server = run('api/src/server.ts', [], { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, FIGHTRANK_DATA: fightData });
    const serverOutput = output(server);
    try {
      await waitForHealth(`http://127.0.0.1:${PORT}/api/health`, server);
      const before = await (await fetch(`http://127.0.0.1:${PORT}/api/rankings/global`)).text();

      const importer = await output(run('api/src/cli/data-import.ts', [fightData], { DATA_DIR: dataDir }));
      expect(importer.code).toBe(1);
      expect(importer.stderr).toContain('in use by the FightRank server');
      expect(importer.stderr).toContain(`pid ${server.pid}`);
      expect(importer.stderr).toContain(`npm run data:import -- ${fightData}`);

      // The server still answers from the same, unharmed data.
      expect(await (await fetch(`http://127.0.0.1:${PORT}/api/rankings/global`)).text()).toBe(before);
    } finally {
      server.kill('SIGTERM');
      await serverOutput;
    }
    // The server let go of the lock on shutdown, and the files open cleanly with their data.
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
    const db = await openPglite(dataDir);
    try {
      const [counts] = await db.query<{ bouts: number; rated: number; source: string }>(
        `select (select count(*)::int from bouts) as bouts, (select count(*)::int from fighter_ratings) as rated,
                (select value from app_meta where key = 'data_source') as source`,
      );
      expect(counts).toEqual({ bouts: 27, rated: 54, source: 'real' });
    } finally {
      await db.close();
    }
  }, 300_000);

  it('refuses a second opener in the same way, and takes over a lock whose process is gone', async () => {
    const dataDir = path.join(work, 'locks');
    const release = await lockDataDir(dataDir, 'npm start');
    const twice = await lockDataDir(dataDir, 'npm run data:sync').catch((error: unknown) => error);
    expect(twice).toBeInstanceOf(DataDirLockedError);
    await release();
    expect(existsSync(lockFileOf(dataDir))).toBe(false);

    // A lock held by a live foreign process (this test's parent, say) is refused.
    const live = { pid: process.ppid, hostname: hostname(), command: 'npm start', startedAt: new Date().toISOString() };
    await writeFile(lockFileOf(dataDir), JSON.stringify(live));
    const refused = await lockDataDir(dataDir, 'npm run data:sync').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toMatch(/in use by the FightRank server .*run `npm run data:sync` again/);

    // A process that was SIGKILLed never removed its lock: the next opener takes it over.
    const child = spawn(process.execPath, ['-e', '']);
    await once(child, 'exit');
    await writeFile(lockFileOf(dataDir), JSON.stringify({ ...live, pid: child.pid }));
    const takeOver = await lockDataDir(dataDir, 'npm start');
    expect(JSON.parse(await readFile(lockFileOf(dataDir), 'utf8'))).toMatchObject({ pid: process.pid, command: 'npm start' });
    await takeOver();
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
  });

  it('takes the lock on a data directory whose parent folder does not exist yet (a fresh clone)', async () => {
    const dataDir = path.join(work, 'not', 'yet', 'there', 'db');
    const release = await lockDataDir(dataDir, 'npm start');
    expect(JSON.parse(await readFile(lockFileOf(dataDir), 'utf8'))).toMatchObject({ pid: process.pid });
    await release();
  });
});
