// The repo's nginx configuration (deploy/nginx/fightrank.conf, decision 041) in front of two API instances on one
// PostgreSQL and Redis, as deploy/compose.yaml runs them: hashed build files are immutable, public reads come from
// nginx's micro-cache, per-user answers never do, the API sees (and rate-limits) the real client, and both instances serve.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/http/app';
import { readConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/data/db/database';
import { openTestDatabase, testDatabaseUrl } from '../support/test-database';
import { insertSnapshots } from '../support/ranking-fixtures';
import { signUpAndSignIn } from '../support/auth-session';
import { nginxInstalled, startNginx, type NginxProxy, NGINX_BINARY } from '../support/nginx-proxy';

const redisUrl = process.env.REDIS_URL;
/** The brief's ports for this suite: nginx listens here; the instances take any free port. */
const NGINX_PORT = 4370;
const HASHED_FILE = 'main.0123abcd89.js';

if (!nginxInstalled()) console.warn(`nginx-proxy.test: skipped, no nginx at ${NGINX_BINARY} (apt-get install nginx; .ci/run does)`);
else if (!testDatabaseUrl || !redisUrl) console.warn('nginx-proxy.test: skipped, it needs DATABASE_URL and REDIS_URL (two instances share them)');

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request to nginx from a chosen loopback address (the whole 127/8 is local on Linux), so each test is its own client. */
function get(url: string, { from = '127.0.0.1', headers = {} }: { from?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { localAddress: from, headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.once('error', reject);
    req.end();
  });
}

const randomLoopback = () => `127.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(2, 250)}`;

describe.skipIf(!nginxInstalled() || !testDatabaseUrl || !redisUrl)('nginx (deploy/nginx/fightrank.conf) in front of two API instances', () => {
  let distRoot: string;
  let schemaDb: Database;
  let secondDb: Database;
  const instances: FastifyInstance[] = [];
  /** Every request the instances saw, in order: which instance, the path and the client address it believed. */
  const seen: { instance: number; url: string; ip: string }[] = [];
  let proxy: NginxProxy;

  beforeAll(async () => {
    distRoot = await mkdtemp(path.join(tmpdir(), 'fightrank-dist-'));
    await mkdir(path.join(distRoot, 'shell', 'dist'), { recursive: true });
    await writeFile(path.join(distRoot, 'shell', 'dist', HASHED_FILE), 'console.log("built");\n');
    await writeFile(path.join(distRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>FightRank</title>\n');

    schemaDb = await openTestDatabase();
    await insertSnapshots(schemaDb, ['2026-11-01']);
    const [row] = await schemaDb.query<{ schema: string }>('select current_schema() as schema');
    const url = new URL(testDatabaseUrl!);
    url.searchParams.set('options', `-c search_path=${row!.schema}`);
    secondDb = await openDatabase({ databaseUrl: url.toString() });
    // One proxy hop in front, as the README tells an operator behind this nginx.
    const config = { ...readConfig({ REDIS_URL: redisUrl, TRUST_PROXY: '1' }), distRoot };
    for (const [index, db] of [schemaDb, secondDb].entries()) {
      const app = await buildApp({ config, db });
      app.addHook('onRequest', async (request) => void seen.push({ instance: index, url: request.url, ip: request.ip }));
      await app.listen({ port: 0, host: '127.0.0.1' });
      instances.push(app);
    }
    const upstreams = instances.map((app) => `127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    proxy = await startNginx({ port: NGINX_PORT, upstreams });
  });
  afterAll(async () => {
    await proxy?.stop();
    for (const app of instances) await app.close();
    await secondDb?.close();
    await schemaDb?.close();
    if (distRoot) await rm(distRoot, { recursive: true, force: true });
  });

  const requestsFor = (url: string) => seen.filter((entry) => entry.url === url);

  it('serves hashed build files as immutable (kept by nginx too) and the shell page as no-cache', async () => {
    const first = await get(`${proxy.url}/${HASHED_FILE}`);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await get(`${proxy.url}/${HASHED_FILE}`);
    expect(again.headers['x-cache-status']).toBe('HIT');
    expect(requestsFor(`/${HASHED_FILE}`)).toHaveLength(1);

    const page = await get(`${proxy.url}/index.html`);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['x-cache-status']).not.toBe('HIT');
  });

  it('answers a public read from its cache on the second request, and a current If-None-Match with 304', async () => {
    const url = `/api/rankings/last-updated?probe=${randomInt(1e9)}`;
    const first = await get(`${proxy.url}${url}`);
    expect(first.status).toBe(200);
    expect(first.headers['x-cache-status']).toBe('MISS');
    expect(first.headers['cache-control']).toMatch(/^public, .*s-maxage=/);
    const second = await get(`${proxy.url}${url}`);
    expect(second.headers['x-cache-status']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    // What is one request's, not the answer's, is not replayed from the cache: its own id, no one else's budget.
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(second.headers['x-ratelimit-remaining']).toBeUndefined();
    // Only the first reached an instance.
    expect(requestsFor(url)).toHaveLength(1);

    const revalidated = await get(`${proxy.url}${url}`, { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.status).toBe(304);
    expect(requestsFor(url)).toHaveLength(1);
  });

  it('never caches a per-user answer: each signed-in read reaches an instance, private and no-store', async () => {
    const session = await signUpAndSignIn(instances[0]!);
    const before = requestsFor('/api/auth/check').length;
    for (let i = 0; i < 3; i++) {
      const answer = await get(`${proxy.url}/api/auth/check`, { headers: { cookie: session.headers.cookie! } });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body).data.email).toBe(session.email);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.headers['x-cache-status']).not.toBe('HIT');
    }
    expect(requestsFor('/api/auth/check').length - before).toBe(3);
    // Signed out, the same URL says so: nothing of the fan's answer was kept for the next visitor.
    const signedOut = await get(`${proxy.url}/api/auth/check`);
    expect(signedOut.status).toBe(401);
  });

  it('never makes a crowd wait on the cache lock for an answer it cannot keep: every per-user GET and page passes through', async () => {
    // The per-user GETs are whatever the API's OpenAPI document marks private, so a new one that the nginx
    // configuration does not list fails here instead of queueing fight-night fans for the lock's 5 s timeout.
    const document = (await instances[0]!.inject('/api/openapi.json')).json() as { paths: Record<string, { get?: { 'x-cache'?: { policy: string } } }> };
    const perUser = Object.entries(document.paths)
      .filter(([, methods]) => methods.get?.['x-cache']?.policy === 'private')
      .map(([url]) => url);
    expect(perUser).toEqual(expect.arrayContaining(['/api/account', '/api/auth/check', '/api/predictions/cards', '/api/community/matchups']));
    const session = await signUpAndSignIn(instances[0]!);
    for (const url of [...perUser, '/', '/index.html']) {
      const started = performance.now();
      const crowd = await Promise.all(
        Array.from({ length: 6 }, () => get(`${proxy.url}${url}`, { from: randomLoopback(), headers: { cookie: session.headers.cookie! } })),
      );
      for (const answer of crowd) expect(answer.headers['x-cache-status'], url).toBe('BYPASS');
      // The lock would hold five of the six for 5 s.
      expect(performance.now() - started, url).toBeLessThan(4_000);
    }
  });

  it("gives the API the client's own address, whatever X-Forwarded-For the client sends, and rate-limits on it", async () => {
    const fan = randomLoopback();
    const neighbour = randomLoopback();
    const before = seen.length;
    const fanFirst = await get(`${proxy.url}/api/auth/check`, { from: fan, headers: { 'x-forwarded-for': neighbour, 'x-real-ip': neighbour } });
    const fanSecond = await get(`${proxy.url}/api/auth/check`, { from: fan });
    const neighbourFirst = await get(`${proxy.url}/api/auth/check`, { from: neighbour });
    expect(seen.slice(before).map((entry) => entry.ip)).toEqual([fan, fan, neighbour]);

    // One count per client, shared by both instances (Redis): the fan's two requests used two of the fan's budget,
    // the neighbour's first used one of its own.
    const remaining = (answer: Answer) => Number(answer.headers['x-ratelimit-remaining']);
    expect(remaining(fanFirst) - remaining(fanSecond)).toBe(1);
    expect(remaining(neighbourFirst)).toBe(remaining(fanFirst));
  });

  it('spreads requests over both instances', async () => {
    const before = seen.length;
    for (let i = 0; i < 10; i++) expect((await get(`${proxy.url}/api/auth/check`)).status).toBe(401);
    const served = [0, 1].map((instance) => seen.slice(before).filter((entry) => entry.instance === instance).length);
    expect(served[0]! + served[1]!).toBe(10);
    expect(served[0]).toBeGreaterThanOrEqual(3);
    expect(served[1]).toBeGreaterThanOrEqual(3);
  });
});
