import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { LOCALE_INFO, type Lang } from '../../src/contract/common';
import { loggedIn, registerAndDeposit } from './accounts';
import { test as base, clientReady, expect } from './fixtures';
import { SPEC_PAGES } from './spec-pages';

// A signed-in player on a phone, in every language, on every page of spec section 2: the issue
// found the header 400-408 px wide on a 390 px screen (the page scrolled sideways and the bottom
// bar sat off-screen), no Deposit or Profile in the bottom bar, and Spin under the bottom bar.

const LANGS = ['ru', 'en', 'kz', 'br', 'hi'] as const;
const SIZES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;
const prefix = (lang: string) => (lang === 'ru' ? '' : `/${lang}`);
const at = (lang: string, p: string) => (p === '/' ? prefix(lang) || '/' : `${prefix(lang)}${p}`);

/** The game screens and their bet (or start) buttons. */
const BET_BUTTONS = [
  ['/games/dice', 'dice-bet'],
  ['/games/coinflip', 'coinflip-bet'],
  ['/games/keno', 'keno-bet'],
  ['/games/hilo', 'hilo-start'],
  ['/games/miner', 'miner-start'],
  ['/games/roulette', 'roulette-spin'],
  ['/games/wheel', 'wheel-bet'],
  ['/games/cases/gold', 'cases-open'],
] as const;

const texts = (lang: string) =>
  JSON.parse(readFileSync(path.resolve(`locales/${lang}.json`), 'utf8')) as {
    shell: { bonus: string; deposit: string };
    nav: { profile: string };
  };

/**
 * One player per worker (roubles, 500 ₽ deposited so PayIn does not open by itself on every
 * page), signed in on every page of the worker's tests through the saved cookies.
 */
const test = base.extend<object, { playerState: string }>({
  playerState: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, userAgent, locale } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, userAgent, locale });
      const page = await context.newPage();
      await registerAndDeposit(page, `phone-${workerInfo.workerIndex}`);
      // Signing up on /en saved English; unprefixed addresses must stay Russian.
      await page.goto('/?lang=ru');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
      const file = workerInfo.project.outputDir
        ? path.join(workerInfo.project.outputDir, `phone-player-${workerInfo.workerIndex}.json`)
        : `phone-player-${workerInfo.workerIndex}.json`;
      await context.storageState({ path: file });
      await context.close();
      await use(file);
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  storageState: ({ playerState }, use) => use(playerState),
});

/** After a load: the page is in its language, the client runtime is up and the bottom bar has measured what fits. */
async function settled(page: Page, lang: Lang) {
  await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_INFO[lang].htmlLang);
  await expect(page.locator('html')).toHaveAttribute('data-client-ready', 'true');
  await expect(page.getByTestId('bottom-nav').locator('> ul').first()).not.toHaveClass(/overflow-x-auto/);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Sideways overflow of the page, and the bottom bar's and its shortcuts' boxes. */
function measure(page: Page) {
  return page.evaluate(() => {
    const box = (sel: string) => {
      const el = document.querySelector(sel);
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height };
    };
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      innerHeight: window.innerHeight,
      bar: box('[data-testid="bottom-nav"]'),
      deposit: box('[data-testid="bottom-deposit"]'),
      profile: box('[data-testid="bottom-profile"]'),
      // Hot-key hints are for keyboards: none may show on a touch phone.
      hints: [...document.querySelectorAll<HTMLElement>('.hotkeys-hint')].filter((h) => h.offsetParent !== null).length,
    };
  });
}

type Box = { top: number; bottom: number; left: number; right: number; width: number; height: number };
const inside = (b: Box | null, w: number, h: number) =>
  !!b && b.width > 0 && b.height > 0 && b.left >= -0.5 && b.top >= -0.5 && b.right <= w + 0.5 && b.bottom <= h + 0.5;

