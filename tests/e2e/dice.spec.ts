import { openEmailLogin } from './accounts';
import { expect, test } from './fixtures';

// The demo player (DEMO_DATA, on by default in tests) holds a funded RUB wallet.
const DEMO = { email: 'demo@example.com', password: 'demo-player-2026' };

test('a visitor plays dice for fun on a demo balance', async ({ page }) => {
  await page.goto('/en/games/dice');
  const screen = page.getByTestId('dice-screen');
  await expect(screen).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('dice-fun')).toBeChecked();
  await expect(page.getByTestId('dice-fun-balance')).toContainText('1000.00');
  // Slider and inputs follow each other; the multiplier is (100 − 1) / chance.
  await page.getByTestId('dice-chance').fill('25');
  await expect(page.getByTestId('dice-target')).toHaveValue('75');
  await expect(page.getByTestId('dice-multiplier')).toHaveText('×3.96');
  await page.getByTestId('dice-bet').click();
  await expect(page.getByTestId('dice-result')).toBeVisible();
  await expect(page.getByTestId('dice-roll')).toHaveText(/^\d{1,3}\.\d\d$/);
  await expect(page.getByTestId('dice-fun-balance')).not.toContainText('Demo balance: 1000.00');
});

test('autobet needs a loss limit, then runs at most the bets asked for and never passes the limit', async ({
  page,
}) => {
  await page.goto('/en/games/dice');
  await expect(page.getByTestId('dice-screen')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('dice-hotkeys')).toContainText('Space');
  await page.getByTestId('dice-amount').fill('1.00');
  const auto = page.getByTestId('autobet');
  await auto.locator('summary').click();
  await auto.getByTestId('autobet-bets').fill('5');
  await auto.getByTestId('autobet-start').click();
  await expect(auto.getByTestId('autobet-problem')).toHaveText('Set a loss limit to start autobet');
  await auto.getByTestId('autobet-stop-loss').fill('3.00');
  await auto.getByTestId('autobet-start').click();
  const status = auto.getByTestId('autobet-status');
  await expect(status).toContainText(/Finished|Stopped/, { timeout: 20_000 });
  const text = (await status.textContent())!;
  const [, placed, net] = text.match(/(\d) of 5 bets · net ([+-]\d+\.\d\d)/)!;
  expect(Number(placed)).toBeLessThanOrEqual(5);
  expect(Number(net)).toBeGreaterThanOrEqual(-3);
  // The demo balance moved by exactly the run's net result.
  await expect(page.getByTestId('dice-fun-balance')).toContainText((1000 + Number(net)).toFixed(2));
});

test('a funded player bets, rotates the seed and verifies the bet on the verifier', async ({ page }) => {
  const modal = await openEmailLogin(page, DEMO.email);
  await modal.getByLabel('Password').fill(DEMO.password);
  await modal.getByTestId('login-submit').click();
  await expect(page.getByTestId('balance')).toBeVisible({ timeout: 15_000 });
  await page.goto('/en/games/dice');
  await expect(page.getByTestId('dice-screen')).toHaveAttribute('data-hydrated', 'true');
  const balance = page.getByTestId('balance');
  const before = await balance.textContent();
  await page.getByTestId('dice-fun').uncheck();
  await page.getByTestId('dice-amount').fill('1.00');
  await page.getByTestId('dice-bet').click();
  await expect(page.getByTestId('dice-result')).toBeVisible();
  const roll = (await page.getByTestId('dice-roll').textContent())!.trim();
  await expect(balance).not.toHaveText(before ?? '');
  const nonce = (await page.getByTestId('dice-result').getAttribute('data-nonce'))!;

  // The rotation lives in the page's "Your seeds" panel (one panel for every game): it reveals the
  // seed pair the bet was played with, up to its nonce.
  const panel = page.getByTestId('fair-seeds-card');
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByTestId('fair-seeds')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  await panel.getByTestId('fair-rotate').click();
  await expect(panel.getByTestId('fair-revealed')).toBeVisible();
  const serverSeed = (await panel.getByTestId('fair-revealed-seed').textContent())!.trim();
  const clientSeed = (await panel.getByTestId('fair-revealed-client-seed').textContent())!.trim();
  await expect(panel.getByTestId('fair-revealed-nonce')).toHaveText(nonce);

  const verifier = page.getByTestId('verifier');
  await verifier.getByTestId('verifier-game').selectOption('dice');
  await verifier.getByTestId('verifier-server-seed').fill(serverSeed);
  await verifier.getByTestId('verifier-client-seed').fill(clientSeed);
  await verifier.getByTestId('verifier-nonce').fill(nonce);
  await verifier.getByTestId('verifier-target').fill('50.00');
  await verifier.getByTestId('verifier-condition').selectOption('over');
  await verifier.getByTestId('verifier-compute').click();
  await expect(verifier.getByTestId('verifier-roll')).toHaveText(Number(roll).toFixed(2));

  // The live feed lists the bet under My bets; opening it shows the revealed seed and checks it.
  const feed = page.getByTestId('live-bets');
  await feed.getByRole('tab', { name: 'My bets' }).click();
  await feed.getByTestId('live-bet').first().click();
  const detail = page.getByTestId('bet-detail');
  await expect(detail).toContainText(serverSeed);
  // Its choices and outcome in words, not raw JSON (issue 39).
  await expect(detail).toContainText(/Choices\s*target \d+(\.\d+)? · condition (over|under)/);
  await expect(detail).not.toContainText('{"');
  await expect(detail.getByTestId('bet-check')).toHaveText('Verified: the revealed seeds give exactly this result');
});

test("a stake under the currency's minimum is explained at the field, in the page language, and not sent", async ({
  page,
}) => {
  const modal = await openEmailLogin(page, DEMO.email);
  await modal.getByLabel('Password').fill(DEMO.password);
  await modal.getByTestId('login-submit').click();
  await expect(page.getByTestId('balance')).toBeVisible({ timeout: 15_000 });
  await page.goto('/ru/games/dice');
  await expect(page.getByTestId('dice-screen')).toHaveAttribute('data-hydrated', 'true');
  await page.getByTestId('dice-fun').uncheck();
  let sent = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/bets')) sent++;
  });
  // Below the operator's minimum for dice in roubles (100 kopecks in private/bet-limits.json).
  await page.getByTestId('dice-amount').fill('0.50');
  await expect(page.getByTestId('dice-amount-problem')).toHaveText('Минимальная ставка: 1 ₽');
  await page.getByTestId('dice-bet').click();
  // ½ never goes under the minimum: it brings the field back inside the limits.
  await page.getByTestId('dice-amount-half').click();
  await expect(page.getByTestId('dice-amount')).toHaveValue('1.00');
  await expect(page.getByTestId('dice-amount-problem')).toHaveCount(0);
  await expect(page.getByTestId('dice-result')).toHaveCount(0);
  expect(sent).toBe(0);
});
