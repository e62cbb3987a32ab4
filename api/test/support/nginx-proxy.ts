// Starts the real nginx (Debian's /usr/sbin/nginx) with the repo's deploy/nginx/fightrank.conf in front of given API
// instances, in a scratch directory, as an unprivileged test or benchmark would: the proxy test and
// `npm run bench:fight-night` use it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';

export const NGINX_BINARY = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';
export const nginxInstalled = () => existsSync(NGINX_BINARY);

export interface NginxProxy {
  url: string;
  /** The master process (its workers are its children). */
  pid: number;
  stop(): Promise<void>;
}

/** The main nginx.conf around the repo's http-level file: everything nginx writes stays inside the scratch directory. */
function mainConfig(workerProcesses: number | 'auto'): string {
  const site = path.join(REPO_ROOT, 'deploy', 'nginx', 'fightrank.conf');
  return `worker_processes ${workerProcesses};
pid nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path temp/body;
  proxy_temp_path temp/proxy;
  fastcgi_temp_path temp/fastcgi;
  uwsgi_temp_path temp/uwsgi;
  scgi_temp_path temp/scgi;
  include ${site};
}
`;
}

/** `workerProcesses`: 1 for a test; a benchmark passes 'auto' (one per core), as Debian's nginx.conf does. */
export async function startNginx({
  port,
  upstreams,
  workerProcesses = 1,
}: {
  port: number;
  upstreams: readonly string[];
  workerProcesses?: number | 'auto';
}): Promise<NginxProxy> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fightrank-nginx-'));
  // nginx's workers drop to "nobody" when the master runs as root: they must be able to reach the cache.
  await chmod(dir, 0o755);
  await mkdir(path.join(dir, 'fightrank'));
  await mkdir(path.join(dir, 'temp'));
  await writeFile(path.join(dir, 'nginx.conf'), mainConfig(workerProcesses));
  await writeFile(
    path.join(dir, 'fightrank', 'cache-path.conf'),
    `proxy_cache_path ${path.join(dir, 'cache')} levels=1:2 keys_zone=fightrank:1m max_size=32m inactive=10m use_temp_path=off;\n`,
  );
  await writeFile(path.join(dir, 'fightrank', 'api-servers.conf'), upstreams.map((address) => `server ${address} max_fails=2 fail_timeout=5s;\n`).join(''));
  await writeFile(path.join(dir, 'fightrank', 'listen.conf'), `listen 127.0.0.1:${port};\n`);

  const child = spawn(NGINX_BINARY, ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await waitForPort(port, child);
  } catch (error) {
    child.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
    throw new Error(`nginx did not start: ${(error as Error).message}\n${errors}`);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function waitForPort(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing listens on ${port} after 10 s`);
}
