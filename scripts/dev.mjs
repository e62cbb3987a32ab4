#!/usr/bin/env node
// `npm run dev`: the API (port 3000, restarts on change) plus every app's Rspack dev server with hot
// reload on its own port (rspack.federation.ts DEV_PORTS). Open the shell at http://localhost:3100:
// it proxies /api and /remotes.json to the API, which points the remotes at their dev servers.
import { spawn } from 'node:child_process';

// A copy of rspack.federation.ts DEV_PORTS (this script runs without a TypeScript loader): change both together.
const REMOTE_PORTS = { MFE_RANKINGS_URL: 3101, MFE_FIGHTER_URL: 3102, MFE_COMMUNITY_URL: 3103, MFE_ACCOUNT_URL: 3104 };
const remoteEnv = Object.fromEntries(Object.entries(REMOTE_PORTS).map(([key, port]) => [key, `http://localhost:${port}/mf-manifest.json`]));

const processes = [
  { name: 'api', cmd: 'node', args: ['--import', 'tsx', '--watch', 'api/src/server.ts'], env: { ...remoteEnv, NODE_ENV: 'development' } },
  // Start rspack directly: killing an `npx rspack` wrapper can leave the dev server holding its port.
  ...['shell', 'mfe-rankings', 'mfe-fighter', 'mfe-community', 'mfe-account'].map((app) => ({
    name: app,
    cmd: 'node_modules/.bin/rspack',
    args: ['dev', '-c', `${app}/rspack.config.ts`],
    env: { NODE_ENV: 'development' },
  })),
];

const children = processes.map(({ name, cmd, args, env }) => {
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`.padEnd(16);
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  child.on('exit', (code) => console.log(`${prefix}exited with ${code}`));
  return child;
});

console.log('Shell: http://localhost:3100  (API on 3000, remotes on 3101-3104)');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
