import type { Page } from '@playwright/test';
import { loggedIn, register, uniqueEmail } from './accounts';
import { clientReady, expect, test } from './fixtures';

// Issue 12: the service worker, the offline page, build updates that wait for a round, the
// chunk-load reload guard and the syncStore record, in a real Chromium against the built site.

// Playwright's tracing keeps navigations of a worker-controlled page from finishing offline.
test.use({ trace: 'off' });

/** Marks the current document: the mark is gone once the page reloaded. */
async function mark(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __pwaMark: boolean }).__pwaMark = true;
  });
}
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __pwaMark?: boolean }).__pwaMark === true);

/** Waits for the worker to be active, and loads the page again under its control if needed. */
async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test.describe('offline', () => {
  // The offline page answers with 503, and the page's own calls fail while offline: Chromium logs both.
  test.use({ expectedConsoleErrors: [/status of 503|ERR_INTERNET_DISCONNECTED/] });

  test('the service worker installs, precaches the assets and answers offline with the offline page', async ({
    page,
    context,
  }) => {
    // Installing precaches every asset: slow on a busy machine.
    test.setTimeout(60_000);
    await page.goto('/en/');
    await waitForWorker(page);
    // Revalidated on every update check, never kept by the HTTP cache.
    const sw = await page.evaluate(async () => {
      const r = await fetch('/sw.js', { cache: 'no-store' });
      return { status: r.status, cacheControl: r.headers.get('cache-control') };
    });
    expect(sw).toEqual({ status: 200, cacheControl: 'no-cache' });
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const lists = await Promise.all(names.map(async (n) => (await caches.open(n)).keys()));
      return lists.flat().map((r) => new URL(r.url).pathname);
    });
    expect(cached.some((u) => /^\/assets\/.+\.js$/.test(u))).toBe(true);
    // No page, RSC payload or API answer is ever in the cache.
    expect(cached.filter((u) => !u.startsWith('/assets/') && !u.startsWith('/images/'))).toEqual([]);

    await context.setOffline(true);
    await page.goto('/en/faq', { waitUntil: 'commit' });
    await expect(page.locator('[data-offline-page]')).toContainText('You are offline');
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('[data-offline-page]')).toHaveCount(0);
  });
});

test.describe('build updates', () => {
  // The fake build id is answered by page.route; the worker must not stand in between.
  test.use({ serviceWorkers: 'block' });

  async function fakeBuild(page: Page, id: { current: string | null }) {
    await page.route('**/builds/latest.json*', async (route) => {
      if (id.current === null) return route.continue();
      await route.fulfill({ json: { id: id.current, timestamp: Date.now() } });
    });
  }
  // The page polls on its timer and whenever it comes back to the foreground.
  const poll = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

  test('a new build id reloads the page', async ({ page }) => {
    const id = { current: null as string | null };
    await fakeBuild(page, id);
    const polled = page.waitForRequest(/builds\/latest\.json\?timestamp=\d+/);
    await page.goto('/en/');
    await polled;
    await mark(page);
    id.current = 'a-newer-build';
    await poll(page);
    await page.waitForFunction(() => !(window as unknown as { __pwaMark?: boolean }).__pwaMark);
  });

  test('a new build waits for the running round to end, and says so', async ({ page }) => {
    const id = { current: null as string | null };
    await fakeBuild(page, id);
    await page.goto('/en/games/hilo');
    await expect(page.getByTestId('hilo-screen')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('hilo-fun')).toBeChecked();
    await page.getByTestId('hilo-start').click();
    await expect(page.getByTestId('hilo-skip')).toBeEnabled();
    await mark(page);
    id.current = 'a-newer-build';
    const answered = page.waitForResponse(/builds\/latest\.json/);
    await poll(page);
    await answered;
    await expect(page.getByText('The page will reload when the current round ends.')).toBeVisible();
    expect(await marked(page)).toBe(true);
    // Ending the round lets the waiting reload happen: a guess (skips risk nothing, so a cash-out
    // needs one). Lost, the round ends and the page reloads at once (the mark is gone); won, the
    // round stays open, the page waits, and the cash-out ends it.
    await page.getByTestId('hilo-same').click();
    const cashout = page.locator('[data-testid="hilo-cashout"]:enabled');
    const state = async () => {
      // A reload in progress destroys the page's context: not decided yet.
      const still = await marked(page).catch(() => null);
      if (still === false) return 'reloaded';
      return still && (await cashout.count()) > 0 ? 'won' : 'waiting';
    };
    await expect.poll(state, { timeout: 15_000 }).not.toBe('waiting');
    if ((await state()) === 'won') {
      expect(await marked(page)).toBe(true);
      await cashout.click();
    }
    await page.waitForFunction(() => !(window as unknown as { __pwaMark?: boolean }).__pwaMark);
  });
});

