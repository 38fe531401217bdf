import type { Page, Response } from '@playwright/test';
import { registerAndDeposit } from './accounts';
import { expect, test } from './fixtures';

// Issue 39, Limbo and Plinko played in a real browser: the screen shows exactly what the API
// settled (Limbo's result against the target, Plinko's bucket and its published multiplier), the
// balance moves by the stake and the payout, and the live feed's check of the revealed bet agrees.

function minorOf(text: string | null): number {
  const m = (text ?? '').match(/(-?[\d,]+(?:\.\d{1,2})?)/);
  if (!m) throw new Error(`no amount in "${text}"`);
  return Math.round(Number(m[1]!.replace(/,/g, '')) * 100);
}
const balanceOf = async (page: Page) => minorOf(await page.getByRole('banner').getByTestId('balance').textContent());
const funBalanceOf = async (page: Page, game: string) =>
  minorOf((await page.getByTestId(`${game}-fun-balance`).textContent())!.split(':')[1]!);

async function visit(page: Page, game: 'limbo' | 'plinko') {
  await page.goto(`/en/games/${game}`);
  await expect(page.getByTestId(`${game}-screen`)).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
}

async function placed(page: Page, game: string, click: () => Promise<void>) {
  const [res] = await Promise.all([
    page.waitForResponse((r: Response) => r.url().includes(`/${game}/bets`) && r.request().method() === 'POST'),
    click(),
  ]);
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    bet: { amount: number; params: Record<string, unknown> };
    outcome: Record<string, unknown>;
    payout: number;
    multiplier: number;
    fair: { nonce: number };
  };
}

/** One Limbo bet of 1.00 at a 2.00× target: wins exactly when the result reaches the target, and pays 2.00. */
async function limbo(page: Page) {
  await page.getByTestId('limbo-quick-2').click();
  await expect(page.getByTestId('limbo-target')).toHaveValue('2.00');
  await page.getByTestId('limbo-amount').fill('1.00');
  await expect(page.getByTestId('limbo-payout')).toContainText('2');
  const body = await placed(page, 'limbo', () => page.getByTestId('limbo-bet').click());
  const result = body.outcome.result as number;
  expect(result).toBeGreaterThanOrEqual(1);
  expect(body.bet.params.target).toBe(2);
  expect(body.payout).toBe(result >= 2 ? 200 : 0);
  const shown = page.getByTestId('limbo-result');
  await expect(shown).toHaveAttribute('data-state', result >= 2 ? 'won' : 'lost', { timeout: 5_000 });
  await expect(shown).toHaveAttribute('data-result', String(result));
  await expect(page.getByTestId('limbo-line')).toHaveAttribute('data-nonce', String(body.fair.nonce));
  return body;
}

/** One Plinko drop of 1.00 on 8 rows, high risk: the ball lands in the server's bucket, paid its multiplier. */
async function plinko(page: Page) {
  await page.getByTestId('plinko-rows-8').click();
  await page.getByTestId('plinko-risk-high').click();
  await page.getByTestId('plinko-amount').fill('1.00');
  const body = await placed(page, 'plinko', () => page.getByTestId('plinko-bet').click());
  const bucket = body.outcome.bucket as number;
  const path = body.outcome.path as number[];
  expect(path).toHaveLength(8);
  // The bucket is the number of rights on the path the floats decided.
  expect(bucket).toBe(path.filter((p) => p === 1).length);
  const cell = page.getByTestId(`plinko-bucket-${bucket}`);
  await expect(cell).toHaveAttribute('data-state', 'landed', { timeout: 5_000 });
  await expect(page.locator('[data-testid^="plinko-bucket-"][data-state="landed"]')).toHaveCount(1);
  const multiplier = Number(await cell.getAttribute('data-multiplier'));
  expect(body.multiplier).toBe(multiplier);
  expect(body.payout).toBe(Math.round(100 * multiplier));
  await expect(page.getByTestId('plinko-result')).toContainText(`Bucket ${bucket}`);
  return body;
}

