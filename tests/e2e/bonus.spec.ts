import { dismissPayIn, loggedIn, register, settlePayIn, uniqueEmail } from './accounts';
import { expect, test } from './fixtures';

// The waiting bonus (spec section 4, issue 20) with the demo's WELCOME code.

test('a visitor with ?promo=welcome sees the waiting bonus and keeps it through registration', async ({
  page,
  context,
}) => {
  await page.goto('/en?promo=welcome');
  const banner = page.getByTestId('waiting-bonus');
  await expect(banner).toBeVisible();
  await expect(banner.getByTestId('waiting-bonus-name')).toHaveText('Welcome bonus: 100% of the first deposit');
  await expect(banner).toContainText('Register to get it.');
  await expect(banner).toContainText(/Time left: 2 d 23 h|Time left: 3 d 0 h/);
  const expiry = (await context.cookies()).find((c) => c.name === 'waitingBonusExpiresAt');
  expect(Number(expiry?.value) - Date.now()).toBeGreaterThan(2.9 * 86_400_000);

  // The timer is kept, not restarted, on the next page.
  await page.goto('/en/games');
  await expect(banner).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'waitingBonusExpiresAt')?.value).toBe(expiry?.value);

  // Registering with the code (prefilled from the link) keeps the bonus waiting for the deposit.
  await register(page, uniqueEmail('promo'));
  await loggedIn(page);
  await dismissPayIn(page);
  await page.goto('/en/games');
  await settlePayIn(page);
  await expect(banner).toContainText('It is yours with your first deposit.');
  await expect(banner.getByTestId('waiting-bonus-name')).toHaveText('Welcome bonus: 100% of the first deposit');
});

test('an unknown promo code is cleared from the cookie and the address', async ({ page, context }) => {
  await page.goto('/en/games?promo=NO-SUCH-CODE&tab=all');
  await expect(page).toHaveURL(/\/en\/games\?tab=all$/);
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'promo')?.value ?? null).toBeNull();
  await expect(page.getByTestId('waiting-bonus')).toHaveCount(0);
});
