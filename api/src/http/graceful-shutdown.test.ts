import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test/support/test-database';

const CHILD = fileURLToPath(new URL('../../test/support/shutdown-child.ts', import.meta.url));

describe(`graceful shutdown on ${testDatabaseKind}`, () => {
  it('finishes a request in flight when SIGTERM arrives, refuses new work, then exits cleanly', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], { env: process.env, stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        const match = /^(\d+)\n/.exec(chunk.toString());
        if (match) resolve(Number(match[1]));
      });
      child.once('exit', () => reject(new Error('child exited before listening')));
    });
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    const inFlight = fetch(`${base}/test/slow`).then(async (response) => ({ status: response.status, body: await response.json() }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    // While closing, a new connection is refused or answered 503: never served half-way.
    const late = await fetch(`${base}/api/health`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);

    expect(await inFlight).toEqual({ status: 200, body: { data: 'finished' } });
    expect(await exited).toBe(0);
  }, 60_000);
});
