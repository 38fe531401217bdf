import type { Locator, Page } from '@playwright/test';
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
/** The "(+10.31)" / "+10.31" payout in a result line; 0 when the line reports a loss. */
async function payoutIn(result: Locator): Promise<number> {
  const m = ((await result.textContent()) ?? '').match(/\+([\d,]+\.\d\d)/);
  return m ? minorOf(m[1]!) : 0;
}
const nonceIn = async (result: Locator) => Number(((await result.textContent()) ?? '').match(/nonce (\d+)/)![1]);

async function fundNewPlayer(page: Page) {
  await registerAndDeposit(page, 'instant');
  await expectBalance(page, 50_000);
}

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** Coinflip: 1.00 on heads; pays 1.98 exactly when the coin shows heads. */
async function flip(page: Page, double = false) {
  await page.getByTestId('coinflip-amount').fill('1.00');
  await page.getByTestId('coinflip-heads').click();
  const result = page.getByTestId('coinflip-result');
  const before = (await result.count()) ? await nonceIn(result) : -1;
  if (double) await page.getByTestId('coinflip-bet').dblclick();
  else await page.getByTestId('coinflip-bet').click();
  await expect.poll(async () => ((await result.count()) ? nonceIn(result) : -1)).not.toBe(before);
  const side = await page.getByTestId('coinflip-coin').getAttribute('data-side');
  const payout = await payoutIn(result);
  expect(payout).toBe(side === 'heads' ? 198 : 0);
  return { stake: 100, payout };
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
  const payout = await payoutIn(result);
  expect(payout).toBe(Math.floor(100 * [0, 0, 0, 9.07, 25.4, 71.14][hits]! + 1e-9));
  return { stake: 100, payout };
}

/** Roulette: 1.00 on red and 0.10 on 17 (a straight); total 1.10, paid by the standard payouts. */
async function roulette(page: Page) {
  // Chips stay on the table after a spin (as at a real table): start from an empty one.
  const clear = page.getByTestId('roulette-clear');
  if (await clear.isEnabled()) await clear.click();
  await page.getByTestId('roulette-chip-100').click();
  await page.getByTestId('roulette-red').click();
  await page.getByTestId('roulette-chip-10').click();
  await page.getByTestId('roulette-n-17').click();
  await expect(page.getByTestId('roulette-total')).toHaveText('1.10');
  const result = page.getByTestId('roulette-result');
  const before = (await result.count()) ? await nonceIn(result) : -1;
  await page.getByTestId('roulette-spin').click();
  await expect.poll(async () => ((await result.count()) ? nonceIn(result) : -1)).not.toBe(before);
  const pocket = Number(await page.getByTestId('roulette-pocket').textContent());
  const payout = await payoutIn(result);
  expect(payout).toBe((RED.has(pocket) ? 200 : 0) + (pocket === 17 ? 360 : 0));
  await expect(page.getByTestId('roulette-history').locator('li').first()).toHaveText(String(pocket));
  return { stake: 110, payout };
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
