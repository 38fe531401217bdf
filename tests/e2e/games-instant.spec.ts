import type { Page } from '@playwright/test';
import { registerAndDeposit } from './accounts';
import { expect, test } from './fixtures';

// Issue 11, the screens of coinflip, keno and roulette: a visitor plays each for fun on the demo
// balance, a new player deposits with the sandbox card and plays each for real; the balance
// moves by exactly the stake and the payout the screen reports, and the payout is the one the
// shown result earns by the published rules.

type Game = 'coinflip' | 'keno' | 'roulette';
const header = (page: Page) => page.getByRole('banner');
async function visit(page: Page, game: Game) {
  await page.goto(`/en/games/${game}`);
  await expect(page.getByTestId(`${game}-screen`)).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
}

/** "Balance: 1,234.56 ₽" / "+10.31" → minor units. */
function minorOf(text: string | null): number {
  const m = (text ?? '').match(/(-?[\d,]+(?:\.\d{1,2})?)/);
  if (!m) throw new Error(`no amount in "${text}"`);
  return Math.round(Number(m[1]!.replace(/,/g, '')) * 100);
}
const balanceOf = async (page: Page) => minorOf(await header(page).getByTestId('balance').textContent());
async function expectBalance(page: Page, minor: number) {
  await expect.poll(() => balanceOf(page), { timeout: 15_000 }).toBe(minor);
}
async function expectFunBalance(page: Page, game: Game, minor: number) {
  await expect
    .poll(async () => minorOf((await page.getByTestId(`${game}-fun-balance`).textContent())!.split(':')[1]!))
    .toBe(minor);
}

async function fundNewPlayer(page: Page) {
  await registerAndDeposit(page, 'instant');
  await expectBalance(page, 50_000);
}

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** A game's bet call and its parsed answer, started by `act`. */
async function betCall(page: Page, path: string, act: () => Promise<void>) {
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(path) && r.request().method() === 'POST'),
    act(),
  ]);
  expect(res.status()).toBe(200);
  return (await res.json()) as { outcome: Record<string, unknown>; payout: number; bet: { amount: number } };
}

/** Coinflip: 1.00 on heads; pays 1.98 exactly when the coin lands on heads, as the screen shows. */
async function flip(page: Page, double = false) {
  await page.getByTestId('coinflip-amount').fill('1.00');
  await page.getByTestId('coinflip-heads').click();
  const bet = page.getByTestId('coinflip-bet');
  const body = await betCall(page, '/bets', () => (double ? bet.dblclick() : bet.click()));
  const side = body.outcome.side as string;
  // The coin lands (its reveal over) on the server's side, and the line names it.
  await expect(page.getByTestId('coinflip-screen')).not.toHaveAttribute('data-revealing', 'true');
  await expect(page.getByTestId('coinflip-coin')).toHaveAttribute('data-side', side);
  await expect(page.getByTestId('coinflip-result')).toContainText(
    side === 'heads' ? 'Heads · Win ×1.98' : 'Tails · No win',
  );
  expect(body.payout).toBe(side === 'heads' ? 198 : 0);
  return { stake: 100, payout: body.payout };
}

/** Keno: squares 1–5 at classic risk for 1.00; the payout is the table's multiplier for the hits. */
async function keno(page: Page) {
  await page.getByTestId('keno-clear').click();
  for (const n of [1, 2, 3, 4, 5]) await page.getByTestId(`keno-n-${n}`).click();
  await expect(page.getByTestId('keno-picked')).toHaveText('5/10');
  // Classic, 5 picks: 0–5 hits, its exact RTP stated with the table.
  const table = page.getByTestId('keno-table');
  await expect(table.locator('tr').nth(1).locator('td')).toHaveText(['0', '0', '0', '9.07', '25.4', '71.14']);
  await expect(table.locator('caption')).toContainText(/RTP \d\d\.\d\d%/);
  await page.getByTestId('keno-amount').fill('1.00');
  await page.getByTestId('keno-bet').click();
  const result = page.getByTestId('keno-result');
  await expect(result).toBeVisible();
  await expect(
    page.locator('[data-testid^="keno-n-"][data-state="hit"], [data-testid^="keno-n-"][data-state="drawn"]'),
  ).toHaveCount(10);
  const hits = await page.locator('[data-testid^="keno-n-"][data-state="hit"]').count();
  await expect(result).toContainText(`Hits: ${hits}`);
  // The line states the profit with one sign ("Win ×9.07 · +8.07 ₽", "No win · −1 ₽"; for fun
  // without a currency): the payout is the stake plus it.
  const profit = ((await result.textContent()) ?? '').match(/·\s*([+\-−])?([\d,]+(?:\.\d{1,2})?)/);
  expect(profit).not.toBeNull();
  const payout = 100 + (profit![1] !== undefined && profit![1] !== '+' ? -1 : 1) * minorOf(profit![2]!);
  expect(payout).toBe(Math.floor(100 * [0, 0, 0, 9.07, 25.4, 71.14][hits]! + 1e-9));
  return { stake: 100, payout };
}

/** Roulette: the smallest chip on red and on 17 (a straight), paid by the standard payouts. */
async function roulette(page: Page) {
  // Chips stay on the table after a spin (as at a real table): start from an empty one.
  const clear = page.getByTestId('roulette-clear');
  if (await clear.isEnabled()) await clear.click();
  // The chips follow the currency's limits: the first is the table's minimum.
  const chip = page.locator('[data-testid^="roulette-chip-"]').first();
  const c = Number(await chip.getAttribute('data-minor'));
  await chip.click();
  await page.getByTestId('roulette-red').click();
  await page.getByTestId('roulette-n-17').click();
  await expect(page.getByTestId('roulette-total')).toHaveText(((2 * c) / 100).toFixed(2));
  const body = await betCall(page, '/roulette/bets', () => page.getByTestId('roulette-spin').click());
  const pocket = body.outcome.pocket as number;
  await expect(page.getByTestId('roulette-screen')).not.toHaveAttribute('data-revealing', 'true');
  await expect(page.getByTestId('roulette-pocket')).toHaveText(String(pocket));
  expect(body.payout).toBe((RED.has(pocket) ? 2 * c : 0) + (pocket === 17 ? 36 * c : 0));
  await expect(page.getByTestId('roulette-recent').locator('li').first()).toHaveText(String(pocket));
  return { stake: 2 * c, payout: body.payout };
}

test('a visitor plays coinflip, keno and roulette for fun on the demo balance', async ({ page }) => {
  test.setTimeout(60_000);
  for (const [game, play] of [
    ['coinflip', flip],
    ['keno', keno],
    ['roulette', roulette],
  ] as const) {
    await visit(page, game);
    await expect(page.getByTestId(`${game}-fun`)).toBeChecked();
    await expectFunBalance(page, game, 100_000);
    const { stake, payout } = await play(page);
    await expectFunBalance(page, game, 100_000 - stake + payout);
  }
});

test('a new player deposits and plays coinflip (double click: one bet), keno and roulette for real', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await fundNewPlayer(page);
  let balance = 50_000;
  for (const [game, play] of [
    ['coinflip', (p: Page) => flip(p, true)],
    ['coinflip', flip],
    ['keno', keno],
    ['roulette', roulette],
  ] as const) {
    await visit(page, game);
    await expect(page.getByTestId(`${game}-fun`)).not.toBeChecked();
    const { stake, payout } = await play(page);
    balance += payout - stake;
    await expectBalance(page, balance);
  }
  // The balance survives a reload: it is the server's, not the screen's.
  await page.reload();
  await expectBalance(page, balance);
});
