import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { registerAndDeposit } from './accounts';
import { expect, test } from './fixtures';

// Issue 18, the fairness panel on every game page ("Your seeds", next to the verifier): a player
// sets their own client seed, bets on keno, rotates and sees the revealed seed, then verifies the
// bet with the verifier's normal fields and gets the draw the screen showed. While a miner game is
// open the server refuses a seed change and a rotation, said in the page's language (issue 17's
// rule); a rotation from a stale view (another tab rotated first) is refused with seeds_changed.
// Copy buttons put the value on the clipboard. Visitors are told to sign in; the "Provably fair"
// dialog draws the scheme and takes them to the verifier.

// The refusals (422, 409) are logged by Chromium as failed resources.
test.use({
  expectedConsoleErrors: [/status of (422|409)/],
  permissions: ['clipboard-read', 'clipboard-write'],
});

const header = (page: Page) => page.getByRole('banner');
function minorOf(text: string | null): number {
  const m = (text ?? '').replace(/\s/g, '').match(/(-?[\d,]+(?:\.\d{1,2})?)/);
  if (!m) throw new Error(`no amount in "${text}"`);
  return Math.round(Number(m[1]!.replace(/,/g, '')) * 100);
}
const expectBalance = (page: Page, minor: number) =>
  expect
    .poll(async () => minorOf(await header(page).getByTestId('balance').textContent()), { timeout: 15_000 })
    .toBe(minor);

/** Scrolls to the page's seed panel and waits for the player's seeds. */
async function seedsPanel(page: Page): Promise<Locator> {
  const card = page.getByTestId('fair-seeds-card');
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByTestId('fair-seeds')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  return card;
}
const text = async (where: Locator, testId: string) => ((await where.getByTestId(testId).textContent()) ?? '').trim();

