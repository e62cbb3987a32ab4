// scripts/serve.sh starts the server with Node settings per database (issue 14's memory target on PGlite) and must
// stay one process: the benchmarks read its memory and the durability test kills it by its pid. A stand-in `node`
// first on PATH prints what it was started with, so this runs no server.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const fakeBin = mkdtempSync(path.join(os.tmpdir(), 'fightrank-serve-'));
writeFileSync(
  path.join(fakeBin, 'node'),
  '#!/bin/sh\necho "pid=$$"\necho "cwd=$(pwd)"\necho "arena=${MALLOC_ARENA_MAX:-unset}"\necho "thresholds=${MALLOC_MMAP_THRESHOLD_:-unset} ${MALLOC_TRIM_THRESHOLD_:-unset}"\necho "args=$*"\n',
);
chmodSync(path.join(fakeBin, 'node'), 0o755);
afterAll(() => rmSync(fakeBin, { recursive: true, force: true }));

async function launch(env: Record<string, string>): Promise<{ pid: number; said: Record<string, string> }> {
  const { MALLOC_ARENA_MAX: _arenas, MALLOC_MMAP_THRESHOLD_: _mmap, MALLOC_TRIM_THRESHOLD_: _trim, ...inherited } = process.env;
  // Started from another directory: the script finds the repository itself.
  const child = spawn('sh', [path.join(ROOT, 'scripts/serve.sh')], { cwd: os.tmpdir(), env: { ...inherited, ...env, PATH: `${fakeBin}:${process.env.PATH}` } });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect(code).toBe(0);
  const said = Object.fromEntries(
    out
      .trim()
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  return { pid: child.pid!, said };
}

describe('scripts/serve.sh', () => {
  it('on the embedded database starts node with a small young generation, size-first heuristics and two malloc arenas kept trimmed', async () => {
    const { said } = await launch({ DATABASE_URL: '' });
    expect(said.args).toBe('--max-semi-space-size=16 --optimize-for-size --import tsx api/src/server.ts');
    expect(said.arena).toBe('2');
    expect(said.thresholds).toBe('131072 131072');
    expect(path.resolve(said.cwd!)).toBe(path.resolve(ROOT));
  });

  it("on PostgreSQL keeps Node's defaults", async () => {
    const { said } = await launch({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(said.args).toBe('--import tsx api/src/server.ts');
    expect(said.arena).toBe('unset');
    expect(said.thresholds).toBe('unset unset');
  });

  it('replaces itself with node: the pid a caller holds is the server', async () => {
    const { pid, said } = await launch({ DATABASE_URL: '' });
    expect(Number(said.pid)).toBe(pid);
  });
});
