// The slots catalog and a provider game's page in a real browser (issue 21): search, categories,
// providers and sort pick and order the server-rendered cards (which a crawler gets in full); a
// visitor opens a studio slot's demo and the studio's page loads in the frame from
// studio.localhost; a player's favourites and recently played games outlive a reload.
import type { Page } from '@playwright/test';
import { dismissPayIn, loggedIn, register, settlePayIn, uniqueEmail } from './accounts';
import { expect, test } from './fixtures';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
// The in-house studio's slots (providers.json, provider `studio`): catalog slug `studio-<code>`.
const STUDIO_SLOTS = ['studio-lucky-sevens', 'studio-pharaoh-lines', 'studio-candy-cascade', 'studio-dragon-vault'];

async function openCatalog(page: Page, query = '') {
  await page.goto(`/en/games/slots${query}`);
  const list = page.getByTestId('slots-list');
  await expect(list).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
  return list;
}
const slugs = (page: Page) =>
  page.getByTestId('catalog-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-slug')));
const rtps = (page: Page) =>
  page
    .getByTestId('badge-rtp')
    .evaluateAll((els) => els.map((e) => Number.parseFloat((e.textContent ?? '').replace(/[^\d.]/g, ''))));

test('search, category, provider and sort pick and order the cards; a crawler gets them all', async ({
  page,
  request,
}) => {
  const list = await openCatalog(page);
  const all = await slugs(page);
  expect(all).toEqual(expect.arrayContaining(STUDIO_SLOTS));
  await expect(page.getByTestId('catalog-count')).toHaveText(`Games: ${all.length}`);
  // Art has its size before it loads (no layout shift), and cards below the fold wait to load.
  for (const img of await list.locator('img').all()) {
    await expect(img).toHaveAttribute('width', /^\d+$/);
    await expect(img).toHaveAttribute('height', /^\d+$/);
  }
  if (all.length > 6) await expect(list.locator('img').last()).toHaveAttribute('loading', 'lazy');

  // Search by name, any case.
  await page.getByTestId('catalog-search').fill('DRAGON');
  await expect.poll(() => slugs(page)).toEqual(['studio-dragon-vault']);
  await expect(page.getByTestId('catalog-count')).toHaveText('Games: 1');
  await expect(page).toHaveURL(/[?&]q=DRAGON/);
  await page.getByTestId('catalog-search').fill('no such game at all');
  await expect(page.getByTestId('catalog-empty')).toBeVisible();
  await page.getByTestId('catalog-empty').getByRole('button').click();
  await expect.poll(() => slugs(page)).toHaveLength(all.length);

  // A category keeps only its games; a second click lets them all back.
  await page.getByTestId('catalog-category-classic').click();
  await expect.poll(() => slugs(page)).toEqual(['studio-lucky-sevens']);
  await page.getByTestId('catalog-category-classic').click();
  await expect.poll(() => slugs(page)).toHaveLength(all.length);

  // A provider keeps only its games.
  const provider = page.getByTestId('catalog-provider');
  const studio = (await provider.locator('option').allTextContents()).find((o) => /studio/i.test(o));
  expect(studio).toBeTruthy();
  await provider.selectOption({ label: studio! });
  await expect.poll(async () => (await slugs(page)).every((s) => s?.startsWith('studio-'))).toBe(true);
  await expect.poll(() => slugs(page)).toEqual(expect.arrayContaining(STUDIO_SLOTS));

  // Highest RTP first.
  await page.getByTestId('catalog-sort').selectOption('rtp');
  await expect.poll(() => slugs(page)).toHaveLength(STUDIO_SLOTS.length);
  const byRtp = await rtps(page);
  expect(byRtp.length).toBe(STUDIO_SLOTS.length);
  expect([...byRtp].sort((a, b) => b - a)).toEqual(byRtp);

  // The filters live in the address: a reload (or a shared link) shows the same cards.
  await openCatalog(page, '?q=pharaoh');
  await expect.poll(() => slugs(page)).toEqual(['studio-pharaoh-lines']);
  await expect(page.getByTestId('catalog-search')).toHaveValue('pharaoh');

  // A crawler gets every card in the HTML, with the links to the games' pages.
  const html = await (await request.get('/en/games/slots', { headers: { 'user-agent': GOOGLEBOT } })).text();
  for (const slug of all) {
    expect(html).toContain(`data-slug="${slug}"`);
    expect(html).toContain(`/en/games/slots/${slug}/play`);
  }
});

test('a visitor opens a studio slot demo: the studio page loads in the frame; /play asks to log in', async ({
  page,
}) => {
  await page.goto('/en/games/slots');
  await page.locator('[data-testid="catalog-card"][data-slug="studio-lucky-sevens"]').getByTestId('card-demo').click();
  await expect(page).toHaveURL(/\/en\/games\/slots\/studio-lucky-sevens\/demo$/);

  const stage = page.getByTestId('game-stage');
  await expect(stage).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
  const src = (await page.getByTestId('game-frame').getAttribute('src')) ?? '';
  const url = new URL(src);
  expect(url.hostname).toBe('studio.localhost');
  expect(url.searchParams.get('game')).toBe('lucky-sevens');
  expect(url.searchParams.get('mode')).toBe('demo');
  expect(url.searchParams.get('currency')).toBe('XXX');
  expect(url.searchParams.get('token')).toBe('');
  // The studio's page itself, not an error page: it answers on its own origin and shows something.
  await expect
    .poll(
      () =>
        page
          .frames()
          .find((f) => f.url().startsWith(url.origin))
          ?.url() ?? '',
    )
    .toContain('/launch');
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.locator('body')).not.toBeEmpty({ timeout: 15_000 });
  // The facts below the game, and the way back.
  await expect(page.getByTestId('rtp')).toHaveText(/^\d{2}\.\d{2}%$/);
  await expect(page.getByTestId('game-lobby')).toHaveAttribute('href', '/en/games/slots');

  // Real money needs an account: no frame, a login prompt and the way to the demo.
  await page.goto('/en/games/slots/studio-lucky-sevens/play');
  await expect(page.getByTestId('game-login')).toBeVisible();
  await expect(page.getByTestId('game-frame')).toHaveCount(0);
  await page.getByTestId('game-try-demo').click();
  await expect(page).toHaveURL(/studio-lucky-sevens\/demo$/);
});

test('a player’s favourites and recently played games stay after a reload', async ({ page }) => {
  test.setTimeout(60_000);
  await dismissPayIn(page);
  await register(page, uniqueEmail('favs'));
  await loggedIn(page);
  await settlePayIn(page);

  await openCatalog(page);
  const card = page.locator('[data-testid="catalog-card"][data-slug="studio-pharaoh-lines"]');
  const heart = card.getByTestId('favourite-toggle');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // Playing a game (its demo) puts it under recently played.
  await page.goto('/en/games/slots/studio-candy-cascade/demo');
  await expect(page.getByTestId('game-stage')).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });

  await openCatalog(page);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('catalog-list-favourites').click();
  await expect.poll(() => slugs(page)).toEqual(['studio-pharaoh-lines']);
  await page.getByTestId('catalog-list-recent').click();
  await expect.poll(() => slugs(page)).toEqual(['studio-candy-cascade']);

  // Taken off the list, it stays off after a reload.
  await page.getByTestId('catalog-list-favourites').click();
  await heart.click();
  await expect(page.getByTestId('catalog-empty')).toBeVisible();
  await openCatalog(page);
  // The hearts show once the player's lists arrived: this one is off.
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await page.getByTestId('catalog-list-favourites').click();
  await expect(page.getByTestId('catalog-card')).toHaveCount(0);
});
