import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Every section reachable at every width in every language: each link of the bar is either
// shown whole inside the bar or listed in its "More" menu. What the bar holds is measured in
// the browser, so these widths and languages are the ones the issue found broken plus the edges.
const LANGS = ['ru', 'en', 'kz', 'br', 'hi'] as const;
const WIDTHS = [360, 390, 1024, 1280, 1440, 2560] as const;
const prefix = (lang: string) => (lang === 'ru' ? '' : `/${lang}`);

/** The hrefs of the bar's links that are fully visible, and the hrefs its More menu lists. */
async function reachable(page: Page, testId: string) {
  const nav = page.getByTestId(testId);
  await expect(nav).toBeVisible();
  // The bar has measured itself once the overflow-x fallback is gone.
  await expect(nav.locator('> ul').first()).not.toHaveClass(/overflow-x-auto/);
  return nav.evaluate((el, id) => {
    const box = el.getBoundingClientRect();
    const shown: string[] = [];
    for (const a of el.querySelectorAll<HTMLAnchorElement>(':scope > ul:first-child > li:not([hidden]) > a')) {
      const r = a.getBoundingClientRect();
      const inside =
        r.width > 0 && r.left >= box.left - 0.5 && r.right <= box.right + 0.5 && r.right <= window.innerWidth;
      // Not cut by an ellipsis or overflow either.
      if (inside && a.scrollWidth <= a.clientWidth + 1) shown.push(a.getAttribute('href') ?? '');
    }
    const more = [...el.querySelectorAll<HTMLAnchorElement>(`[data-testid="${id}-menu"] a`)].map(
      (a) => a.getAttribute('href') ?? '',
    );
    return { shown, more };
  }, testId);
}

for (const lang of LANGS) {
  test(`header: every section reachable at every width (${lang})`, async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${prefix(lang)}/bonuses`);
      const phone = width < 1024;
      const id = phone ? 'bottom-nav' : 'main-nav';
      // All sections are in the hidden measuring copy of the bar too; count them from the bar itself.
      const all = await page
        .getByTestId(id)
        .locator('> ul')
        .first()
        .locator('> li > a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      expect(all.length, 'sections from the registry').toBeGreaterThanOrEqual(8);
      const { shown, more } = await reachable(page, id);
      expect(new Set([...shown, ...more]), `${lang} at ${width}px`).toEqual(new Set(all));
      // Nothing hidden is also missing from More, and More only appears when needed.
      expect(shown.length + more.length).toBe(all.length);
      if (more.length > 0) {
        const button = page.getByTestId(`${id}-more`);
        await button.click();
        const menu = page.getByTestId(`${id}-menu`);
        await expect(menu).toBeVisible();
        for (const href of more) await expect(menu.locator(`a[href="${href}"]`)).toBeInViewport();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(button).toBeFocused();
      }
      // Phones get the bottom bar and no top one; desktops the reverse.
      await expect(page.getByTestId(phone ? 'main-nav' : 'bottom-nav')).toBeHidden();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `no sideways scroll at ${width}px`).toBeLessThanOrEqual(0);
    }
  });

  test(`header screenshots (${lang})`, async ({ page }) => {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${prefix(lang)}/`);
      await expect(page.getByTestId(width < 1024 ? 'bottom-nav' : 'main-nav')).toBeVisible();
      await page.locator('header').screenshot({ path: `tests/artifacts/header-${lang}-${width}.png` });
      if (width < 1024) await page.screenshot({ path: `tests/artifacts/bottom-nav-${lang}-${width}.png` });
    }
  });
}

test('a phone page ends above the bottom bar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/en/faq');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const bar = (await page.getByTestId('bottom-nav').boundingBox())!;
  const footer = (await page.locator('footer').boundingBox())!;
  expect(footer.y + footer.height).toBeLessThanOrEqual(bar.y + 1);
});

test('Escape closes the language menu and the More menu', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/kz');
  const lang = page.getByTestId('lang-switcher');
  await lang.locator('summary').click();
  await expect(lang.getByRole('link', { name: 'English' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lang.getByRole('link', { name: 'English' })).toBeHidden();
  await expect(lang.locator('summary')).toBeFocused();
});

test('the log-in and sign-up dialogs list the contact tabs in one order', async ({ page }) => {
  const order = async (flag: string, id: string) => {
    await page.goto(`/en?${flag}=1`);
    const modal = page.getByTestId(id);
    await expect(modal).toBeVisible();
    return modal.locator('fieldset').first().getByRole('button').allInnerTexts();
  };
  const login = await order('login', 'modal-login');
  expect(login).toEqual(['E-mail', 'Phone']);
  expect(await order('signup', 'modal-register')).toEqual(login);
});

test('Hindi pages carry the Devanagari font, others do not load it', async ({ page }) => {
  const fonts: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('devanagari')) fonts.push(r.url());
  });
  const fontFace = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll('style')].find((s) => s.textContent?.includes('Noto Sans Devanagari'))
          ?.textContent ?? '',
    );
  await page.goto('/en');
  await expect(page.getByTestId('lang-switcher')).toBeVisible();
  expect(await fontFace()).toBe('');
  expect(fonts).toEqual([]);
  await page.goto('/hi');
  const css = await fontFace();
  const url = css.match(/url\(([^)]+\.woff2)\)/)?.[1];
  expect(url, 'a self-hosted woff2').toMatch(/^\/assets\//);
  const res = await page.request.get(url!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('font/woff2');
  // The face is usable for Hindi text (downloaded, or the device's own copy by local()).
  await page.evaluate(() => document.fonts.load('16px "Noto Sans Devanagari"', 'कैसीनो'));
  const loaded = await page.evaluate(() =>
    [...document.fonts].some((f) => f.family.includes('Noto Sans Devanagari') && f.status === 'loaded'),
  );
  expect(loaded).toBe(true);
});

test('Hindi bold text is drawn with the bundled bold face, even when the font arrives late', async ({ page }) => {
  // A machine without its own Devanagari font (like this test machine): bold labels laid out
  // before the bold file arrived stayed empty boxes. The delay makes that order certain.
  await page.route(/devanagari.*\.woff2$/, async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/hi');
  await page.evaluate(() => document.fonts.ready);
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').length))
    .toBeGreaterThanOrEqual(2);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  // Headings, the header's buttons and the game cards' titles: semibold to extrabold.
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector: 'header a, main h1, main h2, main h3, footer h2',
  });
  const wrong: string[] = [];
  let checked = 0;
  for (const nodeId of nodeIds) {
    const { node } = await cdp.send('DOM.describeNode', { nodeId, depth: 1 });
    const text = (node.children ?? [])
      .filter((c) => c.nodeType === 3)
      .map((c) => c.nodeValue)
      .join('');
    if (!/[\u0900-\u097F]/.test(text)) continue;
    const { computedStyle } = await cdp.send('CSS.getComputedStyleForNode', { nodeId });
    const weight = Number(computedStyle.find((p) => p.name === 'font-weight')?.value);
    if (weight < 600) continue;
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    if (fonts.length === 0) continue; // not drawn (the closed language menu)
    checked++;
    if (!fonts.some((f) => f.postScriptName === 'NotoSansDevanagari-Bold' || f.familyName === 'Noto Sans Devanagari'))
      wrong.push(`${text.trim()} (${fonts.map((f) => f.postScriptName).join(', ')})`);
  }
  expect(checked, 'bold Devanagari labels on the page').toBeGreaterThan(10);
  expect(wrong, 'bold Devanagari drawn without a Devanagari face (empty boxes)').toEqual([]);
});
