import { expect, fromIp, KZ_IP, readOperatorConfig, removeOperatorConfig, test, writeOperatorConfig } from './fixtures';

// The operator edits files; the running server applies them without a restart.
const original = readOperatorConfig('operator.json');
test.afterEach(() => writeOperatorConfig('operator.json', original));

async function until(check: () => Promise<boolean>) {
  await expect.poll(check, { timeout: 10_000, intervals: [100, 200, 500] }).toBe(true);
}

test('switching the mirror sends every page to the new link with 301, path and query kept', async ({ request }) => {
  writeOperatorConfig('operator.json', { ...original, mirror: { newLink: 'https://mirror-2.example' } });
  await until(async () => (await request.get('/faq', { maxRedirects: 0 })).status() === 301);
  const res = await request.get('/en/games/dice?utm_source=x&a=1', { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe('https://mirror-2.example/en/games/dice?utm_source=x&a=1');
  writeOperatorConfig('operator.json', original);
  await until(async () => (await request.get('/en/faq', { maxRedirects: 0 })).status() === 200);
});

test('blocking a country takes effect without a restart, and unblocking too', async ({ page }) => {
  await fromIp(page, KZ_IP);
  await page.goto('/games/keno');
  await expect(page).toHaveURL(/\/games\/keno$/);
  writeOperatorConfig('operator.json', { ...original, blockedCountries: ['KZ'] });
  await until(async () => {
    await page.goto('/games/keno');
    return page.url().endsWith('/no-access');
  });
  writeOperatorConfig('operator.json', original);
  await until(async () => {
    await page.goto('/no-access');
    return new URL(page.url()).pathname === '/';
  });
});

test('an invalid config edit is ignored and the previous one stays live', async ({ request }) => {
  writeOperatorConfig('operator.json', { ...original, blockedCountries: 'everyone' });
  await new Promise((r) => setTimeout(r, 500));
  expect((await request.get('/en/faq', { maxRedirects: 0 })).status()).toBe(200);
});

test('the telegram channel and yandex verification come from settings', async ({ page }) => {
  const settings = {
    ...(original.settings as object),
    telegram_channel_url: 'https://t.me/changed_channel',
    meta_yandex_verification: 'ya123',
  };
  writeOperatorConfig('operator.json', { ...original, settings });
  await until(async () => {
    await page.goto('/en/faq');
    return (await page.getByTestId('telegram-link').getAttribute('href')) === 'https://t.me/changed_channel';
  });
  await expect(page.locator('meta[name="yandex-verification"]')).toHaveAttribute('content', 'ya123');
});

test('a restricted games domain hides exactly the flagged games and sends their pages to the error page', async ({
  page,
  request,
  baseURL,
}) => {
  const host = new URL(baseURL!).host;
  // Counted from the lobby itself, so a new game does not break the test; three games are flagged.
  await page.goto('/en');
  const everyGame = await page.getByTestId('game-lobby').locator('a').count();
  expect(everyGame).toBeGreaterThan(3);
  writeOperatorConfig('operator.json', { ...original, restrictedGamesDomains: [host] });
  await until(async () => (await request.get('/games/crash', { maxRedirects: 0 })).status() === 302);

  await page.goto('/en');
  // Crash, coinflip and cases (with their case pages) are linked nowhere: lobby, header, footer.
  for (const off of ['/en/games/crash', '/en/games/coinflip', '/en/games/cases']) {
    await expect(page.locator(`a[href="${off}"], a[href^="${off}/"]`)).toHaveCount(0);
  }
  await expect(page.getByTestId('game-lobby').locator('a')).toHaveCount(everyGame - 3);
  for (const on of ['/en/games/dice', '/en/games/hilo', '/en/games/wheel', '/en/games/rooms', '/en/games/slots']) {
    await expect(page.locator(`a[href="${on}"]`).first()).toBeVisible();
  }
  await page.goto('/en/games/cases/gold');
  await expect(page).toHaveURL(/\/en\/error\?errorCode=403$/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/games/crash</loc>');
  expect(sitemap).not.toContain('/games/cases/gold</loc>');
  expect(sitemap).toContain('/games/dice</loc>');

  writeOperatorConfig('operator.json', original);
  await until(async () => (await request.get('/games/crash', { maxRedirects: 0 })).status() === 200);
  await page.goto('/en');
  await expect(page.getByTestId('game-lobby').locator('a')).toHaveCount(everyGame);
});

test('the operator rewords a text in one language; removing the file brings the built-in wording back', async ({
  page,
}) => {
  // The header's sign-up button, on every page for a visitor.
  const signUp = (text: string) => page.locator('header').getByText(text, { exact: true });
  try {
    writeOperatorConfig('texts.en.json', { 'auth.signup': 'Join now' });
    await until(async () => {
      await page.goto('/en/faq');
      return (await signUp('Join now').count()) > 0;
    });
    // Other languages keep theirs.
    await page.goto('/br/faq');
    await expect(signUp('Join now')).toHaveCount(0);
  } finally {
    removeOperatorConfig('texts.en.json');
  }
  await until(async () => {
    await page.goto('/en/faq');
    return (await signUp('Sign up').count()) > 0;
  });
});
