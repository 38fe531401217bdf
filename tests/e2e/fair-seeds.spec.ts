import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { registerAndDeposit } from './accounts';
import { expect, test } from './fixtures';

// Issue 17, the seed pair in the "Provably fair" dialog: while a miner game is open the server
// refuses a new client seed and a rotation (either would let the player steer or read the open
// game), and the dialog says so in the page's language with the seeds shown unchanged; once the game
// is cashed out both work, the rotation revealing the server seed whose hash was shown. A rotation
// from a stale view (another tab rotated first) is refused with seeds_changed.

// The refusals (422, 409) are logged by Chromium as failed resources.
test.use({ expectedConsoleErrors: [/status of (422|409)/] });

const header = (page: Page) => page.getByRole('banner');
function minorOf(text: string | null): number {
  const m = (text ?? '').match(/(-?[\d,]+(?:\.\d{1,2})?)/);
  if (!m) throw new Error(`no amount in "${text}"`);
  return Math.round(Number(m[1]!.replace(/,/g, '')) * 100);
}
const expectBalance = (page: Page, minor: number) =>
  expect
    .poll(async () => minorOf(await header(page).getByTestId('balance').textContent()), { timeout: 15_000 })
    .toBe(minor);

async function visitMiner(page: Page) {
  await page.goto('/en/games/miner');
  await expect(page.getByTestId('miner-screen')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
}

/** Opens the page's "Provably fair" dialog and waits for the player's seeds. */
async function openSeeds(page: Page) {
  await page.locator('button[aria-haspopup="dialog"]', { hasText: 'Provably fair' }).click();
  const dialog = page.getByRole('dialog', { name: 'How every result is provably fair' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('fair-seeds')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  return dialog;
}
const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').trim();

const FINISH_FIRST = 'Finish your game in progress first';

test('seeds cannot change during a miner game; after the cash-out they can, and the rotation reveals the seed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerAndDeposit(page, 'seeds');
  await expectBalance(page, 50_000);
  await visitMiner(page);
  await expect(page.getByTestId('miner-fun')).not.toBeChecked();

  // A real game, open: the stake is taken and no tile is revealed yet.
  await page.getByTestId('miner-amount').fill('1.00');
  await page.getByTestId('miner-mines').selectOption('1');
  await page.getByTestId('miner-start').click();
  await expectBalance(page, 49_900);

  let dialog = await openSeeds(page);
  const hash = await text(page, 'fair-server-hash');
  const client = await text(page, 'fair-client-seed');
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  expect(client.length).toBeGreaterThan(0);

  // A new client seed is refused on screen, in English, and the seed shown stays the same.
  await dialog.getByTestId('fair-client-seed-input').fill('e2e-mid-round');
  await dialog.getByTestId('fair-save').click();
  await expect(dialog.getByTestId('fair-error')).toContainText(FINISH_FIRST);
  await expect(dialog.getByTestId('fair-client-seed')).toHaveText(client);
  await expect(dialog.getByTestId('fair-saved')).toHaveCount(0);

  // So is a rotation: nothing is revealed and the hash stays.
  await dialog.getByTestId('fair-rotate').click();
  await expect(dialog.getByTestId('fair-error')).toContainText(FINISH_FIRST);
  await expect(dialog.getByTestId('fair-server-hash')).toHaveText(hash);
  await expect(dialog.getByTestId('fair-revealed')).toHaveCount(0);

  // The dialog reopened asks the server again: still the same pair.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  dialog = await openSeeds(page);
  await expect(dialog.getByTestId('fair-client-seed')).toHaveText(client);
  await expect(dialog.getByTestId('fair-error')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // End the game: open a tile, and cash out if it was safe.
  await page.getByTestId('miner-tile-0').click();
  await expect(page.getByTestId('miner-tile-0')).not.toHaveAttribute('data-state', 'hidden');
  if ((await page.getByTestId('miner-tile-0').getAttribute('data-state')) === 'safe')
    await page.getByTestId('miner-cashout').click();
  await expect(page.getByTestId('miner-result')).toBeVisible();

  // Now the rotation works: the revealed seed is the one whose hash was shown, a new hash is committed.
  dialog = await openSeeds(page);
  await expect(dialog.getByTestId('fair-server-hash')).toHaveText(hash);
  await dialog.getByTestId('fair-rotate').click();
  const revealed = dialog.getByTestId('fair-revealed');
  await expect(revealed).toBeVisible();
  await expect(dialog.getByTestId('fair-error')).toHaveCount(0);
  const seed = await text(page, 'fair-revealed-seed');
  expect(seed).toMatch(/^[0-9a-f]{64}$/);
  expect(createHash('sha256').update(seed).digest('hex')).toBe(hash);
  await expect(dialog.getByTestId('fair-revealed-hash')).toHaveText(hash);
  await expect(dialog.getByTestId('fair-revealed-client-seed')).toHaveText(client);
  await expect(dialog.getByTestId('fair-revealed-nonce')).toHaveText(/^\d+$/);
  const next = await text(page, 'fair-next-hash');
  expect(next).toMatch(/^[0-9a-f]{64}$/);
  expect(next).not.toBe(hash);
  await expect(dialog.getByTestId('fair-server-hash')).toHaveText(next);
  await expect(dialog.getByTestId('fair-nonce')).toHaveText('0');
  // The dialog with the seeds and the revealed pair passes axe.
  const { violations } = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // And so does a new client seed (a random one from the button).
  await dialog.getByTestId('fair-random').click();
  const random = (await dialog.getByTestId('fair-client-seed-input').inputValue()).trim();
  expect(random).toMatch(/^[0-9a-f]{32}$/);
  await dialog.getByTestId('fair-save').click();
  await expect(dialog.getByTestId('fair-saved')).toBeVisible();
  await expect(dialog.getByTestId('fair-client-seed')).toHaveText(random);

  // A seed the contract refuses is explained before anything is sent.
  await dialog.getByTestId('fair-client-seed-input').fill('has:colon');
  await dialog.getByTestId('fair-save').click();
  await expect(dialog.getByTestId('fair-error')).toHaveText('1 to 64 characters, without spaces or colons');
  await expect(dialog.getByTestId('fair-client-seed')).toHaveText(random);

  // Another tab rotates first: this one's rotation names the hash it shows and is refused.
  const other = await page.context().newPage();
  await visitMiner(other);
  const otherDialog = await openSeeds(other);
  await expect(otherDialog.getByTestId('fair-server-hash')).toHaveText(next);
  await otherDialog.getByTestId('fair-rotate').click();
  await expect(otherDialog.getByTestId('fair-revealed')).toBeVisible();
  const third = await text(other, 'fair-server-hash');
  expect(third).not.toBe(next);
  await other.close();

  await dialog.getByTestId('fair-rotate').click();
  await expect(dialog.getByTestId('fair-error')).toContainText('changed meanwhile');
  // The pair shown is now the active one.
  await expect(dialog.getByTestId('fair-server-hash')).toHaveText(third);
});
