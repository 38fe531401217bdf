import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { registerAndDeposit } from './accounts';
import { expect, test } from './fixtures';

// Issue 22, the sportsbook in Chromium: a new player with money opens /betting, sees simulated live
// matches and a price move, bets a single and an accumulator from the slip, cashes one out from My
// bets and sees the other settle at full time. The server runs the simulator fast (SB_SIM_SPEED,
// playwright.config.ts), so a match lasts well under a minute; prices move and markets suspend
// (goals) all the time, so each step that the match can refuse (a suspended market, a price that
// moved during the live delay, an offer that moved) is tried again, as a player would.

// A bet or cash-out the moving match refuses answers 422 (409 for a bet that settled meanwhile);
// the test then tries again.
test.use({ expectedConsoleErrors: [/status of (422|409)/] });

const board = (page: Page) => page.getByTestId('sb-board');
const slip = (page: Page) => page.getByTestId('sb-slip');
const openPrices = (scope: Locator) => scope.locator('[data-testid="sb-price"]:not([disabled])');

/**
 * Live football matches with a price to press now, those with the most time left first (the
 * simulator's matches are short; a bet on one about to end would settle before the test looks).
 */
async function liveEventsWithPrices(page: Page, count: number, except: readonly string[] = []): Promise<string[]> {
  let found: { id: string; at: number }[] = [];
  await expect
    .poll(
      async () => {
        found = [];
        const rows = page.getByTestId('sb-live').locator('[data-testid="sb-event"]:has([data-testid="sb-clock"])');
        for (const ev of await rows.all()) {
          if ((await openPrices(ev).count()) === 0) continue;
          if (except.includes((await ev.getAttribute('data-event-id'))!)) continue;
          const [mm = '99', ss = '0'] = ((await ev.getByTestId('sb-clock').textContent()) ?? '').split(':');
          found.push({ id: (await ev.getAttribute('data-event-id'))!, at: Number(mm) * 60 + Number(ss) });
        }
        return found.length;
      },
      { timeout: 90_000, message: `${count} live matches taking bets` },
    )
    .toBeGreaterThanOrEqual(count);
  return found
    .sort((a, b) => a.at - b.at)
    .slice(0, count)
    .map((f) => f.id);
}

const eventRow = (page: Page, id: string) => page.locator(`[data-testid="sb-event"][data-event-id="${id}"]`);

/**
 * Puts `legs` live events' first open prices on the slip and places it with `stake`; tries again
 * (fresh events when the ones picked stopped taking bets) until a bet is accepted.
 */
async function betOn(page: Page, legs: number, stake: string): Promise<void> {
  const seen: string[] = [];
  for (let attempt = 0; attempt < 8; attempt++) {
    const clear = slip(page).getByRole('button', { name: 'Clear' });
    if (await clear.isVisible()) await clear.click();
    const ids = await liveEventsWithPrices(page, legs);
    let picked = 0;
    for (const id of ids) {
      const price = openPrices(eventRow(page, id)).first();
      if (await price.isVisible().catch(() => false)) {
        await price.click({ timeout: 2_000 }).then(
          () => picked++,
          () => {},
        );
      }
    }
    if (picked !== legs) continue;
    await expect(slip(page)).toHaveAttribute('data-legs', String(legs));
    await expect(slip(page)).toHaveAttribute('data-kind', legs === 1 ? 'single' : 'accumulator');
    await page.getByTestId('sb-stake').fill(stake);
    await page.getByTestId('sb-accept-odds').selectOption('any');
    // The potential win is the stake times the price(s) the slip shows.
    await expect(page.getByTestId('sb-potential-win')).toContainText('₽');
    const place = page.getByTestId('sb-place');
    if (await place.isDisabled()) continue; // a leg's market suspended meanwhile (a goal)
    // A double click is one bet: the slip sends one submission with one key.
    await place.dblclick();
    const result = page.getByTestId('sb-slip-result');
    // Live bets wait out the operator's delay (pending, with a countdown) and are then decided.
    await expect(result).toHaveAttribute('data-status', /accepted|rejected|error|oddsChanged/, { timeout: 60_000 });
    const status = await result.getAttribute('data-status');
    seen.push(`${status}: ${await result.textContent()}`);
    if (status === 'accepted') {
      await expect(result).toContainText('Bet accepted');
      return;
    }
    if (status === 'oddsChanged') await page.getByTestId('sb-accept-prices').click();
  }
  throw new Error(`no ${legs}-leg bet was accepted in 8 tries: ${seen.join('; ')}`);
}

