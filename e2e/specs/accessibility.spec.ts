import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE } from '../fixtures/site';

/** Serious and critical WCAG A/AA problems axe finds on the page as it is now. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

const PAGES = [
  { path: '/', ready: (page: Page) => page.getByTestId('ranking-row').first() },
  { path: '/rankings/weightclass', ready: (page: Page) => page.getByTestId('choose-filter') },
  { path: '/about', ready: (page: Page) => page.getByRole('heading', { name: 'How rankings work' }) },
];

for (const viewport of [DESKTOP, PHONE]) {
  for (const dark of [false, true]) {
    test(`no serious accessibility problems at ${viewport.width} px, ${dark ? 'dark' : 'light'}`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      await page.addInitScript((d) => localStorage.setItem('fightrank-dark-mode', String(d)), dark);
      for (const { path, ready } of PAGES) {
        await page.goto(path);
        await expect(ready(page)).toBeVisible();
        expect(await seriousViolations(page), path).toEqual([]);
      }
    });
  }
}

test('the menu drawer works from the keyboard and gives focus back when it closes', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/about');
  await page.getByRole('link', { name: 'Skip to content' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('open-menu')).toBeFocused();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByTestId('open-menu')).toBeFocused();
});
