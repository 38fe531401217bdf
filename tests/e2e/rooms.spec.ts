import type { Page } from '@playwright/test';
import { registerAndDeposit } from './accounts';
import { expect, test } from './fixtures';

// Issue 19, the rooms: two players in two browsers stake into the red room's pot, each sees the
// other's entry and the pot live, the countdown runs on the server's clock, and when the round
// settles both screens spin to the same winner, whose round the history then verifies.

async function openRoom(page: Page) {
  await page.goto('/en/games/rooms/red');
  const screen = page.getByTestId('rooms-screen');
  await expect(screen).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
  // The stream's first `state` has arrived.
  await expect(screen).toHaveAttribute('data-live', 'true', { timeout: 15_000 });
  return screen;
}

async function stake(page: Page, major: string) {
  await page.getByTestId('rooms-amount').fill(major);
  await page.getByTestId('rooms-bet').click();
}

test('the lobby shows the three rooms with their live pots and links', async ({ page }) => {
  await page.goto('/en/games/rooms');
  const cards = page.getByTestId('rooms-lobby-room');
  await expect(cards).toHaveCount(3);
  for (const room of ['purple', 'red', 'yellow']) {
    const card = page.locator(`[data-testid="rooms-lobby-room"][data-room="${room}"]`);
    await expect(card).toHaveAttribute('href', `/en/games/rooms/${room}`);
    // The live figures replace the placeholders once GET /general/rooms answers.
    await expect(card.getByTestId('rooms-lobby-pot')).toHaveText(/\d/, { timeout: 15_000 });
  }
  await expect(page.locator('[data-room="red"]').getByText('Minimum bet')).toBeVisible();
});

test('two players in two browsers share the red room: entries, pot, countdown and the same winner', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const { baseURL, userAgent, locale } = testInfo.project.use;
  const other = await browser.newContext({ baseURL, userAgent, locale });
  const page2 = await other.newPage();
  try {
    await Promise.all([registerAndDeposit(page, 'room-a'), registerAndDeposit(page2, 'room-b')]);
    // Player B is on a phone: the narrowest screen the site supports.
    await page2.setViewportSize({ width: 360, height: 780 });
    const [a, b] = await Promise.all([openRoom(page), openRoom(page2)]);

    // Player A stakes 1 ₽: both screens list the entry (100 tickets) and the pot.
    await stake(page, '1.00');
    for (const s of [a, b]) {
      await expect(s.getByTestId('rooms-entry')).toHaveCount(1, { timeout: 10_000 });
      await expect(s.getByTestId('rooms-pot')).toHaveText('1 ₽');
    }
    await expect(a.locator('[data-testid="rooms-entry"][data-mine="true"]')).toHaveCount(1);
    await expect(b.locator('[data-testid="rooms-entry"][data-mine="true"]')).toHaveCount(0);
    // One player: no draw countdown yet, but the wait for a second player (issue 39: else the stake comes back).
    await expect(b.getByTestId('rooms-countdown')).toHaveText(/^Waiting for a second player/);

    // Player B stakes 3 ₽: two entries, a 4 ₽ pot, chances 25 % and 75 %, and the countdown starts.
    await stake(page2, '3.00');
    for (const s of [a, b]) {
      await expect(s.getByTestId('rooms-entry')).toHaveCount(2, { timeout: 10_000 });
      await expect(s.getByTestId('rooms-pot')).toHaveText('4 ₽');
      await expect(s.getByTestId('rooms-entries')).toContainText('25.00%');
      await expect(s.getByTestId('rooms-entries')).toContainText('75.00%');
      await expect(s).toHaveAttribute('data-phase', 'countdown');
    }
    const overflow = await page2.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the room overflows sideways at 360 px').toBeLessThanOrEqual(0);
    await page2.screenshot({ path: 'tests/artifacts/rooms/red-360-countdown.png', fullPage: true });
    await page.screenshot({ path: 'tests/artifacts/rooms/red-desktop-countdown.png' });
    const mineA = Number(
      await a.locator('[data-testid="rooms-entry"][data-mine="true"]').getAttribute('data-entry-id'),
    );
    const ids = await a
      .getByTestId('rooms-entry')
      .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-entry-id'))));
    const seconds = async (p: Page) => Number(await p.getByTestId('rooms-countdown').getAttribute('data-seconds'));
    const first = await seconds(page);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(30);
    // Both clocks follow the server's: they agree within a second, and run down.
    expect(Math.abs((await seconds(page2)) - first)).toBeLessThanOrEqual(1);
    await expect.poll(() => seconds(page), { timeout: 5_000 }).toBeLessThan(first);

    // The round settles (30 s countdown, then the spin): both see the same winner of this round.
    const winnerA = page.getByTestId('rooms-winner');
    const winnerB = page2.getByTestId('rooms-winner');
    await expect(winnerA).toBeVisible({ timeout: 90_000 });
    await expect(winnerB).toBeVisible({ timeout: 15_000 });
    const entryA = Number(await winnerA.getAttribute('data-entry-id'));
    expect(ids).toContain(entryA);
    expect(await winnerB.getAttribute('data-entry-id')).toBe(String(entryA));
    expect(await winnerB.getAttribute('data-round-id')).toBe(await winnerA.getAttribute('data-round-id'));
    // The pot less the published 5 % (never below the winner's stake): 4 ₽ − 0.20 ₽.
    await expect(winnerA).toContainText('3.80 ₽');
    // The winner's own screen says so; the other names the winner.
    const aWon = entryA === mineA;
    await expect((aWon ? winnerA : winnerB).getByTestId('rooms-winner-name')).toHaveText('You');
    await expect((aWon ? winnerB : winnerA).getByTestId('rooms-winner-name')).not.toHaveText('You');

    // The history lists the round with its hash and salt, and the browser verifies it.
    await page.screenshot({ path: 'tests/artifacts/rooms/red-desktop-winner.png' });
    const roundId = await winnerA.getAttribute('data-round-id');
    await page.getByTestId('rooms-history').locator('summary').click();
    const row = page.locator(`[data-testid="rooms-history-round"][data-round-id="${roundId}"]`);
    await expect(row).toBeVisible({ timeout: 10_000 });
    await row.getByTestId('rooms-verify').click();
    await expect(row.getByTestId('rooms-verify-result')).toHaveAttribute('data-ok', 'true');
  } finally {
    await other.close();
  }
});
