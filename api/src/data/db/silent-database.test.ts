// A database that stops answering without closing anything (a network drop, issue 26 item 5): requests get fast 503s
// instead of waiting as long as the drop lasts, liveness stays fast, readiness says "not ready" within its short
// timeout, and everything recovers by itself when the database answers again. The drop is a TCP proxy of this test's
// own that swallows bytes, so the shared PostgreSQL server keeps running for everyone else.
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../http/app';
import { readConfig } from '../../config';
import type { Database } from './database';
import { openPostgres } from './postgres';
import { openTestDatabase, testDatabaseUrl } from '../../../test/support/test-database';
import { HEALTH_WAIT_MS, READY_TIMEOUT_MS } from '../../http/routes/health';

/** A TCP proxy that can go silent: it keeps every connection open and accepts new ones, but forwards nothing. */
async function silenceableProxy(target: URL) {
  const sockets = new Set<Socket>();
  let silent = false;
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
      socket.on('error', () => socket.destroy());
    }
    // Bytes sent while silent are lost, as on a dead link.
    client.on('data', (bytes) => void (silent || upstream.write(bytes)));
    upstream.on('data', (bytes) => void (silent || client.write(bytes)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    silence: () => void (silent = true),
    speak: () => void (silent = false),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const QUERY_TIMEOUT_MS = 1_000;

const SILENCED_READS = [
  '/api/rankings/last-updated',
  '/api/rankings/global?limit=5',
  '/api/fighters/1/info',
  '/api/rankings/fighter/1/history',
  '/api/predictions/cards',
];

describe.skipIf(!testDatabaseUrl)('a silent PostgreSQL under traffic', () => {
  let schemaDb: Database;
  let db: Database;
  let app: FastifyInstance;
  let proxy: Awaited<ReturnType<typeof silenceableProxy>>;

  beforeAll(async () => {
    schemaDb = await openTestDatabase();
    const [row] = await schemaDb.query<{ schema: string }>('select current_schema() as schema');
    proxy = await silenceableProxy(new URL(testDatabaseUrl!));
    const url = new URL(testDatabaseUrl!);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    url.searchParams.set('options', `-c search_path=${row!.schema}`);
    db = await openPostgres(url.toString(), { queryTimeoutMs: QUERY_TIMEOUT_MS, connectionTimeoutMs: QUERY_TIMEOUT_MS });
    app = await buildApp({ config: { ...readConfig({}), distRoot: '/nonexistent' }, db });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await proxy?.close();
    await schemaDb?.close();
  });

  const timed = async (url: string) => {
    const started = performance.now();
    const response = await app.inject({ url, remoteAddress: '10.78.0.1' });
    return { status: response.statusCode, body: response.body, ms: performance.now() - started };
  };

  it('answers 503 fast, keeps health fast, and recovers by itself', async () => {
    const warm = await Promise.all(Array.from({ length: 10 }, () => timed('/api/rankings/last-updated')));
    expect(warm.map((r) => r.status)).toEqual(Array(10).fill(200));

    proxy.silence();
    // Under load: more requests than the pool has connections, all at once, and health checks among them.
    const [reads, healths] = await Promise.all([
      // The cached reads too (lists, fighter pages, the card): waiters sharing one database read all get the 503.
      Promise.all(Array.from({ length: 30 }, (_, i) => timed(SILENCED_READS[i % SILENCED_READS.length]!))),
      Promise.all(Array.from({ length: 5 }, () => timed('/api/health'))),
    ]);
    for (const read of reads) {
      expect(read.status).toBe(503);
      expect(read.body).toMatch(/database is unavailable/);
      // Bounded by the query timeout plus one wait for a connection, never by the length of the drop.
      expect(read.ms).toBeLessThan(3 * QUERY_TIMEOUT_MS + 1_000);
    }
    for (const health of healths) {
      expect(health.status).toBe(200);
      expect(JSON.parse(health.body).data.databaseReachable).toBe(false);
      expect(health.ms).toBeLessThan(HEALTH_WAIT_MS + 250);
    }
    const ready = await timed('/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatch(/Not ready: the database cannot be reached/);
    expect(ready.ms).toBeLessThan(READY_TIMEOUT_MS + 500);
    // Still fast a while into the drop.
    const later = await timed('/api/health');
    expect(later.status).toBe(200);
    expect(later.ms).toBeLessThan(HEALTH_WAIT_MS + 250);

    proxy.speak();
    let recovered = false;
    for (let i = 0; i < 50 && !recovered; i++) {
      recovered = (await timed('/api/rankings/global?limit=5')).status === 200;
      if (!recovered) await new Promise((r) => setTimeout(r, 200));
    }
    expect(recovered).toBe(true);
    const readyAgain = await timed('/api/ready');
    expect(readyAgain.status, readyAgain.body).toBe(200);
    // Liveness sees it too once the probe started during the drop has given up (within the query timeout).
    let reachable = false;
    for (let i = 0; i < 20 && !reachable; i++) {
      reachable = JSON.parse((await timed('/api/health')).body).data.databaseReachable === true;
      if (!reachable) await new Promise((r) => setTimeout(r, 200));
    }
    expect(reachable).toBe(true);
  }, 60_000);
});
