import { expect, test } from '@playwright/test';

test('a fighter page explains each move of the rating, bout by bout', async ({ page }) => {
  const historyCalls: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/rankings\/fighter\/\d+\/history$/.test(r.url())) historyCalls.push(r.url());
  });
  await page.goto('/');
  await page.getByTestId('ranking-row').getByRole('link', { name: 'Islam Makhachev' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Islam Makhachev');
  await expect(page.getByText('Pound for pound', { exact: true })).toBeVisible();
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

test('an unknown fighter is reported as not found', async ({ page }) => {
  await page.goto('/fighter/nobody-99999999');
  await expect(page.getByText('Fighter not found')).toBeVisible();
});
