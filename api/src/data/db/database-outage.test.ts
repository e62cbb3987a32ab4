// PostgreSQL going away under traffic: the API answers 503 with a message (never crashes, never hangs),
// /api/health stays alive, /api/ready says not ready, and everything recovers by itself when the
// database returns. The outage is a TCP proxy of this test's own that it cuts and restores, so the
// shared PostgreSQL server keeps running for everyone else.
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../http/app';
import { readConfig } from '../../config';
import { openDatabase, type Database } from './database';
import { openTestDatabase, testDatabaseUrl } from '../../../test/support/test-database';
import { isDatabaseUnavailable } from './database-unavailable';

/** A TCP proxy to PostgreSQL that can be cut (connections dropped, new ones refused) and restored. */
async function cuttableProxy(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = async () => {
    server = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server!.address() as { port: number }).port;
  };
  await listen();
  return {
    get port() {
      return port;
    },
    async cut() {
      const closed = new Promise((resolve) => server!.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: listen,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => (server?.listening ? server.close(resolve) : resolve(undefined)));
    },
  };
}

describe('database error classification', () => {
  it('tells an unreachable database from a failing statement', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('invalid input syntax for type integer'), { code: '22P02' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });
});

describe.skipIf(!testDatabaseUrl)('PostgreSQL outage under traffic', () => {
  let schemaDb: Database;
  let db: Database;
  let app: FastifyInstance;
  let proxy: Awaited<ReturnType<typeof cuttableProxy>>;
  const poolErrors: Error[] = [];

  beforeAll(async () => {
    schemaDb = await openTestDatabase();
    const [row] = await schemaDb.query<{ schema: string }>('select current_schema() as schema');
    const schema = row!.schema;
    const target = new URL(testDatabaseUrl!);
    proxy = await cuttableProxy(target);
    const url = new URL(testDatabaseUrl!);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    url.searchParams.set('options', `-c search_path=${schema}`);
    db = await openDatabase({ databaseUrl: url.toString(), log: (error) => poolErrors.push(error) });
    app = await buildApp({ config: { ...readConfig({}), distRoot: '/nonexistent' }, db });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await proxy?.close();
    await schemaDb?.close();
  });

  it('answers 503 while the database is down and recovers by itself when it returns', async () => {
    const get = (url: string) => app.inject({ url, remoteAddress: '10.77.0.1' });
    // Warm the pool so there are idle connections to lose.
    const warm = await Promise.all(Array.from({ length: 5 }, () => get('/api/rankings/last-updated')));
    expect(warm.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);

    await proxy.cut();
    const during = [];
    for (let i = 0; i < 10; i++) {
      const started = Date.now();
      const response = await get('/api/rankings/last-updated');
      during.push({ status: response.statusCode, body: response.json(), ms: Date.now() - started });
    }
    for (const answer of during) {
      expect(answer.status).toBe(503);
      expect(answer.body.message).toMatch(/database is unavailable/);
      // Never longer than the pool's connect timeout (3 s) plus slack.
      expect(answer.ms).toBeLessThan(4_000);
    }
    const health = await get('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json().data).toMatchObject({ status: 'ok', databaseReachable: false });
    const ready = await get('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().message).toMatch(/^Not ready: the database cannot be reached/);

    await proxy.restore();
    let recovered = false;
    for (let i = 0; i < 50 && !recovered; i++) {
      recovered = (await get('/api/rankings/last-updated')).statusCode === 200;
      if (!recovered) await new Promise((r) => setTimeout(r, 200));
    }
    expect(recovered).toBe(true);
    expect((await get('/api/ready')).statusCode).toBe(200);
    expect((await get('/api/health')).json().data.databaseReachable).toBe(true);
  }, 60_000);
});
