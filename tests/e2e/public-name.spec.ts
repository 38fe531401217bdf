import { registerAndDeposit, settlePayIn } from './accounts';
import { expect, test } from './fixtures';

// Issue 18: a player chooses a public name in the profile settings (a blocked one is refused in
// their language), and the live bets feed under a game shows it on their bet.

// The blocked name's refusal is a 422 the browser logs.
test.use({ expectedConsoleErrors: [/status of 422/] });

test('a player sets a public name and sees it on their bet in the live feed', async ({ page }) => {
  test.setTimeout(90_000);
  await registerAndDeposit(page, 'pubname');
  const name = `Fox_${Math.random().toString(36).slice(2, 8)}`;

  await page.goto('/en/profile/setting');
  await settlePayIn(page);
  const field = page.getByTestId('public-name');
  await expect(field).toContainText('3–20 characters');
  const input = field.getByLabel('Public name');
  await input.fill('Adm1n');
  await field.getByTestId('save-public-name').click();
  await expect(field.getByTestId('public-name-error')).toHaveText('This name is not allowed. Please choose another.');
  await input.fill(`  ${name}  `);
  await field.getByTestId('save-public-name').click();
  // Saved: the field now says until when the name stays as it is.
  await expect(field.getByTestId('public-name-locked')).toContainText('You can change it again on');
  await expect(input).toHaveValue(name);
  await expect(field.getByTestId('save-public-name')).toBeDisabled();

  await page.goto('/en/games/dice');
  await expect(page.getByTestId('dice-screen')).toHaveAttribute('data-hydrated', 'true');
  await page.getByTestId('dice-fun').uncheck();
  await page.getByTestId('dice-amount').fill('1.00');
  await page.getByTestId('dice-bet').click();
  await expect(page.getByTestId('dice-result')).toBeVisible();
  const feed = page.getByTestId('live-bets');
  await feed.scrollIntoViewIfNeeded();
  await expect(feed.getByRole('tab', { name: 'All bets' })).toHaveAttribute('aria-selected', 'true');
  await expect(feed.getByTestId('live-bet').filter({ hasText: name })).toBeVisible({ timeout: 15_000 });
});
