import { expect, fromIp, RU_IP, seoStore, test, US_IP } from './fixtures';

// The server's port follows E2E_PORT (playwright.config.ts), so engineers can run suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const ORIGIN = `http://localhost:${PORT}`;

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

test('SEO head: title, description, keywords, canonical and hreflang for every language', async ({ page }) => {
  await page.goto('/en/games/dice');
  const seo = seoStore.en!['/games/dice']!;
  await expect(page).toHaveTitle(seo.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{10,}/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /\S/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/en/games/dice`);
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((ls) => ls.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`));
  expect(alternates).toEqual(
    expect.arrayContaining([
      `ru ${ORIGIN}/games/dice`,
      `en ${ORIGIN}/en/games/dice`,
      `kk ${ORIGIN}/kz/games/dice`,
      `pt-BR ${ORIGIN}/br/games/dice`,
      `hi ${ORIGIN}/hi/games/dice`,
      `x-default ${ORIGIN}/games/dice`,
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
  expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
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
    '/en/games/slots/studio-lucky-sevens/demo',
    '/policy/ru/confidential',
    '/games/rooms/purple',
  ]) {
    expect(xml).toContain(`<loc>${ORIGIN}${p}</loc>`);
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
  expect(await canonical(ORIGIN)).toBe(`${ORIGIN}/en/vip-club`);
  expect(await canonical(`http://127.0.0.1:${PORT}`)).toBe(`http://127.0.0.1:${PORT}/en/vip-club`);
  // The SEO store answers there too (the in-process API calls do not depend on the host).
  const byIp = await (await request.get(`http://127.0.0.1:${PORT}/en/vip-club`)).text();
  expect(byIp).toContain(`<title>${seoStore.en!['/vip-club']!.title}</title>`);
  expect(await canonical(ORIGIN)).toBe(`${ORIGIN}/en/vip-club`);
  // Reached by IP address there is no api.<host>: the API answers under /_api.
  expect((await (await request.get(`http://127.0.0.1:${PORT}/_api/geo_ip`)).json()).data.region).toBe('RU');
});

test('pages of one case, slot, live table or policy describe themselves, in the page’s language', async ({
  request,
}) => {
  const head = async (path: string) => {
    const html = await (await request.get(path)).text();
    const decode = (v: string) =>
      v
        .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16)))
        .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
        .replaceAll('&quot;', '"')
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&amp;', '&');
    const attr = (re: RegExp) => {
      const v = html.match(re)?.[1];
      return v === undefined ? null : decode(v);
    };
    return {
      title: attr(/<title>([^<]*)<\/title>/),
      description: attr(/<meta name="description" content="([^"]*)"/),
    };
  };
  const starterEn = await head('/en/games/cases/starter');
  expect(starterEn.description).toMatch(/^Open the .+ case for .+: every item and its chance are listed/);
  const starterBr = await head('/br/games/cases/starter');
  expect(starterBr.description).toMatch(/^Abra a caixa .+ por /);
  const slot = await head('/en/games/slots/studio-pharaoh-lines/demo');
  expect(slot.description).toMatch(/^Play .+ by .+ for free in demo mode/);
  const live = await head('/en/games/live-casino/studio-roulette-live/demo');
  expect(live.description).toMatch(/a live table at .+ where every player shares each round in real time/);
  const policy = await head('/en/policy/en/user-agreement');
  expect(policy.description?.length).toBeGreaterThan(40);
  expect(policy.description!.length).toBeLessThanOrEqual(160);
  // Unique: no two of these pages say the same.
  const all = [starterEn, slot, live, policy].map((h) => h.description);
  expect(new Set(all).size).toBe(all.length);
  expect(new Set([starterEn, slot, live, policy].map((h) => h.title)).size).toBe(4);
});