test('on keno a player sets their own client seed, bets, rotates and verifies the bet with normal fields', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerAndDeposit(page, 'fairkeno');
  await expectBalance(page, 50_000);
  await page.goto('/en/games/keno');
  await expect(page.getByTestId('keno-screen')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });

  let panel = await seedsPanel(page);
  const hash = await text(panel, 'fair-server-hash');
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  // The server gave a random client seed by default.
  expect(await text(panel, 'fair-client-seed')).not.toBe('');

  // Copy puts the hash on the clipboard and says so.
  await panel.getByTestId('fair-server-hash-copy').click();
  await expect(panel.getByTestId('fair-server-hash-copy')).toHaveText(/Copied/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(hash);

  // The player's own client seed.
  await panel.getByTestId('fair-client-seed-input').fill('my-keno-seed-42');
  await panel.getByTestId('fair-save').click();
  await expect(panel.getByTestId('fair-saved')).toBeVisible();
  await expect(panel.getByTestId('fair-client-seed')).toHaveText('my-keno-seed-42');
  const nonce = Number(await text(panel, 'fair-nonce'));

  // A real keno bet: 1.00 ₽ on 5, 12, 23 at the screen's risk.
  await page.getByTestId('keno-screen').scrollIntoViewIfNeeded();
  const risk = await page.getByTestId('keno-risk').inputValue();
  for (const n of [5, 12, 23]) await page.getByTestId(`keno-n-${n}`).click();
  await page.getByTestId('keno-amount').fill('1.00');
  await page.getByTestId('keno-bet').click();
  await expect(page.getByTestId('keno-result')).toBeVisible();
  const grid = page.getByTestId('keno-grid');
  const drawnCells = grid.locator('[data-state="hit"], [data-state="drawn"]');
  // The draw may be shown one ball at a time: wait for all ten.
  await expect(drawnCells).toHaveCount(10, { timeout: 10_000 });
  const screenDrawn = (await drawnCells.allTextContents()).map((t) => Number(t.trim())).sort((a, b) => a - b);
  const screenHits = await grid.locator('[data-state="hit"]').count();

  // The panel follows the bet: the next nonce moved on.
  panel = await seedsPanel(page);
  await expect(panel.getByTestId('fair-nonce')).toHaveText(String(nonce + 1), { timeout: 10_000 });

  // Rotate: the revealed seed is the one whose hash was shown, with the player's client seed.
  await panel.getByTestId('fair-rotate').click();
  const revealed = panel.getByTestId('fair-revealed');
  await expect(revealed).toBeVisible();
  const seed = await text(panel, 'fair-revealed-seed');
  expect(createHash('sha256').update(seed).digest('hex')).toBe(hash);
  await expect(panel.getByTestId('fair-revealed-client-seed')).toHaveText('my-keno-seed-42');
  await expect(panel.getByTestId('fair-revealed-nonce')).toHaveText(String(nonce));
  const next = await text(panel, 'fair-next-hash');
  expect(next).not.toBe(hash);
  await expect(panel.getByTestId('fair-server-hash')).toHaveText(next);
  await expect(panel.getByTestId('fair-nonce')).toHaveText('0');

  // One click sends the revealed pair to the verifier, open on keno.
  await panel.getByTestId('fair-verify-these').click();
  const verifier = page.getByTestId('verifier');
  await expect(verifier.getByTestId('verifier-filled')).toBeVisible();
  await expect(verifier.getByTestId('verifier-game')).toHaveValue('keno');
  await expect(verifier.getByTestId('verifier-server-seed')).toHaveValue(seed);
  await expect(verifier.getByTestId('verifier-client-seed')).toHaveValue('my-keno-seed-42');
  await expect(verifier.getByTestId('verifier-nonce')).toHaveValue(String(nonce));

  // The bet as played, filled in from the bet this page placed: the amount in roubles, the risk,
  // the numbers on a grid (clicking them again would take them off).
  await expect(verifier.getByTestId('verifier-amount')).toHaveValue('1.00');
  await expect(verifier.getByTestId('verifier-keno-risk')).toHaveValue(risk);
  for (const n of [5, 12, 23])
    await expect(verifier.getByTestId(`verifier-keno-${n}`)).toHaveAttribute('aria-pressed', 'true');
  await expect(verifier.locator('[data-testid^="verifier-keno-"][aria-pressed="true"]')).toHaveCount(3);
  await verifier.getByTestId('verifier-compute').click();
  const result = verifier.getByTestId('verifier-result');
  await expect(result).toBeVisible();
  const verifiedDrawn = (await text(result, 'verifier-drawn'))
    .split(',')
    .map((n) => Number(n.trim()))
    .sort((a, b) => a - b);
  expect(verifiedDrawn).toEqual(screenDrawn);
  await expect(result.getByTestId('verifier-hits')).toHaveText(String(screenHits));
  await expect(result.locator('[data-state="hit"]')).toHaveCount(screenHits);
  await expect(result.getByTestId('verifier-hash-check')).toHaveText(/matches the hash shown before the bet/);
  // No raw JSON anywhere in the answer.
  await expect(result).not.toContainText('{');

  // The panel and the verifier with a result pass axe.
  const { violations } = await new AxeBuilder({ page })
    .include('[data-testid="fair-seeds-card"]')
    .include('[data-testid="verifier"]')
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('seeds cannot change during a miner game, in the page’s language; a stale tab’s rotation is refused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerAndDeposit(page, 'fairminer');
  await expectBalance(page, 50_000);
  // The Kazakh site.
  await page.goto('/kz/games/miner');
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  await expect(page.getByTestId('miner-screen')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
  await expect(page.getByTestId('miner-fun')).not.toBeChecked();
  await page.getByTestId('miner-amount').fill('1.00');
  await page.getByTestId('miner-mines').selectOption('1');
  await page.getByTestId('miner-start').click();
  await expectBalance(page, 49_900);

  const panel = await seedsPanel(page);
  const hash = await text(panel, 'fair-server-hash');
  const client = await text(panel, 'fair-client-seed');
  const FINISH_FIRST = 'Алдымен басталған ойынды аяқтаңыз';

  await panel.getByTestId('fair-client-seed-input').fill('e2e-mid-round');
  await panel.getByTestId('fair-save').click();
  await expect(panel.getByTestId('fair-error')).toContainText(FINISH_FIRST);
  await expect(panel.getByTestId('fair-client-seed')).toHaveText(client);
  await expect(panel.getByTestId('fair-saved')).toHaveCount(0);

  await panel.getByTestId('fair-rotate').click();
  await expect(panel.getByTestId('fair-error')).toContainText(FINISH_FIRST);
  await expect(panel.getByTestId('fair-server-hash')).toHaveText(hash);
  await expect(panel.getByTestId('fair-revealed')).toHaveCount(0);

  // End the game: open a tile, and cash out if it was safe.
  await page.getByTestId('miner-screen').scrollIntoViewIfNeeded();
  await page.getByTestId('miner-tile-0').click();
  await expect(page.getByTestId('miner-tile-0')).not.toHaveAttribute('data-state', 'hidden');
  if ((await page.getByTestId('miner-tile-0').getAttribute('data-state')) === 'safe')
    await page.getByTestId('miner-cashout').click();
  await expect(page.getByTestId('miner-result')).toBeVisible();

  // Now the seed the player typed is taken.
  await seedsPanel(page);
  await panel.getByTestId('fair-save').click();
  await expect(panel.getByTestId('fair-saved')).toBeVisible();
  await expect(panel.getByTestId('fair-client-seed')).toHaveText('e2e-mid-round');
  await expect(panel.getByTestId('fair-error')).toHaveCount(0);

  // Another tab rotates first: this one's rotation names the hash it shows and is refused.
  const other = await page.context().newPage();
  await other.goto('/kz/games/miner');
  const otherPanel = await seedsPanel(other);
  await expect(otherPanel.getByTestId('fair-server-hash')).toHaveText(hash);
  await otherPanel.getByTestId('fair-rotate').click();
  await expect(otherPanel.getByTestId('fair-revealed')).toBeVisible();
  const third = await text(otherPanel, 'fair-server-hash');
  await other.close();

  await panel.getByTestId('fair-rotate').click();
  await expect(panel.getByTestId('fair-error')).toContainText('Сид жұбы осы уақытта өзгерді');
  await expect(panel.getByTestId('fair-server-hash')).toHaveText(third);
});

test('a visitor reads why to sign in; the dialog draws the scheme and its link opens the verifier', async ({
  page,
}) => {
  await page.goto('/en/games/roulette');
  const card = page.getByTestId('fair-seeds-card');
  await expect(card.getByTestId('fair-signed-out')).toContainText('Sign in to see your seed pair');
  await expect(card.getByTestId('fair-seeds')).toHaveCount(0);

  await page.locator('button[aria-haspopup="dialog"]', { hasText: 'Provably fair' }).click();
  const dialog = page.getByRole('dialog', { name: 'How every result is provably fair' });
  const diagram = dialog.getByTestId('fair-diagram');
  await expect(diagram).toContainText('Your client seed');
  await expect(diagram).toContainText('HMAC-SHA256');
  await dialog.getByTestId('fair-link-verifier').click();
  await expect(dialog).toBeHidden();
  const verifier = page.getByTestId('verifier');
  await expect(verifier).toBeFocused();
  await expect(verifier).toBeInViewport();

  // Roulette's verifier asks for bets as the table takes them: a straight on 17 for 1.00.
  await expect(verifier.getByTestId('verifier-game')).toHaveValue('roulette');
  await verifier.getByTestId('verifier-server-seed').fill('0'.repeat(64));
  await verifier.getByTestId('verifier-client-seed').fill('visitor');
  await verifier.getByTestId('verifier-bet-0-type').selectOption('straight');
  await verifier.getByTestId('verifier-bet-0-value').fill('17');
  await verifier.getByTestId('verifier-compute').click();
  const pocket = verifier.getByTestId('verifier-pocket');
  await expect(pocket).toHaveText(/^\d{1,2}$/);
  await expect(verifier.getByTestId('verifier-pocket-colour')).toHaveText(/Green|Red|Black/);
  // A number outside the table is explained, not thrown as JSON.
  await verifier.getByTestId('verifier-bet-0-value').fill('40');
  await verifier.getByTestId('verifier-compute').click();
  await expect(verifier.getByTestId('verifier-problem')).toHaveText(
    'No bet of this game has these choices: check them',
  );
});
