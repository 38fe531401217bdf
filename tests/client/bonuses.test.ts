import { http as mock, HttpResponse } from 'msw';
import { readFileSync } from 'node:fs';
import { type ComponentProps, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dismissAdBonus, readAdBonus, redeemPromo, wagerProgress } from '../../src/client/bonuses';
import { I18nProvider } from '../../src/client/i18n';
import { AdBonusModal } from '../../src/components/bonus/ad-bonus-modal';
import { redeemedText } from '../../src/components/bonus/promo-form';
import type { PlayerBonus } from '../../src/contract/bonus';
import { createTranslate } from '../../src/client/i18n';
import { API, setupClientHarness } from './harness';

// Promo codes typed by a player or a visitor, and the ad-bonus cookies, against a mocked bonus system.
const h = setupClientHarness();
const en = JSON.parse(readFileSync('locales/en.json', 'utf8')) as Record<string, unknown>;
const t = createTranslate('en', en);

function bonus(over: Partial<PlayerBonus> = {}): PlayerBonus {
  return {
    id: 11,
    template: 'welcome',
    name: 'Welcome bonus',
    status: 'waiting',
    promo: 'WELCOME',
    amount: 0,
    balance: 0,
    wager_required: 0,
    wager_remaining: 0,
    settled_amount: null,
    terms: {
      kind: 'deposit_match',
      product: 'casino',
      currency: 'USD',
      amount: 10_000,
      percent: 100,
      minDeposit: 500,
      maxStake: 500,
      maxCashout: 50_000,
      game: null,
      count: null,
      period: null,
      wagering: 10,
      weights: { dice: 100 },
      defaultWeight: 0,
      validDays: 30,
    },
    created_at: '2026-01-01T00:00:00.000Z',
    activated_at: null,
    expires_at: null,
    ended_at: null,
    ...over,
  };
}

const notFound = () =>
  HttpResponse.json({ message: 'No such bonus.', errors: { promo: ['not_found: No such bonus.'] } }, { status: 404 });

describe('redeeming a promo code', () => {
  it("redeems a signed-in player's code with their token and says how much to deposit", async () => {
    h.signIn('tok');
    const seen: { auth: string | null; body: unknown }[] = [];
    h.server.use(
      mock.post(`${API}/api/v2/bonuses/redeem`, async ({ request }) => {
        seen.push({ auth: request.headers.get('authorization'), body: await request.json() });
        return HttpResponse.json({ data: bonus() });
      }),
    );
    const out = await redeemPromo(' welcome ', true);
    // The code goes out as the contract normalises it: trimmed, upper-case.
    expect(seen).toEqual([{ auth: 'Bearer tok', body: { promo: 'WELCOME' } }]);
    expect(out.kind).toBe('redeemed');
    if (out.kind !== 'redeemed') return;
    expect(redeemedText(out.bonus, t, 'en')).toBe('Welcome bonus: deposit at least 5 $ to get it.');
    // Redeeming opens nothing: the player stays where they typed it.
    expect(h.events.some((e) => e.type === 'modal-open')).toBe(false);
  });

  it('tells an active bonus by its amount and wagering', () => {
    const active = bonus({ status: 'active', amount: 5_000, balance: 5_000, wager_required: 50_000 });
    expect(redeemedText(active, t, 'en')).toBe('Welcome bonus is active: 50 $ bonus, 500 $ to wager.');
  });

  it('tells a dead code and a code used twice apart', async () => {
    h.signIn('tok');
    h.server.use(mock.post(`${API}/api/v2/bonuses/redeem`, notFound));
    expect((await redeemPromo('NOPE', true)).kind).toBe('unknown');
    h.server.use(
      mock.post(`${API}/api/v2/bonuses/redeem`, () =>
        HttpResponse.json(
          { message: 'Already redeemed.', errors: { promo: ['already_redeemed: Already redeemed.'] } },
          { status: 422 },
        ),
      ),
    );
    expect((await redeemPromo('WELCOME', true)).kind).toBe('already');
  });

  it('refuses what is not a code without asking the server', async () => {
    h.signIn('tok');
    let calls = 0;
    h.server.use(
      mock.post(`${API}/api/v2/bonuses/redeem`, () => {
        calls++;
        return HttpResponse.json({ data: bonus() });
      }),
    );
    expect((await redeemPromo('no spaces!', true)).kind).toBe('invalid');
    expect((await redeemPromo('x', false)).kind).toBe('invalid');
    expect(calls).toBe(0);
    expect(h.cookies.jar.has('promo')).toBe(false);
  });

  it("keeps a visitor's code for registration and opens it, with no call", async () => {
    let calls = 0;
    h.server.use(
      mock.post(`${API}/api/v2/bonuses/redeem`, () => {
        calls++;
        return HttpResponse.json({ data: bonus() });
      }),
    );
    expect(await redeemPromo('welcome', false)).toEqual({ kind: 'kept', promo: 'WELCOME' });
    expect(calls).toBe(0);
    // The same cookie ?promo= leaves: the waiting bonus and the registration form read it.
    expect(h.cookies.jar.get('promo')).toBe('WELCOME');
    expect(h.events).toContainEqual({ type: 'modal-open', payload: { name: 'register' } });
  });
});

describe('ad bonuses', () => {
  const setAd = (type: string, value: string, modal = true) => {
    h.cookies.jar.set('adBonusType', encodeURIComponent(type));
    h.cookies.jar.set('adBonusValue', encodeURIComponent(value));
    if (modal) h.cookies.jar.set('adBonusModal', '1');
  };
  // The provider's props type requires children, which createElement passes as its third argument.
  const providerProps = { lang: 'en', messages: en } as ComponentProps<typeof I18nProvider>;
  const render = () =>
    renderToString(createElement(I18nProvider, providerProps, createElement(AdBonusModal, { onClosed: () => {} })));

  it('offers the bonus the utm promo left, once', () => {
    setAd('freespins', '50');
    expect(readAdBonus()).toEqual({ type: 'freespins', value: '50', promo: '50' });
    expect(render()).toContain('50 free spins');
    dismissAdBonus();
    expect(h.cookies.jar.has('adBonusModal')).toBe(false);
    expect(readAdBonus()).toBeNull();
    // The type and value stay for their ten minutes; only the "show it" flag goes.
    expect(h.cookies.jar.get('adBonusType')).toBe('freespins');
  });

  it('shows nothing for values that do not parse', () => {
    for (const [type, value] of [
      ['freespins', '<img src=x onerror=alert(1)>'],
      ['free spins!', '50'],
      ['freespins', ''],
      ['freespins', 'x'.repeat(65)],
    ] as const) {
      h.cookies.jar.clear();
      setAd(type, value);
      expect(readAdBonus(), `${type} / ${value}`).toBeNull();
      expect(render()).toBe('');
    }
  });

  it('shows nothing without adBonusModal', () => {
    setAd('freespins', '50', false);
    expect(readAdBonus()).toBeNull();
  });
});

describe('wagering progress', () => {
  it('is the wagered part of the requirement, clamped', () => {
    expect(wagerProgress({ wager_required: 100_000, wager_remaining: 75_000 })).toBe(0.25);
    expect(wagerProgress({ wager_required: 100_000, wager_remaining: 0 })).toBe(1);
    expect(wagerProgress({ wager_required: 100_000, wager_remaining: 120_000 })).toBe(0);
    expect(wagerProgress({ wager_required: 0, wager_remaining: 0 })).toBe(1);
  });
});
