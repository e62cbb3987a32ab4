import { expect, test } from '../fixtures/test';
import { measureFirstLoad, recordScripts } from '../fixtures/first-load';

// Issue 12 item 1: the first visit to / carries at most 250 KB of JavaScript (gzip, federation
// included) and one Module Federation runtime, however many remotes the page pulls in.
const BUDGET_GZIP_BYTES = 250_000;

test('/ loads at most 250 KB of JavaScript (gzip) and one federation runtime', async ({ page }) => {
  // Ready once the first row shows a fighter (its link), not its loading skeleton.
  const load = await measureFirstLoad(page, '/', page.getByTestId('ranking-row').first().getByRole('link'));
  const summary = load.scripts.map((s) => `${s.gzipBytes} ${new URL(s.url).pathname}`).join('\n');
  expect(load.gzipBytes, `JavaScript loaded by /:\n${summary}`).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  expect(load.runtimeCopies, summary).toBe(1);
  // The remote's entry is among them and carries no runtime of its own.
  const remoteEntry = load.scripts.find((s) => s.url.includes('/remoteEntry'));
  expect(remoteEntry?.runtimeCopies).toBe(0);
});

test('one federation runtime however many remotes a visit goes through', async ({ page }) => {
  const recorder = recordScripts(page);
  await page.goto('/');
  await expect(page.getByTestId('ranking-row').first().getByRole('link')).toBeVisible({ timeout: 30_000 });
  for (const [link, remote] of [
    ['Favorites', 'mfe_fighter'],
    ['Vote', 'mfe_community'],
  ] as const) {
    await page.getByRole('link', { name: link, exact: true }).first().click();
    await expect(page.locator(`[data-remote="${remote}"]`)).toBeVisible();
  }
  await page.goto('/login');
  await expect(page.locator('[data-remote="mfe_account"]')).toBeVisible();
  await recorder.quiet();
  const load = await recorder.finish();
  const entries = load.scripts.filter((s) => s.url.includes('/remoteEntry'));
  expect(new Set(entries.map((s) => new URL(s.url).pathname.split('/')[2])).size).toBe(4);
  // Two page loads (/ and /login) each run the shell's copy; no remote entry brings another.
  expect(entries.every((s) => s.runtimeCopies === 0)).toBe(true);
  expect(load.scripts.filter((s) => s.runtimeCopies > 0).every((s) => !s.url.includes('/remotes/'))).toBe(true);
});

test('flags are per-flag SVG files and every hashed file is cached as immutable', async ({ page }) => {
  const headers = new Map<string, string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/\.[0-9a-f]{8}\.(js|css|svg)$/.test(path)) headers.set(path, response.headers()['cache-control'] ?? '');
  });
  await page.goto('/');
  await expect(page.getByTestId('ranking-row').first().getByRole('link')).toBeVisible({ timeout: 30_000 });
  const flag = page.getByTestId('ranking-row').first().locator('img[data-country]');
  await expect(flag).toBeVisible();
  expect(await flag.getAttribute('src')).toMatch(/^\/flags\/[a-z]{2}\.[0-9a-f]{8}\.svg$/);
  await expect.poll(() => flag.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  const flagFiles = [...headers.keys()].filter((p) => p.startsWith('/flags/'));
  const rowsWithFlags = await page.getByTestId('ranking-row').locator('img[data-country]').count();
  // One request per distinct flag shown, never a sprite or the whole set.
  expect(flagFiles.length).toBeGreaterThan(0);
  expect(flagFiles.length).toBeLessThanOrEqual(rowsWithFlags);
  for (const [path, cacheControl] of headers) expect(cacheControl, path).toContain('immutable');
});