test('a player bets a single and an accumulator on live matches, cashes one out, the other settles', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await registerAndDeposit(page, 'sportsbook');

  await page.goto('/en/betting');
  // The server rendered the lists; the page then follows the stream.
  await expect(board(page)).toHaveAttribute('data-connection', 'live', { timeout: 20_000 });
  await expect(page.getByTestId('sb-live').getByTestId('sb-event').first()).toBeVisible({ timeout: 90_000 });
  // Football matches show their running clock.
  await expect(page.getByTestId('sb-live').getByTestId('sb-clock').first()).toBeVisible({ timeout: 60_000 });

  // Prices move: a button flashes up or down as the stream changes its price.
  await expect(page.locator('[data-testid="sb-price"][data-move]').first()).toBeAttached({ timeout: 60_000 });

  // The odds format is a setting: fractional shows "a/b" and is remembered over a reload.
  await page.getByTestId('sb-odds-format').selectOption('fractional');
  await expect(openPrices(board(page)).first()).toHaveAccessibleName(/ \d+\/\d+$/);
  await page.reload();
  await expect(page.getByTestId('sb-odds-format')).toHaveValue('fractional');
  await page.getByTestId('sb-odds-format').selectOption('decimal');
  await expect(board(page)).toHaveAttribute('data-connection', 'live', { timeout: 20_000 });

  // In play prices move during the live delay: this player takes any change (remembered like the format).
  await page.getByTestId('sb-tab-slip').click();
  const myBets = page.getByTestId('sb-my-bets');

  // A single, cashed out from My bets as soon as an offer is up (the simulator's matches are short:
  // an offer is there only while the match runs and its market is not suspended for a goal).
  let cashedId: string | null = null;
  for (let round = 0; round < 3 && !cashedId; round++) {
    await page.getByTestId('sb-tab-slip').click();
    await betOn(page, 1, '10');
    await page.getByTestId('sb-tab-bets').click();
    const single = myBets.locator('[data-testid="sb-bet"][data-kind="single"]').first();
    await expect(single).toBeVisible({ timeout: 15_000 });
    const id = await single.getAttribute('data-bet-id');
    const bet = myBets.locator(`[data-testid="sb-bet"][data-bet-id="${id}"]`);
    for (let attempt = 0; attempt < 20 && !cashedId; attempt++) {
      const button = bet.getByTestId('sb-cashout');
      const shown = await button.waitFor({ state: 'visible', timeout: 5_000 }).then(
        () => true,
        () => false,
      );
      if (!shown) {
        if ((await bet.count()) === 0) break; // settled meanwhile: bet again on another match
        continue;
      }
      await expect(button).toHaveText(/Cash out .*₽/);
      await button.click();
      const done = await bet
        .getByRole('status')
        .filter({ hasText: 'Cashed out' })
        .waitFor({ state: 'visible', timeout: 5_000 })
        .then(
          () => true,
          () => false,
        );
      if (done) cashedId = id;
    }
  }
  expect(cashedId, 'a single was cashed out').not.toBeNull();

  // An accumulator of two matches, left to run to full time.
  await page.getByTestId('sb-tab-slip').click();
  await betOn(page, 2, '10');
  await page.getByTestId('sb-tab-bets').click();
  const acca = myBets.locator('[data-testid="sb-bet"][data-kind="accumulator"]').first();
  await expect(acca).toBeVisible({ timeout: 15_000 });
  await expect(acca.getByTestId('sb-bet-leg')).toHaveCount(2);
  const accaId = await acca.getAttribute('data-bet-id');

  // It settles when both its matches reach full time; the settled tab lists it and the cashed-out single.
  const settled = myBets.locator(`[data-testid="sb-bet"][data-bet-id="${accaId}"]`);
  await expect(async () => {
    await myBets.getByTestId('sb-bets-open').click();
    await myBets.getByTestId('sb-bets-settled').click();
    await expect(settled).toHaveAttribute('data-status', 'settled', { timeout: 3_000 });
  }).toPass({ timeout: 240_000, intervals: [5_000] });
  await expect(settled.getByTestId('sb-bet-payout')).toContainText('₽');
  // A leg that lost settles the accumulator at once; the other leg shows its own result when its
  // match is settled too.
  await expect(async () => {
    await myBets.getByTestId('sb-bets-open').click();
    await myBets.getByTestId('sb-bets-settled').click();
    await expect(settled.locator('[data-testid="sb-bet-leg"][data-result="open"]')).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 180_000, intervals: [5_000] });
  await expect(myBets.locator(`[data-testid="sb-bet"][data-bet-id="${cashedId}"]`)).toHaveAttribute(
    'data-status',
    'cashed_out',
  );
});

