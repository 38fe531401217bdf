import { expect, fromIp, RU_IP, seoStore, test, US_IP } from './fixtures';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

test('SEO head: title, description, keywords, canonical and hreflang for every language', async ({ page }) => {
  await page.goto('/en/games/dice');
  const seo = seoStore.en!['/games/dice']!;
  await expect(page).toHaveTitle(seo.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{10,}/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /\S/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3210/en/games/dice');
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((ls) => ls.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`));
  expect(alternates).toEqual(
    expect.arrayContaining([
      'ru http://localhost:3210/games/dice',
      'en http://localhost:3210/en/games/dice',
      'kk http://localhost:3210/kz/games/dice',
      'pt-BR http://localhost:3210/br/games/dice',
      'hi http://localhost:3210/hi/games/dice',
      'x-default http://localhost:3210/games/dice',
    ]),
  );
});

test('the SEO text is on the page', async ({ page }) => {
  await page.goto('/faq');
  const first = (seoStore.ru!['/faq'] as unknown as { text: string }).text.split('\n\n')[0]!;
  await expect(page.getByText(first.slice(0, 60))).toBeVisible();
});

test('robots.txt and sitemap.xml list every public page in every language', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: http://localhost:3210/sitemap.xml');
  expect(robots).toContain('Disallow: /profile');
  const res = await request.get('/sitemap.xml');
  expect(res.headers()['content-type']).toContain('application/xml');
  const xml = await res.text();
  for (const p of [
    '/faq',
    '/en/faq',
    '/kz/faq',
    '/br/faq',
    '/hi/faq',
    '/games/cases/gold',
    '/en/games/slots/fruit-party/demo',
    '/policy/ru/confidential',
    '/games/rooms/purple',
  ]) {
    expect(xml).toContain(`<loc>http://localhost:3210${p}</loc>`);
  }
  expect(xml).not.toContain('/profile');
});

test('a search bot gets complete HTML without running scripts, even from a blocked country', async ({ browser }) => {
  const ctx = await browser.newContext({
    userAgent: GOOGLEBOT,
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': US_IP },
  });
  const page = await ctx.newPage();
  const res = await page.goto('/en/games/crash');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crash');
  await expect(page.getByTestId('game-rules')).toBeVisible();
  await ctx.close();
});

test('a blocked visitor is sent to /no-access with its own layout; others are sent home from it', async ({ page }) => {
  await fromIp(page, US_IP);
  await page.goto('/en/games/dice');
  await expect(page).toHaveURL(/\/en\/no-access$/);
  await expect(page.getByTestId('no-access')).toBeVisible();
  await expect(page.locator('header nav')).toHaveCount(0);
  await fromIp(page, RU_IP);
  await page.goto('/en/no-access');
  await expect(page).toHaveURL(/\/en$/);
});

test('responses carry a content security policy with a fresh nonce, and the page runs under it', async ({ page }) => {
  const a = await page.goto('/en/faq');
  const csp = a!.headers()['content-security-policy']!;
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(a!.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const b = await page.goto('/en/faq');
  expect(b!.headers()['content-security-policy']).not.toBe(csp);
  // Hydrated: a client component works (the FAQ uses native details; the toaster region exists).
  await expect(page.locator('ol[aria-live="polite"]')).toHaveCount(1);
});

test('cached pages are not shared between mirror hosts: each names its own origin', async ({ request }) => {
  const canonical = async (origin: string) =>
    (await (await request.get(`${origin}/en/vip-club`)).text()).match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  expect(await canonical('http://localhost:3210')).toBe('http://localhost:3210/en/vip-club');
  expect(await canonical('http://127.0.0.1:3210')).toBe('http://127.0.0.1:3210/en/vip-club');
  // The SEO store answers there too (the in-process API calls do not depend on the host).
  const byIp = await (await request.get('http://127.0.0.1:3210/en/vip-club')).text();
  expect(byIp).toContain(`<title>${seoStore.en!['/vip-club']!.title}</title>`);
  expect(await canonical('http://localhost:3210')).toBe('http://localhost:3210/en/vip-club');
  // Reached by IP address there is no api.<host>: the API answers under /_api.
  expect((await (await request.get('http://127.0.0.1:3210/_api/geo_ip')).json()).data.region).toBe('RU');
});
