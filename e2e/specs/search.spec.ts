import { expect, test } from '../fixtures/test';

test.describe('header search', () => {
  test('finds a fighter after the debounce, and picking one navigates and clears the box', async ({ page }) => {
    await page.goto('/about');
    const box = page.getByRole('combobox', { name: 'Search fighters' });
    const button = page.getByRole('button', { name: 'Search', exact: true });
    await expect(button).toBeDisabled();

    await box.fill('khabib');
    await expect(button).toBeEnabled();
    const dropdown = page.getByTestId('search-dropdown');
    await expect(dropdown).toBeVisible();
    const option = dropdown.getByRole('option').filter({ hasText: 'Khabib Nurmagomedov' });
    await expect(option).toBeVisible();
    await option.click();

    await expect(page).toHaveURL(/\/fighter\/khabib-nurmagomedov-\d+$/);
    await expect(dropdown).toBeHidden();
    await expect(box).toHaveValue('');
  });

  test('says so when nothing matches, and closes on typing and on an outside click', async ({ page }) => {
    await page.goto('/about');
    const box = page.getByRole('combobox', { name: 'Search fighters' });
    await box.fill('zzqqxx');
    const dropdown = page.getByTestId('search-dropdown');
    await expect(dropdown).toHaveText('No fighters found matching "zzqqxx"');
    await box.press('End');
    await box.type('y');
    await expect(dropdown).toBeHidden();
    await expect(dropdown).toBeVisible();
    await page.getByRole('heading', { name: 'About FightRank' }).click();
    await expect(dropdown).toBeHidden();
  });

  test('shows the failure message when the search call fails', async ({ page }) => {
    await page.route('**/api/fighters/search**', (route) => route.fulfill({ status: 500, body: '{"message":"boom"}' }));
    await page.goto('/about');
    await page.getByRole('combobox', { name: 'Search fighters' }).fill('jones');
    await expect(page.getByTestId('search-dropdown')).toHaveText('Failed to search fighters', { timeout: 15_000 });
  });
});