test('an event page: markets grouped, prices on the slip survive a reload, no axe violations', async ({ page }) => {
  test.setTimeout(300_000);
  // The match with the most of its time to run (the simulator's matches last 90 s): one that ends
  // before its page takes bets (a loaded machine, a late match) gives way to the next at once.
  const tried: string[] = [];
  let price: Locator | null = null;
  for (let attempt = 0; attempt < 8 && !price; attempt++) {
    await page.goto('/en/betting');
    const id = (await liveEventsWithPrices(page, 1, tried))[0]!;
    tried.push(id);
    const first = page.locator(`[data-testid="sb-event"][data-event-id="${id}"]`);
    // Its link, read at once: a match that ends meanwhile leaves the list (on a loaded machine the
    // click could come after that), while its page stays.
    const expected = `/en/betting/event/${encodeURIComponent(id)}`;
    const href = await first
      .getByRole('link')
      .first()
      .getAttribute('href', { timeout: 5_000 })
      .catch(() => null);
    if (href !== null) expect(href).toBe(expected);
    await page.goto(expected);
    await expect(page).toHaveURL(new RegExp(`/en/betting/event/${encodeURIComponent(id)}$`));
    const screen = page.getByTestId('sb-event-page');
    await expect(screen).toHaveAttribute('data-connection', 'live', { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Main' })).toBeVisible();
    await expect(page.getByTestId('sb-market').first()).toBeVisible();
    // Prices are closed for a few seconds after a goal or a card; a match that ended stays closed.
    const open = openPrices(screen).first();
    for (const until = Date.now() + 30_000; Date.now() < until; await page.waitForTimeout(500)) {
      if (await open.isVisible()) {
        price = open;
        break;
      }
      const status = await screen.getAttribute('data-status');
      if (status !== 'live' && status !== 'prematch') break;
    }
  }
  if (!price) throw new Error(`no open price on the pages of ${tried.join(', ')}`);
  // A price goes on the slip; the slip is still there after a reload.
  const outcome = await price.getAttribute('data-outcome-id');
  await price.click();
  await expect(price).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.locator(`[data-testid="sb-leg"][data-outcome-id="${outcome}"]`)).toBeVisible();
  // Signed out, the slip asks the player to log in.
  await expect(page.getByTestId('sb-place')).toHaveText('Log in to bet');

  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // A phone: the slip is a bottom sheet opened from its bar.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('sb-side')).toBeHidden();
  await page.getByTestId('sb-sheet-open').click();
  await expect(page.getByTestId('sb-side')).toBeVisible();
  await page.getByTestId('sb-sheet-close').click();
  await expect(page.getByTestId('sb-side')).toBeHidden();
});
