// The HTTP caching contract (issue 26 deliver 1, decision 039) on the built app: every GET under /api declares a
// policy, public answers carry a strong ETag from the data version and answer If-None-Match with 304, per-user and
// error answers are never stored, and the OpenAPI document shows each route's policy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { buildApp } from '../app';
import { readConfig } from '../../config';
import type { Database } from '../../data/db/database';
import { openTestDatabase, testDatabaseKind } from '../../../test/support/test-database';
import { insertFighters, insertRankingEntries, insertSnapshots } from '../../../test/support/ranking-fixtures';
import { signUpAndSignIn } from '../../../test/support/auth-session';
import { recomputeRankings } from '../../pipeline/jobs/compute-rankings';
import { computeCommunityRankings } from '../../community/community-rankings-job';
import { Type } from 'typebox';
import { createMemoryCache } from '../../data/cache/response-cache';
import { CACHE_POLICIES, httpCaching, parseIfNoneMatch } from './http-caching';

const isDocsRoute = (url: string) => url.startsWith('/api/docs');

describe('parseIfNoneMatch', () => {
  it('reads *, lists, weak tags and coded tags as their opaque tags', () => {
    expect(parseIfNoneMatch(undefined)).toEqual([]);
    expect(parseIfNoneMatch(' * ')).toBe('*');
    expect(parseIfNoneMatch('"a", W/"b" ,"c-gzip", "d-br", garbage, "e')).toEqual(['"a"', '"b"', '"c"', '"d"']);
  });

  it('reads at most 100 tags of a flood', () => {
    expect(parseIfNoneMatch(Array.from({ length: 10_000 }, (_, i) => `"t${i}"`).join(',')).length).toBe(100);
  });
});

