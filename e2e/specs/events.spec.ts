import { expect, test } from '../fixtures/test';
import { DESKTOP, PHONE } from '../fixtures/site';

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`events at ${viewport.width} px (${label})`, () => {
    test.use({ viewport });

    test("past UFC cards lead to a card with every bout's pre-fight win probability", async ({ page }) => {
      await page.goto('/events');
      await page.getByLabel('Organization').selectOption('UFC');
      await expect(page).toHaveURL(/org=UFC/);
      const event = page.getByTestId('event-row').filter({ hasText: 'UFC 309' });
      await event.getByRole('link', { name: /UFC 309/ }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('UFC 309');
      const bouts = page.getByTestId('event-bout');
      await expect(bouts.first()).toBeVisible();
      const main = bouts.filter({ hasText: 'Stipe Miocic' });
      await expect(main).toContainText('Jon Jones');
      const chances = await main.getByTestId('win-probability').allTextContents();
      expect(chances).toHaveLength(2);
      const [a, b] = chances.map((c) => Number(c.replace('%', '')));
      expect(a! + b!).toBeGreaterThanOrEqual(99);
      expect(a! + b!).toBeLessThanOrEqual(101);
      await expect(main).toContainText(/favourite won|upset/);
      await expect(page.getByText(/The favourite won \d+ of \d+ decided bouts/)).toBeVisible();
    });

    test('upcoming cards are listed, and an unknown event is not found', async ({ page }) => {
      await page.goto('/events');
      await page.getByRole('tab', { name: 'Upcoming' }).click();
      await expect(page).toHaveURL(/status=scheduled/);
      await expect(page.getByTestId('event-row').first()).toBeVisible();
      await page.goto('/events/99999999');
      await expect(page.getByText('Event not found')).toBeVisible();
    });
  });
}
