import type { APIRequestContext } from '@playwright/test';
import {
  dismissPayIn,
  loggedIn,
  logOut,
  openEmailLogin,
  PASSWORD,
  register,
  settlePayIn,
  uniqueEmail,
} from './accounts';
import { clientReady, expect, test } from './fixtures';

// New players have a zero balance, so PayIn opens by itself on their pages (wallet.spec.ts covers it).
test.beforeEach(({ page }) => dismissPayIn(page));

// The account flows a new player goes through, in a real browser against the real API and
// database. Codes and reset links are read from the development inbox (DEMO_DATA=1).

type Message = { id: number; channel: string; recipient: string; subject: string; body: string; created_at: string };

const port = () => Number(process.env.E2E_PORT ?? 3210);
// Node cannot resolve api.localhost; on an IP host the API answers under /_api/.
const inboxUrl = (to: string) => `http://127.0.0.1:${port()}/_api/dev/inbox.json?to=${encodeURIComponent(to)}`;

async function messagesTo(request: APIRequestContext, to: string): Promise<Message[]> {
  const res = await request.get(inboxUrl(to));
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Message[] }).data;
}

/** Waits for a message to `to` newer than `afterId` and returns it. */
async function nextMessage(request: APIRequestContext, to: string, afterId = 0): Promise<Message> {
  let found: Message | undefined;
  await expect
    .poll(
      async () => {
        found = (await messagesTo(request, to)).find((m) => m.id > afterId);
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}
const lastId = async (request: APIRequestContext, to: string) => (await messagesTo(request, to))[0]?.id ?? 0;
const codeIn = (m: Message) => m.body.match(/\b(\d{6})\b/)?.[1] ?? '';

test('register by e-mail, confirm it, log out, log in with a one-time code from the inbox', async ({
  page,
  request,
}) => {
  // Five steps through the inbox, each with a page load: on a busy machine it passed 30 s once.
  test.setTimeout(60_000);
  const email = uniqueEmail('code');
  await register(page, email);
  await loggedIn(page);
  // The signup flag leaves the address once the player has an account.
  expect(new URL(page.url()).searchParams.has('signup')).toBe(false);
  expect((await page.context().cookies()).find((c) => c.name === 'token')?.expires).toBeGreaterThan(
    Date.now() / 1000 + 29 * 86400,
  );

  // The e-mail confirmation code arrives in the inbox; the register dialog asks for it.
  const confirm = await nextMessage(request, email);
  const form = page.getByTestId('confirm-email-form');
  await expect(form).toBeVisible();
  await form.getByLabel('Code from the message').fill(codeIn(confirm));
  await form.getByTestId('confirm-submit').click();
  await expect(form).toBeHidden();

  await page.goto('/en/profile');
  await expect(page.getByText(email)).toBeVisible();
  await logOut(page);
  expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();

  const before = await lastId(request, email);
  await page.getByTestId('login-button').click();
  const modal = page.getByTestId('modal-login');
  await expect(modal).toBeVisible();
  await modal.getByRole('group', { name: 'How to log in' }).getByRole('button', { name: 'E-mail' }).click();
  await modal.getByLabel('E-mail').fill(email);
  await modal.getByTestId('login-get-code').click();
  const login = await nextMessage(request, email, before);
  await modal.getByLabel('Code from the message').fill(codeIn(login));
  await modal.getByTestId('login-submit').click();
  await loggedIn(page);
  await expect(modal).toBeHidden();
});

test.describe('refusals', () => {
  // The browser logs every refused request; these tests provoke them on purpose.
  test.use({ expectedConsoleErrors: [/status of 422/] });

  test('a wrong password is refused with a clear message and changes nothing', async ({ page }) => {
    const email = uniqueEmail('wrong');
    await register(page, email);
    await loggedIn(page);
    await logOut(page);

    const modal = await openEmailLogin(page, email);
    await modal.getByLabel('Password').fill('not-the-password-1');
    await modal.getByTestId('login-submit').click();
    await expect(modal.getByTestId('login-error')).toContainText(/wrong/i);
    await expect(page.getByTestId('login-button')).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();

    // The same address cannot be registered twice; the dialog says why.
    await register(page, email);
    const reg = page.getByTestId('modal-register');
    await expect(reg.locator('[data-field-error="email"], [role="alert"]').first()).toContainText(/already/i);
  });

  test('reset a forgotten password by e-mail code, then log in with the new one', async ({ page, request }) => {
    const email = uniqueEmail('reset');
    await register(page, email);
    await loggedIn(page);
    await logOut(page);

    const before = await lastId(request, email);
    await page.goto('/en/password/reset');
    const start = page.getByTestId('reset-email-form');
    await start.getByLabel('E-mail').fill(email);
    await start.getByRole('button', { name: 'Send code' }).click();
    const mail = await nextMessage(request, email, before);
    expect(mail.body).toContain('/reset-password/');
    const codeForm = page.getByTestId('reset-code-form');
    await codeForm.getByLabel('Code from the message').fill(codeIn(mail));
    await codeForm.getByRole('button', { name: 'Confirm' }).click();
    const newPassword = 'a-brand-new-secret-7';
    const pw = page.getByTestId('reset-new-password-form');
    await pw.getByLabel('New password').fill(newPassword);
    await pw.getByLabel('Repeat the password').fill(newPassword);
    await pw.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByTestId('reset-done')).toBeVisible();
    await loggedIn(page);

    // The old password no longer works, the new one does.
    await logOut(page);
    const modal = await openEmailLogin(page, email);
    await modal.getByLabel('Password').fill(PASSWORD);
    await modal.getByTestId('login-submit').click();
    await expect(modal.getByTestId('login-error')).toBeVisible();
    await modal.getByLabel('Password').fill(newPassword);
    await modal.getByTestId('login-submit').click();
    await loggedIn(page);
  });
});

test('social login through the demo provider popup', async ({ page }) => {
  await page.goto('/en?login=1');
  await clientReady(page);
  const modal = page.getByTestId('modal-login');
  await expect(modal).toBeVisible();
  const popupPromise = page.waitForEvent('popup');
  await modal.getByTestId('social-demo').click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await expect(popup.getByRole('heading', { name: /Demo ID/ })).toBeVisible();
  await popup.getByLabel(/e-?mail/i).fill(uniqueEmail('social'));
  // The popup closes itself as soon as it has reported back: listen before the click.
  const closed = popup.isClosed() ? Promise.resolve() : popup.waitForEvent('close', { timeout: 15_000 });
  await popup.getByRole('button', { name: 'Continue' }).click();
  await closed;
  await loggedIn(page);
  await expect(modal).toBeHidden();
});

test('the profile settings save the time zone and the language', async ({ page }) => {
  await register(page, uniqueEmail('settings'));
  await loggedIn(page);
  await page.goto('/en/profile/setting');
  await settlePayIn(page);
  const form = page.getByTestId('settings-form');
  await form.getByLabel('Time zone').selectOption('Asia/Almaty');
  await form.getByTestId('save-timezone').click();
  await expect(page.getByText('Settings saved').first()).toBeVisible();
  await page.reload();
  await settlePayIn(page);
  await expect(page.getByTestId('settings-form').getByLabel('Time zone')).toHaveValue('Asia/Almaty');
  await page.getByTestId('settings-form').getByLabel('Interface language').selectOption('ru');
  await page.getByTestId('save-locale').click();
  // Russian is the unprefixed default language: the same page, now without /en.
  await expect.poll(() => new URL(page.url()).pathname).toBe('/profile/setting');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

test('in Russian: sign up by phone through the mask, confirm it later from the profile with an SMS code', async ({
  page,
  request,
}) => {
  const digits = `912${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const e164 = `+7${digits}`;
  await page.goto('/?signup=1');
  await clientReady(page);
  const modal = page.getByTestId('modal-register');
  await expect(modal).toBeVisible();
  await modal.getByRole('group', { name: 'Способ регистрации' }).getByRole('button', { name: 'Телефон' }).click();
  const phone = modal.getByLabel('Номер телефона');
  await phone.pressSequentially(digits);
  // The ru mask of spec section 5: +7 (###) ### ## ##
  await expect(phone).toHaveValue(
    `+7 (${digits.slice(0, 3)}) ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`,
  );
  await modal.getByLabel('Пароль').fill(PASSWORD);
  await modal.getByLabel(/Мне есть 18 лет/).check();
  await modal.getByTestId('register-submit').click();

  const confirm = page.getByTestId('modal-confirm-phone');
  await expect(confirm).toBeVisible({ timeout: 15_000 });
  const first = await nextMessage(request, e164);
  expect(first.channel).toBe('sms');
  // "Later": the player plays unconfirmed and confirms from the profile with a new code.
  await confirm.getByTestId('confirm-later').click();
  await expect(confirm).toBeHidden();
  await loggedIn(page);
  expect(new URL(page.url()).searchParams.has('signup')).toBe(false);

  await page.goto('/profile');
  await page.getByTestId('confirm-phone-button').click();
  const sms = await nextMessage(request, e164, first.id);
  await expect(confirm).toBeVisible();
  await confirm.getByLabel('Код из сообщения').fill(codeIn(sms));
  await confirm.getByTestId('confirm-submit').click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('confirm-phone-button')).toBeHidden();
  await expect(page.getByTestId('profile-phone')).toContainText('Подтверждён');
});