describe(`HTTP caching contract on ${testDatabaseKind}`, () => {
  let db: Database;
  let app: FastifyInstance;
  let fighterIds: number[];
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    db = await openTestDatabase();
    fighterIds = await insertFighters(db, [{ name: 'Cache Fighter One' }, { name: 'Cache Fighter Two' }]);
    await insertRankingEntries(db, 'global', '', [
      { fighterId: fighterIds[0]!, currentRank: 1 },
      { fighterId: fighterIds[1]!, currentRank: 2 },
    ]);
    await insertSnapshots(db, ['2026-01-01']);
    app = await buildApp({
      config: { ...readConfig({ REDIS_URL: process.env.REDIS_URL }), distRoot: '/nonexistent' },
      db,
      onRoute: (route) => routes.push(route),
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const list = '/api/rankings/global?limit=2';

  it('every GET route under /api declares a caching policy', () => {
    const gets = routes.filter((r) => (Array.isArray(r.method) ? r.method : [r.method]).includes('GET') && r.url.startsWith('/api/') && !isDocsRoute(r.url));
    expect(gets.length).toBeGreaterThanOrEqual(25);
    const undeclared = gets.filter((r) => !(r.config as { cache?: string } | undefined)?.cache).map((r) => r.url);
    expect(undeclared).toEqual([]);
  });

  it('shows each route policy in the OpenAPI document: x-cache, Cache-Control and ETag headers, the 304', async () => {
    const document = (await app.inject('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { 'x-cache'?: { policy: string }; responses: Record<string, { headers?: Record<string, unknown> }> }>>;
    };
    const global = document.paths['/api/rankings/global']!.get!;
    expect(global['x-cache']!.policy).toBe('public-data');
    expect(Object.keys(global.responses['200']!.headers!)).toEqual(expect.arrayContaining(['Cache-Control', 'ETag']));
    expect(global.responses['304']).toBeDefined();
    expect(document.paths['/api/account']!.get!['x-cache']!.policy).toBe('private');
    expect(document.paths['/api/account']!.get!.responses['304']).toBeUndefined();
    for (const [path, methods] of Object.entries(document.paths)) {
      if (methods.get) expect(methods.get['x-cache'], `${path} shows its caching`).toBeDefined();
    }
  });

  it('public answers carry Cache-Control for browsers and shared caches, a strong ETag, and no cookie', async () => {
    const response = await app.inject(list);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(CACHE_POLICIES['public-data'].cacheControl);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(String(response.headers.vary)).not.toMatch(/cookie/i);
    // The same URL gives the same tag; another URL another.
    expect((await app.inject(list)).headers.etag).toBe(response.headers.etag);
    expect((await app.inject('/api/rankings/global?limit=3')).headers.etag).not.toBe(response.headers.etag);
    // The tag is the data's, never the visitor's: a signed-in fan gets the same one.
    const { headers } = await signUpAndSignIn(app);
    const signedIn = await app.inject({ url: list, headers });
    expect(signedIn.headers.etag).toBe(response.headers.etag);
    expect(signedIn.headers['cache-control']).toBe(CACHE_POLICIES['public-data'].cacheControl);
  });

  it("keeps a client's rate-limit budget off answers a shared cache keeps, and on his own (attack report, session 30)", async () => {
    // A shared cache would replay the first client's "remaining" to everyone after him.
    const shared = await app.inject({ url: list, remoteAddress: '10.77.0.1' });
    expect(shared.headers['cache-control']).toMatch(/s-maxage/);
    expect(shared.headers['x-ratelimit-remaining']).toBeUndefined();
    expect(shared.headers['x-ratelimit-limit']).toBeUndefined();
    const own = await app.inject({ url: '/api/auth/check', remoteAddress: '10.77.0.1' });
    expect(own.headers['cache-control']).not.toMatch(/s-maxage/);
    expect(Number(own.headers['x-ratelimit-remaining'])).toBeGreaterThan(0);
  });

  it('answers a current If-None-Match with 304 and no body: the tag, W/ of it, a list holding it, and *', async () => {
    const { etag } = (await app.inject(list)).headers as { etag: string };
    for (const sent of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await app.inject({ url: list, headers: { 'if-none-match': sent } });
      expect(response.statusCode, sent).toBe(304);
      expect(response.body, sent).toBe('');
      expect(response.headers['cache-control'], sent).toBe(CACHE_POLICIES['public-data'].cacheControl);
      expect(response.headers.etag, sent).toBe(etag);
    }
    expect((await app.inject({ url: list, headers: { 'if-none-match': '"stale"' } })).statusCode).toBe(200);
    // HEAD, as a cache or a crawler checks: the same headers and the same 304.
    const head = await app.inject({ method: 'HEAD', url: list });
    expect(head.headers.etag).toBe(etag);
    expect(head.headers['cache-control']).toBe(CACHE_POLICIES['public-data'].cacheControl);
    expect((await app.inject({ method: 'HEAD', url: list, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    // A tag of another URL is not this one's.
    expect((await app.inject({ url: '/api/rankings/global?limit=3', headers: { 'if-none-match': etag } })).statusCode).toBe(200);
  });

  it('names the content coding in the tag, and a coded tag still revalidates', async () => {
    const gzip = await app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    // A list long enough to be compressed.
    await insertRankingEntries(
      db,
      'global',
      '',
      (
        await insertFighters(
          db,
          Array.from({ length: 30 }, (_, i) => ({ name: `Filler Fighter ${i}` })),
        )
      ).map((fighterId, i) => ({ fighterId, currentRank: 3 + i })),
    );
    const url = '/api/rankings/global?limit=30';
    const plain = await app.inject(url);
    const coded = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(coded.headers['content-encoding']).toBe('gzip');
    expect(coded.headers.etag).toBe(`${plain.headers.etag!.slice(0, -1)}-gzip"`);
    // Once, whichever of this plugin and compression writes it (it read "Accept-Encoding, accept-encoding").
    expect(String(coded.headers.vary).match(/accept-encoding/gi)).toHaveLength(1);
    expect(String(plain.headers.vary).match(/accept-encoding/gi)).toHaveLength(1);
    const again = await app.inject({ url, headers: { 'accept-encoding': 'gzip', 'if-none-match': coded.headers.etag! } });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(coded.headers.etag);
  });

  it('answers 200 with a new ETag after a recompute, and the old tag no longer matches', async () => {
    const before = await app.inject(list);
    await recomputeRankings(db);
    const after = await app.inject({ url: list, headers: { 'if-none-match': before.headers.etag! } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // An import (a new bout, a corrected name) moves it too, without a recompute.
    await db.query(`update fighters set name = 'Cache Fighter Renamed' where id = $1`, [fighterIds[0]]);
    const info = `/api/fighters/${fighterIds[0]}/info`;
    const renamed = await app.inject({ url: info, headers: { 'if-none-match': after.headers.etag! } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.name).toBe('Cache Fighter Renamed');
    expect((await app.inject({ url: info, headers: { 'if-none-match': renamed.headers.etag! } })).statusCode).toBe(304);
  });

  it('keeps the response cache on the same version as the ETag: a new tag never comes with an old body', async () => {
    // Its own fighters: the recompute above replaced the fixture's ratings and lists (no bouts).
    const ids = await insertFighters(db, [{ name: 'Coherent One' }, { name: 'Coherent Two' }]);
    await db.query(`delete from ranking_entries where kind = 'global'`);
    await insertRankingEntries(db, 'global', '', [
      { fighterId: ids[0]!, currentRank: 1 },
      { fighterId: ids[1]!, currentRank: 2 },
    ]);
    const first = await app.inject(list);
    const hit = await app.inject(list);
    expect(hit.headers['x-cache']).toBe('hit');
    expect(first.body).toContain('Coherent One');
    await db.query(`update fighters set name = 'Cache Fighter Again' where id = $1`, [ids[0]]);
    const changed = await app.inject(list);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(changed.headers['x-cache']).toBe('miss');
    expect(changed.body).toContain('Cache Fighter Again');
  });

  it('community answers follow the community job run, not imports', async () => {
    const url = '/api/rankings/community?limit=5';
    const first = await app.inject(url);
    expect(first.headers['cache-control']).toBe(CACHE_POLICIES['public-community'].cacheControl);
    await db.query(`update fighters set name = 'Unrelated Rename' where id = $1`, [fighterIds[1]]);
    expect((await app.inject({ url, headers: { 'if-none-match': first.headers.etag! } })).statusCode).toBe(304);
    await computeCommunityRankings(db, new Date(Date.now() + 60_000));
    const run = await app.inject({ url, headers: { 'if-none-match': first.headers.etag! } });
    expect(run.statusCode).toBe(200);
    expect(run.headers.etag).not.toBe(first.headers.etag);
  });

  it('per-user answers are private, no-store with Vary: Cookie and no ETag, signed in or not', async () => {
    const { headers } = await signUpAndSignIn(app);
    for (const url of [
      '/api/account',
      '/api/auth/check',
      '/api/predictions/me',
      '/api/predictions/cards',
      '/api/predictions/leaderboard',
      '/api/community/matchups',
    ]) {
      for (const [who, sent] of [
        ['signed in', headers],
        ['anonymous', {}],
      ] as const) {
        const response = await app.inject({ url, headers: sent });
        expect(response.headers['cache-control'], `${url} ${who} (${response.statusCode})`).toMatch(/no-store/);
        expect(response.headers['cache-control'], `${url} ${who}`).not.toMatch(/public/);
        expect(response.headers.etag, `${url} ${who}`).toBeUndefined();
        expect(String(response.headers.vary), `${url} ${who}`).toMatch(/cookie/i);
        if (response.statusCode < 400) expect(response.headers['cache-control'], `${url} ${who}`).toBe('private, no-store');
      }
      // An If-None-Match never turns a per-user answer into a 304.
      expect((await app.inject({ url, headers: { ...headers, 'if-none-match': '*' } })).statusCode, url).not.toBe(304);
    }
  });

  it('error answers are no-store with no ETag, and * never turns a 404 into a 304', async () => {
    for (const url of ['/api/rankings/global?limit=abc', '/api/fighters/999999999/info', '/api/events/0', '/api/account', '/api/nothing-here']) {
      const response = await app.inject({ url, headers: { 'if-none-match': '*' } });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers.etag, url).toBeUndefined();
    }
  });

  it('health and readiness are never stored', async () => {
    // With a cookie (no XSRF cookie to set, which alone makes an answer private).
    for (const url of ['/api/health', '/api/ready'])
      expect((await app.inject({ url, headers: { cookie: 'XSRF-TOKEN=x' } })).headers['cache-control'], url).toBe('no-store');
  });
});

describe(`answers that set cookies on ${testDatabaseKind}`, () => {
  let db: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openTestDatabase();
    app = Fastify();
    app.decorate('db', db);
    await app.register(fastifyCookie);
    await app.register(httpCaching);
    // A public route that (wrongly) sets a cookie: the plugin must not let a shared cache keep it.
    app.get('/api/leaky', { config: { cache: 'public-data' } }, async (_request, reply) => reply.setCookie('who', 'me').send({ data: 1 }));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('are private, no-store with Vary: Cookie and no ETag, whatever the route declares', async () => {
    const response = await app.inject('/api/leaky');
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeDefined();
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(String(response.headers.vary)).toMatch(/cookie/i);
    expect(response.headers.etag).toBeUndefined();
  });

  it('moves every tag when a response contract changes, so a deploy never revalidates an old shape', async () => {
    const tagWith = async (response: object) => {
      const other = Fastify();
      other.decorate('db', db);
      await other.register(httpCaching);
      other.get('/api/shape', { schema: { response: { 200: response } }, config: { cache: 'public-data' } }, async () => ({ a: 1, b: 2 }));
      const { etag } = (await other.inject('/api/shape')).headers;
      await other.close();
      return etag;
    };
    const one = { type: 'object', properties: { a: { type: 'number' } } };
    const two = { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } } };
    expect(await tagWith(one)).toBe(await tagWith(one));
    expect(await tagWith(two)).not.toBe(await tagWith(one));
  });

  it('refuses an unknown policy name when the route is registered', async () => {
    const other = Fastify();
    other.decorate('db', db);
    await other.register(httpCaching);
    expect(() => other.get('/api/x', { config: { cache: 'forever' as never } }, async () => ({}))).toThrow(/unknown cache policy/);
    await other.close();
  });
});

describe(`two builds sharing one response cache (a rolling deploy) on ${testDatabaseKind}`, () => {
  let db: Database;
  let oldBuild: FastifyInstance;
  let oldBuildElsewhere: FastifyInstance;
  let newBuild: FastifyInstance;
  let fighterId: number;

  beforeAll(async () => {
    db = await openTestDatabase();
    fighterId = (await insertFighters(db, [{ name: 'Deploy Fighter' }]))[0]!;
    await insertRankingEntries(db, 'global', '', [{ fighterId, currentRank: 1 }]);
    await insertSnapshots(db, ['2026-01-01']);
    // One cache for both, as Redis is for every instance; the new build answers one more contract.
    const shared = createMemoryCache();
    const config = { ...readConfig({}), distRoot: '/nonexistent' };
    oldBuild = await buildApp({ config, db, cache: shared });
    oldBuildElsewhere = await buildApp({ config, db, cache: shared });
    newBuild = await buildApp({ config, db, cache: shared });
    newBuild.get('/api/new-build-only', { schema: { response: { 200: Type.Object({ shape: Type.String() }) } }, config: { cache: 'no-store' } }, async () => ({
      shape: 'new',
    }));
  });
  afterAll(async () => {
    await oldBuild.close();
    await oldBuildElsewhere.close();
    await newBuild.close();
    await db.close();
  });

  it("never serves the other build's cached answer, though the data version is the same", async () => {
    for (const url of ['/api/rankings/global?limit=5', `/api/fighters/${fighterId}/info`, '/api/fighters/search?q=deploy']) {
      expect((await oldBuild.inject(url)).headers['x-cache'], url).toBe('miss');
      expect((await oldBuild.inject(url)).headers['x-cache'], url).toBe('hit');
      // Another instance of the same build shares the entry: the key is the same on every instance of one build.
      expect((await oldBuildElsewhere.inject(url)).headers['x-cache'], url).toBe('hit');
      const first = await newBuild.inject(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['x-cache'], url).toBe('miss');
      expect((await newBuild.inject(url)).headers['x-cache'], url).toBe('hit');
    }
  });
});
