import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// Steps several account tests share.

export const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
export const PASSWORD = 'correct-horse-42';

export async function register(page: Page, email: string, password = PASSWORD, origin = '') {
  await page.goto(`${origin}/en?signup=1`);
  const modal = page.getByTestId('modal-register');
  await expect(modal).toBeVisible();
  await modal.getByRole('group', { name: 'How to sign up' }).getByRole('button', { name: 'E-mail' }).click();
  await modal.getByLabel('E-mail').fill(email);
  await modal.getByLabel('Password').fill(password);
  await modal.getByLabel('I am 18 or older and accept the user agreement').check();
  await modal.getByTestId('register-submit').click();
}

export const loggedIn = (page: Page) => expect(page.getByTestId('balance')).toBeVisible({ timeout: 15_000 });
export const loggedOut = (page: Page) => expect(page.getByTestId('login-button')).toBeVisible({ timeout: 15_000 });

/** Logs out from the profile page and waits for the anonymous header. */
export async function logOut(page: Page) {
  await page.goto('/en/profile');
  await page.getByTestId('logout-button').click();
  await loggedOut(page);
}

/** Opens the login dialog by its query flag, on the e-mail tab with the address typed in. */
export async function openEmailLogin(page: Page, email: string) {
  await page.goto('/en?login=1');
  const modal = page.getByTestId('modal-login');
  await expect(modal).toBeVisible();
  await modal.getByRole('group', { name: 'How to log in' }).getByRole('button', { name: 'E-mail' }).click();
  await modal.getByLabel('E-mail').fill(email);
  return modal;
}
