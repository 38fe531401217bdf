import type { Page, Response } from '@playwright/test';
import { rankOf } from '../../src/games/hilo/cards';
import { dismissPayIn, loggedIn, register, registerAndDeposit, settlePayIn, uniqueEmail } from './accounts';
import { expect, test } from './fixtures';

// Issue 18, game feel on hilo, keno, miner and cases: each result animates towards the answer the
// server already gave, and once `data-revealing` is gone the page shows exactly that answer (the
// card dealt, the numbers drawn and hit, every mine of a lost game, the item won). Reduced motion
// shows it at once. A case page speaks one currency; keno's Bet button is in view on a laptop;
// a signed-in player's miner and hilo pages ask for an open game only when there can be one.

type Screen = 'hilo' | 'keno' | 'miner' | 'cases';
async function visit(page: Page, path: string, game: Screen) {
  await page.goto(path);
  await expect(page.getByTestId(`${game}-screen`)).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
}
/** Waits for the reveal to end: the screen's final state is the one to read. */
const settled = (page: Page, game: Screen) =>
  expect(page.getByTestId(`${game}-screen`)).not.toHaveAttribute('data-revealing', 'true', { timeout: 5_000 });
const bodyOf = async <T>(r: Promise<Response>) => (await (await r).json()) as T;
const posted = (page: Page, path: RegExp) =>
  page.waitForResponse((r) => r.request().method() === 'POST' && path.test(new URL(r.url()).pathname));

interface Round {
  bet: { id: number; status: 'open' | 'settled'; payout: number; state: Record<string, unknown> };
}
interface Bet {
  bet: { amount: number };
  outcome: Record<string, unknown>;
  payout: number;
}

/** Keno on 1–5: the board marks exactly the server's draw, hits green, the rest red. */
async function kenoRound(page: Page) {
  await page.getByTestId('keno-clear').click();
  for (const n of [1, 2, 3, 4, 5]) await page.getByTestId(`keno-n-${n}`).click();
  const res = posted(page, /\/bets$/);
  await page.getByTestId('keno-bet').click();
  const body = await bodyOf<Bet>(res);
  await settled(page, 'keno');
  const drawn = body.outcome.drawn as number[];
  const hits = body.outcome.hits as number[];
  const board = page.getByTestId('keno-grid');
  const marked = async (state: string) =>
    (await board.locator(`[data-state="${state}"]`).evaluateAll((els) => els.map((e) => Number(e.textContent))))
      .slice()
      .sort((a, b) => a - b);
  expect(await marked('hit')).toEqual([...hits].sort((a, b) => a - b));
  expect(await marked('drawn')).toEqual(drawn.filter((n) => !hits.includes(n)).sort((a, b) => a - b));
  // The balls in the server's order; a hit is green (the win colour), a miss red.
  await expect(page.getByTestId('keno-balls').locator('li')).toHaveText(drawn.map(String));
  for (const n of hits) {
    await expect(page.getByTestId(`keno-n-${n}`)).toHaveClass(/bg-win/);
  }
  await expect(page.getByTestId('keno-result')).toContainText(`Hits: ${hits.length}`);
  await expect(page.getByTestId('keno-recent').locator('li').first()).toHaveAttribute(
    'data-won',
    body.payout > 0 ? 'true' : 'false',
  );
  return body;
}

/** Opens one case: after the reel, the item shown is the server's. */
async function caseRound(page: Page) {
  const res = posted(page, /\/bets$/);
  await page.getByTestId('cases-open').click();
  const body = await bodyOf<Bet>(res);
  await settled(page, 'cases');
  const items = body.outcome.items as { id: string }[];
  await expect(page.getByTestId('cases-item')).toHaveCount(items.length);
  for (const [i, it] of items.entries()) {
    await expect(page.getByTestId('cases-item').nth(i)).toHaveAttribute('data-item', it.id);
  }
  return body;
}

