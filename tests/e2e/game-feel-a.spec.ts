import type { Page } from '@playwright/test';
import { dismissPayIn, loggedIn, PASSWORD, register, settlePayIn, uniqueEmail } from './accounts';
import { expect, test } from './fixtures';

// Issue 18, dice, coinflip, roulette and wheel: each result lands with a short animation that ends
// on the outcome the server sent (read from the bet call itself), reduced motion shows it without
// one, autobet shows every result in the strip, Space plays from anywhere on the page and skips a
// running reveal, and the roulette table offers only chips the player's currency allows.

type Game = 'dice' | 'coinflip' | 'roulette' | 'wheel';
const BET: Record<Game, { button: string; path: string }> = {
  dice: { button: 'dice-bet', path: '/bets' },
  coinflip: { button: 'coinflip-bet', path: '/bets' },
  roulette: { button: 'roulette-spin', path: '/roulette/bets' },
  wheel: { button: 'wheel-bet', path: '/wheel/bets' },
};
// The European wheel's pockets clockwise from the zero (the screen draws them in this order).
const POCKET_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
];

async function visit(page: Page, game: Game) {
  await page.goto(`/en/games/${game}`);
  await expect(page.getByTestId(`${game}-screen`)).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
}

/** Whatever a bet needs first: roulette a chip on red. */
async function prepare(page: Page, game: Game) {
  if (game !== 'roulette') return;
  const clear = page.getByTestId('roulette-clear');
  if (await clear.isEnabled()) await clear.click();
  await page.locator('[data-testid^="roulette-chip-"]').first().click();
  await page.getByTestId('roulette-red').click();
}

interface Answer {
  outcome: { roll?: number; side?: string; pocket?: number; segment?: number };
  payout: number;
  bet: { amount: number };
}

/** One bet by `act` (a click by default); the server's answer as the browser received it. */
async function bet(page: Page, game: Game, act?: () => Promise<void>): Promise<Answer> {
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(BET[game].path) && r.request().method() === 'POST'),
    act ? act() : page.getByTestId(BET[game].button).click(),
  ]);
  expect(res.status()).toBe(200);
  return (await res.json()) as Answer;
}

/** The screen's final state shows exactly the server's outcome. */
async function expectShows(page: Page, game: Game, a: Answer) {
  const strip = page.getByTestId(`${game}-recent`).locator('li').first();
  await expect(strip).toHaveAttribute('data-won', a.payout > 0 ? 'true' : 'false');
  if (game === 'dice') {
    const roll = a.outcome.roll!.toFixed(2);
    await expect(page.getByTestId('dice-roll')).toHaveText(roll);
    await expect(strip).toHaveText(roll);
  } else if (game === 'coinflip') {
    await expect(page.getByTestId('coinflip-coin')).toHaveAttribute('data-side', a.outcome.side!);
    await expect(strip).toHaveText(a.outcome.side === 'heads' ? 'Heads' : 'Tails');
  } else if (game === 'roulette') {
    const pocket = a.outcome.pocket!;
    await expect(page.getByTestId('roulette-pocket')).toHaveText(String(pocket));
    await expect(strip).toHaveText(String(pocket));
    // The wheel stands with the server's pocket under the marker at the top.
    const turned = await page
      .getByTestId('roulette-wheel')
      .evaluate((el) => Number((el as HTMLElement).style.transform.match(/rotate\((-?[\d.]+)deg\)/)![1]));
    const atTop = Math.round((((-turned % 360) + 360) % 360) / (360 / 37)) % 37;
    expect(POCKET_ORDER[atTop]).toBe(pocket);
  } else {
    const segment = a.outcome.segment!;
    await expect(page.getByTestId('wheel-wheel')).toHaveAttribute('data-segment', String(segment));
    await expect(page.getByTestId(`wheel-seg-${segment}`)).toHaveAttribute('data-state', 'landed');
  }
  // The line shows the profit (payout − stake) with one sign, never the payout as the profit.
  const profit = a.payout - a.bet.amount;
  const line = page.getByTestId(`${game}-result`);
  const sign = profit > 0 ? '+' : profit < 0 ? '-' : '';
  await expect(line).toContainText(`${sign}${(Math.abs(profit) / 100).toFixed(2)} ·`);
  await expect(line).toContainText(a.payout > 0 ? 'Win ×' : 'No win');
}

const GAMES: Game[] = ['dice', 'coinflip', 'roulette', 'wheel'];

/**
 * Starts recording whether the screen marks a reveal (data-revealing="true"), however briefly: a
 * reveal lasts under a second, shorter than expect's later polling steps.
 */
async function watchReveal(page: Page, game: Game) {
  await page.getByTestId(`${game}-screen`).evaluate((el) => {
    const w = window as unknown as { revealed: boolean; watching?: MutationObserver };
    w.revealed = false;
    w.watching?.disconnect();
    w.watching = new MutationObserver(() => {
      if (el.getAttribute('data-revealing') === 'true') w.revealed = true;
    });
    w.watching.observe(el, { attributes: true, attributeFilter: ['data-revealing'] });
  });
}
const revealed = (page: Page) => page.evaluate(() => (window as unknown as { revealed: boolean }).revealed);

