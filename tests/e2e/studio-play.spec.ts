import type { FrameLocator, Page } from '@playwright/test';
import { loggedIn, register, registerAndDeposit, uniqueEmail } from './accounts';
import { expect, test } from './fixtures';

// Issue 21 end to end: the casino's page frames the in-house studio's game from studio.localhost,
// the studio calls the wallet over signed HTTP, and the casino's header follows the balance. Demo
// needs no account. (The live table with two players: studio-live.spec.ts.)

/** An amount as the page prints it (10,000.00 ₽ or 10 000,00 ₽), in major units. */
function roubles(text: string | null): number {
  const s = (text ?? '').replace(/[^\d,.-]/g, '');
  const dot = s.lastIndexOf('.');
  const comma = s.lastIndexOf(',');
  const decimal = Math.max(dot, comma);
  if (decimal === -1 || s.length - decimal - 1 !== 2) return Number(s.replace(/[,.]/g, ''));
  return Number(`${s.slice(0, decimal).replace(/[,.]/g, '')}.${s.slice(decimal + 1)}`);
}

async function studioFrame(page: Page, spinnable = true): Promise<FrameLocator> {
  const frame = page.getByTestId('game-frame');
  await expect(frame).toBeVisible({ timeout: 20_000 });
  await expect(frame).toHaveAttribute('src', /^http:\/\/studio\.localhost:\d+\/launch\?/);
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.locator('button.spin')).toBeVisible({ timeout: 20_000 });
  if (spinnable) await expect(game.locator('button.spin')).toBeEnabled();
  return game;
}

test('a player plays a studio slot for real: each spin moves the casino balance in the header', async ({ page }) => {
  test.setTimeout(120_000);
  await registerAndDeposit(page, 'studio-real');
  const header = page.getByTestId('balance');
  await expect(header).toContainText('500');
  await page.goto('/en/games/slots/studio-lucky-sevens/play');
  const game = await studioFrame(page);
  // The studio shows the wallet's balance (it asked the casino, by the launch token).
  await expect(game.locator('output.balance')).toContainText('500');
  await game.locator('select').selectOption({ index: 0 });
  const stakeText = await game.locator('select option:checked').textContent();
  const stake = roubles(stakeText);
  expect(stake).toBeGreaterThan(0);

  for (let i = 0; i < 3; i++) {
    const before = roubles(await game.locator('output.balance').textContent());
    await game.locator('button.spin').click();
    await expect(game.locator('button.spin')).toBeEnabled({ timeout: 20_000 });
    const after = roubles(await game.locator('output.balance').textContent());
    const win = roubles((await game.locator('output.win').textContent()) || '0');
    // Each spin takes the stake and pays the win shown; nothing else moves.
    expect(after).toBeCloseTo(before - stake + win, 2);
  }
  // The casino's own header follows (its wallet event stream), to the studio's figure.
  const studioBalance = roubles(await game.locator('output.balance').textContent());
  await expect.poll(async () => roubles(await header.textContent()), { timeout: 15_000 }).toBeCloseTo(studioBalance, 2);

  // Every spin is in the studio's verifiable record: the fairness panel names the seed hash.
  await game.getByRole('button', { name: 'Fairness' }).click();
  await expect(game.getByText(/[0-9a-f]{64}/).first()).toBeVisible();
});

test('demo: a visitor without an account spins with play money (no wallet call: studio-app.test.ts)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/en/games/slots/studio-pharaoh-lines/demo');
  const frame = page.getByTestId('game-frame');
  await expect(frame).toHaveAttribute('src', /currency=XXX/, { timeout: 20_000 });
  const game = await studioFrame(page);
  await expect(game.locator('output.balance')).toContainText('10,000.00');
  const stake = roubles(await game.locator('select option:checked').textContent());
  for (let i = 0; i < 2; i++) {
    const before = roubles(await game.locator('output.balance').textContent());
    await game.locator('button.spin').click();
    await expect(game.locator('button.spin')).toBeEnabled({ timeout: 20_000 });
    const win = roubles((await game.locator('output.win').textContent()) || '0');
    expect(roubles(await game.locator('output.balance').textContent())).toBeCloseTo(before - stake + win, 2);
  }
  await expect(page.getByTestId('login-button')).toBeVisible();
});

test('real mode asks a visitor to log in; after logging in the game opens', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/en/games/slots/studio-candy-cascade/play');
  await expect(page.getByTestId('game-login')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('game-frame')).toHaveCount(0);
  await register(page, uniqueEmail('studio-login'));
  await loggedIn(page);
  await page.goto('/en/games/slots/studio-candy-cascade/play');
  const game = await studioFrame(page, false);
  // A new player has nothing yet: the studio shows the wallet's 0.
  await expect(game.locator('output.balance')).toContainText('0');
});
