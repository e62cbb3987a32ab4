import AxeBuilder from '@axe-core/playwright';
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

  test('a long answer scrolls in a listbox axe accepts, is announced, and closes when Tab moves on', async ({ page }) => {
    // QA pass 2, D5: axe's scrollable-region-focusable (serious) on the popup, nothing announced, open after Tab.
    await page.goto('/about');
    const box = page.getByRole('combobox', { name: 'Search fighters' });
    await box.fill('silva');
    const listbox = page.getByRole('listbox', { name: 'Fighters' });
    await expect(listbox).toBeVisible();
    expect(await listbox.evaluate((list) => list.scrollHeight > list.clientHeight)).toBe(true);
    await expect(page.getByTestId('search-status')).toHaveText(/^\d+ fighters found$/);
    const axe = await new AxeBuilder({ page }).withRules(['scrollable-region-focusable', 'aria-required-children', 'aria-valid-attr-value']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await box.press('Tab');
    await expect(listbox).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test('the box takes no more than the API searches, so a pasted essay cannot fail the search', async ({ page }) => {
    // QA pass 2, D19: 3,000 characters answered 400, shown as "Failed to search fighters".
    await page.goto('/about');
    const box = page.getByRole('combobox', { name: 'Search fighters' });
    await box.fill('a'.repeat(3000));
    expect((await box.inputValue()).length).toBe(100);
    await expect(page.getByTestId('search-dropdown')).toBeVisible();
    await expect(page.getByTestId('search-dropdown')).not.toHaveText('Failed to search fighters');
  });
});
