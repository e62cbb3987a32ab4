// The production server (scripts/serve.sh, api/src/server.ts) as a child process, for tests and runs that must kill it for real
// (SIGKILL: no shutdown hook runs) or measure its memory. Listens on 127.0.0.1 with the load client allowlisted.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { REPO_ROOT } from '../../src/config';
import { freePort } from '../support/free-port';

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Resident memory of the server process in MB (Linux /proc). */
  rssMb(): number;
  /** SIGTERM, then SIGKILL after 10 s; resolves when the process is gone. */
  stop(): Promise<void>;
  kill(): Promise<void>;
}

/**
 * Starts the server and resolves once /api/health answers; on the demo data unless `env` names FIGHTRANK_DATA. With
 * `port` 0 (the default) it takes a free port, and takes another if that one was bound by someone else before the
 * server got to it (the ephemeral ports the OS hands out are shared with every test running beside it): a fixed port
 * is tried once.
 */
export async function startServerProcess(env: NodeJS.ProcessEnv, { port = 0, timeoutMs = 120_000 } = {}): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnPort(port || (await freePort()), env, timeoutMs);
    } catch (error) {
      if (!(error instanceof PortTakenError) || port !== 0 || attempt === 3) throw error;
    }
  }
}

class PortTakenError extends Error {}

async function startOnPort(port: number, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<ServerProcess> {
  // As `npm run serve` starts it (scripts/serve.sh: Node's settings per database), in this one process.
  const child = spawn('sh', ['scripts/serve.sh'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      FIGHTRANK_SYNC_ON_START: '0',
      // The labelled demo data unless the caller names a data folder: not a FIGHTRANK_DATA the shell exports for the
      // real-data tests, nor the team kit's copy beside the clone (config.ts finds it by default). The demo loads in
      // seconds, where the full real data takes 20-60 s of a busy machine.
      FIGHTRANK_DATA: '',
      FIGHTRANK_LOCAL_DATA: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Passed through as it comes, and the last of it kept: a server that dies before answering says why in the failure.
  let stderrTail = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    stderrTail = (stderrTail + chunk.toString()).slice(-4_000);
  });
  const base = `http://127.0.0.1:${port}`;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ends = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await gone;
    clearTimeout(timer);
  };
  const server: ServerProcess = {
    child,
    base,
    rssMb: () => {
      const line = readFileSync(`/proc/${child.pid}/status`, 'utf8')
        .split('\n')
        .find((l) => l.startsWith('VmRSS:'));
      return line ? Math.round(Number(line.replace(/\D+/g, '')) / 1024) : NaN;
    },
    stop: () => ends('SIGTERM'),
    kill: () => ends('SIGKILL'),
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await gone; // its last words are flushed by now
      const message = `server on port ${port} exited with ${child.exitCode} before answering:\n${stderrTail}`;
      throw stderrTail.includes('EADDRINUSE') ? new PortTakenError(message) : new Error(message);
    }
    if (
      // A bounded wait: whatever else holds a taken port may accept and never answer.
      await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await new Promise((r) => setTimeout(r, 250));
  }
  await server.kill();
  throw new Error(`server did not answer /api/health within ${timeoutMs} ms:\n${stderrTail}`);
}

/** An XSRF token pair for anonymous state-changing requests (cookie + header, as the browser sends). */
export async function xsrfPair(base: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/health`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error('no XSRF-TOKEN cookie set');
  return { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
}