for (const size of SIZES) {
  test.describe(`phone ${size.width}x${size.height}, signed in`, () => {
    test.use({ viewport: size, isMobile: true, hasTouch: true });

    // Every language on the narrowest phone; on the wider one the default language only: no layout
    // changes between 360 and 390 px (no breakpoint there), so what fits at 360 fits at 390, and the
    // sweep (38 pages a language) is a fifth of this file's run time per language.
    for (const lang of size.width === 360 ? LANGS : (['ru'] as const)) {
      test(`every page fits the screen, the bottom bar with Deposit and Profile in view (${lang})`, async ({
        page,
      }) => {
        test.setTimeout(240_000);
        const problems: string[] = [];
        for (const p of SPEC_PAGES) {
          await page.goto(at(lang, p), { waitUntil: 'domcontentloaded' });
          await settled(page, lang);
          const m = await measure(page);
          const where = `${at(lang, p)} at ${size.width}px`;
          if (m.scrollWidth !== size.width) problems.push(`${where}: page ${m.scrollWidth}px wide`);
          if (!inside(m.bar, size.width, size.height)) problems.push(`${where}: bottom bar not fully in view`);
          if (!inside(m.deposit, size.width, size.height)) problems.push(`${where}: Deposit not in the bottom bar`);
          if (!inside(m.profile, size.width, size.height)) problems.push(`${where}: Profile not in the bottom bar`);
          if (m.hints > 0) problems.push(`${where}: ${m.hints} hot-key hints shown on a touch phone`);
        }
        expect(problems).toEqual([]);
      });
    }

    for (const lang of LANGS) {
      test(`the header balance is one line with a labelled bonus; Deposit and Profile work (${lang})`, async ({
        page,
      }) => {
        const t = texts(lang);
        await page.goto(at(lang, '/bonuses'));
        await settled(page, lang);
        const header = page.getByRole('banner');
        const balance = header.getByTestId('balance');
        await expect(balance).toContainText('₽');
        // One line: no taller than one line box (it wrapped at each space).
        const lines = await balance.evaluate(
          (el) => el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight),
        );
        expect(lines).toBeLessThan(1.5);
        await expect(header.getByTestId('bonus-balance')).toContainText(t.shell.bonus);
        const header_ = await header.boundingBox();
        expect(header_!.width).toBeLessThanOrEqual(size.width);

        const deposit = page.getByTestId('bottom-deposit');
        await expect(deposit).toHaveText(t.shell.deposit);
        await deposit.tap();
        await expect(page.getByTestId('modal-payin')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('modal-payin')).toBeHidden();

        const profile = page.getByTestId('bottom-profile');
        await expect(profile).toHaveText(t.nav.profile);
        await profile.tap();
        await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/profile$`));
        await expect(page.getByTestId('bottom-profile')).toHaveAttribute('aria-current', 'page');
      });
    }

    test('every game keeps its bet button in view above the bottom bar', async ({ page }) => {
      test.setTimeout(120_000);
      const problems: string[] = [];
      for (const lang of LANGS) {
        for (const [p, id] of BET_BUTTONS) {
          await page.goto(at(lang, p), { waitUntil: 'domcontentloaded' });
          await settled(page, lang);
          const button = page.getByTestId(id);
          await expect(button).toBeAttached();
          // The screen scrolled to just under the sticky header, as a player who starts to play.
          const r = await button.evaluate((el) => {
            const screen = el.closest('section') ?? el.parentElement!;
            const headerBottom = document.querySelector('header')!.getBoundingClientRect().bottom;
            window.scrollTo(0, screen.getBoundingClientRect().top + window.scrollY - headerBottom);
            const b = el.getBoundingClientRect();
            const bar = document.querySelector('[data-testid="bottom-nav"]')!.getBoundingClientRect();
            const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
            return {
              top: b.top,
              bottom: b.bottom,
              left: b.left,
              right: b.right,
              headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
              barTop: bar.top,
              onTop: !!hit && (hit === el || el.contains(hit)),
            };
          });
          const where = `${at(lang, p)} ${id} at ${size.width}px`;
          if (r.left < 0 || r.right > size.width) problems.push(`${where}: cut at the side`);
          if (r.top < r.headerBottom - 0.5) problems.push(`${where}: under the header`);
          if (r.bottom > r.barTop + 0.5)
            problems.push(`${where}: below the bottom bar's top (${r.bottom} > ${r.barTop})`);
          else if (!r.onTop) problems.push(`${where}: covered`);
        }
      }
      expect(problems).toEqual([]);
    });
  });
}

