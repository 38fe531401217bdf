import type { Page } from '@playwright/test';
import { registerAndDeposit } from './accounts';
import { expect, test } from './fixtures';

// Issue 19, crash in two browsers: two new players with money bet in the same round, each sees the
// other's bet in the round's players list, one cashes out and the other sees that cash-out arrive
// live; the round is then checked in the chain verifier; a dropped connection is announced and the
// screen resumes with the server's state.

// A cash-out that lands just after the crash is refused (422 round_over): the test then tries the next round.
test.use({ expectedConsoleErrors: [/status of 422/] });

async function openCrash(page: Page) {
  await page.goto('/en/games/crash');
  const screen = page.getByTestId('crash-screen');
  await expect(screen).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
  await expect(screen).toHaveAttribute('data-connection', 'live', { timeout: 15_000 });
}

const screen = (page: Page) => page.getByTestId('crash-screen');
const phaseOf = (page: Page) => screen(page).getAttribute('data-phase');
const row = (page: Page, betId: string) => page.locator(`[data-testid="crash-player"][data-bet-id="${betId}"]`);

/** Queues a bet for the next round (asked while a round runs or has crashed), returns its id and round. */
async function betNextRound(page: Page): Promise<{ id: string; round: string }> {
  await expect.poll(() => phaseOf(page), { timeout: 120_000 }).not.toBe('betting');
  const listed = page.getByTestId('crash-my-bet');
  const before = (await listed.count()) > 0 ? await listed.first().getAttribute('data-bet-id') : null;
  await page.getByTestId('crash-bet').click();
  await expect(page.getByTestId('crash-bet')).toHaveText(/Cancel the next-round bet|Bet placed/);
  // Placed as soon as the next round takes bets: the button says so and my bets list it first.
  // A round can run long (one in six climbs past ×6, half a minute): wait for it to end.
  await expect(page.getByTestId('crash-bet')).toHaveText('Bet placed', { timeout: 120_000 });
  const mine = page.getByTestId('crash-my-bet').first();
  await expect(mine).not.toHaveAttribute('data-bet-id', before ?? '');
  await expect(mine).toHaveAttribute('data-status', 'open');
  return { id: (await mine.getAttribute('data-bet-id'))!, round: (await screen(page).getAttribute('data-round-id'))! };
}

