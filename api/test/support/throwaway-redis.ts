// A redis-server of a test's own, on a free port, so a test can kill and restart it without touching the shared
// Redis on 6379 (the Redis-outage and rate-limit tests).
import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';

export const REDIS_SERVER = '/usr/bin/redis-server';

/** Starts redis-server on the port, keeping nothing on disk, and waits (up to 5 s) until it accepts connections. */
export async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const probe = new Redis({ port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  for (let i = 0; i < 100; i++) {
    if (
      await probe.connect().then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 50));
  }
  probe.disconnect();
  return child;
}