test('a visitor plays Limbo and Plinko for fun; the demo balance moves by each bet', async ({ page }) => {
  test.setTimeout(90_000);
  await visit(page, 'limbo');
  await expect(page.getByTestId('limbo-fun')).toBeChecked();
  // A target below 1.01 is explained at the field and not sent.
  await page.getByTestId('limbo-target').fill('1.00');
  await expect(page.getByTestId('limbo-target-problem')).toBeVisible();
  await expect(page.getByTestId('limbo-bet')).toBeDisabled();
  let fun = await funBalanceOf(page, 'limbo');
  for (let i = 0; i < 2; i++) {
    const b = await limbo(page);
    fun += b.payout - b.bet.amount;
    await expect.poll(() => funBalanceOf(page, 'limbo')).toBe(fun);
  }

  await visit(page, 'plinko');
  // Every table the page offers states its RTP; high risk on 16 rows pays up to ×1000.
  await page.getByTestId('plinko-rows-16').click();
  await page.getByTestId('plinko-risk-high').click();
  await expect(page.locator('[data-testid^="plinko-bucket-"]')).toHaveCount(17);
  await expect(page.getByTestId('plinko-bucket-0')).toHaveAttribute('data-multiplier', '1000');
  await expect(page.getByTestId('plinko-rtp')).toHaveText(/^9[89]\.\d+%$/);
  fun = await funBalanceOf(page, 'plinko');
  for (let i = 0; i < 2; i++) {
    const b = await plinko(page);
    fun += b.payout - b.bet.amount;
    await expect.poll(() => funBalanceOf(page, 'plinko')).toBe(fun);
  }
});

test('a new player deposits and plays Limbo and Plinko for real; the feed verifies the revealed bet', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerAndDeposit(page, 'limbo-plinko');
  await expect.poll(() => balanceOf(page), { timeout: 15_000 }).toBe(50_000);
  let balance = 50_000;

  await visit(page, 'limbo');
  await expect(page.getByTestId('limbo-fun')).not.toBeChecked();
  const l = await limbo(page);
  balance += l.payout - l.bet.amount;
  await expect.poll(() => balanceOf(page), { timeout: 15_000 }).toBe(balance);

  await visit(page, 'plinko');
  await expect(page.getByTestId('plinko-fun')).not.toBeChecked();
  const p = await plinko(page);
  balance += p.payout - p.bet.amount;
  await expect.poll(() => balanceOf(page), { timeout: 15_000 }).toBe(balance);

  // Rotating the seed reveals the pair; the feed's own check recomputes the drop from it.
  const panel = page.getByTestId('fair-seeds-card');
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByTestId('fair-seeds')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  await panel.getByTestId('fair-rotate').click();
  await expect(panel.getByTestId('fair-revealed')).toBeVisible();
  const feed = page.getByTestId('live-bets');
  await feed.getByRole('tab', { name: 'My bets' }).click();
  await feed.getByTestId('live-bet').first().click();
  const detail = page.getByTestId('bet-detail');
  await expect(detail).toContainText(`bucket ${p.outcome.bucket as number}`);
  await expect(detail).not.toContainText('{"');
  await expect(detail.getByTestId('bet-check')).toHaveText('Verified: the revealed seeds give exactly this result');

  // The balance is the server's: it survives a reload.
  await page.reload();
  await expect.poll(() => balanceOf(page), { timeout: 15_000 }).toBe(balance);
});

test('Plinko on a 360 px phone: 16 rows fit without sideways scroll and the ball lands in view', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await visit(page, 'plinko');
  await page.getByTestId('plinko-rows-16').click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByTestId('plinko-amount').fill('1.00');
  const body = await placed(page, 'plinko', () => page.getByTestId('plinko-bet').click());
  const cell = page.getByTestId(`plinko-bucket-${body.outcome.bucket as number}`);
  await expect(cell).toHaveAttribute('data-state', 'landed', { timeout: 5_000 });
  await expect(cell).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
