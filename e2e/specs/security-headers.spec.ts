import { expect, test } from '../fixtures/test';

// The site runs under its Content-Security-Policy (api/src/http/plugins/security-headers.ts): the shell, its
// inline theme script and every federated remote load without a single violation.
test('every screen loads under the Content-Security-Policy without a violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`Refused to load (CSP): ${event.violatedDirective} ${event.blockedURI}`));
  });

  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByTestId('ranking-row').first()).toBeVisible();
  // The pre-paint theme script ran (allowed by its hash): dark mode applies before React starts.
  await page.evaluate(() => localStorage.setItem('fightrank-dark-mode', 'true'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByTestId('ranking-row').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/fighter\//);
  await expect(page.locator('[data-remote="mfe_fighter"] h1, [data-remote="mfe_fighter"] h2').first()).toBeVisible();
  for (const path of ['/login', '/community/rankings']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
  }
  expect(violations).toEqual([]);
});