test.describe('deposit link, signed in', () => {
  // React error 418 (hydration) on /?deposit=1: PayIn was rendered before hydration. The
  // fixture fails the test on any console error.
  for (const url of ['/?deposit=1', '/en?deposit=1']) {
    test(`${url} opens PayIn without a hydration error`, async ({ page }) => {
      await page.goto(url);
      await loggedIn(page);
      await expect(page.getByTestId('modal-payin')).toBeVisible();
      await expect(page).not.toHaveURL(/deposit=1/);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('modal-payin')).toBeHidden();
    });
  }
});

test.describe('money on a phone (issue 39)', () => {
  // A cash-out tried while a goal suspends the market answers 422 cashout_unavailable (then tried again).
  test.use({ viewport: { width: 360, height: 740 }, expectedConsoleErrors: [/status of 422/] });

  // A lone player is never left waiting: the room says how long the stake waits for a second
  // player, then returns it whole (no commission) and says so. The purple room: no other spec stakes
  // there (rooms.spec plays red), so nobody joins by chance.
  test('a lone room round comes back whole and the room says so; the lobby counts the players', async ({ page }) => {
    test.setTimeout(150_000);
    await page.goto('/en/games/rooms/purple');
    const screen = page.getByTestId('rooms-screen');
    await expect(screen).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
    await expect(screen).toHaveAttribute('data-live', 'true', { timeout: 15_000 });
    await page.getByTestId('rooms-amount').fill('50.00');
    await page.getByTestId('rooms-bet').click();
    await expect(page.locator('[data-testid="rooms-entry"][data-mine="true"]')).toHaveCount(1, { timeout: 10_000 });
    await expect(page.getByTestId('rooms-countdown')).toHaveText(
      /^Waiting for a second player: if nobody joins, the stake comes back in 0:[0-3]\d$/,
    );
    // The lobby, meanwhile, counts one player in the purple room.
    const lobby = await page.context().newPage();
    await lobby.goto('/en/games/rooms');
    await expect(lobby.locator('[data-room="purple"]').getByTestId('rooms-lobby-players')).toHaveText('1', {
      timeout: 15_000,
    });
    await lobby.close();
    // 30 s after the stake (ROOM_TIMING.aloneMs), and the engine's next look.
    const note = page.getByTestId('rooms-refunded');
    await expect(note).toBeVisible({ timeout: 60_000 });
    await expect(note).toHaveText('Nobody joined: your 50 ₽ came back in full, no commission');
    await expect(page.getByTestId('rooms-pot')).toHaveText('0 ₽');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the room overflows sideways at 360 px').toBeLessThanOrEqual(0);
  });

  // The offer moves with every price message. The screen here shows an offer 1 % above the book's (as
  // after a drift between the list's read and the tap): one tap is paid the offer now, and the note
  // says so; never "the offer changed, press again". A goal may suspend the market at the moment of
  // the tap (no offer at all): only then is the tap tried again.
  test('a sportsbook cash-out within the tolerance is paid in one tap', async ({ page }) => {
    // Waits on the simulator's live matches (a live single with an offer up, no goal at the tap): it
    // ran 4 minutes and failed in a full run on two loaded cores. The server's rule is proved in
    // tests/api/sportsbook.test.ts ("cash-out that does not chase the price"); this browser check
    // needs a feed it can drive (a scripted match) before it runs in CI.
    test.fixme(true, 'needs a scripted live match instead of the simulator');
    test.setTimeout(240_000);
    const base = new URL(test.info().project.use.baseURL!);
    const api = (p: string) => `http://127.0.0.1:${base.port}/_api${p}`;
    await page.goto('/en/betting');
    await clientReady(page);
    const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
    expect(token).toBeTruthy();
    const auth = { authorization: `Bearer ${token}` };
    type Ev = {
      sport: string;
      clock: { time: string } | null;
      markets: { status: string; cashout: boolean; outcomes: { id: number; odds: number | null; active: boolean }[] }[];
    };
    type Bet = { id: number; status: string; cashout: number | null };
    // A single on a live match, placed through the API (the slip's phone layout is another test's).
    let betId: number | null = null;
    await expect
      .poll(
        async () => {
          const evs = (await (await page.request.get(api('/betting/events?status=live&markets=main'))).json()) as {
            data: Ev[];
          };
          // Football, the match with the most time left first: the simulator's matches last 90 s.
          const minute = (e: Ev) => Number((e.clock?.time ?? '99:00').split(':')[0]);
          const football = evs.data
            .filter((e) => e.sport === 'football' && e.clock)
            .sort((a, b) => minute(a) - minute(b));
          for (const ev of football.slice(0, 3)) {
            const o = ev.markets
              .filter((m) => m.status === 'active' && m.cashout)
              .flatMap((m) => m.outcomes)
              .find((x) => x.active && x.odds !== null && x.odds > 1.2 && x.odds < 5);
            if (!o) continue;
            const res = await page.request.post(api('/betting/bets'), {
              headers: { ...auth, 'idempotency-key': `phone-cashout-${Date.now()}-${o.id}` },
              data: { stake: 1_000, selections: [{ outcome_id: o.id, odds: o.odds }], accept_odds: 'any' },
            });
            if (res.status() !== 200) continue;
            betId = ((await res.json()) as { data: { id: number } }).data.id;
            return betId;
          }
          return null;
        },
        { timeout: 90_000, message: 'a live single placed' },
      )
      .not.toBeNull();
    // Shown 1 % above the book's offer.
    await page.route(
      (url) => url.pathname.endsWith('/betting/bets') && url.searchParams.get('status') === 'open',
      async (route) => {
        // The page calls api.localhost, which only the browser resolves: the test fetches the same path
        // on the site's own address (/_api, as wallet.spec does).
        const url = new URL(route.request().url());
        const res = await route.fetch({ url: api(`${url.pathname}${url.search}`) });
        const body = (await res.json()) as { data: Bet[] };
        for (const b of body.data) if (b.id === betId && b.cashout !== null) b.cashout = Math.floor(b.cashout * 1.01);
        await route.fulfill({ response: res, json: body });
      },
    );
    await page.goto('/en/betting');
    await clientReady(page);
    // On a phone the slip and my bets are a sheet opened on demand.
    const sheet = page.getByTestId('sb-sheet-open');
    if (await sheet.isVisible()) await sheet.click();
    await page.getByTestId('sb-tab-bets').click();
    const bet = page.locator(`[data-testid="sb-bet"][data-bet-id="${betId}"]`);
    let paid = false;
    for (let attempt = 0; attempt < 10 && !paid; attempt++) {
      const button = bet.getByTestId('sb-cashout');
      // Pending through the live delay, or suspended for a goal: no button until an offer is up.
      await expect(button).toBeVisible({ timeout: 60_000 });
      await button.click();
      const note = bet.getByRole('status');
      await expect(note).toHaveText(/Cashed out|not available|changed/i, { timeout: 15_000 });
      const text = (await note.textContent()) ?? '';
      expect(text, 'one tap within the tolerance is never "offer changed"').not.toMatch(/changed/i);
      paid = /Cashed out/.test(text);
    }
    expect(paid, 'the cash-out was paid').toBe(true);
    const open = (await (await page.request.get(api('/betting/bets?status=settled'), { headers: auth })).json()) as {
      data: (Bet & { payout: number | null })[];
    };
    const mine = open.data.find((b) => b.id === betId);
    expect(mine?.status).toBe('cashed_out');
    expect(mine?.payout).toBeGreaterThan(0);
  });
});

