import { expect, test } from '../fixtures/test';

// Signed-in pages (shared/src/routing/site-routes.ts, access 'signed-in').
for (const protectedPath of ['/profile', '/predictions']) {
  test(`a signed-out visitor to ${protectedPath} lands on /login with history replaced`, async ({ page }) => {
    await page.goto('/about');
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, protectedPath);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('[data-remote="mfe_account"]')).toBeVisible();
    // The protected entry was replaced, so Back returns to where the visitor came from.
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });
}

test('a stored signed-in flag the server does not confirm counts as signed out', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('isAuthenticated', 'true'));
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBe('false');
});
