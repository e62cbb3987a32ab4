import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';

// An area team deploys its remote alone, on another origin; the site picks it up from /remotes.json
// without rebuilding the shell. Here the rankings remote runs on its own server (npm run serve:remote)
// and /remotes.json is answered as a deployment with MFE_RANKINGS_URL would answer it.
const REMOTE_PORT = 4291;
// The server's Content-Security-Policy allows the remote origins of its own runtime config (a deployment
// sets MFE_RANKINGS_URL and the policy follows); this test moves the remote in the browser only, so the
// page's policy is bypassed here. api/src/plugins/security-headers.test.ts checks the policy itself.
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
