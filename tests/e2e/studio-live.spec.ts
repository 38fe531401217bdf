import type { FrameLocator, Page } from '@playwright/test';
import { registerAndDeposit } from './accounts';
import { expect, test } from './fixtures';

// Issue 21: the studio's live roulette is one shared round for every player at the table. Two
// players in two browsers bet in the same round (red and black), each sees the other at the table,
// the ball lands on one pocket for both, and each casino balance moves by exactly what that pocket
// pays — the studio's bet and win went through the wallet's signed callbacks.

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
/** An amount as the page prints it (10,000.00 ₽ or 10 000,00 ₽), in major units. */
function roubles(text: string | null): number {
  const s = (text ?? '').replace(/[^\d,.-]/g, '');
  const dot = s.lastIndexOf('.');
  const comma = s.lastIndexOf(',');
  const decimal = Math.max(dot, comma);
  if (decimal === -1 || s.length - decimal - 1 !== 2) return Number(s.replace(/[,.]/g, ''));
  return Number(`${s.slice(0, decimal).replace(/[,.]/g, '')}.${s.slice(decimal + 1)}`);
}

async function openTable(page: Page): Promise<FrameLocator> {
  await page.goto('/en/games/live-casino/studio-roulette-live/play');
  await expect(page.getByTestId('game-frame')).toHaveAttribute('src', /studio\.localhost/, { timeout: 20_000 });
  const table = page.frameLocator('[data-testid="game-frame"]');
  await expect(table.locator('.live')).toBeVisible({ timeout: 20_000 });
  await expect(table.locator('output.lbalance')).toContainText('500', { timeout: 20_000 });
  return table;
}

async function bet(table: FrameLocator, spot: '.redspot' | '.blackspot') {
  await table.locator('.lchips button').first().click();
  await table.locator(`.cell${spot}`).click();
  await table.getByRole('button', { name: 'Place bet' }).click();
}

test('two players share one live roulette round: both at the table, one pocket, each paid what it pays', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const { baseURL, userAgent, locale } = testInfo.project.use;
  const other = await browser.newContext({ baseURL, userAgent, locale });
  const page2 = await other.newPage();
  try {
    await Promise.all([registerAndDeposit(page, 'live-a'), registerAndDeposit(page2, 'live-b')]);
    const [a, b] = await Promise.all([openTable(page), openTable(page2)]);
    // The next betting window (a round runs about 25 s).
    for (const t of [a, b]) {
      await expect(t.locator('.live'))
        .toHaveAttribute('data-phase', 'settled', { timeout: 40_000 })
        .catch(() => {});
      await expect(t.locator('.live')).toHaveAttribute('data-phase', 'betting', { timeout: 40_000 });
    }
    const round = await a.locator('.lround').textContent();
    await Promise.all([bet(a, '.redspot'), bet(b, '.blackspot')]);
    await expect(b.locator('.lround')).toHaveText(round ?? '');
    // Each sees both players at the table, itself marked.
    for (const t of [a, b]) {
      await expect(t.locator('.lplayers li')).toHaveCount(2, { timeout: 15_000 });
      await expect(t.locator('.lplayers li.me')).toHaveCount(1);
    }
    const stake = roubles(await a.locator('.lplayers li.me .amt').textContent());
    expect(stake).toBeGreaterThan(0);

    // The same pocket on both screens once the ball lands.
    await expect(a.locator('.live')).toHaveAttribute('data-phase', /result|settled/, { timeout: 40_000 });
    await expect(a.locator('output.pocket')).toHaveText(/\d/, { timeout: 15_000 });
    const pocket = Number((await a.locator('output.pocket').textContent())?.match(/\d+/)?.[0]);
    await expect(b.locator('output.pocket')).toContainText(String(pocket), { timeout: 15_000 });

    const paid = (color: 'red' | 'black') =>
      pocket !== 0 && (color === 'red') === RED.has(pocket) ? 500 + stake : 500 - stake;
    // The casino's own headers follow the wallet to exactly that.
    for (const [p, color] of [
      [page, 'red'],
      [page2, 'black'],
    ] as const) {
      await expect
        .poll(async () => roubles(await p.getByTestId('balance').textContent()), { timeout: 30_000 })
        .toBeCloseTo(paid(color), 2);
    }
  } finally {
    await other.close();
  }
});
