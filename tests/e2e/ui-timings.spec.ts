import { clientReady, expect, test } from './fixtures';
import { dismissPayIn, loggedIn, register, uniqueEmail } from './accounts';

// Spec section 9's interface timings in a real browser, on a clock the test moves: tooltips show
// 200 ms after the pointer rests (at once on keyboard focus) 5 px from their trigger, menus the
// pointer leaves close after 400 ms, and the device class follows a resize after 50 ms.

test.use({ viewport: { width: 1280, height: 800 } });

/** The page's clock stops (an installed clock keeps running in real time): only runFor moves it. */
const pause = async (page: import('@playwright/test').Page) => page.clock.pauseAt(Date.now() + 1000);

test('a tooltip shows 200 ms after the pointer rests on it, 5 px above, and Escape hides it', async ({ page }) => {
  await page.clock.install();
  await page.goto('/en/games/dice');
  await clientReady(page);
  await pause(page);
  const badge = page.getByTestId('badge-fair');
  const tip = page.getByRole('tooltip', { name: /verify any bet/ });
  await badge.hover();
  await page.clock.runFor(150);
  await expect(tip).toBeHidden();
  await page.clock.runFor(60);
  await expect(tip).toBeVisible();
  // Floating UI places it (it loads with the first tooltip): 5 px above the badge.
  await expect
    .poll(async () => {
      const [b, t] = [await badge.boundingBox(), await tip.boundingBox()];
      return b && t ? Math.round(b.y - (t.y + t.height)) : null;
    })
    .toBe(5);
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();

  // Leaving before the delay shows nothing.
  await page.mouse.move(0, 0);
  await badge.hover();
  await page.clock.runFor(100);
  await page.mouse.move(0, 0);
  await page.clock.runFor(300);
  await expect(tip).toBeHidden();
});

test('keyboard focus shows the tooltip at once, and it describes its trigger', async ({ page }) => {
  await page.goto('/en/games/dice');
  await clientReady(page);
  const badge = page.getByTestId('badge-original');
  await badge.focus();
  await expect(page.getByRole('tooltip', { name: /settled on our servers/ })).toBeVisible();
  await expect(badge).toHaveAccessibleDescription(/settled on our servers/);
});

test('the More menu stays open while the pointer slips out for less than 400 ms, and closes after', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.clock.install();
  await page.goto('/en');
  await clientReady(page);
  await pause(page);
  const more = page.getByTestId('main-nav-more');
  const menu = page.getByTestId('main-nav-menu');
  await more.click();
  await expect(menu).toBeVisible();
  // Out and back within the delay: still open.
  await page.mouse.move(5, 700);
  await page.clock.runFor(300);
  await more.hover();
  await page.clock.runFor(300);
  await expect(menu).toBeVisible();
  // Out for good.
  await page.mouse.move(5, 700);
  await page.clock.runFor(390);
  await expect(menu).toBeVisible();
  await page.clock.runFor(20);
  await expect(menu).toBeHidden();
});

test('on a phone-sized window (50 ms after the resize) a tap opens the tooltip', async ({ page }) => {
  await page.goto('/en/games/dice');
  await clientReady(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const tip = page.getByRole('tooltip', { name: /verify any bet/ });
  // A tap toggles it; the page blurs the trigger in between so focus does not reopen it.
  await expect(async () => {
    await page.getByTestId('badge-fair').click();
    await expect(tip).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 5000 });
  await page.getByTestId('badge-fair').click();
  await expect(tip).toBeHidden();
});

test('the header balance explains cash and bonus in a tooltip, and the 200 ms wait applies there too', async ({
  page,
}) => {
  await register(page, uniqueEmail('tooltip'));
  await loggedIn(page);
  await dismissPayIn(page);
  await page.clock.install();
  await page.goto('/en');
  await clientReady(page);
  await pause(page);
  const badge = page.getByTestId('balance-hint');
  const tip = page.getByRole('tooltip', { name: /bonus money/ });
  await badge.hover();
  await page.clock.runFor(190);
  await expect(tip).toBeHidden();
  await page.clock.runFor(20);
  await expect(tip).toBeVisible();
  await expect(badge).toHaveAccessibleDescription(/wagering/);
  // In the header there is no room above: Floating UI flips it below, still 5 px away.
  await expect
    .poll(async () => {
      const [b, t] = [await badge.boundingBox(), await tip.boundingBox()];
      return b && t ? Math.round(t.y - (b.y + b.height)) : null;
    })
    .toBe(5);
});
