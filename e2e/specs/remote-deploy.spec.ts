import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import type { FastifyInstance } from 'fastify';
import { buildRemoteServer } from '../../api/src/cli/serve-remote';

// An area team deploys its remote alone, on another origin; the site picks it up from /remotes.json
// without rebuilding the shell. Here the rankings remote runs on its own server (npm run serve:remote)
// and /remotes.json is answered as a deployment with MFE_RANKINGS_URL would answer it.
const REMOTE_PORT = 4291;
// The server's Content-Security-Policy allows the remote origins of its own runtime config (a deployment
// sets MFE_RANKINGS_URL and the policy follows); this test moves the remote in the browser only, so the
// page's policy is bypassed here. api/src/http/plugins/security-headers.test.ts checks the policy itself.
test.use({ bypassCSP: true });
let server: ChildProcess;

test.beforeAll(async () => {
  server = spawn('node', ['--import', 'tsx', 'api/src/cli/serve-remote.ts', 'mfe-rankings', String(REMOTE_PORT)], {
    env: { ...process.env, HOST: '127.0.0.1' },
    stdio: 'pipe',
  });
  const manifest = `http://127.0.0.1:${REMOTE_PORT}/mf-manifest.json`;
  await expect.poll(async () => (await fetch(manifest).catch(() => null))?.status ?? 0, { timeout: 20_000 }).toBe(200);
});

test.afterAll(() => {
  server?.kill();
});

test('a remote deployed alone on another origin is loaded from the runtime configuration', async ({ page }) => {
  const crossOrigin: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`http://127.0.0.1:${REMOTE_PORT}/`)) crossOrigin.push(new URL(response.url()).pathname);
  });
  await page.route('**/remotes.json', async (route) => {
    const body = await (await route.fetch()).json();
    await route.fulfill({ json: { ...body, mfe_rankings: `http://127.0.0.1:${REMOTE_PORT}/mf-manifest.json` } });
  });

  await page.goto('/rankings/goat');
  await expect(page.locator('[data-remote="mfe_rankings"]').getByTestId('ranking-row').first()).toBeVisible();
  expect(crossOrigin).toContain('/mf-manifest.json');
  expect(crossOrigin.some((p) => p.startsWith('/remoteEntry'))).toBe(true);
  // Its styles came along from the other origin and apply inside its scope: `uppercase` is a utility only
  // this remote uses, so the table head is uppercase only if the remote's stylesheet loaded.
  expect(crossOrigin.some((p) => p.endsWith('.css'))).toBe(true);
  const headTransform = await page.locator('[data-remote="mfe_rankings"] thead').evaluate((head) => getComputedStyle(head).textTransform);
  expect(headTransform).toBe('uppercase');
});

