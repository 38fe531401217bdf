import { loggedIn, loggedOut, register, uniqueEmail } from './accounts';
import { expect, test } from './fixtures';

// Issue 7 findings 3 and 4, as an attacker would try them from another site.

test('a link carrying someone else’s token does not log the visitor in (login CSRF)', async ({ page, browser }) => {
  // The attacker signs up in their own browser and takes their token from its cookie.
  const attacker = await browser.newContext();
  const attackerPage = await attacker.newPage();
  await register(attackerPage, uniqueEmail('csrf-attacker'));
  await loggedIn(attackerPage);
  const token = (await attacker.cookies()).find((c) => c.name === 'token')?.value;
  await attacker.close();
  expect(token).toBeTruthy();

  // The victim follows the attacker's link, without a flow of their own…
  await page.goto(`/auth/callback#token=${encodeURIComponent(token!)}&registered=0`);
  await page.waitForURL((u) => u.pathname === '/');
  await loggedOut(page);
  expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();

  // …or with a flow of their own under way: the attacker cannot know its nonce.
  await page
    .context()
    .addCookies([
      { name: 'socialFlow', value: 'victims-own-flow-nonce-123', url: page.url().replace(/\/$/, '/auth/callback') },
    ]);
  await page.goto(`/auth/callback#token=${encodeURIComponent(token!)}&registered=0&flow=guessed-nonce-0123456789`);
  await page.waitForURL((u) => u.pathname === '/');
  await loggedOut(page);
  expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();
});

test('the address //evil.example/ with a hand-over token stays on the site (open redirect)', async ({
  page,
  request,
  baseURL,
}) => {
  const attack = `${baseURL}//evil.example/?simpleAuthToken=aaaaaaaaaaaaaaaaaaaaaaaa`;
  const res = await request.get(attack, { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  const location = res.headers().location!;
  expect(new URL(location, baseURL).origin).toBe(new URL(baseURL!).origin);
  expect(location).not.toMatch(/^[/\\]{2}/);

  for (const path of ['//evil.example/', '/%2F%2Fevil.example/', '/\\evil.example/']) {
    await page.goto(`${baseURL}${path}?simpleAuthToken=aaaaaaaaaaaaaaaaaaaaaaaa`).catch(() => null);
    expect(new URL(page.url()).origin, path).toBe(new URL(baseURL!).origin);
  }
});