test('each animation runs, then ends on the outcome the server sent', async ({ page }) => {
  test.setTimeout(90_000);
  for (const game of GAMES) {
    await visit(page, game);
    await prepare(page, game);
    const screen = page.getByTestId(`${game}-screen`);
    for (let i = 0; i < 2; i++) {
      await watchReveal(page, game);
      const a = await bet(page, game);
      // The reveal runs (under a second) and then hands over to the final state.
      await expect.poll(() => revealed(page)).toBe(true);
      await expect(screen).not.toHaveAttribute('data-revealing', 'true', { timeout: 2000 });
      await expectShows(page, game, a);
    }
    await expect(page.getByTestId(`${game}-recent`).locator('li')).toHaveCount(2);
  }
});

test('with reduced motion every result shows at once, without a reveal', async ({ page }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const game of GAMES) {
    await visit(page, game);
    await prepare(page, game);
    await watchReveal(page, game);
    const a = await bet(page, game);
    await expectShows(page, game, a);
    expect(await revealed(page)).toBe(false);
  }
});

test('autobet of 3 bets shows each result in the strip', async ({ page }) => {
  test.setTimeout(90_000);
  for (const game of ['dice', 'coinflip', 'wheel'] as const) {
    await visit(page, game);
    const strip = page.getByTestId(`${game}-recent`).locator('li');
    await expect(strip).toHaveCount(0);
    const auto = page.getByTestId('autobet');
    await auto.locator('summary').click();
    await auto.getByTestId('autobet-bets').fill('3');
    await auto.getByTestId('autobet-stop-loss').fill('10.00');
    await auto.getByTestId('autobet-start').click();
    await expect(auto.getByTestId('autobet-status')).toContainText('Finished: all bets placed', { timeout: 20_000 });
    await expect(strip).toHaveCount(3);
  }
});

test('Space plays from anywhere on the page and skips a running reveal', async ({ page }) => {
  await visit(page, 'dice');
  const screen = page.getByTestId('dice-screen');
  // No focus inside the screen: Space still plays.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  let bets = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/bets')) bets++;
  });
  const a = await bet(page, 'dice', () => page.keyboard.press('Space'));
  await expect(screen).toHaveAttribute('data-revealing', 'true', { timeout: 500 });
  // A second Space ends the reveal at once on the server's roll; it places no bet of its own.
  await page.keyboard.press('Space');
  await expect(screen).not.toHaveAttribute('data-revealing', 'true', { timeout: 500 });
  await expectShows(page, 'dice', a);
  expect(bets).toBe(1);
  // A click skips too.
  await bet(page, 'dice', () => page.keyboard.press('Space'));
  await expect(screen).toHaveAttribute('data-revealing', 'true', { timeout: 500 });
  await page.getByTestId('dice-roll').click();
  await expect(screen).not.toHaveAttribute('data-revealing', 'true', { timeout: 500 });
  expect(bets).toBe(2);
});

test('roulette in a USD account offers no chip above the 0.10 $ maximum and keeps the table inside it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await dismissPayIn(page);
  await register(page, uniqueEmail('usd-roulette'), PASSWORD, '', 'USD');
  await loggedIn(page);
  await visit(page, 'roulette');
  await settlePayIn(page);
  const chips = page.locator('[data-testid^="roulette-chip-"]');
  const values = (await chips.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-minor'))))).sort(
    (x, y) => x - y,
  );
  // Spec section 9: 0.01–0.10 $ a spin; chips run from the minimum to the maximum, nothing above.
  expect(values[0]).toBe(1);
  expect(values.at(-1)).toBe(10);
  expect(values.every((v) => v <= 10)).toBe(true);
  await expect(page.getByTestId('roulette-chip-10')).toHaveText('0.10 $');
  // The table's total cannot pass the maximum: the chip stays in hand and the bar says why.
  await page.getByTestId('roulette-chip-10').click();
  await page.getByTestId('roulette-red').click();
  await page.getByTestId('roulette-black').click();
  await expect(page.getByTestId('roulette-total')).toHaveText('0.10');
  await expect(page.getByTestId('roulette-limit')).toHaveText('Maximum bet: 0.10 $');
});

for (const width of [360, 390]) {
  test(`the roulette board fits a ${width} px phone and Spin stays in view`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await visit(page, 'roulette');
    const board = page.getByTestId('roulette-board');
    await page.getByTestId('roulette-n-36').scrollIntoViewIfNeeded();
    const box = (await board.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // Phones get the upright board: 0 on top, 34–36 at the bottom.
    const zero = (await page.getByTestId('roulette-n-0').boundingBox())!;
    const last = (await page.getByTestId('roulette-n-36').boundingBox())!;
    expect(zero.y).toBeLessThan(last.y);
    await page.getByTestId('roulette-red').click();
    await expect(page.getByTestId('roulette-spin')).toBeInViewport();
    await expect(page.getByTestId('roulette-spin')).toBeEnabled();
  });
}