// Issue 13 item 9: an area team ships a new build of its remote to its CDN folder while the shell keeps
// running, untouched; the next visit shows the new remote, still on the shell's one copy of every
// singleton. A build that needs shared versions the shell does not provide is refused, not mixed in.
test.describe('redeploying a remote behind a running shell', () => {
  test.describe.configure({ mode: 'serial' });
  const CDN_PORT = 4292;
  const work = path.resolve('test-results', 'remote-swap');
  const cdn = path.join(work, 'cdn');
  let cdnServer: FastifyInstance;

  test.beforeAll(async () => {
    rmSync(work, { recursive: true, force: true });
    cpSync(path.resolve('mfe-rankings', 'dist'), cdn, { recursive: true }); // the release that is live
    cdnServer = await buildRemoteServer('mfe-rankings', cdn);
    await cdnServer.listen({ port: CDN_PORT, host: '127.0.0.1' });
  });

  test.afterAll(async () => {
    await cdnServer?.close();
  });

  const manifest = `http://127.0.0.1:${CDN_PORT}/mf-manifest.json`;

  async function pointRankingsAtCdn(page: Page) {
    await page.route('**/remotes.json', async (route) => {
      const body = await (await route.fetch()).json();
      await route.fulfill({ json: { ...body, mfe_rankings: manifest } });
    });
  }

  test('a rebuilt remote with a changed label replaces the live one without touching the shell', async ({ page }) => {
    test.setTimeout(180_000);
    await pointRankingsAtCdn(page);
    const shellScripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.port !== String(CDN_PORT) && response.request().resourceType() === 'script') shellScripts.add(url.pathname);
    });
    await page.goto('/');
    const heading = page.locator('[data-remote="mfe_rankings"]').getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Pound For Pound');
    const shellBefore = [...shellScripts].filter((p) => p.startsWith('/main.'));

    const release = buildRemoteVariant(work, 'relabelled', (dir) => {
      // The heading's words come from the route table in @fightrank/shared, which the shell provides at run time: a
      // remote's own release changes what the remote renders around them.
      replaceInFile(path.join(dir, 'src/pages/pound-for-pound-page.tsx'), 'title={TITLE}', 'title={`${TITLE} (new release)`}');
    });
    cpSync(release, cdn, { recursive: true }); // the deploy: new hashed files, then manifest and remoteEntry

    shellScripts.clear();
    await page.reload();
    await expect(heading).toHaveText('Pound For Pound (new release)');
    await expect(page.getByTestId('ranking-row').first()).toBeVisible();
    // Same shell files as before the release: nothing of the shell was rebuilt.
    expect([...shellScripts].filter((p) => p.startsWith('/main.'))).toEqual(shellBefore);
    // Every loaded singleton still came from the shell, in one copy.
    const loadedFrom = await sharedModulesLoadedFrom(page);
    for (const name of ['react', 'react-dom', '@tanstack/react-query', '@fightrank/shared/ui', '@fightrank/shared/queries']) {
      expect(loadedFrom[name], name).toEqual(['shell']);
    }
  });

  test('a release built for a newer @fightrank/shared is refused and reported, and the rest of the site works', async ({ page }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await pointRankingsAtCdn(page);
    const release = buildRemoteVariant(work, 'newer-shared', (dir) => {
      replaceInFile(path.join(dir, 'package.json'), /"@fightrank\/shared": "[^"]+"/, '"@fightrank/shared": "^0.2.0"');
    });
    cpSync(release, cdn, { recursive: true });

    await page.goto('/');
    await expect(page.getByTestId('section-unavailable')).toContainText('rankings section is unavailable');
    expect(errors.join('\n')).toMatch(/mfe_rankings was built for @fightrank\/shared\/\S+ \^0\.2\.0, but the shell provides 0\.1\.0/);
    // The other areas are untouched.
    await page.getByRole('link', { name: 'Favorites' }).first().click();
    await expect(page.locator('[data-remote="mfe_fighter"]')).toBeVisible();
  });
});

/** Loaded singletons and which container provided each (`__FEDERATION__.__SHARE__`). */
function sharedModulesLoadedFrom(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    type Share = Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>>;
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Share } }).__FEDERATION__.__SHARE__;
    const result: Record<string, string[]> = {};
    for (const scope of Object.values(share)) {
      for (const [name, versions] of Object.entries(scope.default ?? {})) {
        for (const entry of Object.values(versions)) if (entry.loaded) (result[name] ??= []).push(entry.from);
      }
    }
    for (const name of Object.keys(result)) result[name] = [...new Set(result[name])];
    return result;
  });
}

function replaceInFile(file: string, search: string | RegExp, replacement: string) {
  const before = readFileSync(file, 'utf8');
  const after = before.replace(search, replacement);
  if (after === before) throw new Error(`${file} no longer contains ${String(search)}: update this test`);
  writeFileSync(file, after);
}

/** Builds a copy of mfe-rankings, changed by `edit`, the way its team's CI would; returns its dist folder. */
function buildRemoteVariant(work: string, name: string, edit: (dir: string) => void): string {
  const dir = path.join(work, name, 'mfe-rankings'); // the folder name keeps the remote's CSS scoping
  mkdirSync(dir, { recursive: true });
  // Its stylesheet reaches ../../shared, as it does in the repository.
  symlinkSync(path.resolve('shared'), path.join(work, name, 'shared'), 'dir');
  cpSync(path.resolve('mfe-rankings', 'src'), path.join(dir, 'src'), { recursive: true });
  cpSync(path.resolve('mfe-rankings', 'package.json'), path.join(dir, 'package.json'));
  const config = readFileSync(path.resolve('mfe-rankings', 'rspack.config.ts'), 'utf8');
  writeFileSync(path.join(dir, 'rspack.config.ts'), config.replace("'../rspack.federation'", JSON.stringify(path.resolve('rspack.federation.ts'))));
  edit(dir);
  const build = spawnSync(path.resolve('node_modules/.bin/rspack'), ['build', '-c', path.join(dir, 'rspack.config.ts')], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`building ${name} failed:\n${build.stdout}\n${build.stderr}`);
  return path.join(dir, 'dist');
}
