// The VIP club (issue 20) in a real browser: a new player deposits, bets on dice, opens /vip-club,
// sees their level and progress from that wager, and claims the rakeback it earned.
import { depositWithPayIn, loggedIn, register, uniqueEmail } from './accounts';
import { expect, test } from './fixtures';

test('a player bets on dice, sees their VIP progress and claims rakeback', async ({ page }) => {
  test.setTimeout(90_000);
  await register(page, uniqueEmail('vip'));
  await loggedIn(page);
  // 5,000 ₽ with the sandbox card: enough to wager the first level's 1,000 ₽ (private/vip.json).
  await depositWithPayIn(page, 500_000);

  // One 1,200 ₽ bet at 90 %: its exact edge (1 − RTP, ≈ 1.0099 %) is 12.12 ₽, a rated wager of
  // 1,211.88 ₽ (decision 053): 121 points (one per 10 ₽), past Bronze at 100. Rakeback is paid at
  // the level each point was earned at: 100 of the 121 points at level 0 (0 %), 21 at Bronze (5 %),
  // so 12.12 ₽ × 5 % × 21/121 = 0.105 ₽, paid as 0.10 ₽.
  await page.goto('/en/games/dice');
  await expect(page.getByTestId('dice-screen')).toHaveAttribute('data-hydrated', 'true');
  const fun = page.getByTestId('dice-fun');
  if (await fun.isChecked()) await fun.uncheck();
  await page.getByTestId('dice-chance').fill('90');
  await page.getByTestId('dice-amount').fill('1200.00');
  await page.getByTestId('dice-bet').click();
  await expect(page.getByTestId('dice-result')).toBeVisible();

  await page.goto('/en/vip-club');
  await expect(page.getByTestId('vip-levels').getByRole('heading', { name: 'Bronze' })).toBeVisible();
  const panel = page.getByTestId('vip-panel');
  await expect(panel.getByTestId('vip-level')).toHaveText('Bronze', { timeout: 15_000 });
  await expect(panel.getByTestId('vip-points')).toHaveText('121 points');
  // 21 of the 900 points from Bronze to Silver.
  await expect(panel.getByTestId('vip-progress')).toHaveAttribute('aria-valuenow', '2');
  await expect(panel).toContainText('879 more points to Silver');
  await expect(panel.getByTestId('vip-rakeback-RUB')).toContainText('0.10');

  await panel.getByTestId('vip-rakeback-claim-RUB').click();
  await expect(panel.getByTestId('vip-note')).toContainText(/0\.10.*credited to your balance/);
  await expect(panel.getByTestId('vip-rakeback-RUB')).toHaveText(/^Available: 0(\.00)?\s₽$/);
  await expect(panel.getByTestId('vip-rakeback-claim-RUB')).toBeDisabled();
  // This week's Bronze reward is open to a player who bet this week.
  await expect(panel.getByTestId('vip-weekly')).toHaveAttribute('data-state', 'claimable');

  // Joining the club sets the premium status.
  await panel.getByTestId('vip-join').click();
  await expect(panel.getByTestId('vip-premium')).toHaveAttribute('data-status', 'pending');
});
