// Every process the bench starts is registered here the moment it exists, so that an error, the end of the run or a
// Ctrl-C (SIGINT, SIGTERM) stops all of them: SIGTERM first (instances finish in-flight requests), SIGKILL after 10 s,
// and SIGKILL at once if the bench itself exits while any is left.
import { spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT } from '../../src/config';

const running = new Set<ChildProcess>();
const stoppers: (() => Promise<void>)[] = [];

export function track(child: ChildProcess): ChildProcess {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Cleanup that is more than a process (nginx's scratch directory): run, last registered first, by stopAll(). */
export function onStop(stop: () => Promise<void>): void {
  stoppers.push(stop);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

let stopping: Promise<void> | undefined;

export function stopAll(): Promise<void> {
  stopping ??= (async () => {
    for (const stop of stoppers.reverse()) await stop().catch(() => undefined);
    await Promise.all([...running].map(stopChild));
  })();
  return stopping;
}

process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping every process the bench started`);
    void stopAll().finally(() => process.exit(130));
  });
}

/** `npm run serve` (scripts/serve.sh) on a port; resolves with its process once /api/health answers. */
export async function startInstance(port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = track(
    spawn('sh', ['scripts/serve.sh'], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  // Generous: N instances compile the API through tsx at once, and a shared machine may be busy.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the instance on port ${port} exited with ${child.exitCode} before answering`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the instance on port ${port} did not answer /api/health within 300 s`);
}
