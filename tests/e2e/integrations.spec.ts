import { clientReady, expect, readOperatorConfig, test, writeOperatorConfig } from './fixtures';

// The operator's optional support chat and Yandex Metrika counter (operator.json → integrations,
// decision 028) in a real browser under the real CSP. The vendors are out of reach here, so the
// test serves stand-in scripts at their addresses (page.route) that record how the page calls them.

const original = readOperatorConfig('operator.json');
test.afterEach(() => writeOperatorConfig('operator.json', original));

const CHAT = 'https://chat.widget.example/loader.js';
const METRIKA = 'https://mc.yandex.ru/metrika/tag.js';
const CHAT_JS = `window.chatCalls = [];
window.addEventListener('casino:route-change', (e) => window.chatCalls.push(new URL(e.detail.url).pathname));`;
const METRIKA_JS = 'window.ymCalls = []; window.ym = (...a) => window.ymCalls.push(a);';

type Recorded = { chatCalls?: unknown[]; ymCalls?: unknown[][] };

test('a configured chat and counter load after the page, hear of route changes, and join the CSP', async ({ page }) => {
  const loaded: string[] = [];
  for (const [url, body] of [
    [CHAT, CHAT_JS],
    [METRIKA, METRIKA_JS],
  ] as const) {
    await page.route(url, (route) => {
      loaded.push(url);
      return route.fulfill({ contentType: 'text/javascript', body });
    });
  }
  const configured = { ...original, integrations: { supportChatScript: CHAT, metrikaCounterId: 4242 } };
  let csp = '';
  await expect
    .poll(
      async () => {
        // Written again until the server has it: a file watcher may fold two quick writes into one.
        writeOperatorConfig('operator.json', configured);
        const res = await page.request.get('/en');
        csp = res.headers()['content-security-policy'] ?? '';
        return csp.includes('https://chat.widget.example');
      },
      { timeout: 45_000, intervals: [500, 1000] },
    )
    .toBe(true);
  await page.goto('/en');
  expect(csp).toMatch(/connect-src [^;]*https:\/\/mc\.yandex\.ru/);
  expect(csp).toMatch(/frame-src 'self' [^;]*https:\/\/chat\.widget\.example/);

  // The counter was found by the 100 ms poll and started with session replay.
  await expect
    .poll(() => page.evaluate(() => (window as Recorded).ymCalls?.[0]), { timeout: 15_000 })
    .toEqual([4242, 'init', { clickmap: true, trackLinks: true, webvisor: true }]);
  expect(loaded.sort()).toEqual([CHAT, METRIKA].sort());

  // A navigation by the client router (history traversal, which Waku's router follows): the chat
  // hears of it 250 ms later, the counter counts a hit.
  await page.evaluate(() => {
    history.pushState(null, '', '/en/faq');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('h1')).toContainText(/questions|FAQ/i);
  await expect.poll(() => page.evaluate(() => (window as Recorded).chatCalls)).toEqual(['/en/faq']);
  await expect
    .poll(() => page.evaluate(() => (window as Recorded).ymCalls?.at(-1)))
    .toEqual([4242, 'hit', expect.stringMatching(/\/en\/faq$/)]);
});

test('without integrations the page loads no third-party script and its CSP names no other origin', async ({
  page,
}) => {
  const outside: string[] = [];
  page.on('request', (r) => {
    if (!new URL(r.url()).hostname.endsWith('localhost')) outside.push(r.url());
  });
  const res = await page.goto('/en');
  await clientReady(page);
  await page.waitForLoadState('load');
  const csp = (await res?.headerValue('content-security-policy')) ?? '';
  // Frames: the site itself and the enabled game providers' launch origins only (here the in-house
  // studio of the demo providers.json, issue 21).
  expect(csp).toMatch(/frame-src 'self'( http:\/\/studio\.localhost:\d+)?(;|$)/);
  expect(csp).not.toContain('yandex');
  expect(outside).toEqual([]);
});