test.describe('account and sportsbook screens (issue 39)', () => {
  // The walkthrough of issue 39 at 360×740 and 1440×900: the phone field's number box was 26 px
  // wide and past the form's edge, its flags empty boxes; the money history scrolled the page
  // sideways on a phone; the sportsbook's first pick opened the slip over the board; live
  // roulette's table was taller than its frame, "Place bet" below the frame's edge.
  const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } as const;
  const LAPTOP = { viewport: { width: 1440, height: 900 } } as const;

  /** The phone field's boxes in an open account dialog, and its options' texts. */
  const phoneField = (page: Page, modal: string) =>
    page.getByTestId(modal).evaluate((dialog) => {
      const box = (el: Element | null) => {
        const r = el?.getBoundingClientRect();
        return r ? { left: r.left, right: r.right, width: r.width } : null;
      };
      const input = dialog.querySelector('input[type="tel"]');
      const select = dialog.querySelector<HTMLSelectElement>('[data-testid="phone-country"]');
      return {
        input: box(input),
        select: box(select),
        form: box(input?.closest('form') ?? null),
        options: [...(select?.options ?? [])].map((o) => ({ text: o.text, img: !!o.querySelector('img') })),
      };
    });

  for (const [name, size] of [
    ['360x740', PHONE],
    ['1440x900', LAPTOP],
  ] as const) {
    base.describe(`signed out, ${name}`, () => {
      base.use(size);
      for (const [url, modal] of [
        ['/?signup=1', 'modal-register'],
        ['/kz?login=1', 'modal-login'],
      ] as const) {
        base(
          `${url}: phone is the first tab, the number fills the form beside a compact country code`,
          async ({ page }) => {
            await page.goto(url);
            await expect(page.locator('html')).toHaveAttribute('data-client-ready', 'true', { timeout: 30_000 });
            const dialog = page.getByTestId(modal);
            await expect(dialog.locator('input[type="tel"]')).toBeVisible();
            const f = await phoneField(page, modal);
            expect(f.input!.width, 'the number box').toBeGreaterThanOrEqual(150);
            expect(f.input!.left).toBeGreaterThanOrEqual(f.form!.left - 0.5);
            expect(f.input!.right, 'the number box ends inside the form').toBeLessThanOrEqual(f.form!.right + 0.5);
            expect(f.select!.right).toBeLessThanOrEqual(f.input!.left);
            expect(f.select!.width, 'the country select is compact').toBeLessThan(f.form!.width / 2);
            // No emoji flags (an empty box without a colour emoji font): an image or the ISO code.
            for (const o of f.options) {
              expect(o.text).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
              if (!o.img) expect(o.text).toMatch(/^[A-Z]{2} \+\d+$/);
            }
          },
        );
      }

      base('live roulette fits its frame: Place bet in view, no scroll inside the frame', async ({ page }) => {
        base.skip(name !== '1440x900', 'the frame covers the screen on a phone');
        await page.goto('/en/games/live-casino/studio-roulette-live/demo');
        await expect(page.getByTestId('game-frame')).toHaveAttribute('src', /studio\.localhost/, { timeout: 20_000 });
        const table = page.frameLocator('[data-testid="game-frame"]');
        await expect(table.locator('.live .rboard')).toBeVisible({ timeout: 20_000 });
        await expect(table.getByRole('button', { name: 'Place bet' })).toBeVisible();
        const m = await table.locator('html').evaluate(() => {
          const b = [...document.querySelectorAll('button')].find((x) => x.textContent === 'Place bet')!;
          const r = b.getBoundingClientRect();
          return {
            scrollHeight: document.documentElement.scrollHeight,
            innerHeight: window.innerHeight,
            bottom: r.bottom,
          };
        });
        expect(m.scrollHeight, 'the table is no taller than its frame').toBeLessThanOrEqual(m.innerHeight + 1);
        expect(m.bottom, 'Place bet inside the frame').toBeLessThanOrEqual(m.innerHeight);
      });
    });
  }

  test.describe('signed in, 360x740', () => {
    test.use(PHONE);

    test('the money history stacks as cards in words a player reads; the withdrawal form states the minimum', async ({
      page,
    }) => {
      await page.goto('/en/profile/history');
      await expect(page.locator('html')).toHaveAttribute('data-client-ready', 'true', { timeout: 30_000 });
      const rows = page.getByTestId('history-table').locator('tbody tr');
      await expect(rows.first()).toBeVisible();
      const m = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        box: document.querySelector('[data-testid="wallet-history"]')!.scrollWidth,
        boxWidth: document.querySelector('[data-testid="wallet-history"]')!.clientWidth,
      }));
      expect(m.page, 'the page does not scroll sideways').toBeLessThanOrEqual(360);
      expect(m.box, 'the history does not overflow its box').toBeLessThanOrEqual(m.boxWidth);
      for (const text of await rows.allInnerTexts()) {
        expect(text).not.toMatch(/\b(betting|bonus:\d+|deposit:\d+|demo-seed)\b|[{[]"/);
        expect(text).not.toMatch(/wallet\.|undefined/);
      }

      await page.goto('/en/profile');
      await expect(page.getByTestId('withdraw').getByText(/^Minimum payout 100(\.00)?\s?₽$/)).toBeVisible();
    });

    // The slip bar: the first pick stays on the board and grows the bar (count, total odds); the
    // slip opens when the player asks for it.
    test('a pick on a phone grows the slip bar and leaves the board in view', async ({ page }) => {
      await page.goto('/en/betting');
      await expect(page.locator('html')).toHaveAttribute('data-client-ready', 'true', { timeout: 30_000 });
      const price = page.locator('[data-testid="sb-price"]:not([disabled])').first();
      await expect(price).toBeVisible({ timeout: 30_000 });
      await price.tap();
      await expect(price).toHaveAttribute('aria-pressed', 'true');
      const bar = page.getByTestId('sb-sheet-open');
      await expect(bar).toBeVisible();
      await expect(bar.getByTestId('sb-bar-count')).toHaveText('1');
      await expect(bar.getByTestId('sb-bar-odds')).toContainText(/\d/);
      await expect(page.getByTestId('sb-side'), 'the slip waits for the player').toBeHidden();
      // The board under the viewport's middle is the board, not a sheet.
      const onBoard = await page.evaluate(() => {
        const hit = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
        return !!hit?.closest('[data-testid="sb-board"]');
      });
      expect(onBoard).toBe(true);
      await bar.tap();
      await expect(page.getByTestId('sb-side')).toBeVisible();
    });
  });
});

