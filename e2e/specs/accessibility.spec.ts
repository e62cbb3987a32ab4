import { type Page } from '@playwright/test';
import { animationsDone, seriousViolations, switchToDark } from '../fixtures/accessibility';
import { expect, test } from '../fixtures/test';
import { DESKTOP, expectLayout, expectRemotePage, PHONE, PUBLIC_ROUTES } from '../fixtures/site';

/**
 * Every route of the site (shared/src/routing/site-routes.ts) with the remote that renders it, plus /profile signed out
 * (the guard shows the sign-in screen) and a not-found page. Fighter pages use the first fighter of the home list.
 */
const ROUTES: { path: string; owner: string }[] = [
  ...PUBLIC_ROUTES.map((route) => ({ ...route, path: route.path.replace(/^\/fighter\/[^/]+/, 'FIGHTER') })),
  { path: '/profile', owner: 'mfe_account' },
  { path: '/no-such-page', owner: 'shell' },
];
const RANKING_ROUTE = /^\/($|rankings\/)/;

/** Waits until the page has settled: a ranking list shows rows, anything else its main heading, and nothing is loading. */
async function settled(page: Page, path: string) {
  const slow = { timeout: 30_000 };
  if (RANKING_ROUTE.test(path)) await expect(page.getByTestId('ranking-row').first(), path).toBeVisible(slow);
  else await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first(), path).toBeVisible(slow);
  await expect(page.getByRole('progressbar')).toHaveCount(0, slow);
  await expect(page.getByTestId('ranking-skeleton-row')).toHaveCount(0, slow);
  await animationsDone(page);
}

// The route sweep: each route is loaded once per width and checked for the layout around it (header, search, theme
// toggle, footer, the sidebar on a desktop and the menu button on a phone), its own content (the remote that renders
// it, ranking rows on a ranking page) and accessibility in both themes: every rule in light, then, after the header's
// toggle, the colour rules in dark (the dark theme changes colours only: fixtures/accessibility.ts). One load serves
// all of it (decision 050, sessions 46 and 47).
for (const viewport of [DESKTOP, PHONE]) {
  test(`every route at ${viewport.width} px: inside the layout, with its content, and no serious accessibility problems in light and dark`, async ({
    page,
  }) => {
    test.setTimeout(420_000);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Every load starts light, whatever the toggle stored on the route before.
    await page.addInitScript(() => localStorage.setItem('fightrank-dark-mode', 'false'));
    await page.goto('/');
    const fighter = (await page.getByTestId('ranking-row').first().getByRole('link').getAttribute('href'))!;
    for (const route of ROUTES) {
      const path = route.path.replace('FIGHTER', fighter);
      await page.goto(path);
      await settled(page, path);
      await expectLayout(page);
      await expectRemotePage(page, route.owner);
      await expect(page.getByTestId('section-unavailable'), path).toHaveCount(0);
      await expect(page.getByTestId('sidebar'), path).toBeVisible({ visible: viewport === DESKTOP });
      await expect(page.getByTestId('open-menu'), path).toBeVisible({ visible: viewport === PHONE });
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), path).toBe(false);
      expect(await seriousViolations(page), `${path}, light`).toEqual([]);
      await switchToDark(page, path);
      expect(await seriousViolations(page, { colourOnly: true }), `${path}, dark`).toEqual([]);
    }
  });
}

test('every ranking row and control can be reached and used from the keyboard, with a visible focus ring', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/rankings/goat');
  const firstRowLink = page.getByTestId('ranking-row').first().getByRole('link');
  await expect(firstRowLink).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Skip to content' }).focus();
  await page.keyboard.press('Enter');
  for (let i = 0; i < 15 && !(await firstRowLink.evaluate((a) => a === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(firstRowLink).toBeFocused();
  // The focus ring is drawn around the whole row (the link's stretched ::after).
  const ring = await firstRowLink.evaluate((a) => getComputedStyle(a, '::after').outlineStyle);
  expect(ring).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fighter\//);
});

test('rank changes are told in words, not only by colour', async ({ page }) => {
  await page.goto('/rankings/global?movement=gainers');
  const change = page.getByTestId('ranking-row').first().getByTestId('rank-change');
  await expect(change).toHaveText(/^Up \d+ places?$/, { timeout: 30_000 });
});

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
