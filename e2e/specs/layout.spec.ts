import { expect, test } from '../fixtures/test';
import { DESKTOP, PHONE } from '../fixtures/site';

// Every route inside the layout, at both widths, is checked by the route sweep in accessibility.spec.ts (one load per
// route serves the layout, the content and axe).

test.describe('navigation', () => {
  test.use({ viewport: DESKTOP });

  test('highlights a parent under its path but not on the goat page', async ({ page }) => {
    const nav = page.getByTestId('sidebar').getByRole('navigation', { name: 'Main' });
    await page.goto('/rankings/country');
    await expect(nav.getByRole('link', { name: 'Rankings', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Country', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Global', exact: true })).not.toHaveAttribute('aria-current', 'page');

    await page.goto('/rankings/goat');
    await expect(nav.getByRole('link', { name: 'GOAT' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Rankings', exact: true })).not.toHaveAttribute('aria-current', 'page');
  });

  test('links only to pages that exist', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByTestId('sidebar').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About' })).toBeVisible();
    // Every built screen is in the menu (shared/src/routing/site-routes.ts), Community included.
    await expect(nav.getByRole('link', { name: 'Community', exact: true })).toHaveCount(1);
    for (const href of await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      const response = await page.request.get(href!, { headers: { accept: 'text/html' } });
      expect(response.status(), href!).toBe(200);
    }
  });

  test('parents link to their first sub-entry', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByTestId('sidebar').getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Rankings', exact: true }).click();
    await expect(page).toHaveURL(/\/rankings\/global$/);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });
    test('the menu is a drawer that closes after navigating', async ({ page }) => {
      await page.goto('/');
      await page.getByTestId('open-menu').click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      // The header has no room for the social links on a phone: the menu holds them (QA, session 30).
      await expect(page.getByRole('banner').getByRole('link', { name: 'Instagram (opens in a new tab)' })).toBeHidden();
      await expect(drawer.getByRole('link', { name: 'Instagram (opens in a new tab)' })).toBeVisible();
      await drawer.getByRole('link', { name: 'About' }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(drawer).toBeHidden();
    });

    test('a control that takes focus going back up the page stops below the sticky header, not under it', async ({ page }) => {
      // Fan QA, session 40: Shift+Tab up a long page left the focused link behind the 97 px header.
      await page.goto('/about');
      const links = page.getByRole('main').getByRole('link');
      await expect(links.first()).toBeVisible();
      await links.last().focus();
      const header = (await page.getByRole('banner').boundingBox())!;
      let checked = 0;
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Shift+Tab');
        const top = await page.evaluate(() => {
          const focused = document.activeElement;
          return focused && document.querySelector('main')?.contains(focused) ? focused.getBoundingClientRect().top : null;
        });
        if (top === null) continue;
        checked++;
        expect(top, `focused link ${i}`).toBeGreaterThanOrEqual(header.y + header.height - 1);
      }
      expect(checked).toBeGreaterThanOrEqual(4);
    });
  });
});

test('the theme survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/about');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await page.getByTestId('theme-toggle').click();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('fightrank-dark-mode'))).toBe('true');
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await page.getByTestId('theme-toggle').click();
  await page.reload();
  await expect(html).not.toHaveClass(/dark/);
});

test('each page sets its title and description for sharing', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle('About | FightRank');
  await expect(page.getByRole('heading', { level: 2, name: 'How rankings work' })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /rankings work/);
  await page.goto('/rankings/goat');
  await expect(page).toHaveTitle(/GOAT.*\| FightRank/);
});