test('every reveal ends on the answer the server gave: hilo, miner, keno and cases for real', async ({ page }) => {
  test.setTimeout(120_000);
  await registerAndDeposit(page, 'feel-b');

  // A signed-in player with no game open: the miner page does not ask for one (no 404 to log).
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && /\/bets\/current$/.test(new URL(r.url()).pathname)) asked.push(r.url());
  });
  await visit(page, '/en/games/miner', 'miner');
  await expect(page.getByTestId('miner-fun')).not.toBeChecked();
  await visit(page, '/en/games/hilo', 'hilo');
  await page.waitForTimeout(500);
  expect(asked).toEqual([]);

  // Hilo: the card that turns over is the server's, on the start and after a skip.
  await page.getByTestId('hilo-amount').fill('1.00');
  let res = posted(page, /\/hilo\/bets$/);
  await page.getByTestId('hilo-start').click();
  let round = await bodyOf<Round>(res);
  await settled(page, 'hilo');
  await expect(page.getByTestId('hilo-card')).toHaveAttribute(
    'data-card',
    String((round.bet.state.cards as number[]).at(-1)),
  );
  res = posted(page, /\/guess$/);
  await page.getByTestId('hilo-skip').click();
  round = await bodyOf<Round>(res);
  await settled(page, 'hilo');
  const card = (round.bet.state.cards as number[]).at(-1)!;
  await expect(page.getByTestId('hilo-card')).toHaveAttribute('data-card', String(card));
  // Hearts and diamonds (suits 1 and 2) are red, spades and clubs are not.
  const face = page.getByTestId('hilo-card').locator('span.font-bold').first();
  if (card % 4 === 1 || card % 4 === 2) await expect(face).toHaveClass(/text-lose/);
  else await expect(face).not.toHaveClass(/text-lose/);
  // Skips risk nothing: no cash-out until a guess (issue 38). A guess the card allows, then the
  // result the server gave: cashed out if it won.
  await expect(page.getByTestId('hilo-cashout')).toBeDisabled();
  res = posted(page, /\/guess$/);
  await page.getByTestId(rankOf(card) >= 6 ? 'hilo-lower' : 'hilo-higher').click();
  round = await bodyOf<Round>(res);
  await settled(page, 'hilo');
  if (round.bet.status === 'open') {
    await page.getByTestId('hilo-cashout').click();
    await expect(page.getByTestId('hilo-result')).toHaveAttribute('data-won', 'true');
  } else {
    await expect(page.getByTestId('hilo-result')).toHaveAttribute('data-won', 'false');
  }
  await expect(page.getByTestId('hilo-recent').locator('li')).toHaveCount(1);

  // Miner, 24 mines: a tile is almost surely a mine. On a loss every mine the server names shows,
  // the one hit in red, and every other tile shows its gem.
  await visit(page, '/en/games/miner', 'miner');
  await page.getByTestId('miner-amount').fill('1.00');
  await page.getByTestId('miner-mines').selectOption('24');
  let lost: Round | null = null;
  for (let tries = 0; !lost && tries < 5; tries++) {
    await page.getByTestId('miner-start').click();
    await expect(page.getByTestId('miner-cashout')).toBeVisible();
    res = posted(page, /\/reveal$/);
    await page.getByTestId('miner-tile-12').click();
    const r = await bodyOf<Round>(res);
    await settled(page, 'miner');
    if (r.bet.status === 'settled' && r.bet.payout === 0) lost = r;
    else if (r.bet.status === 'open') await page.getByTestId('miner-cashout').click();
  }
  expect(lost).not.toBeNull();
  const mines = lost!.bet.state.mines as number[];
  expect(mines).toHaveLength(24);
  const grid = page.getByTestId('miner-grid');
  await expect(page.getByTestId(`miner-tile-${lost!.bet.state.hit}`)).toHaveAttribute('data-state', 'hit');
  await expect(page.getByTestId(`miner-tile-${lost!.bet.state.hit}`)).toHaveClass(/bg-lose/);
  await expect(grid.locator('[data-state="mine"], [data-state="hit"]')).toHaveCount(24);
  for (const m of mines) await expect(page.getByTestId(`miner-tile-${m}`)).toHaveAttribute('data-state', /mine|hit/);
  await expect(grid.locator('[data-state="gem"]')).toHaveCount(1);
  await expect(page.getByTestId('miner-result')).toHaveAttribute('data-won', 'false');

  // Keno and cases (roubles): the draw and the reel.
  await visit(page, '/en/games/keno', 'keno');
  await kenoRound(page);
  await visit(page, '/en/games/cases/starter', 'cases');
  // The reel runs (motion is welcome here) and stops on the server's item.
  const reel = posted(page, /\/bets$/);
  await page.getByTestId('cases-open').click();
  await reel;
  await expect(page.getByTestId('cases-screen')).toHaveAttribute('data-revealing', 'true');
  await expect(page.getByTestId('cases-reel')).toBeVisible();
  await settled(page, 'cases');
  await caseRound(page);
  await expect(page.getByTestId('cases-recent').locator('li')).toHaveCount(2);
});

