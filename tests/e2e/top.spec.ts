import { registerAndDeposit, settlePayIn } from './accounts';
import { expect, test } from './fixtures';

// Issue 20: the top is live. A player with a public name keeps /top open in one tab, bets on dice
// in another, and sees themselves appear on the day's "Most wagered" board without reloading;
// the races show their countdown, prize table and the player's own place.

test('a player bets on dice and appears on the open /top page', async ({ page, context }) => {
  test.setTimeout(120_000);
  await registerAndDeposit(page, 'top');
  const name = `Top_${Math.random().toString(36).slice(2, 8)}`;
  await page.goto('/en/profile/setting');
  await settlePayIn(page);
  const field = page.getByTestId('public-name');
  await field.getByLabel('Public name').fill(name);
  await field.getByTestId('save-public-name').click();
  await expect(field.getByTestId('public-name-locked')).toBeVisible();

  const top = await context.newPage();
  await top.goto('/en/top');
  const boards = top.getByTestId('top-boards');
  await boards.getByRole('tab', { name: 'Most wagered' }).click();
  await expect(boards.getByRole('tab', { name: 'Most wagered' })).toHaveAttribute('aria-selected', 'true');
  await expect(boards.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
  await expect(boards.getByTestId('top-row').filter({ hasText: name })).toHaveCount(0);
  const race = top.getByTestId('race').filter({ hasText: 'Daily race' });
  await expect(race.getByTestId('race-prizes')).toContainText('5,000 ₽');
  await expect(race.getByTestId('race-countdown')).toHaveText(/^\d\d:\d\d:\d\d$/);

  await page.goto('/en/games/dice');
  await expect(page.getByTestId('dice-screen')).toHaveAttribute('data-hydrated', 'true');
  await page.getByTestId('dice-fun').uncheck();
  await page.getByTestId('dice-amount').fill('10.00');
  await page.getByTestId('dice-bet').click();
  await expect(page.getByTestId('dice-result')).toBeVisible();

  // The /top tab was never reloaded: its refresh brings the bet in.
  const row = boards.getByTestId('top-row').filter({ hasText: name });
  await expect(row).toBeVisible({ timeout: 30_000 });
  // The board ranks the rated wager (decision 053): the edge the bet put at risk at the 1 % reference,
  // a 10 ₽ dice bet over 50 (edge ≈ 1.0099 %) rates 10.09 ₽.
  await expect(row).toContainText(/10\.0\d ₽/);
  // The daily race counts the same stake, and shows the player their own place.
  await expect(race.getByTestId('race-standings').getByText(name)).toBeVisible({ timeout: 30_000 });
  await expect(race.getByTestId('race-me')).toContainText('Your place:');
});
