import { clientReady, expect, seoStore, test } from './fixtures';
import { SPEC_PAGES } from './spec-pages';

for (const lang of ['ru', 'en'] as const) {
  test.describe(`every route in ${lang}`, () => {
    for (const p of SPEC_PAGES) {
      test(p, async ({ page }) => {
        const url = lang === 'ru' ? p : `/en${p === '/' ? '' : p}`;
        const res = await page.goto(url);
        expect(res?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const seoTitle = seoStore[lang]?.[p.split('?')[0]!]?.title;
        if (seoTitle) await expect(page).toHaveTitle(seoTitle);
        else await expect(page).toHaveTitle(/\S/);
        await expect(page.locator('h1').first()).toBeVisible();
        // The shell: navigation, language switcher, login and register, footer with policies.
        await expect(page.getByTestId('lang-switcher')).toBeVisible();
        await expect(page.getByTestId('login-button')).toBeVisible();
        await expect(page.locator('footer a[href*="/policy/"]')).toHaveCount(4);
      });
    }
  });
}

test('a game page shows rules and its bet limits in rubles', async ({ page }) => {
  await page.goto('/en/games/crash');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crash');
  await expect(page.getByTestId('game-rules').locator('li').first()).toBeVisible();
  await expect(page.getByTestId('bet-limits')).toContainText('1 ₽');
  await expect(page.getByTestId('bet-limits')).toContainText('50,000 ₽');
});

test('the lobby links every game', async ({ page }) => {
  await page.goto('/en');
  const cards = page.getByTestId('game-lobby').locator('a');
  await expect(cards).toHaveCount(14);
  await cards.filter({ hasText: 'Dice' }).click();
  await expect(page).toHaveURL(/\/en\/games\/dice$/);
});

test('an unknown address answers 404 and names the path', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toHaveText('Страница не найдена: /no/such/page');
  const en = await page.goto('/en/missing');
  expect(en?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toHaveText('Page not found: /en/missing');
});

test('the error page shows its code', async ({ page }) => {
  await page.goto('/en/error?errorCode=404');
  await expect(page.getByTestId('error-code')).toHaveText('404');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('the fairness dialog opens, traps focus and closes on Escape', async ({ page }) => {
  await page.goto('/en/games/dice');
  // A click before hydration reaches a button with no handler yet (issue 44: failed once in a full run).
  await clientReady(page);
  // The button that opens the dialog (the badge of the same name only explains, in a tooltip).
  const opener = page.locator('button[aria-haspopup="dialog"]', { hasText: 'Provably fair' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'How every result is provably fair' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('unknown case, slot and room slugs are 404', async ({ page }) => {
  for (const p of ['/games/cases/nope', '/games/slots/nope/demo', '/games/rooms/green', '/policy/en/confidential']) {
    expect((await page.goto(p))?.status(), p).toBe(404);
  }
});