test.describe('reduced motion', () => {
  test('keno and cases show the result at once, with no reveal', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const [path, game, play] of [
      ['/en/games/keno', 'keno', kenoRound],
      ['/en/games/cases/silver', 'cases', caseRound],
    ] as const) {
      await visit(page, path, game);
      await expect(page.getByTestId(`${game}-fun`)).toBeChecked();
      // Records whether the screen ever marks a reveal.
      await page.getByTestId(`${game}-screen`).evaluate((el) => {
        (window as unknown as { revealed: boolean }).revealed = false;
        new MutationObserver(() => {
          if (el.getAttribute('data-revealing') === 'true')
            (window as unknown as { revealed: boolean }).revealed = true;
        }).observe(el, { attributes: true });
      });
      await play(page);
      expect(await page.evaluate(() => (window as unknown as { revealed: boolean }).revealed)).toBe(false);
    }
  });
});

test('a dollar account sees one currency on a case page, for real and for fun', async ({ page }) => {
  await dismissPayIn(page);
  await register(page, uniqueEmail('usd-case-b'), undefined, '', 'USD');
  await loggedIn(page);
  await visit(page, '/en/games/cases/starter', 'cases');
  await settlePayIn(page);
  const main = page.locator('main');
  // The heading's price and the button's agree, both in dollars (0.54 $ at the demo rates).
  await expect(main).toContainText('Opening price: 0.54 $');
  await expect(page.getByTestId('cases-open')).toContainText('0.54 $');
  await expect(main).not.toContainText('₽');
  // For fun: demo units, without any currency sign, as the demo balance shows them.
  await page.getByTestId('cases-fun').check();
  await expect(page.getByTestId('cases-open')).toHaveText(/^Open for \d+\.\d\d$/);
  await caseRound(page);
  await expect(page.getByTestId('cases-won')).not.toContainText(/[₽$]/);
  await expect(main).not.toContainText('₽');
  // The list of cases prices them in dollars too.
  await page.goto('/en/games/cases');
  await expect(page.getByTestId('cases-list')).toContainText('$');
  await expect(page.getByTestId('cases-list')).not.toContainText('₽');
});

test("keno's Bet button is in view on a 1440x900 screen", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await visit(page, '/en/games/keno', 'keno');
  for (const n of [3, 9, 17, 26, 33]) await page.getByTestId(`keno-n-${n}`).click();
  await expect(page.getByTestId('keno-bet')).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('keno-table')).toBeVisible();
  // Space from anywhere on the page bets (the focus is on no control).
  await page.locator('h1').click();
  const res = posted(page, /\/bets$/);
  await page.keyboard.press('Space');
  await res;
  await settled(page, 'keno');
  await expect(page.getByTestId('keno-result')).toBeVisible();
});
