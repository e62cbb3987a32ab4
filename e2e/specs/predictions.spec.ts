import { expect, test } from '@playwright/test';

// /predictions for a signed-in fan: the page, the leaderboard with the engine's line, a pick when a card is
// open, and the season record on /profile. Cards come from the data (or `npm run cards -- add`).
test('a signed-in fan sees the predictions page, picks a winner when a card is open, and sees the record on /profile', async ({ page }) => {
  const email = `predict-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'correct horse battery staple 42';
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: /Create account/i }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);

  await page.goto('/predictions');
  await expect(page.getByRole('heading', { name: 'Predictions', level: 1 })).toBeVisible();
  await expect(page.getByTestId('prediction-leaderboard').getByText('FightRank engine')).toBeVisible();
  await expect(page.getByTestId('prediction-record')).toContainText('0 points');

  const bouts = page.getByTestId('prediction-bout');
  if ((await bouts.count()) > 0) {
    const first = bouts.first().getByRole('button').first();
    if (await first.isEnabled()) {
      await first.click();
      await expect(first).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('prediction-record')).toContainText('1 pending');
    }
  } else {
    await expect(page.getByText('No upcoming cards right now')).toBeVisible();
  }

  await page.goto('/profile');
  await expect(page.getByTestId('profile-prediction-record')).toContainText(/Season \d{4}: 0 points/);
});
