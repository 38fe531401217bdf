import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
// @ts-expect-error: a plain .mjs helper shared with the test runner
import { CHROMIUM_ARGS, findChromium } from '../../scripts/lib/chromium.mjs';
import { clientReady, expect, test } from './fixtures';

// Issue 12: the web app manifest and icons, the install offer (spec section 4: shown on the
// browser's signal, dismissed for good, an iOS hint where there is no signal) and the
// external-navigation guard (spec section 8), in a real Chromium against the built site.

/**
 * Dispatches a stand-in for Chromium's beforeinstallprompt (a headless browser on plain HTTP
 * never fires the real one) until the page's runtime has booted and shows the offer.
 * The stand-in records whether the site called prompt().
 */
async function signalInstallable(page: Page) {
  await clientReady(page);
  await page.evaluate(() => {
    const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    e.prompt = async () => {
      (window as unknown as { __prompted: boolean }).__prompted = true;
    };
    e.userChoice = Promise.resolve({ outcome: 'accepted' });
    window.dispatchEvent(e);
  });
  // The offer waits until the page has been open 30 s (INSTALL_OFFER_DELAY_MS).
  await expect(page.getByTestId('install-banner')).toHaveCount(0);
  await page.clock.runFor(30_000);
  await expect(page.getByTestId('install-banner')).toBeVisible();
}

test('the manifest names the app, with 192 and 512 px icons, maskable ones among them', async ({ page, request }) => {
  await page.goto('/en');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const res = await request.get(href!);
  expect(res.ok()).toBe(true);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await res.json();
  expect(manifest).toMatchObject({ name: 'Casino', start_url: '/', display: 'standalone', theme_color: '#0b0f1a' });
  const icons = manifest.icons as { src: string; sizes: string; purpose: string; type: string }[];
  for (const size of ['192x192', '512x512']) {
    expect(icons.some((i) => i.sizes === size && i.purpose === 'any')).toBe(true);
    expect(icons.some((i) => i.sizes === size && i.purpose === 'maskable')).toBe(true);
  }
  for (const icon of icons) {
    const img = await request.get(icon.src);
    expect(img.headers()['content-type'], icon.src).toBe('image/png');
    // PNG width from the IHDR chunk: the file is the size the manifest says.
    expect(`${(await img.body()).readUInt32BE(16)}x${(await img.body()).readUInt32BE(20)}`).toBe(icon.sizes);
  }
});

test('the install offer shows on the browser signal, opens the browser dialog, and once dismissed stays away', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/en');
  await signalInstallable(page);
  await expect(page.getByTestId('install-banner')).toContainText('Install the app');
  await page.getByTestId('install-accept').click();
  await expect(page.getByTestId('install-banner')).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { __prompted?: boolean }).__prompted)).toBe(true);

  // The next signal offers it again (the player accepted, nothing was dismissed)…
  await page.reload();
  await signalInstallable(page);
  await page.getByTestId('install-dismiss').click();
  await expect(page.getByTestId('install-banner')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('hide-install'))).toBe('1');

  // …but after "Not now", no signal brings it back, on this page or another.
  await page.goto('/en/faq');
  await clientReady(page);
  for (let i = 0; i < 3; i++) {
    await page.evaluate(() => window.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true })));
    await page.clock.runFor(30_000);
  }
  await expect(page.getByTestId('install-banner')).toHaveCount(0);
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });

  test('Safari, which never signals, gets the Add to Home Screen hint', async ({ page }) => {
    await page.clock.install();
    await page.goto('/en');
    await clientReady(page);
    await page.clock.runFor(30_000);
    const banner = page.getByTestId('install-banner');
    await expect(banner).toContainText('Add to Home Screen', { timeout: 15_000 });
    await expect(page.getByTestId('install-accept')).toHaveCount(0);
    await page.getByTestId('install-dismiss').click();
    await page.reload();
    await clientReady(page);
    await page.clock.runFor(30_000);
    await expect(banner).toHaveCount(0);
  });
});

test.describe('external navigation', () => {
  test.use({ expectedConsoleErrors: [/\[navigation\] (Refused navigation|External navigation without)/] });

  /** Adds a link to the page once the runtime runs (the guard starts with it). */
  async function addLink(page: Page, href: string, rel = '') {
    await page.evaluate(
      ([h, r]) => {
        const a = document.createElement('a');
        a.href = h!;
        a.rel = r!;
        a.textContent = 'test link';
        a.dataset.testid = 'test-link';
        document.querySelector('main')!.prepend(a);
      },
      [href, rel],
    );
  }

  test('a link to another site needs rel="external"; a javascript: link never runs', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    await page.route('https://partner.example/**', (r) =>
      r.fulfill({ body: '<title>partner</title>', contentType: 'text/html' }),
    );
    await page.goto('/en/faq');
    await clientReady(page);

    await addLink(page, 'javascript:document.title="ran"');
    await page.getByTestId('test-link').click();
    await expect.poll(() => messages.some((m) => m.includes('Refused navigation to a javascript: URL'))).toBe(true);
    expect(await page.title()).not.toBe('ran');

    await page.getByTestId('test-link').evaluate((a) => a.remove());
    await addLink(page, 'https://partner.example/offer');
    await page.getByTestId('test-link').click();
    await expect
      .poll(() => messages.some((m) => m.includes('External navigation without the external option')))
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe('/en/faq');

    await page.getByTestId('test-link').evaluate((a) => a.remove());
    await addLink(page, 'https://partner.example/offer', 'external');
    await page.getByTestId('test-link').click();
    await expect(page).toHaveURL('https://partner.example/offer');
  });
});

// Lighthouse 12 dropped its PWA category; Chromium's own installability check (the one
// Lighthouse used, and the one that decides whether beforeinstallprompt fires) answers instead.
// It needs a real profile: Playwright's usual contexts are incognito, where nothing installs.
test.describe('installability', () => {
  let context: BrowserContext;
  test.beforeAll(async ({ baseURL, userAgent }) => {
    context = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'casino-e2e-profile-')), {
      executablePath: findChromium() as string,
      args: CHROMIUM_ARGS as string[],
      baseURL,
      userAgent,
    });
  });
  test.afterAll(() => context.close());

  for (const url of ['/en', '/en/games/dice']) {
    test(`Chromium finds ${url} installable: manifest, icons and a worker with a fetch handler`, async () => {
      const page = await context.newPage();
      await page.goto(url);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      const cdp = await context.newCDPSession(page);
      expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
      await expect
        .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((e) => e.errorId), {
          timeout: 15_000,
        })
        .toEqual([]);
      await page.close();
    });
  }
});
