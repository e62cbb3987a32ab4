// Community (issue 11) on the composed site with the real data: a visitor votes on a fantasy matchup and sees the
// crowd's split beside the model, and the community ranking pages through Next and Previous once votes exist.
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { DESKTOP, PHONE } from '../fixtures/site';

/** A fresh visitor (own cookie jar, so its own voter id) with the anti-forgery header the server expects. */
async function visitor(baseURL: string): Promise<{ api: APIRequestContext; headers: Record<string, string> }> {
  const api = await playwrightRequest.newContext({ baseURL });
  await api.get('/api/health');
  const xsrf = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  return { api, headers: { 'x-xsrf-token': xsrf } };
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`a visitor votes with the keyboard and sees the crowd next to the model at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/community/vote');
    await expect(page.getByRole('heading', { level: 1, name: 'Fantasy Matches' })).toBeVisible();
    const stream = page.getByTestId('vote-stream');
    await expect(stream.getByRole('heading', { name: /who wins\?/ })).toBeVisible();
    // The matchup as its two fighters: consecutive matchups may share one (Holloway v Sterling, then Holloway v Melendez).
    const fighters = stream.locator('button[aria-keyshortcuts^="Arrow"]');
    const pair = () => fighters.allTextContents();
    const first = (await pair()).join(' | ');
    await page.keyboard.press('ArrowLeft');
    const split = page.getByTestId('vote-split');
    await expect(split).toContainText(/the crowd says \d+%, the model says \d+%/);
    await expect(stream.getByRole('button', { pressed: true })).toContainText('Your pick');
    await page.keyboard.press('Enter');
    await expect(split).toHaveCount(0);
    // The next matchup is a different one; S skips it.
    await expect(fighters).toHaveCount(2);
    await expect.poll(async () => (await pair()).join(' | ')).not.toBe(first);
    await page.keyboard.press('s');
    await expect(stream.getByRole('heading', { name: /who wins\?/ })).toBeVisible();
  });
}

test('community rankings pick up new votes at the next poll and page through Next and Previous', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  // The page is open before the votes: what it shows must change at a poll, not when the browser's copy expires.
  await page.setViewportSize(DESKTOP);
  await page.goto('/community/rankings');
  await expect(page.getByRole('heading', { level: 1, name: 'Community Rankings' })).toBeVisible();
  await expect(page.getByText('Ranks calculated based on community votes.')).toBeVisible();
  const rows = page.getByTestId('community-row');
  await expect(rows.first().or(page.getByRole('heading', { name: 'No Rankings Found' }))).toBeVisible();
  const shownBefore = (await rows.allTextContents()).join(' | ');

  // Three visitors vote the same way on twenty matchups: enough fighters with enough votes for two pages of ten.
  const seed = await visitor(baseURL!);
  const matchups = (await (await seed.api.get('/api/community/matchups?limit=20')).json()).data as { id: number; fighterA: { id: number } }[];
  expect(matchups.length).toBeGreaterThanOrEqual(12);
  for (let v = 0; v < 3; v++) {
    const { api, headers } = v === 0 ? seed : await visitor(baseURL!);
    for (const m of matchups) {
      const response = await api.post(`/api/community/matchups/${m.id}/votes`, { headers, data: { winnerId: m.fighterA.id } });
      expect([201, 409]).toContain(response.status());
    }
  }

  // The job refits every 3 s in this test server (COMMUNITY_JOB_SECONDS) and the page polls every 10 s, each poll
  // asking the server: within 25 s. A poll answered from the browser's cache (max-age 30 s, then stale while it
  // revalidates) showed the old list for 40 s.
  await expect.poll(async () => (await rows.allTextContents()).join(' | '), { timeout: 25_000 }).not.toBe(shownBefore);
  await expect(rows).toHaveCount(10, { timeout: 25_000 });
  await expect(page.getByText(/^Last updated: \w{3} \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(rows.first().locator('td').first()).toHaveText('1');

  const next = page.getByRole('button', { name: 'Next' });
  const previous = page.getByRole('button', { name: 'Previous' });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(rows.first().locator('td').first()).toHaveText('11');
  await expect(previous).toBeEnabled();
  await previous.click();
  await expect(rows.first().locator('td').first()).toHaveText('1');

  // Changing the page size starts again from the first page.
  await next.click();
  await expect(rows.first().locator('td').first()).toHaveText('11');
  await page.getByLabel('Page size').selectOption('20');
  await expect(rows.first().locator('td').first()).toHaveText('1');
  await expect(previous).toBeDisabled();
});
