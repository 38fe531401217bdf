import { dismissPayIn, loggedIn, register, uniqueEmail } from './accounts';
import { clientReady, expect, test } from './fixtures';

// Every page template at 390 and 1440 px in ru and en, written to tests/artifacts/ (untracked)
// for people to look at, plus what a player would notice: the play buttons of a slot or live
// table above the fold on a 900 px screen, "Provably fair" only on our own games, local
// defaults in the sign-up dialog, and old trademark-borrowing addresses answering 301.
const TEMPLATES = [
  ['home', '/'],
  ['game', '/games/dice'],
  ['crash', '/games/crash'],
  ['cases', '/games/cases'],
  ['case', '/games/cases/starter'],
  ['rooms', '/games/rooms'],
  ['room', '/games/rooms/red'],
  ['slots', '/games/slots'],
  ['slot', '/games/slots/studio-lucky-sevens/demo'],
  ['live', '/games/live-casino'],
  ['live-table', '/games/live-casino/studio-roulette-live/demo'],
  ['betting', '/betting'],
  ['bonuses', '/bonuses'],
  ['top', '/top'],
  ['vip', '/vip-club'],
  ['faq', '/faq'],
] as const;
const SIZES = { 390: { width: 390, height: 844 }, 1440: { width: 1440, height: 900 } } as const;
const at = (lang: 'ru' | 'en', p: string) => (lang === 'ru' ? p : p === '/' ? '/en' : `/en${p}`);

for (const lang of ['ru', 'en'] as const) {
  for (const [w, viewport] of Object.entries(SIZES)) {
    test(`page templates in ${lang} at ${w} px`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      for (const [name, p] of TEMPLATES) {
        const res = await page.goto(at(lang, p));
        expect(res?.status(), p).toBe(200);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${p} overflows sideways`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `tests/artifacts/pages/${name}-${lang}-${w}.png`, fullPage: true });
      }
    });
  }
}

test('slot and live pages: the whole game frame above the fold at 1440×900, no Provably fair on third-party games', async ({
  page,
}) => {
  await page.setViewportSize(SIZES[1440]);
  for (const p of ['/en/games/slots/studio-lucky-sevens/demo', '/en/games/live-casino/studio-roulette-live/demo']) {
    await page.goto(p);
    const stage = page.getByTestId('game-stage');
    await expect(stage, p).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    const box = await page.getByTestId('game-frame').boundingBox();
    expect(box, p).not.toBeNull();
    expect(box!.y + box!.height, p).toBeLessThanOrEqual(900);
    await expect(page.getByRole('button', { name: 'Provably fair' }), p).toHaveCount(0);
  }
  await page.goto('/en/games/dice');
  await expect(page.getByRole('button', { name: 'Provably fair' }).first()).toBeVisible();
});

test('old trademark-borrowing catalog addresses answer 301 to the renamed items', async ({ request }) => {
  const res = await request.get('/en/games/slots/sweet-bonanza-x/demo', { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe('/en/games/slots/sweet-stack/demo');
});

test('sign-up starts in the local currency and phone country', async ({ page }) => {
  await page.goto('/hi?signup=1');
  await clientReady(page);
  await expect(page.getByTestId('modal-register')).toBeVisible();
  await expect(page.locator('select[name="currency"]')).toHaveValue('INR');
  await page.goto('/kz?signup=1');
  await clientReady(page);
  await expect(page.locator('select[name="currency"]')).toHaveValue('KZT');
  await expect(page.getByTestId('phone-country')).toHaveValue('kz');
  await page.goto('/en?signup=1');
  await clientReady(page);
  await expect(page.locator('select[name="currency"]')).toHaveValue('USD');
});

test('the home hero fills its right half on a desktop with our games, each a link to its page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/en');
  const hero = page.getByRole('navigation', { name: 'Original games' });
  await expect(hero).toBeVisible();
  const links = hero.getByRole('link');
  await expect(links).toHaveCount(4);
  await expect(links.first()).toHaveAttribute('href', /^\/en\/games\//);
  // On a phone the lobby below carries the same cards: the hero stays short.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(hero).toBeHidden();
});

test('the top board lists the day’s big wins, or says there are none and offers a game', async ({ page }) => {
  await page.goto('/en/top');
  const empty = page.getByTestId('top-empty');
  const table = page.getByTestId('top-table');
  await expect(empty.or(table)).toBeVisible();
  if (await empty.isVisible()) {
    await expect(empty).toContainText('No wins here yet');
    await empty.getByRole('link', { name: 'Play now' }).click();
    await expect(page).toHaveURL(/\/en\/games\//);
  } else {
    await expect(table.getByTestId('top-row').first()).toContainText('₽');
  }
});

test('a new player’s bonuses page shows the designed empty state with a way to the promotions', async ({ page }) => {
  await dismissPayIn(page);
  await register(page, uniqueEmail('bonuses'));
  await loggedIn(page);
  await page.goto('/en/profile/bonuses');
  const empty = page.getByTestId('bonuses-empty');
  await expect(empty).toContainText('Your active bonuses will appear here.');
  await empty.getByRole('link', { name: 'Bonuses' }).click();
  await expect(page).toHaveURL(/\/en\/bonuses$/);
});