test('a failed chunk load reloads once, and not again within 10 s', async ({ page }) => {
  // Issue 44, why this failed now and then: the failure was set off right after the `load` event,
  // but the guard listens from the client runtime's start, in hydration, which on a busy machine
  // comes later: the rejection went unseen and nothing reloaded. And "within 10 s" was wall time on
  // a machine where one reload can take that long, so the second failure could fall outside the
  // window and reload too. Now each failure waits for the runtime, and the page's clock is fixed
  // (its timers still run), moved by the test across the window: both sides of it are checked.
  const start = Date.now();
  await page.clock.setFixedTime(start);
  const navigations: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest()) navigations.push(r.url());
  });
  const failChunk = (name: string) =>
    page.evaluate((n) => {
      // A chunk a newer deploy removed: the dynamic import fails.
      setTimeout(() => import(/* @vite-ignore */ `/assets/${n}-${Math.random().toString(36).slice(2)}.js`));
    }, name);

  await page.goto('/en/');
  await clientReady(page);
  await mark(page);
  const reloaded = page.waitForEvent('load');
  await failChunk('gone');
  await reloaded;
  await clientReady(page);
  expect(await marked(page)).toBe(false);

  // 9 s later by the page's clock: inside the guard window, the page stays.
  await mark(page);
  await page.clock.setFixedTime(start + 9_000);
  const before = navigations.length;
  // (Not waitForFunction: its animation-frame polling waits on the page's clock.)
  const missing = page.waitForResponse((r) => r.url().includes('/assets/gone-again-'));
  await failChunk('gone-again');
  await missing;
  await page.waitForTimeout(1000);
  expect(navigations.length).toBe(before);
  expect(await marked(page)).toBe(true);

  // Past the window, a failure reloads again: the guard stops a loop, not every later reload.
  await page.clock.setFixedTime(start + 11_000);
  const again = page.waitForEvent('load');
  await failChunk('gone-later');
  await again;
  expect(await marked(page)).toBe(false);
});

test('syncStore holds the API base URL for the worker', async ({ page }) => {
  await page.goto('/en/');
  const read = () =>
    page.evaluate(async () => {
      // Opening a database that does not exist yet would create it empty, before the page does.
      if (!(await indexedDB.databases()).some((d) => d.name === 'casino')) return null;
      return new Promise<string | null>((resolve) => {
        const open = indexedDB.open('casino');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('syncStore')) return resolve(null);
          const get = db.transaction('syncStore').objectStore('syncStore').get(1);
          get.onsuccess = () => resolve((get.result as string | undefined) ?? null);
          get.onerror = () => resolve(null);
        };
        open.onerror = () => resolve(null);
      });
    });
  await expect.poll(read, { timeout: 15_000 }).toMatch(/^http:\/\/(api\.localhost:\d+|localhost:\d+\/_api)$/);
});

test('an open tab syncs the player’s profile every 10 minutes, without a reload', async ({ page }) => {
  // The page's timers run on a clock the test moves; the server answers in real time.
  await page.clock.install();
  await register(page, uniqueEmail('sync'));
  await loggedIn(page);
  await mark(page);
  const profileCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('/profile/user')) profileCalls.push(r.url());
  });
  await page.clock.runFor('09:00');
  expect(profileCalls).toEqual([]);
  await page.clock.runFor('01:05');
  await expect.poll(() => profileCalls.length).toBe(1);
  await page.clock.runFor('10:00');
  await expect.poll(() => profileCalls.length).toBe(2);
  expect(await marked(page)).toBe(true);
});