base.describe('game screens (issue 39)', () => {
  // A visitor plays for fun (no sign-up): what is on screen when a result lands, and what the bet
  // bar covers, do not depend on the account.
  const PHONE = { width: 360, height: 740 } as const;
  const LAPTOP = { width: 1440, height: 900 } as const;

  /** The element's box, and whether its middle is what a tap there hits (nothing sticky over it). */
  const seen = (page: Page, testId: string) =>
    page.getByTestId(testId).evaluate((el) => {
      const r = el.getBoundingClientRect();
      const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      const nav = document.querySelector('[data-testid="bottom-nav"]')?.getBoundingClientRect();
      const floor = nav && nav.height > 0 && nav.top < window.innerHeight ? nav.top : window.innerHeight;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return {
        inView:
          r.top >= header - 0.5 && r.bottom <= floor + 0.5 && r.left >= -0.5 && r.right <= window.innerWidth + 0.5,
        onTop: !!hit && (hit === el || el.contains(hit)),
        box: `${Math.round(r.top)}–${Math.round(r.bottom)} (header ${Math.round(header)}, floor ${Math.round(floor)})`,
      };
    });

  for (const size of [PHONE, LAPTOP]) {
    base(
      `roulette: the wheel and the winning number are on screen when the result lands (${size.width}×${size.height})`,
      async ({ page }) => {
        await page.setViewportSize(size);
        await page.goto('/en/games/roulette');
        await expect(page.getByTestId('roulette-screen')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
        // A player places a chip low on the board (scrolled to it), then spins from the bet bar.
        await page.getByTestId('roulette-high').click();
        const spin = page.getByTestId('roulette-spin');
        await spin.scrollIntoViewIfNeeded();
        await Promise.all([page.waitForResponse((r) => r.url().includes('/roulette/bets')), spin.click()]);
        await expect(page.getByTestId('roulette-screen')).not.toHaveAttribute('data-revealing', 'true');
        await expect(page.getByTestId('roulette-pocket')).not.toHaveText('—');
        // The stage (the wheel's still frame, not its turning group: a rotated group's box grows with
        // its angle), the winning number and the result line.
        for (const id of ['roulette-stage', 'roulette-pocket', 'roulette-result']) {
          const s = await seen(page, id);
          expect(s.inView, `${id} in the viewport: ${s.box}`).toBe(true);
        }
        expect((await seen(page, 'roulette-pocket')).onTop, 'the winning number is not covered').toBe(true);
      },
    );
  }

  base('keno on a phone: ten picks never scroll the page or the board sideways', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/games/keno');
    await expect(page.getByTestId('keno-screen')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
    await page.getByTestId('keno-autopick').click();
    await expect(page.getByTestId('keno-picked')).toHaveText('10/10');
    await expect(page.getByTestId('keno-table')).toBeVisible();
    const m = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      grid: document.querySelector('[data-testid="keno-grid"]')!.getBoundingClientRect().right,
    }));
    expect(m.scrollWidth).toBeLessThanOrEqual(m.innerWidth);
    expect(m.grid).toBeLessThanOrEqual(m.innerWidth);
  });

  for (const [game, stage] of [
    ['dice', ['dice-roll', 'dice-multiplier']],
    ['miner', ['miner-grid']],
  ] as const) {
    base(`${game} on a phone: the bet bar never covers the stage`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(`/en/games/${game}`);
      await expect(page.getByTestId(`${game}-screen`)).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
      const problems: string[] = [];
      // At the page's top, with the screen under the header, and with each part of the stage scrolled to the bottom edge.
      for (const at of ['top', 'screen', ...stage] as const) {
        await page.evaluate(
          ([where, g]) => {
            if (where === 'top') window.scrollTo(0, 0);
            else if (where === 'screen') {
              const s = document.querySelector(`[data-testid="${g}-screen"]`)!;
              const headerBottom = document.querySelector('header')!.getBoundingClientRect().bottom;
              window.scrollTo(0, s.getBoundingClientRect().top + window.scrollY - headerBottom);
            } else document.querySelector(`[data-testid="${where}"]`)!.scrollIntoView({ block: 'end' });
          },
          [at, game] as const,
        );
        const overlaps = await page.evaluate((ids) => {
          const bar = document.querySelector(`.bet-bar`)!.getBoundingClientRect();
          return ids.flatMap((id) => {
            const r = document.querySelector(`[data-testid="${id}"]`)!.getBoundingClientRect();
            const overlap = r.left < bar.right && bar.left < r.right && r.top < bar.bottom && bar.top < r.bottom;
            return overlap
              ? [
                  `${id} ${Math.round(r.top)}–${Math.round(r.bottom)} under the bar ${Math.round(bar.top)}–${Math.round(bar.bottom)}`,
                ]
              : [];
          });
        }, stage);
        problems.push(...overlaps.map((o) => `${at}: ${o}`));
      }
      expect(problems).toEqual([]);
    });
  }

  base('no game page shows the minimum withdrawal as a "Minimum payout" card', async ({ page }) => {
    for (const [url, text] of [
      ['/en/games/dice', 'Minimum payout'],
      ['/games/roulette', 'Минимальная выплата'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByTestId('bet-limits')).toBeVisible();
      await expect(page.getByText(text)).toHaveCount(0);
    }
  });

  base('a Russian screen writes multipliers with a decimal comma', async ({ page }) => {
    await page.goto('/games/dice');
    await expect(page.getByTestId('dice-screen')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
    await expect(page.getByTestId('dice-multiplier')).toHaveText('×1,98');
    await page.goto('/games/wheel');
    await expect(page.getByTestId('wheel-screen')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
    await expect(page.getByTestId('wheel-screen')).toContainText('×1,5');
  });
});
