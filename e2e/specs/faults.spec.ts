// Faults a visitor can meet (issue 14): the API going away under a loaded site, and a remote's files really
// disappearing from their own server and coming back. (The whole server killed under an open page and started again
// is in first-start.spec.ts, on the server its offline start brought up.) The screens must show the spec's error alerts
// (docs/PRODUCT.md §2 and §8) and recover, by themselves (the query retries) or when the visitor asks again.
import { spawn, type ChildProcess } from 'node:child_process';
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/** Makes every /api call fail as a dead backend would (connection refused, or a proxy's 503), until `up()`. */
async function apiOutage(page: Page, mode: 'refused' | '503') {
  let down = true;
  let failed = 0;
  await page.route('**/api/**', (route) => {
    if (!down) return route.continue();
    failed++;
    return mode === 'refused'
      ? route.abort('connectionrefused')
      : route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"error":"Service Unavailable","message":"upstream down"}' });
  });
  return { up: () => void (down = false), failed: () => failed };
}

test.describe('the API down', () => {
  // Each failing query is retried before its error shows (spec §8), which takes a while on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  test('a ranking page shows the spec error alert, then "Try again" loads the list once the API is back', async ({ page }) => {
    const outage = await apiOutage(page, '503');
    await page.goto('/rankings/goat');
    const remote = page.locator('[data-remote="mfe_rankings"]');
    const alert = remote.getByRole('alert').filter({ hasText: 'Failed to load rankings. Please try again later.' });
    // The query retries before giving up (spec §8), so this takes a few seconds.
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText('Error');
    await expect(remote.getByTestId('ranking-row')).toHaveCount(0);
    expect(outage.failed()).toBeGreaterThan(1);

    outage.up();
    await remote.getByRole('button', { name: 'Try again' }).click();
    await expect(remote.getByTestId('ranking-row').first()).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test('a fighter page shows its error alert while the API is unreachable, and loads after it returns', async ({ page, request }) => {
    const { name } = ((await (await request.get('/api/fighters/1/info')).json()) as { data: { name: string } }).data;
    const outage = await apiOutage(page, 'refused');
    await page.goto('/fighter/x-1');
    const remote = page.locator('[data-remote="mfe_fighter"]');
    await expect(remote.getByRole('alert').filter({ hasText: 'Failed to load this fighter. Please try again later.' })).toBeVisible({ timeout: 20_000 });
    // No "not found": an outage is not a missing fighter.
    await expect(remote.getByText('Fighter not found')).toHaveCount(0);

    outage.up();
    await page.reload();
    await expect(remote.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(remote.getByRole('alert').filter({ hasText: 'Failed to load' })).toHaveCount(0);
  });

  test('a short outage is ridden out by the retries: the page loads without ever showing an error', async ({ page }) => {
    let failures = 0;
    await page.route('**/api/rankings/goat**', (route) => {
      // The first answer for the list fails; the retry (spec §8: up to 2 more tries) finds the API back.
      if (failures++ < 1) return route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"restarting"}' });
      return route.continue();
    });
    await page.goto('/rankings/goat');
    const remote = page.locator('[data-remote="mfe_rankings"]');
    await expect(remote.getByTestId('ranking-row').first()).toBeVisible({ timeout: 20_000 });
    await expect(remote.getByText('Failed to load rankings. Please try again later.')).toHaveCount(0);
    expect(failures).toBeGreaterThan(1);
  });

  test('search says "Failed to search fighters" while the API is down, and finds fighters again after', async ({ page }) => {
    await page.goto('/about');
    const outage = await apiOutage(page, 'refused');
    const box = page.getByRole('combobox', { name: 'Search fighters' });
    const dropdown = page.getByTestId('search-dropdown');
    await box.fill('khabib');
    await expect(dropdown).toHaveText('Failed to search fighters', { timeout: 20_000 });
    // Heard as well as seen: the polite live region beside the box says it (decision 047, QA pass 2 D5).
    await expect(page.getByTestId('search-status')).toHaveText('Failed to search fighters');

    outage.up();
    // A new query is a new request: typing again is the visitor's retry.
    await box.fill('nurmagomedov');
    await expect(dropdown.getByRole('option').filter({ hasText: 'Khabib Nurmagomedov' })).toBeVisible({ timeout: 15_000 });
    await expect(dropdown).not.toContainText('Failed to search fighters');
    await expect(page.getByTestId('search-status')).toHaveText(/^\d+ fighters? found$/);
  });
});

// The rankings remote served by its own static server process (npm run serve:remote), the way a team deploys it
// on another origin; the process is killed for real and started again.
test.describe('a remote whose server dies and comes back', () => {
  const REMOTE_PORT = 4331;
  const manifest = `http://127.0.0.1:${REMOTE_PORT}/mf-manifest.json`;
  // The page's CSP allows the remote origins of the server's runtime config; this test moves the remote in the
  // browser only (as remote-deploy.spec.ts does), so the policy is bypassed here.
  test.use({ bypassCSP: true });
  let remoteServer: ChildProcess | undefined;

  async function startRemote() {
    remoteServer = spawn(process.execPath, ['--import', 'tsx', 'api/src/cli/serve-remote.ts', 'mfe-rankings', String(REMOTE_PORT)], {
      env: { ...process.env, HOST: '127.0.0.1' },
      stdio: 'ignore',
    });
    await expect.poll(async () => (await fetch(manifest).catch(() => null))?.status ?? 0, { timeout: 20_000 }).toBe(200);
  }

  async function killRemote() {
    const child = remoteServer;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
    await expect.poll(async () => (await fetch(manifest).catch(() => null))?.status ?? 0).toBe(0);
  }

  test.afterEach(async () => {
    await killRemote();
  });

  test('shows the section fallback while its files are gone, and "Try again" loads it once they are back', async ({ page }) => {
    test.setTimeout(90_000);
    await startRemote();
    await page.route('**/remotes.json', async (route) => {
      const body = await (await route.fetch()).json();
      await route.fulfill({ json: { ...body, mfe_rankings: manifest } });
    });
    const remote = page.locator('[data-remote="mfe_rankings"]');
    await page.goto('/rankings/goat');
    await expect(remote.getByTestId('ranking-row').first()).toBeVisible();

    await killRemote();
    await page.reload();
    const fallback = page.getByTestId('section-unavailable');
    await expect(fallback).toContainText('The rankings section is unavailable right now', { timeout: 20_000 });
    // The rest of the site still works: the shell's layout and another remote.
    await expect(page.getByRole('search')).toBeVisible();
    // Retrying while the server is still down keeps the fallback, without breaking the page.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(fallback).toBeVisible({ timeout: 20_000 });

    await startRemote();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(remote.getByTestId('ranking-row').first()).toBeVisible({ timeout: 20_000 });
    await expect(fallback).toHaveCount(0);

    await page.getByRole('link', { name: 'Favorites' }).first().click();
    await expect(page.locator('[data-remote="mfe_fighter"]')).toBeVisible();
  });
});