test('two players bet in one crash round, see each other and a cash-out live', async ({
  page: alice,
  browser,
}, testInfo) => {
  test.setTimeout(480_000);
  const { baseURL, userAgent, locale } = testInfo.project.use;
  const bob = await (await browser.newContext({ baseURL, userAgent, locale })).newPage();
  await Promise.all([registerAndDeposit(alice, 'crash-a'), registerAndDeposit(bob, 'crash-b')]);
  await Promise.all([openCrash(alice), openCrash(bob)]);
  await alice.getByTestId('crash-amount').fill('10.00');
  await bob.getByTestId('crash-amount').fill('5.00');

  let cashedOut: { alice: string; bob: string; round: string } | null = null;
  // A round may crash before Alice's click lands (about 1 in 10 end under ×1.10): then the next one.
  for (let attempt = 0; attempt < 6 && !cashedOut; attempt++) {
    // Both queue while a round runs, so both bets land in the round that opens next.
    await expect.poll(() => phaseOf(alice), { timeout: 120_000 }).toBe('running');
    const [a, b] = await Promise.all([betNextRound(alice), betNextRound(bob)]);
    expect(a.round).toBe(b.round);

    // Each sees both bets in the round's players list, with the stake in roubles.
    for (const page of [alice, bob]) {
      await expect(row(page, a.id)).toContainText('10 ₽');
      await expect(row(page, b.id)).toContainText('5 ₽');
      await expect(row(page, a.id)).toHaveAttribute('data-cashed', 'false');
    }
    // The player's own bet is marked in the list.
    await expect(row(alice, a.id)).toHaveClass(/bg-accent/);

    // The round starts: Alice's cash-out button shows the amount climbing with the curve.
    const cashout = alice.getByTestId('crash-cashout');
    const started = await cashout.waitFor({ timeout: 20_000 }).then(
      () => true,
      () => false,
    );
    if (!started) continue; // crashed at once (×1.00)
    const live = await expect(alice.getByTestId('crash-cashout-amount'))
      .toContainText('₽', { timeout: 2_000 })
      .then(
        () => true,
        () => false,
      );
    if (!live) continue; // crashed as it started
    await cashout.click({ timeout: 5_000 }).catch(() => {});
    // Bob's list shows it as it happens (usually while the curve still climbs on his screen).
    await expect(row(bob, a.id))
      .toHaveAttribute('data-cashed', 'true', { timeout: 10_000 })
      .catch(() => {});
    await expect.poll(() => phaseOf(alice), { timeout: 120_000 }).toBe('crashed');
    if ((await row(alice, a.id).getAttribute('data-cashed')) !== 'true') continue;
    cashedOut = { alice: a.id, bob: b.id, round: a.round };
  }
  expect(cashedOut, 'Alice cashed out in one of the rounds').not.toBeNull();
  const { alice: aId, bob: bId, round } = cashedOut!;

  // Bob saw Alice's cash-out: her row carries the multiplier and the payout; his own bet lost.
  const hers = row(bob, aId);
  await expect(hers).toHaveAttribute('data-cashed', 'true');
  const text = (await hers.getByTestId('crash-player-cashout').textContent()) ?? '';
  const m = Number(text.match(/(\d+\.\d\d)×/)?.[1]);
  expect(m).toBeGreaterThanOrEqual(1);
  await expect(row(bob, bId)).toHaveAttribute('data-cashed', 'false');
  await expect(bob.getByTestId('crash-result')).toContainText('Crashed before you cashed out');
  await expect(alice.getByTestId('crash-result')).toContainText(`Cashed out at ${m.toFixed(2)}×`);
  // The same numbers for both players.
  await expect(row(alice, aId).getByTestId('crash-player-cashout')).toHaveText(text);

  // The round's point on the strip, recomputed by the verifier from its hash, and its chain link.
  const point = bob.locator(`[data-testid="crash-recent-point"][data-round-id="${round}"]`);
  await expect(point).toBeVisible({ timeout: 15_000 });
  const shown = (await point.textContent())!.trim();
  await point.click();
  const verifier = bob.getByTestId('crash-verifier');
  await expect(verifier.getByTestId('crash-verifier-hash')).toHaveValue(/^[0-9a-f]{64}$/);
  await expect(verifier.getByTestId('crash-verifier-salt')).not.toHaveValue('');
  // The e2e servers run the demo: its chain says it was seeded locally (decision 066).
  await expect(verifier.getByTestId('crash-seeding')).toHaveAttribute('data-source', 'local');
  await expect(verifier.getByTestId('crash-seeding')).toContainText('not a public seeding event');
  await verifier.getByTestId('crash-verifier-check').click();
  await expect(verifier.getByTestId('crash-verifier-point')).toHaveText(shown);
  const link = verifier.getByTestId('crash-verifier-link');
  if ((await verifier.getByTestId('crash-verifier-previous').inputValue()) !== '') {
    await expect(link).toHaveAttribute('data-ok', 'true');
  }
  // A wrong previous hash is caught.
  await verifier.getByTestId('crash-verifier-previous').fill('0'.repeat(64));
  await verifier.getByTestId('crash-verifier-check').click();
  await expect(link).toHaveAttribute('data-ok', 'false');

  // The stream drops: Bob's next connection serves one stale round and ends (as a proxy cutting it
  // would). The screen says the connection is lost, and the browser's reconnection brings the
  // server's own round, taken as the truth over the stale one.
  const stale = {
    id: 1,
    phase: 'crashed',
    betting_ends_at: 0,
    started_at: 0,
    server_time: Date.now(),
    bets: [],
    crash_point: 1.5,
    end_point: 1.5,
    ended_at: Date.now(),
    hash: 'f'.repeat(64),
  };
  let served = 0;
  await bob.route(/\/crash\/events/, (route) =>
    served++ === 0
      ? route.fulfill({
          status: 200,
          headers: { 'content-type': 'text/event-stream', 'access-control-allow-origin': '*' },
          body: `retry: 2000\nevent: state\ndata: ${JSON.stringify(stale)}\n\n`,
        })
      : route.continue(),
  );
  await bob.reload();
  await expect(bob.getByTestId('crash-connection')).toHaveText('Connection lost — reconnecting…', { timeout: 15_000 });
  await expect(screen(bob)).toHaveAttribute('data-connection', 'live', { timeout: 30_000 });
  await expect(bob.getByTestId('crash-connection')).toHaveCount(0);
  const sameRound = async () =>
    (await screen(bob).getAttribute('data-round-id')) === (await screen(alice).getAttribute('data-round-id'));
  await expect.poll(sameRound, { timeout: 30_000 }).toBe(true);
  expect(served).toBeGreaterThanOrEqual(2);

  await bob.context().close();
});
