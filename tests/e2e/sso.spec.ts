import { dismissPayIn, loggedIn, register, uniqueEmail } from './accounts';
import { expect, readOperatorConfig, test, writeOperatorConfig } from './fixtures';

// New players have a zero balance, so PayIn opens by itself on their pages (wallet.spec.ts covers it).
test.beforeEach(({ page }) => dismissPayIn(page));

// SSO across mirrors: the operator points `settings.sso` at one API host, which keeps an SSO
// session; a player who logged in on one mirror arrives logged in on another. Edits the
// operator config, so it runs in the config project, alone.
const original = readOperatorConfig<{ settings: object; auth: object }>('operator.json');
test.afterEach(() => writeOperatorConfig('operator.json', original));

const port = Number(process.env.E2E_PORT ?? 3210);
const MAIN = `http://localhost:${port}`;
const MIRROR = `http://mirror.localhost:${port}`;

test('a player who registered on one mirror is logged in on a second mirror host', async ({ page, request }) => {
  writeOperatorConfig('operator.json', {
    ...original,
    settings: { ...original.settings, sso: `http://api.localhost:${port}/sso` },
    auth: { ...original.auth, ssoReturnOrigins: [MAIN, MIRROR] },
  });
  await expect
    .poll(async () => (await (await request.get(`http://127.0.0.1:${port}/_api/mirror`)).json()).sso, {
      timeout: 10_000,
    })
    .toBe(`http://api.localhost:${port}/sso`);

  await register(page, uniqueEmail('sso'), undefined, MAIN);
  await loggedIn(page);
  await expect(page).toHaveURL(new RegExp(`^${MAIN}/en`));

  // First visit to the other mirror: no token there; the SSO host knows the player.
  await page.goto(`${MIRROR}/en/faq`);
  await loggedIn(page);
  const url = new URL(page.url());
  expect(url.origin).toBe(MIRROR);
  expect(url.pathname).toBe('/en/faq');
  // The one-time token never stays in the address bar.
  expect(url.searchParams.has('simpleAuthToken')).toBe(false);
  const cookies = await page.context().cookies(MIRROR);
  expect(cookies.find((c) => c.name === 'token')?.value).toMatch(/^s1\./);
  expect(cookies.find((c) => c.name === 'ssoRedirected')).toBeUndefined();

  // Logging out ends the SSO session too: a fresh visit to the mirror stays anonymous.
  await page.goto(`${MIRROR}/en/profile`);
  await page.getByTestId('logout-button').click();
  await expect(page.getByTestId('login-button')).toBeVisible();
  await page.context().clearCookies({ domain: 'mirror.localhost' });
  await page.goto(`${MIRROR}/en/faq`);
  await expect(page.getByTestId('login-button')).toBeVisible();
  expect((await page.context().cookies(MIRROR)).find((c) => c.name === 'token')).toBeUndefined();
});

test('an anonymous visitor bounces through the SSO host once and comes back anonymous', async ({ page, request }) => {
  writeOperatorConfig('operator.json', {
    ...original,
    settings: { ...original.settings, sso: `http://api.localhost:${port}/sso` },
    auth: { ...original.auth, ssoReturnOrigins: [MAIN, MIRROR] },
  });
  await expect
    .poll(async () => (await (await request.get(`http://127.0.0.1:${port}/_api/mirror`)).json()).sso, {
      timeout: 10_000,
    })
    .toBe(`http://api.localhost:${port}/sso`);
  const hops: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest()) hops.push(r.url());
  });
  await page.goto(`${MIRROR}/en/faq?a=1`);
  expect(new URL(page.url()).href).toBe(`${MIRROR}/en/faq?a=1`);
  expect(hops.some((h) => h.startsWith(`http://api.localhost:${port}/sso?url=`))).toBe(true);
  await expect(page.getByTestId('login-button')).toBeVisible();
  // The ssoRedirected cookie stops a second bounce.
  hops.length = 0;
  await page.goto(`${MIRROR}/en/faq`);
  expect(hops.filter((h) => h.includes('/sso?'))).toEqual([]);
});
