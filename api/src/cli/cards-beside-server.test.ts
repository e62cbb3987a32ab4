// `npm run cards` beside a running server on the embedded database (decision 028): the CLI cannot open the PGlite
// directory the server holds, so it sends the command through the server's operator endpoint. Runs the real
// server.ts and the real CLI as child processes on a small generic-format data folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test/support/test-database';
import { operatorFileOf, readOperatorLink } from '../data/db/operator-link';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function run(script: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', FIGHTRANK_SYNC_ON_START: '0', ...env },
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

/** Two past cards of four fighters in the generic format (docs/data-format.md). */
async function writeFightData(dir: string): Promise<void> {
  const set = path.join(dir, 'generic', 'cards-test');
  await mkdir(set, { recursive: true });
  await writeFile(path.join(set, 'events.csv'), ['event_id,name,date,organization', 'e1,Test FC 1,2024-03-02,UFC', 'e2,Test FC 2,2024-06-01,UFC'].join('\n'));
  await writeFile(
    path.join(set, 'bouts.csv'),
    [
      'event_id,fighter_a,fighter_b,outcome,method,weight_class',
      'e1,Alma Ortega,Bruna Costa,W,KO/TKO,Lightweight',
      'e1,Celia Duarte,Dora Fink,W,Submission,Lightweight',
      'e2,Alma Ortega,Celia Duarte,W,Decision - Unanimous,Lightweight',
      'e2,Bruna Costa,Dora Fink,L,Decision - Split,Lightweight',
    ].join('\n'),
  );
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

// PGlite only: with PostgreSQL there is no lock and the CLI writes the database itself (jobs/operator-cards.test.ts).
describe.skipIf(testDatabaseKind === 'postgres')('npm run cards beside a running server', () => {
  let work: string;
  let dataDir: string;
  let server: ChildProcess;
  let serverOutput: ReturnType<typeof output>;
  let base: string;
  let token: string;

  const cards = (...args: string[]) => output(run('api/src/cli/cards.ts', args, { DATA_DIR: dataDir }));
  const getJson = async (url: string) => ((await (await fetch(new URL(url, base))).json()) as { data: any }).data;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'fightrank-cards-'));
    dataDir = path.join(work, 'db');
    const fightData = path.join(work, 'fight-data');
    await writeFightData(fightData);
    // PORT 0: the server takes a free port and says which in its operator link.
    // Info level: every request is logged, so the last test can show the token never is.
    server = run('api/src/server.ts', [], { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, FIGHTRANK_DATA: fightData, LOG_LEVEL: 'info' });
    serverOutput = output(server);
    const deadline = Date.now() + 150_000;
    while (!(await readOperatorLink(dataDir))) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}: ${(await serverOutput).stderr}`);
      if (Date.now() > deadline) throw new Error('the server wrote no operator link');
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    ({ url: base, token } = (await readOperatorLink(dataDir))!);
  }, 180_000);

  afterAll(async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await serverOutput;
    await rm(work, { recursive: true, force: true });
  });

  it('the server leaves an owner-only link naming itself and its address', async () => {
    const link = (await readOperatorLink(dataDir))!;
    expect(link.pid).toBe(server.pid);
    expect(link.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(statSync(operatorFileOf(dataDir)).mode & 0o777).toBe(0o600);
  });

  it('sends a command through the server, which shows the new bout at once with its engine probability', async () => {
    const events = await getJson('/api/events?limit=5');
    const card = await getJson(`/api/events/${events.find((e: { name: string }) => e.name === 'Test FC 2').id}`);
    const alma = card.bouts[0].fighterA;
    const bruna = card.bouts[1].fighterA.name === 'Bruna Costa' ? card.bouts[1].fighterA : card.bouts[1].fighterB;

    const added = await cards('add', '--event', 'Test FC 3', '--date', tomorrow(), '--a', String(alma.id), '--b', String(bruna.id));
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    expect(added.stdout).toMatch(/^Added bout \d+: Alma Ortega vs Bruna Costa on "Test FC 3" \(event \d+, \d{4}-\d{2}-\d{2}\)\.\n$/);
    const boutId = Number(/bout (\d+)/.exec(added.stdout)![1]);

    const cardsNow = await getJson('/api/predictions/cards');
    const bout = cardsNow.flatMap((c: { bouts: unknown[] }) => c.bouts).find((b: { id: number }) => b.id === boutId);
    expect(bout).toMatchObject({ fighterA: { id: alma.id }, fighterB: { id: bruna.id }, locked: false });
    // Alma won both her fights, Bruna lost both: the engine favours Alma, priced the moment the bout was added.
    expect(bout.probabilityA).toBeGreaterThan(0.5);

    const result = await cards('result', '--bout', String(boutId), '--winner', String(alma.id), '--method', 'SUB', '--round', '1');
    expect(result).toMatchObject({ code: 0, stdout: `Result stored for bout ${boutId}: W by SUB.\n` });
    const event = await getJson(`/api/events/${/event (\d+)/.exec(added.stdout)![1]}`);
    expect(event.event.status).toBe('completed');
    expect(event.bouts[0]).toMatchObject({ outcomeA: 'W', method: 'SUB' });
  });

  it("keeps the CLI's messages and exit codes for bad input", async () => {
    const unknown = await cards('add', '--event', 'Test FC 4', '--date', tomorrow(), '--a', '1', '--b', '999999');
    expect(unknown).toMatchObject({ code: 2, stdout: '', stderr: '--b: no fighter with id 999999\n' });
    const usage = await cards('explode');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^Unknown command "explode"\.\nUsage:/);
  });

  it('without the link (a server still loading, or an import holding the lock) it refuses as before, exit code 1', async () => {
    const link = operatorFileOf(dataDir);
    const saved = await readOperatorLink(dataDir);
    await unlink(link);
    try {
      const refused = await cards('cancel', '--event', '1');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('in use by the FightRank server');
      expect(refused.stderr).toContain(`pid ${server.pid}`);
      expect(refused.stderr).toContain('takes no operator commands');
    } finally {
      await writeFile(link, `${JSON.stringify(saved)}\n`, { mode: 0o600 });
    }
  });

  it('removes its link when it stops, and never logged the token', async () => {
    server.kill('SIGTERM');
    const { stdout, stderr } = await serverOutput;
    expect(existsSync(operatorFileOf(dataDir))).toBe(false);
    expect(token).toHaveLength(43);
    expect(stdout + stderr).not.toContain(token);
  });
});
