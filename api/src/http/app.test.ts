import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { readConfig } from '../config';
import type { Database } from '../data/db/database';
import { openTestDatabase, testDatabaseKind } from '../../test/support/test-database';
import { xsrfHeaders } from '../../test/support/auth-session';

async function fakeBuiltSite(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'fightrank-dist-'));
  await mkdir(path.join(root, 'shell', 'dist'), { recursive: true });
  await writeFile(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><html><head><title>Shell</title></head><body>FightRank shell</body></html>');
  await writeFile(path.join(root, 'shell', 'dist', 'main.0123abcd.js'), 'console.log(1)');
  await mkdir(path.join(root, 'mfe-rankings', 'dist'), { recursive: true });
  await writeFile(path.join(root, 'mfe-rankings', 'dist', 'mf-manifest.json'), '{"id":"mfe_rankings"}');
  return root;
}

describe(`HTTP app on ${testDatabaseKind}`, () => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openTestDatabase();
    const config = { ...readConfig({ MFE_FIGHTER_URL: 'https://fighter.cdn.example/mf-manifest.json' }), distRoot: await fakeBuiltSite() };
    app = await buildApp({ config, db });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('reports health with the database in use and the applied migrations', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ status: 'ok', database: testDatabaseKind, dataSource: null });
    expect(data.migrations).toBeGreaterThanOrEqual(2);
  });

  it('answers unknown /api paths with a JSON 404, even for browsers', async () => {
    const response = await app.inject({ url: '/api/no-such-thing?x=1', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No route for GET /api/no-such-thing' });
  });

  it('answers an API address whose percent-encoding does not decode in the one error shape, with its request id', async () => {
    for (const url of ['/api/fighters/%E0%A4%A/info', '/api/%ZZ', '/fighter/%ZZ.js']) {
      const response = await app.inject({ url, headers: { accept: url.endsWith('.js') ? '*/*' : 'text/html' } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid address: a percent sign in it is not followed by a valid encoded character.',
      });
      expect(response.headers['x-request-id'], url).toBeTruthy();
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('answers a page address that cannot be read with a page saying so, under its own strict policy', async () => {
    for (const url of ['/fighter/%ZZ', '/%', '/rankings/%E0%A4%A?wc=Lightweight']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toContain('<h1>This address cannot be read</h1>');
      expect(response.body, url).toContain('Part of this address cannot be read');
      // The request hooks never ran: the page brings its policy, and it allows no script at all.
      expect(response.headers['content-security-policy'], url).toContain("default-src 'none'");
      expect(response.body, url).not.toContain('<script');
      expect(response.headers['x-request-id'], url).toBeTruthy();
    }
  });

  it('answers a page address whose query a guard refuses with the site page and the reason, not JSON', async () => {
    const response = await app.inject({ url: '/rankings/organization?org=%00', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('FightRank shell');
    expect(response.body).toContain('This address cannot be read');
    // Said for a fan, not in the API's words for a developer.
    expect(response.body).toContain('Part of this address cannot be read');
    expect(response.body).not.toContain('NUL character');
    // The same refusal on the API stays the one JSON error shape.
    const api = await app.inject({ url: '/api/rankings/organization?org=%00', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('answers a path part longer than the router reads with a 414 in the one error shape, never a 500', async () => {
    // Without a built site (an API-only instance) the router itself refuses the part; with one, the file server's
    // wildcard takes the path and it is a 404 like any missing file.
    const apiOnly = await buildApp({ config: { ...readConfig({}), distRoot: '/nonexistent-fightrank-dist' }, db });
    try {
      const response = await apiOnly.inject(`/api/rankings/fighter/${'x'.repeat(200)}`);
      expect(response.statusCode).toBe(414);
      expect(response.json()).toEqual({
        statusCode: 414,
        error: 'URI Too Long',
        message: 'Invalid address: a part of it is longer than any name or id FightRank uses.',
      });
      expect(response.headers['x-request-id']).toBeTruthy();
    } finally {
      await apiOnly.close();
    }
    expect((await app.inject(`/api/rankings/fighter/${'x'.repeat(200)}`)).statusCode).toBe(404);
  });

  it('serves the shell for client routes (SPA fallback), never cached', async () => {
    for (const url of ['/', '/rankings/weightclass', '/about']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('FightRank shell');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('does not answer a missing asset with the shell page', async () => {
    const response = await app.inject({ url: '/missing.0123abcd.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
  });

  it('caches hashed assets forever and manifests never', async () => {
    const asset = await app.inject('/main.0123abcd.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await app.inject('/remotes/mfe-rankings/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
  });

  it('publishes remote locations from the environment in /remotes.json', async () => {
    const response = await app.inject('/remotes.json');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      mfe_rankings: '/remotes/mfe-rankings/mf-manifest.json',
      mfe_fighter: 'https://fighter.cdn.example/mf-manifest.json',
      mfe_community: '/remotes/mfe-community/mf-manifest.json',
      mfe_account: '/remotes/mfe-account/mf-manifest.json',
    });
  });

  it('counts page views per path and day', async () => {
    const headers = await xsrfHeaders(app);
    for (let i = 0; i < 3; i++) {
      const response = await app.inject({ method: 'POST', url: '/api/page-views', headers, payload: { path: '/rankings/goat' } });
      expect(response.statusCode).toBe(204);
    }
    const rows = await db.query<{ views: number }>(`select views from page_views where path = '/rankings/goat'`);
    expect(rows).toEqual([{ views: 3 }]);
  });

  it('rejects a malformed page view with a 400 that names the problem', async () => {
    const headers = await xsrfHeaders(app);
    const response = await app.inject({ method: 'POST', url: '/api/page-views', headers, payload: { path: 'no-slash' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/path/);
    const missing = await app.inject({ method: 'POST', url: '/api/page-views', headers, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/path/);
  });
});
