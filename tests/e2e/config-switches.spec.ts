import { expect, readOperatorConfig, test, writeOperatorConfig, KZ_IP } from './fixtures';

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
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': KZ_IP });
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
