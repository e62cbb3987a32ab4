import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE } from '../fixtures/site';

test('a fighter page explains each move of the rating, bout by bout', async ({ page }) => {
  const historyCalls: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/rankings\/fighter\/[^/]+\/history$/.test(r.url())) historyCalls.push(r.url());
  });
  await page.goto('/');
  await page.getByTestId('ranking-row').getByRole('link', { name: 'Islam Makhachev' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Islam Makhachev');
  await expect(page.getByRole('link', { name: /^Pound for pound/ })).toBeVisible();
  expect(historyCalls).toHaveLength(0);

  await page.getByRole('button', { name: 'Why did the rating move?' }).click();
  const steps = page.getByTestId('rating-step');
  await expect(steps.first()).toBeVisible();
  expect(historyCalls).toHaveLength(1);
  // Newest first: his last bout of 2024 was the win over Dustin Poirier at UFC 302.
  await expect(steps.first()).toContainText('Dustin Poirier');
  await expect(steps.first()).toContainText(/\+\d+\.\d/);
  await expect(page.getByRole('img', { name: /Rating after each of \d+ bouts/ })).toBeVisible();
});

for (const [label, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
  test.describe(`at ${viewport.width} px (${label})`, () => {
    test.use({ viewport });

    test('an unknown fighter, in any form, is reported as not found with a way back', async ({ page }) => {
      for (const path of ['/fighter/nobody-at-all', '/fighter/nobody-99999999', '/fighter/jon-jones-99999999/fights']) {
        await page.goto(path);
        await expect(page.getByText('Fighter not found')).toBeVisible();
        await expect(page.getByRole('main').getByRole('link', { name: 'rankings' })).toBeVisible();
      }
    });

    test('search "jose aldo" -> fighter -> fights -> opponent -> back', async ({ page }) => {
      await page.goto('/about');
      const box = page.getByRole('combobox', { name: 'Search fighters' });
      const width = await box.evaluate((el) => el.getBoundingClientRect().width);
      const header = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().width);
      expect(width / header).toBeGreaterThanOrEqual(0.6 * (viewport.width < 640 ? 1 : 0.5));
      await box.fill('jose aldo');
      const first = page.getByTestId('search-dropdown').getByRole('option').first();
      await expect(first).toContainText('Jose Aldo');
      await expect(first).toContainText(/\d+\.\d\d/);
      await box.press('ArrowDown');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/fighter\/jose-aldo-\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Jose Aldo');
      await expect(box).toHaveValue('');

      await page.getByRole('link', { name: /^Fights \(\d+\)$/ }).click();
      await expect(page).toHaveURL(/\/fighter\/jose-aldo-\d+\/fights$/);
      await expect(page.getByTestId('record-note')).toContainText(/FightRank holds \d+ of this fighter’s bouts/);
      const rows = page.getByTestId('fight-row');
      await expect(rows.first()).toBeVisible();
      expect(await rows.count()).toBeGreaterThan(15);
      const opponent = rows.filter({ hasText: 'Conor McGregor' }).getByRole('link', { name: 'Conor McGregor' });
      await opponent.click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Conor McGregor');
      await page.goBack();
      await expect(page).toHaveURL(/\/fighter\/jose-aldo-\d+\/fights$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Jose Aldo: fights');
    });

    test('favourites survive a reload and stop at 50 with the message', async ({ page }) => {
      test.setTimeout(120_000); // five page loads of the composed site
      await page.goto('/favorites');
      await expect(page.getByText('No favorites yet')).toBeVisible();
      const ids = await fiftyRankedIds(page);
      // 49 stored, plus one unknown id that the page drops with a note.
      await page.evaluate((list) => localStorage.setItem('favoritesFighters', JSON.stringify([...list.slice(0, 49), 99999999])), ids);
      await page.reload();
      await expect(page.getByText('One saved favorite no longer exists')).toBeVisible();
      await expect(page.getByTestId('favorite-row')).toHaveCount(49);
      await expect(page.getByTestId('favorites-count')).toHaveText('49 of 50 favorites, kept in this browser.');

      await page.goto('/fighter/jon-jones');
      const add = page.getByRole('button', { name: 'Add Jon Jones to favorites' });
      await add.click();
      await expect(page.getByTestId('favorite-tooltip')).toHaveText('Jon Jones added to favorites');
      await expect(page.getByTestId('favorite-tooltip')).toBeHidden({ timeout: 4000 });
      await page.reload();
      await expect(page.getByRole('button', { name: 'Remove Jon Jones from favorites' })).toHaveAttribute('aria-pressed', 'true');

      await page.goto('/fighter/islam-makhachev');
      await page.getByRole('button', { name: 'Add Islam Makhachev to favorites' }).click();
      const refused = page.getByTestId('favorite-tooltip');
      await expect(refused).toHaveText('Cannot add more than 50 favorites');
      await expect(refused).toHaveClass(/bg-red-600/);
      await page.goto('/favorites');
      await expect(page.getByTestId('favorite-row')).toHaveCount(50);
    });
  });
}

/** Fifty fighters of the global list other than Jon Jones and Islam Makhachev. */
async function fiftyRankedIds(page: Page): Promise<number[]> {
  const response = await page.request.get('/api/rankings/global?limit=60');
  const rows = ((await response.json()) as { data: { fighterId: number; fighterName: string }[] }).data;
  return rows.filter((r) => r.fighterName !== 'Jon Jones' && r.fighterName !== 'Islam Makhachev').map((r) => r.fighterId).slice(0, 50);
}
