import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { readConfig } from '../../config';
import type { Database } from '../../data/db/database';
import { openTestDatabase, testDatabaseKind } from '../../../test/support/test-database';
import { setCookies, xsrfHeaders } from '../../../test/support/auth-session';

describe(`anti-forgery (XSRF) on ${testDatabaseKind}`, () => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openTestDatabase();
    app = await buildApp({ config: { ...readConfig({}), distRoot: '/nonexistent-fightrank-dist' }, db });
    // A POST that changes nothing, declared the way favourites and thumbnails do.
    app.post('/api/test-read-only', { config: { xsrf: false } }, async () => ({ data: 'ok' }));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('sets a script-readable XSRF-TOKEN cookie on the first API answer and on HTML pages', async () => {
    const api = await app.inject('/api/health');
    const cookie = api.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    const page = await app.inject({ url: '/rankings/global', headers: { accept: 'text/html' } });
    expect(setCookies(page)['XSRF-TOKEN']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Each browser gets its own token.
    expect(setCookies(page)['XSRF-TOKEN']).not.toBe(cookie?.value);
  });

  it('does not set it again when the browser already has one, nor on static assets', async () => {
    const again = await app.inject({ url: '/api/health', headers: { cookie: 'XSRF-TOKEN=abc' } });
    expect(setCookies(again)['XSRF-TOKEN']).toBeUndefined();
    const asset = await app.inject({ url: '/main.0123abcd.js', headers: { accept: '*/*' } });
    expect(setCookies(asset)['XSRF-TOKEN']).toBeUndefined();
  });

  it('marks the cookie Secure when a trusted proxy says the request came over TLS, and only then', async () => {
    const spoofed = await app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.cookies.find((c) => c.name === 'XSRF-TOKEN')?.secure).toBeFalsy();
    const behindProxy = await buildApp({ config: { ...readConfig({ TRUST_PROXY: '1' }), distRoot: '/nonexistent-fightrank-dist' }, db });
    try {
      const response = await behindProxy.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(response.cookies.find((c) => c.name === 'XSRF-TOKEN')?.secure).toBe(true);
    } finally {
      await behindProxy.close();
    }
  });

  it('refuses a state-changing request without the header, or with a wrong one, with 403 and nothing stored', async () => {
    const headers = await xsrfHeaders(app);
    const cases = [
      { cookie: headers.cookie! },
      { cookie: headers.cookie!, 'x-xsrf-token': 'not-the-cookie-value' },
      { 'x-xsrf-token': headers['x-xsrf-token']! },
    ];
    for (const caseHeaders of cases) {
      const response = await app.inject({ method: 'POST', url: '/api/page-views', headers: caseHeaders, payload: { path: '/forged' } });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/X-XSRF-TOKEN|XSRF-TOKEN cookie/);
    }
    const rows = await db.query(`select 1 from page_views where path = '/forged'`);
    expect(rows).toHaveLength(0);
  });

  it('applies to register, login, logout, PUT, PATCH and DELETE alike', async () => {
    for (const [method, url] of [
      ['POST', '/api/auth/register'],
      ['POST', '/api/auth/login'],
      ['POST', '/api/auth/logout'],
      ['DELETE', '/api/account'],
      ['PUT', '/api/anything'],
      ['PATCH', '/api/anything'],
    ] as const) {
      const response = await app.inject({ method, url, payload: { email: 'a@example.com', password: 'x' } });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const users = await db.query(`select 1 from users`);
    expect(users).toHaveLength(0);
  });

  it('accepts the matching header, and lets an opted-out route through without it', async () => {
    const headers = await xsrfHeaders(app);
    const ok = await app.inject({ method: 'POST', url: '/api/page-views', headers, payload: { path: '/allowed' } });
    expect(ok.statusCode).toBe(204);
    const readOnly = await app.inject({ method: 'POST', url: '/api/test-read-only' });
    expect(readOnly.statusCode).toBe(200);
  });
});
