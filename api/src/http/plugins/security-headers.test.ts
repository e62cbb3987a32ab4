import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { mkdtemp, mkdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { readConfig } from '../../config';
import type { Database } from '../../data/db/database';
import { openTestDatabase, testDatabaseKind } from '../../../test/support/test-database';
import { contentSecurityPolicy, inlineScriptHashes, remoteOrigins, shellScriptHashes } from './security-headers';

const THEME_SCRIPT = "\n      document.documentElement.classList.add('dark');\n    ";
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const BIG_SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ rank: i, name: `Fighter ${i}` })))};`;

async function fakeBuiltSite(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'fightrank-dist-'));
  const shell = path.join(root, 'shell', 'dist');
  const rankings = path.join(root, 'mfe-rankings', 'dist');
  await mkdir(shell, { recursive: true });
  await mkdir(rankings, { recursive: true });
  await writeFile(
    path.join(shell, 'index.html'),
    `<!doctype html><title>FightRank</title><script>${THEME_SCRIPT}</script><script src="/main.0123abcd.js"></script>`,
  );
  await writeFile(path.join(shell, 'main.0123abcd.js'), BIG_SCRIPT);
  await writeFile(path.join(shell, 'main.0123abcd.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  await writeFile(path.join(rankings, 'mf-manifest.json'), '{"id":"mfe_rankings"}');
  await writeFile(path.join(rankings, 'mf-stats.json'), '{"id":"mfe_rankings","modules":[]}');
  await writeFile(path.join(rankings, 'remoteEntry.js.map'), '{}');
  return root;
}

describe('content security policy', () => {
  it('allows each remote origin from the runtime config, once, and ignores same-origin paths', () => {
    const remotes = {
      a: '/remotes/mfe-a/mf-manifest.json',
      b: 'https://cdn.example/b/mf-manifest.json',
      c: 'https://cdn.example/c/mf-manifest.json',
      d: 'http://localhost:3201/mf-manifest.json',
    };
    expect(remoteOrigins(remotes)).toEqual(['http://localhost:3201', 'https://cdn.example']);
    const csp = contentSecurityPolicy(remotes);
    for (const directive of ['script-src', 'style-src', 'connect-src', 'img-src', 'font-src']) {
      expect(csp[directive], directive).toEqual(expect.arrayContaining(["'self'", 'https://cdn.example', 'http://localhost:3201']));
    }
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
  });

  it('hashes inline scripts only, exactly as the browser does', () => {
    const hashes = inlineScriptHashes(`<script>${THEME_SCRIPT}</script><script src="/x.js"></script><script type="module"></script>`);
    expect(hashes).toEqual([hashOf(THEME_SCRIPT)]);
  });

  it("follows the shell's index.html when it is rebuilt, looking at the file at most once a second", async () => {
    const root = await fakeBuiltSite();
    const index = path.join(root, 'shell', 'dist', 'index.html');
    let clock = 0;
    const sources = shellScriptHashes(root, () => clock);
    expect(sources()).toBe(hashOf(THEME_SCRIPT));

    const rebuilt = "document.documentElement.dataset.theme = 'dark';";
    await writeFile(index, `<!doctype html><script>${rebuilt}</script>`);
    await utimes(index, new Date(), new Date(Date.now() + 5000));
    clock += 500;
    expect(sources(), 'within the second, the last read stands').toBe(hashOf(THEME_SCRIPT));
    clock += 600;
    expect(sources()).toBe(hashOf(rebuilt));
  });
});

describe(`security headers, private build files and compression on ${testDatabaseKind}`, () => {
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

  it('sends CSP, nosniff, Referrer-Policy and frame-ancestors on pages, files and API answers', async () => {
    for (const url of ['/', '/fighter/someone-1', '/main.0123abcd.js', '/api/health', '/api/no-such-route']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+' https:\/\/fighter\.cdn\.example/);
      expect(csp, url).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
    expect((await app.inject('/')).headers['content-security-policy']).toContain(hashOf(THEME_SCRIPT));
  });

  it('does not serve source maps or federation build statistics', async () => {
    for (const url of ['/main.0123abcd.js.map', '/remotes/mfe-rankings/mf-stats.json', '/remotes/mfe-rankings/remoteEntry.js.map']) {
      const response = await app.inject({ url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('secret');
    }
    expect((await app.inject('/remotes/mfe-rankings/mf-manifest.json')).statusCode).toBe(200);
  });

  it('answers a dot segment in a file path with a JSON 404, as for any missing file, never the file above', async () => {
    // Sent raw over a socket: inject and fetch would resolve the dot segments before the server saw them.
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const rawGet = (rawPath: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path: rawPath, headers: { accept: '*/*' } }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
          .on('error', reject)
          .end();
      });
    for (const rawPath of ['/remotes/../main.0123abcd.js', '/remotes/mfe-rankings/../../shell/dist/main.0123abcd.js', '/remotes/mfe-rankings/%2e%2e/x.js']) {
      const { status, body } = await rawGet(rawPath);
      expect(status, rawPath).toBe(404);
      expect(JSON.parse(body), rawPath).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it('answers the addresses the file server would refuse as missing files or pages: a 404, never a bare 403', async () => {
    // Attack report, session 40: a double slash, a backslash, a directory, a name longer than a file system allows.
    const odd = [
      '//evil.example/',
      '/a%5cb',
      '/remotes/mfe-rankings/',
      '/remotes/mfe-rankings//x',
      `/${'x'.repeat(300)}.js`,
      `/api/fighters/${'1'.repeat(5000)}/info`,
    ];
    for (const url of odd) {
      const asFile = await app.inject({ url, headers: { accept: '*/*' } });
      expect(asFile.statusCode, url).toBe(404);
      // A JSON 404 for a file, the 404 page for what could be a page; either way not the file server's refusal.
      expect(asFile.body, url).not.toMatch(/Forbidden/);
    }
    const page = await app.inject({ url: '/rankings//global', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it('compresses text answers with brotli or gzip and keeps immutable caching of hashed files', async () => {
    const br = await app.inject({ url: '/main.0123abcd.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 3);

    const gzip = await app.inject({ url: '/main.0123abcd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);

    const plain = await app.inject({ url: '/main.0123abcd.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });
});
