// Load shedding: past its limits an instance answers 503 with Retry-After at once instead of queueing, probes are
// never shed, the count of requests in flight comes back down (answered or abandoned), and app.ts wires the limits
// from the environment.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadShedding, SHED_MESSAGE } from './load-shedding';
import { readConfig } from '../../config';
import { buildApp } from '../app';
import { openTestDatabase } from '../../../test/support/test-database';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A server with the plugin, a route that answers when the test says so, and the two probes. */
async function serverWith(limits: { maxInFlight: number; maxEventLoopDelayMs: number; sampleEveryMs?: number }) {
  const held: (() => void)[] = [];
  app = Fastify();
  await app.register(loadShedding, limits);
  app.get('/api/slow', () => new Promise<string>((resolve) => held.push(() => resolve('done'))));
  app.get('/api/fast', async () => 'fast');
  app.get('/api/health', async () => 'alive');
  app.get('/api/ready', async () => 'ready');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { base, held, release: () => held.splice(0).forEach((resolve) => resolve()) };
}

/** Keeps the event loop busy, as synchronous work does. */
const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};
/** Lets the event loop reach its timers: the delay sampler, due since the stall, runs before this one. */
const nextLoopTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

const waitFor = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
};

describe('load shedding', () => {
  it('refuses requests past the in-flight cap with 503 and Retry-After, and serves again once they finish', async () => {
    const { base, held, release } = await serverWith({ maxInFlight: 3, maxEventLoopDelayMs: 0 });
    const slow = [1, 2, 3].map(() => fetch(`${base}/api/slow`));
    await waitFor(() => held.length === 3);

    const refused = await fetch(`${base}/api/fast`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: SHED_MESSAGE });
    // Probes are never shed: the instance is alive, and says whether it is ready.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);

    release();
    for (const answer of await Promise.all(slow)) expect(answer.status).toBe(200);
    await waitFor(() => app!.loadShedding!.inFlight() === 0);
    expect((await fetch(`${base}/api/fast`)).status).toBe(200);
  });

  it('counts a request the client abandoned as finished, so the cap does not leak away', async () => {
    const { base, held, release } = await serverWith({ maxInFlight: 2, maxEventLoopDelayMs: 0 });
    for (let i = 0; i < 2; i++) {
      const abandoned = httpRequest(`${base}/api/slow`);
      abandoned.on('error', () => {});
      abandoned.end();
      await waitFor(() => held.length === i + 1);
      abandoned.destroy();
    }
    await waitFor(() => app!.loadShedding!.inFlight() === 0);
    expect((await fetch(`${base}/api/fast`)).status).toBe(200);
    release();
  });

  it('refuses requests while the event loop stays late, and serves again when it catches up', async () => {
    app = Fastify();
    await app.register(loadShedding, { maxInFlight: 0, maxEventLoopDelayMs: 100, sampleEveryMs: 20 });
    app.get('/api/fast', async () => 'fast');
    app.get('/api/health', async () => 'alive');
    await app.ready();
    expect((await app.inject({ url: '/api/fast' })).statusCode).toBe(200);

    // One stall, however long, is over once measured: the requests it held up are served.
    await waitFor(() => app!.loadShedding!.eventLoopDelayMs() < 100);
    busyFor(300);
    await nextLoopTurn();
    expect((await app.inject({ url: '/api/fast' })).statusCode).toBe(200);

    // Late turn after turn, as under a flood of CPU-bound work: new requests are refused, probes are not.
    await waitFor(() => app!.loadShedding!.eventLoopDelayMs() < 100);
    for (let i = 0; i < 3; i++) {
      busyFor(300);
      await nextLoopTurn();
    }
    expect(app.loadShedding!.eventLoopDelayMs()).toBeGreaterThan(100);
    const refused = await app.inject({ url: '/api/fast' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);

    await waitFor(() => app!.loadShedding!.eventLoopDelayMs() < 100);
    expect((await app.inject({ url: '/api/fast' })).statusCode).toBe(200);
  });

  it('is on in the app with the limits from the environment, and refuses bad values', async () => {
    expect(readConfig({ DATABASE_URL: 'postgres://db/fightrank' }).loadShedding).toEqual({ maxInFlight: 256, maxEventLoopDelayMs: 250 });
    // PGlite answers queries on the event loop: its lateness is the database working, so it is not watched by default.
    expect(readConfig({}).loadShedding).toEqual({ maxInFlight: 256, maxEventLoopDelayMs: 0 });
    expect(readConfig({ MAX_EVENT_LOOP_DELAY_MS: '400' }).loadShedding.maxEventLoopDelayMs).toBe(400);
    expect(readConfig({ MAX_IN_FLIGHT_REQUESTS: '0', MAX_EVENT_LOOP_DELAY_MS: '0' }).loadShedding).toEqual({ maxInFlight: 0, maxEventLoopDelayMs: 0 });
    for (const env of [{ MAX_IN_FLIGHT_REQUESTS: 'many' }, { MAX_IN_FLIGHT_REQUESTS: '-1' }, { MAX_EVENT_LOOP_DELAY_MS: '1.5' }]) {
      expect(() => readConfig(env)).toThrow(/must be a whole number/);
    }

    const db = await openTestDatabase();
    try {
      const config = { ...readConfig({ MAX_IN_FLIGHT_REQUESTS: '1', MAX_EVENT_LOOP_DELAY_MS: '0' }), distRoot: '/nonexistent' };
      app = await buildApp({ config, db });
      // Every inject answered before the next: one at a time never reaches the cap of 1.
      for (let i = 0; i < 3; i++) expect((await app.inject({ url: '/api/rankings/last-updated' })).statusCode).toBe(200);
      // Two at once: the second is shed before it reaches the database.
      const both = await Promise.all([app.inject({ url: '/api/rankings/last-updated' }), app.inject({ url: '/api/rankings/last-updated?again=1' })]);
      expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 503]);
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app?.close();
      app = undefined;
      await db.close();
    }
  });
});
