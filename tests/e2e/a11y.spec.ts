import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { register, uniqueEmail } from './accounts';
import { clientReady, expect, test } from './fixtures';

// axe-core on every page template, with the account dialogs open too. A violation fails with
// its rule id and the offending nodes, so the report says what to fix.
const PUBLIC = {
  home: '/en',
  lobby: '/en/games/rooms',
  game: '/en/games/dice',
  slots: '/en/games/slots',
  slot: '/en/games/slots/studio-lucky-sevens/demo',
  live: '/en/games/live-casino',
  betting: '/en/betting',
  bonuses: '/en/bonuses',
  vip: '/en/vip-club',
  top: '/en/top',
  faq: '/en/faq',
  hindiHome: '/hi',
} as const;
const PROFILE = [
  '/en/profile',
  '/en/profile/bonuses',
  '/en/profile/history',
  '/en/profile/setting',
  '/en/profile/access',
];

async function axe(page: Page, what: string, include?: string) {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe on ${what}`).toEqual([]);
}

// axe is slow on a loaded two-core machine: one test per template and width, generous timeouts.
test.describe.configure({ timeout: 90_000 });

for (const width of [390, 1440]) {
  for (const [name, url] of Object.entries(PUBLIC)) {
    test(`axe: ${name} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(url);
      await expect(page.locator('main#main')).toBeVisible();
      await axe(page, `${name} (${url})`);
    });
  }
}

test('axe: the log-in and sign-up dialogs, and the open menus', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  for (const [flag, id] of [
    ['login', 'modal-login'],
    ['signup', 'modal-register'],
  ] as const) {
    await page.goto(`/en/games/dice?${flag}=1`);
    await clientReady(page);
    await expect(page.getByTestId(id)).toBeVisible();
    await axe(page, `${flag} dialog`);
    // The other contact tab shows other fields.
    await page.getByTestId(id).locator('fieldset').first().getByRole('button').last().click();
    await axe(page, `${flag} dialog, second tab`);
  }
  await page.goto('/en');
  await page.getByTestId('lang-switcher').locator('summary').click();
  await axe(page, 'language menu open');
  await page.keyboard.press('Escape');
  const more = page.getByTestId('main-nav-more');
  if (await more.isVisible()) {
    await more.click();
    await axe(page, 'More menu open');
  }
});

test('axe: profile pages of a signed-in player', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await register(page, uniqueEmail('a11y'));
  await expect(page.getByTestId('balance')).toBeVisible({ timeout: 15_000 });
  for (const url of PROFILE) {
    await page.goto(url);
    await expect(page.locator('main#main')).toBeVisible();
    await axe(page, url);
  }
});
