import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '../fixtures/test';
import { E2E_DATA_DIR } from '../../playwright.config';

// /predictions for a signed-in fan: the page, the leaderboard with the engine's line, a pick when a card is
// open, and the season record on /profile. Cards come from the data (or `npm run cards -- add`).
// One after the other: the second test opens a card and enters a result on it, which would lock a pick the first
// test is making on whatever card it finds first.
test.describe.configure({ mode: 'serial' });
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

// Issue 11's acceptance: sign in, pick a scheduled bout, import its result with the operator CLI, see the score.
// The CLI runs as the operator would, beside this running server on its embedded database: it cannot open the
// PGlite directory the server holds, so it sends each command through the server (decision 028).
const execFileAsync = promisify(execFile);

async function cards(...args: string[]): Promise<string> {
  const { stdout } = await execFileAsync(process.execPath, ['--import', 'tsx', 'api/src/cli/cards.ts', ...args], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    timeout: 60_000,
  });
  return stdout.trim();
}

test('a fan picks a scheduled bout, the operator CLI records its result, and the score shows on /predictions and /profile', async ({ page, request }) => {
  test.setTimeout(150_000);
  // Four fighters from the latest KSW card: a small promotion's, so the other specs' pages are not touched.
  const [latest] = (await (await request.get('/api/events?org=KSW&limit=1')).json()).data as Array<{ id: number }>;
  const card = (await (await request.get(`/api/events/${latest!.id}`)).json()).data as {
    bouts: Array<{ fighterA: { id: number; name: string }; fighterB: { id: number; name: string } }>;
  };
  const [main, co] = card.bouts as [(typeof card.bouts)[number], (typeof card.bouts)[number]];
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const event = `E2E Cards ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const boutOf = (output: string) => /^Added bout (\d+): /.exec(output)?.[1];
  const picked = boutOf(
    await cards('add', '--event', event, '--date', tomorrow, '--org', 'KSW', '--a', String(main.fighterA.id), '--b', String(main.fighterB.id)),
  );
  const other = boutOf(await cards('add', '--event', event, '--date', tomorrow, '--org', 'KSW', '--a', String(co.fighterA.id), '--b', String(co.fighterB.id)));
  expect(picked).toBeDefined();
  expect(other).toBeDefined();
  let resultStored = false;

  try {
    await page.goto('/register');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(`cards-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
    await page.getByRole('textbox', { name: 'Password' }).fill('correct horse battery staple 42');
    await page.getByRole('button', { name: /Create account/i }).click();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);

    await page.goto('/predictions');
    // Found on this run's card: a retry after a failed run sees that run's card too, with the same two fighters.
    const bout = page
      .getByRole('region', { name: event })
      .getByTestId('prediction-bout')
      .filter({ hasText: main.fighterA.name })
      .filter({ hasText: main.fighterB.name });
    await expect(bout).toHaveCount(1);
    // The engine priced the bout the moment the CLI added it.
    await expect(bout.getByText(/^Engine: \d+%$/)).toHaveCount(2);
    // The method goes with a winner (decision 026), so it opens once the winner is picked.
    const method = bout.getByLabel('Method (+1 point)');
    await expect(method).toBeDisabled();
    const winner = bout.getByRole('button', { name: new RegExp(main.fighterA.name) });
    await winner.click();
    await expect(winner).toHaveAttribute('aria-pressed', 'true');
    // Stored (the bout says so) before the CLI enters the result, which closes the bout to changes.
    await method.selectOption('SUB');
    await expect(bout.getByRole('status')).toHaveText(/^Saved: .+ to win by submission\.$/);
    await expect(page.getByTestId('prediction-record')).toContainText('0 points');
    await expect(page.getByTestId('prediction-record')).toContainText('1 pending');

    expect(await cards('result', '--bout', picked!, '--winner', String(main.fighterA.id), '--method', 'SUB', '--round', '2')).toBe(
      `Result stored for bout ${picked}: W by SUB.`,
    );
    resultStored = true;

    // Winner and method right: 1 + 1 points, on the bout, in the season record and on the leaderboard.
    await page.reload();
    await expect(bout.getByText('2 points')).toBeVisible();
    await expect(page.getByTestId('prediction-record')).toContainText('2 points');
    await expect(page.getByTestId('prediction-record')).toContainText('1/1 winners');
    const you = page.getByTestId('prediction-leaderboard').getByRole('row').filter({ hasText: '(you)' });
    await expect(you.getByRole('cell').nth(2)).toHaveText('2');
    await expect(you.getByRole('cell').nth(3)).toHaveText('1/1');
    await expect(page.getByTestId('prediction-leaderboard').getByText('FightRank engine')).toBeVisible();

    await page.goto('/profile');
    await expect(page.getByTestId('profile-prediction-record')).toContainText(/Season \d{4}: 2 points — 1 of 1 winners right, 1 methods, 0 pending/);
  } finally {
    // Close the card (every bout has a result or is gone), so it leaves the open cards of later runs on this database.
    await cards('result', '--bout', other!, '--draw');
    if (!resultStored) await cards('cancel', '--bout', picked!);
  }
});
