import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { dismissPayIn, loggedIn, logOut, openEmailLogin, PASSWORD, register, uniqueEmail } from './accounts';
import { clientReady, expect, test } from './fixtures';

// Two-factor login as a player meets it: enrol on /profile/access with the key the page shows (the
// test is the authenticator app), log out, log in with a code, then with a recovery code.

/** A code for a time step the server has not seen used: each call moves one step further. */
function codes(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  // Start one step back so the next codes are still inside the server's ±1 window.
  let step = Math.floor(Date.now() / 30_000) - 1;
  return () => totp.generate({ timestamp: step++ * 30_000 });
}

// The first factor of an account with 2FA answers 403 (the challenge); wrong codes answer 422.
test.use({ expectedConsoleErrors: [/status of (403|422)/] });

test('enrol on the access page, log in with a code, then with a recovery code once', async ({ page }) => {
  test.setTimeout(90_000);
  await dismissPayIn(page);
  const email = uniqueEmail('2fa');
  await register(page, email);
  await loggedIn(page);

  await page.goto('/en/profile/access');
  const panel = page.getByTestId('two-factor-panel');
  await expect(panel.getByTestId('two-factor-status')).toHaveText('Off');
  // The password is asked again first: a wrong one is refused, the right one shows the QR code.
  await panel.getByLabel('Your password').fill('not-my-password-9');
  await panel.getByTestId('two-factor-enable').click();
  await expect(panel.getByTestId('two-factor-error')).toContainText('Wrong password');
  await panel.getByLabel('Your password').fill(PASSWORD);
  await panel.getByTestId('two-factor-enable').click();
  await expect(panel.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await panel.getByTestId('two-factor-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const next = codes(secret);

  // A wrong code is refused and leaves it off.
  await panel.getByLabel('Code from the app').fill('000000');
  await panel.getByTestId('two-factor-confirm').click();
  await expect(panel.getByTestId('two-factor-error')).toContainText('Wrong or already used code');

  await panel.getByLabel('Code from the app').fill(next());
  await panel.getByTestId('two-factor-confirm').click();
  const list = panel.getByTestId('recovery-codes').getByRole('listitem');
  await expect(list).toHaveCount(10);
  const recovery = (await list.allTextContents()).map((c) => c.trim());
  await panel.getByTestId('recovery-codes-saved').click();
  await expect(panel.getByTestId('two-factor-status')).toHaveText('On. Recovery codes left: 10');

  // The password alone no longer logs in: the code is asked next.
  await logOut(page);
  let modal = await openEmailLogin(page, email);
  await modal.getByLabel('Password').fill(PASSWORD);
  await modal.getByTestId('login-submit').click();
  let second = page.getByTestId('modal-two-factor');
  await expect(second).toBeVisible();
  await expect(page.getByTestId('balance')).toBeHidden();
  await second.getByLabel('Code from the app or a recovery code').fill(next());
  await second.getByTestId('two-factor-submit').click();
  await loggedIn(page);

  // A recovery code works once.
  for (const expectIn of [true, false]) {
    await logOut(page);
    modal = await openEmailLogin(page, email);
    await modal.getByLabel('Password').fill(PASSWORD);
    await modal.getByTestId('login-submit').click();
    second = page.getByTestId('modal-two-factor');
    await second.getByLabel('Code from the app or a recovery code').fill(recovery[0]!);
    await second.getByTestId('two-factor-submit').click();
    if (expectIn) {
      await loggedIn(page);
    } else {
      await expect(second.getByText('Wrong or already used code')).toBeVisible();
      await expect(page.getByTestId('balance')).toBeHidden();
    }
  }
});

/** Turns 2FA on from /profile/access (an account without a password, just logged in); answers the code maker. */
async function enrol(page: Page) {
  await page.goto('/en/profile/access');
  const panel = page.getByTestId('two-factor-panel');
  await panel.getByTestId('two-factor-enable').click();
  const next = codes((await panel.getByTestId('two-factor-secret').textContent())!.trim());
  await panel.getByLabel('Code from the app').fill(next());
  await panel.getByTestId('two-factor-confirm').click();
  await panel.getByTestId('recovery-codes-saved').click();
  await expect(panel.getByTestId('two-factor-status')).toHaveText('On. Recovery codes left: 10');
  return next;
}

/** Logs in with the demo provider's popup as `email`. */
async function socialLogin(page: Page, email: string) {
  await page.goto('/en?login=1');
  await clientReady(page);
  const modal = page.getByTestId('modal-login');
  await expect(modal).toBeVisible();
  const popupPromise = page.waitForEvent('popup');
  await modal.getByTestId('social-demo').click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await popup.getByLabel(/e-?mail/i).fill(email);
  const closed = popup.isClosed() ? Promise.resolve() : popup.waitForEvent('close', { timeout: 15_000 });
  await popup.getByRole('button', { name: 'Continue' }).click();
  await closed;
}

test('a social login of an account with 2FA asks for the code before logging in', async ({ page }) => {
  test.setTimeout(90_000);
  await dismissPayIn(page);
  const email = uniqueEmail('2fa-social');
  await socialLogin(page, email);
  await loggedIn(page);
  const next = await enrol(page);
  await logOut(page);

  await socialLogin(page, email);
  const second = page.getByTestId('modal-two-factor');
  await expect(second).toBeVisible();
  await expect(page.getByTestId('balance')).toBeHidden();
  await second.getByLabel('Code from the app or a recovery code').fill(next());
  await second.getByTestId('two-factor-submit').click();
  await loggedIn(page);
});
