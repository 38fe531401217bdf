import AxeBuilder from '@axe-core/playwright';
import type { Page, Response } from '@playwright/test';
import { registerAndDeposit } from './accounts';
import { expect, test } from './fixtures';

// Issue 17, the wheel: a visitor spins for fun on the demo balance, a new player deposits and spins
// for real; the wheel stops on the segment the API settled, the balance moves by exactly the
// stake and the payout, and the payout is that segment's published multiplier.

const header = (page: Page) => page.getByRole('banner');

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
const funBalanceOf = async (page: Page) =>
  minorOf((await page.getByTestId('wheel-fun-balance').textContent())!.split(':')[1]!);

/** The result line's profit as the screen writes it: demo amounts bare, roubles with "₽" (no ".00"). */
function profitText(minor: number, fun: boolean): string {
  const sign = minor > 0 ? '+' : minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  if (fun) return `${sign}${(abs / 100).toFixed(2)}`;
  return `${sign}${abs % 100 ? (abs / 100).toFixed(2) : abs / 100} ₽`;
}

async function visit(page: Page) {
  await page.goto('/en/games/wheel');
  await expect(page.getByTestId('wheel-screen')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
}

// Medium risk, 10 segments: the table the page publishes (src/games/wheel/math.ts).
const MEDIUM_10 = [0, 1.9, 0, 1.5, 0, 2, 0, 1.5, 0, 3];

interface Spun {
  segment: number;
  payout: number;
  stake: number;
}

/** One spin of 1.00 on medium / 10 segments; what the API answered, checked against the screen. */
async function spin(page: Page, fun: boolean): Promise<Spun> {
  await page.getByTestId('wheel-risk-medium').click();
  await page.getByTestId('wheel-segments-10').click();
  await page.getByTestId('wheel-amount').fill('1.00');
  const [res] = await Promise.all([
    page.waitForResponse((r: Response) => r.url().includes('/wheel/bets') && r.request().method() === 'POST'),
    page.getByTestId('wheel-bet').click(),
  ]);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { outcome: { segment: number }; payout: number; bet: { amount: number } };
  const { segment } = body.outcome;
  expect(segment).toBeGreaterThanOrEqual(0);
  expect(segment).toBeLessThan(10);
  // The wheel lands on the server's segment once it stops turning (under a second).
  const wheel = page.getByTestId('wheel-wheel');
  await expect(wheel).toHaveAttribute('data-spinning', 'false', { timeout: 3000 });
  await expect(wheel).toHaveAttribute('data-segment', String(segment));
  await expect(page.getByTestId(`wheel-seg-${segment}`)).toHaveAttribute('data-state', 'landed');
  await expect(page.locator('[data-testid^="wheel-seg-"][data-state="landed"]')).toHaveCount(1);
  const result = page.getByTestId('wheel-result');
  await expect(result).toContainText(`Segment ${segment} ·`);
  // The payout is the segment's multiplier on the stake (whole minor units at 1.00); the line shows
  // the multiplier and the profit (payout − stake), not the payout.
  expect(body.payout).toBe(Math.round(100 * MEDIUM_10[segment]!));
  const profit = profitText(body.payout - body.bet.amount, fun);
  if (body.payout > 0) await expect(result).toContainText(`Win ×${MEDIUM_10[segment]} · ${profit} ·`);
  else await expect(result).toContainText(`No win · ${profit} ·`);
  await expect(page.getByTestId('wheel-hub')).toHaveText(`×${MEDIUM_10[segment]}`);
  return { segment, payout: body.payout, stake: body.bet.amount };
}

test('a visitor spins the wheel for fun; the table follows the choice; no seeds in the fairness dialog', async ({
  page,
}) => {
  await visit(page);
  await expect(page.getByTestId('wheel-fun')).toBeChecked();
  expect(await funBalanceOf(page)).toBe(100_000);

  // The table of the choice: high risk pays one segment in ten 9.9×; every table returns 99%.
  await page.getByTestId('wheel-risk-high').click();
  await page.getByTestId('wheel-segments-10').click();
  const rows = page.getByTestId('wheel-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('×0');
  await expect(rows.nth(0)).toContainText('9/10');
  await expect(rows.nth(1)).toContainText('×9.9');
  await expect(rows.nth(1)).toContainText('10.00%');
  await expect(page.getByTestId('wheel-rtp')).toHaveText('99.00%');
  await page.getByTestId('wheel-segments-50').click();
  await expect(page.locator('[data-testid^="wheel-seg-"]')).toHaveCount(50);
  await expect(rows.nth(1)).toContainText('×49.5');
  await expect(page.getByTestId('wheel-rtp')).toHaveText('99.00%');

  let fun = 100_000;
  for (let i = 0; i < 2; i++) {
    const { stake, payout } = await spin(page, true);
    expect(stake).toBe(100);
    fun += payout - stake;
    await expect.poll(() => funBalanceOf(page)).toBe(fun);
  }
  // A fun spin reveals its throwaway seed at once.
  await expect(page.getByTestId('wheel-screen')).toContainText('Server seed');

  // Autobet on the demo balance: no turning, at most the bets asked for, the balance moves by its net.
  const auto = page.getByTestId('autobet');
  await auto.locator('summary').click();
  await auto.getByTestId('autobet-bets').fill('3');
  await auto.getByTestId('autobet-stop-loss').fill('3.00');
  await auto.getByTestId('autobet-start').click();
  const status = auto.getByTestId('autobet-status');
  await expect(status).toContainText(/Finished|Stopped/, { timeout: 20_000 });
  const [, placed, net] = (await status.textContent())!.match(/(\d) of 3 bets · net ([+-]\d+\.\d\d)/)!;
  expect(Number(placed)).toBeLessThanOrEqual(3);
  await expect.poll(() => funBalanceOf(page)).toBe(fun + Math.round(Number(net) * 100));

  // Visitors read the explanation only: no seed controls.
  await page.locator('button[aria-haspopup="dialog"]', { hasText: 'Provably fair' }).click();
  const dialog = page.getByRole('dialog', { name: 'How every result is provably fair' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('HMAC_SHA256');
  // The page's seed panel asks them to sign in and loads no seeds.
  await expect(page.getByTestId('fair-signed-out')).toBeVisible();
  await expect(page.getByTestId('fair-seeds')).toHaveCount(0);
});

test('a new player deposits and spins the wheel for real; the page states the maximum payout', async ({ page }) => {
  test.setTimeout(90_000);
  await registerAndDeposit(page, 'wheel');
  await expectBalance(page, 50_000);
  await visit(page);
  await expect(page.getByTestId('wheel-fun')).not.toBeChecked();
  // The operator's limits beside the game, with the most one bet may pay (GET /bet-limits maxPayout).
  await expect(page.getByTestId('bet-limits-max-payout')).toHaveText(/^\d{1,3}(,\d{3})*(\.\d\d)? \S+$/);
  let balance = 50_000;
  for (let i = 0; i < 2; i++) {
    const { stake, payout } = await spin(page, false);
    expect(stake).toBe(100);
    balance += payout - stake;
    await expectBalance(page, balance);
  }
  // The balance is the server's: it survives a reload.
  await page.reload();
  await expectBalance(page, balance);
});

test('the wheel fits a 390 px phone, and its screen passes axe after a spin', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page);
  await page.getByTestId('wheel-segments-50').click();
  const box = (await page.getByTestId('wheel-screen').boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // With reduced motion the wheel does not turn: it is set on the segment at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await spin(page, true);
  const duration = await page.getByTestId('wheel-wheel').evaluate((el) => getComputedStyle(el).transitionDuration);
  expect(Number.parseFloat(duration)).toBeLessThan(0.01);
  await expect(page.getByTestId('wheel-recent').locator('li')).toHaveCount(1);
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="wheel-screen"]').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
