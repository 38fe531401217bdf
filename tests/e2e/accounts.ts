import type { Page } from '@playwright/test';
import { clientReady, expect } from './fixtures';

// Steps several account tests share.

export const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
export const PASSWORD = 'correct-horse-42';

/**
 * Signs a new player up on the English site. The currency is chosen explicitly (the form's
 * default follows the language: USD on /en): the money tests count in roubles.
 */
export async function register(page: Page, email: string, password = PASSWORD, origin = '', currency = 'RUB') {
  await page.goto(`${origin}/en?signup=1`);
  await clientReady(page);
  const modal = page.getByTestId('modal-register');
  await expect(modal).toBeVisible();
  await modal.getByRole('group', { name: 'How to sign up' }).getByRole('button', { name: 'E-mail' }).click();
  await modal.getByLabel('E-mail').fill(email);
  await modal.getByLabel('Password').fill(password);
  await modal.getByLabel('Currency').selectOption(currency);
  await modal.getByLabel('I am 18 or older and accept the user agreement').check();
  await modal.getByTestId('register-submit').click();
}

export const loggedIn = (page: Page) => expect(page.getByTestId('balance')).toBeVisible({ timeout: 15_000 });
export const loggedOut = (page: Page) => expect(page.getByTestId('login-button')).toBeVisible({ timeout: 15_000 });

/** Logs out from the profile page and waits for the anonymous header. */
export async function logOut(page: Page) {
  await page.goto('/en/profile');
  await settlePayIn(page);
  await page.getByTestId('logout-button').click();
  await loggedOut(page);
}

/** Opens the login dialog by its query flag, on the e-mail tab with the address typed in. */
export async function openEmailLogin(page: Page, email: string) {
  await page.goto('/en?login=1');
  await clientReady(page);
  const modal = page.getByTestId('modal-login');
  await expect(modal).toBeVisible();
  await modal.getByRole('group', { name: 'How to log in' }).getByRole('button', { name: 'E-mail' }).click();
  await modal.getByLabel('E-mail').fill(email);
  return modal;
}

/**
 * PayIn opens by itself ~350 ms after the page of a player with a zero balance loads (spec
 * section 2). Tests about other things close it whenever it shows up.
 */
export async function dismissPayIn(page: Page) {
  // Escape closes the native dialog without the click's actionability waits, which can stall
  // while the page is busy hydrating or navigating.
  await page.addLocatorHandler(page.getByTestId('modal-payin'), async () => {
    await page.keyboard.press('Escape');
  });
}

/**
 * After a page load of a player with a zero balance: lets PayIn open (it does ~350 ms after
 * the profile is set up) and the dismissPayIn handler close it, so the test's next action does
 * not land on a page the dialog has made inert. Players with money see no PayIn: the short
 * wait then just passes.
 */
export async function settlePayIn(page: Page) {
  const modal = page.getByTestId('modal-payin');
  await modal.waitFor({ state: 'visible', timeout: 3000 }).catch(() => {});
  await expect(modal).toBeHidden();
}

/**
 * A new player (roubles) who deposits 500 ₽ with the sandbox card through the PayIn that opens
 * by itself; the e-mail confirmation is left for later. Returns once PayIn reports it paid.
 */
export async function registerAndDeposit(page: Page, tag: string) {
  await register(page, uniqueEmail(tag));
  await loggedIn(page);
  await depositWithPayIn(page, 50_000);
}

/**
 * Just after a new player's registration: closes the e-mail confirmation if it shows, and pays
 * `preset` kopecks (one of PayIn's preset buttons) with the sandbox card through the PayIn that
 * opens by itself. Returns once PayIn reports it paid and is closed.
 */
export async function depositWithPayIn(page: Page, preset: number) {
  const context = page.context();
  const confirm = page.getByTestId('confirm-email-form');
  const payin = page.getByTestId('modal-payin');
  await expect(confirm.or(payin)).toBeVisible({ timeout: 10_000 });
  if (await confirm.isVisible()) await page.getByTestId('modal-close').click();
  await expect(payin).toBeVisible({ timeout: 10_000 });
  await payin.getByTestId(`payin-preset-${preset}`).click();
  const [hosted] = await Promise.all([context.waitForEvent('page'), payin.getByTestId('payin-submit').click()]);
  await hosted.waitForURL(/\/sandbox\/pay\//);
  await hosted.getByLabel(/card number/i).fill('4242 4242 4242 4242');
  await hosted.getByRole('button', { name: /pay/i }).click();
  await expect(payin.getByTestId('payin-result')).toHaveAttribute('data-status', 'paid', { timeout: 20_000 });
  await hosted.close();
  await payin.getByTestId('modal-close').click();
}
