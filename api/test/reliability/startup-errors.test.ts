// An operator who mistypes DATABASE_URL, points it at a database that is not there or sets a bad PORT gets one line
// that says what is wrong and exit code 1, never a driver's stack trace, and never the URL's password.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config';
import { freePort } from '../support/free-port';

async function startServer(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(await freePort()), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, stderr };
}

describe('a server that cannot start says why in one line', () => {
  const refusedPort = async () => `postgres://fightrank:hunter2-secret@127.0.0.1:${await freePort()}/fightrank`;
  const cases: [string, () => NodeJS.ProcessEnv | Promise<NodeJS.ProcessEnv>, RegExp][] = [
    ['DATABASE_URL that is not a URL', () => ({ DATABASE_URL: 'not a url' }), /DATABASE_URL is not a valid URL/],
    ['DATABASE_URL of another database', () => ({ DATABASE_URL: 'mysql://root@127.0.0.1/test' }), /DATABASE_URL must be a PostgreSQL URL/],
    [
      'PostgreSQL that refuses the connection',
      async () => ({ DATABASE_URL: await refusedPort() }),
      /could not connect to PostgreSQL at .*:\*\*\*@127\.0\.0\.1:\d+.*ECONNREFUSED/,
    ],
    ['a PORT that is not a port', () => ({ PORT: 'eighty' }), /PORT must be a port number/],
  ];

  it.each(cases)('%s', async (_name, env, message) => {
    const { code, stderr } = await startServer(await env());
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^FightRank could not start: /);
    expect(stderr).toMatch(message);
    expect(stderr).not.toMatch(/hunter2|    at /);
  });
});
