// The bonus system's reads (issue 20, spec sections 4 and 7): a promo code's offer and the
// player's waiting bonus, over promo codes made as the operator makes them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusDataResponseSchema, waitingBonusResponseSchema } from '../../src/contract/bonus';
import { disablePromo } from '../../src/server/bonus/promo.server';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { sandboxCharge } from '../../src/server/wallet/payments.server';
import { configDir, promoMaker, freshDb, json, loggedInPlayer, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

const money = { RUB: { amount: 100_000, minDeposit: 10_000 } };
const store = new ConfigStore(
  configDir({
    operator: { wallet: { providers: ['sandbox'] } },
    bonuses: {
      templates: {
        match: { kind: 'deposit_match', name: { en: 'Match 100%', ru: 'Бонус 100%' }, percent: 100, currencies: money },
        gift: { kind: 'no_deposit', name: 'Gift', regions: ['KZ'], currencies: money },
        off: { kind: 'no_deposit', name: 'Off', enabled: false, currencies: money },
      },
    },
  }),
);
const api = () => testApi(db, store);

const promo = promoMaker(() => db, store, 'CODE');
const lookup = (code: string, headers: Record<string, string> = {}) =>
  api().request(`/bonus-system/bonus/${code}`, { headers: { host: 'api.casino.test', ...headers } });
const waiting = (auth: Record<string, string>, query = '') =>
  api().request(`/bonus-system/bonus-activation/waiting-reg-and-dep${query}`, { headers: auth });
/** No waiting bonus is an empty result (200, `{data: null}`), not a 404 (issue 39). */
const none = async (res: Response) =>
  res.status === 200 && waitingBonusResponseSchema.parse(await res.json()).data === null;

describe('GET /bonus-system/bonus/{promo}', () => {
  it('names the offer in the language asked, with the seconds left and its regions', async () => {
    const until = new Date(Date.now() + 3600_000);
    const code = await promo('match', { validUntil: until });
    const res = await lookup(code.toLowerCase(), { 'accept-language': 'ru-RU,ru;q=0.9' });
    expect(res.status).toBe(200);
    const { data } = bonusDataResponseSchema.parse(await res.json());
    expect(data.name).toBe('Бонус 100%');
    expect(data.region).toBeNull();
    expect(data.expires_in).toBeGreaterThan(3500);
    expect(data.expires_in).toBeLessThanOrEqual(3600);
    // ?lang= wins over the header; a language without its own name falls back to English.
    const en = bonusDataResponseSchema.parse(await (await lookup(`${code}?lang=hi`)).json());
    expect(en.data.name).toBe('Match 100%');
    const gift = bonusDataResponseSchema.parse(await (await lookup(await promo('gift'))).json());
    expect(gift.data).toEqual({ name: 'Gift', expires_in: null, region: ['KZ'] });
  });

  it('answers 404 in the error shape for unknown, expired, future, disabled, used-up and malformed codes', async () => {
    const expired = await promo('match', {
      validFrom: new Date(Date.now() - 7200_000),
      validUntil: new Date(Date.now() - 1000),
    });
    const future = await promo('match', { validFrom: new Date(Date.now() + 3600_000) });
    const disabled = await promo('match');
    await disablePromo(db, disabled);
    const usedUp = await promo('match', { maxRedemptions: 1 });
    const { user } = await loggedInPlayer(db);
    await db.query('INSERT INTO promo_redemptions (code, user_id) VALUES ($1, $2)', [usedUp, user.id]);
    const templateOff = await promo('off');
    for (const code of [
      'NOPE',
      expired,
      future,
      disabled,
      usedUp,
      templateOff,
      'a',
      'x'.repeat(41),
      '%3Cscript%3E',
      "O'BRIEN",
    ]) {
      const res = await lookup(code);
      expect(res.status, code).toBe(404);
      expect(await res.json()).toMatchObject({ errors: { promo: [expect.stringMatching(/^not_found/)] } });
    }
  });

  it('refuses a bad language with 422, not a 500', async () => {
    const res = await lookup(`${await promo('match')}?lang=xx`);
    expect(res.status).toBe(422);
  });
});

describe('GET /bonus-system/bonus-activation/waiting-reg-and-dep', () => {
  it('asks for a session', async () => {
    expect((await waiting({ host: 'api.casino.test' })).status).toBe(401);
  });

  it('shows the code a player registered with until their first deposit', async () => {
    const code = await promo('match', { validUntil: new Date(Date.now() + 86_400_000) });
    const ip = '198.51.100.77';
    const reg = await api().request(
      '/api/v2/auth/register/email',
      json(
        {
          email: 'waiting@example.com',
          password: 'correct horse battery',
          accept_terms: true,
          currency: 'RUB',
          promo: code.toLowerCase(),
        },
        { 'x-forwarded-for': ip },
      ),
    );
    expect(reg.status).toBe(200);
    const { token } = (await reg.json()) as { token: string };
    const auth = { host: 'api.casino.test', authorization: `Bearer ${token}` };
    const res = await waiting(auth, '?lang=ru');
    expect(res.status).toBe(200);
    const { data } = waitingBonusResponseSchema.parse(await res.json());
    expect(data?.name).toBe('Бонус 100%');
    expect(data?.expires_in).toBeGreaterThan(86_000);

    // A paid deposit at the match's minimum grants it, which ends the wait.
    const dep = await api().request(
      '/wallet/deposits',
      json({ amount: 10_000, method: 'sandbox' }, { ...auth, 'idempotency-key': `waiting-deposit-${Date.now()}` }),
    );
    expect(dep.status).toBe(200);
    const { data: d } = (await dep.json()) as { data: { id: string } };
    expect(await sandboxCharge(db, d.id, '4242424242424242')).toBe('paid');
    expect(await none(await waiting(auth))).toBe(true);
    const { rows } = await db.query<{ status: string; amount: number }>(
      `SELECT b.status, b.amount FROM bonuses b JOIN users u ON u.id = b.user_id WHERE u.email = $1`,
      ['waiting@example.com'],
    );
    expect(rows.map((r) => [r.status, Number(r.amount)])).toEqual([['active', 10_000]]);
  });

  it('shows nothing without a code, for another region or currency, or once redeemed', async () => {
    const nobody = await loggedInPlayer(db);
    expect(await none(await waiting(nobody.auth))).toBe(true);

    const kzOnly = await promo('gift');
    const ru = await loggedInPlayer(db, { region: 'RU' });
    const kz = await loggedInPlayer(db, { region: 'KZ' });
    const usd = await loggedInPlayer(db, { region: 'KZ', currency: 'USD' });
    for (const p of [ru, kz, usd]) await db.query('UPDATE users SET promo = $2 WHERE id = $1', [p.user.id, kzOnly]);
    expect(await none(await waiting(ru.auth))).toBe(true);
    expect((await waiting(kz.auth)).status).toBe(200);
    expect(await none(await waiting(usd.auth))).toBe(true);

    await db.query('INSERT INTO promo_redemptions (code, user_id) VALUES ($1, $2)', [kzOnly, kz.user.id]);
    expect(await none(await waiting(kz.auth))).toBe(true);
  });
});

describe('bonuses.json', () => {
  it('refuses a template over the 10x wagering cap or missing what its kind needs', async () => {
    const { parseOperatorConfig, ConfigError } = await import('../../src/server/config/store.server');
    const bad = (templates: unknown) => () => parseOperatorConfig({ bonuses: JSON.stringify({ templates }) });
    expect(bad({ x: { kind: 'no_deposit', name: 'X', wagering: 11, currencies: money } })).toThrow(ConfigError);
    expect(bad({ x: { kind: 'deposit_match', name: 'X', currencies: money } })).toThrow(/percent/);
    expect(bad({ x: { kind: 'free_bets', name: 'X', count: 5, currencies: money } })).toThrow(/game/);
    expect(bad({ x: { kind: 'no_deposit', name: 'X', currencies: {} } })).toThrow(/currency/);
    expect(() =>
      parseOperatorConfig({
        bonuses: JSON.stringify({
          maxWagering: 20,
          templates: { x: { kind: 'no_deposit', name: 'X', wagering: 15, currencies: money } },
        }),
      }),
    ).not.toThrow();
  });

  it('ships the demo WELCOME template valid', async () => {
    const { readFileSync } = await import('node:fs');
    const { parseOperatorConfig } = await import('../../src/server/config/store.server');
    const parsed = parseOperatorConfig({ bonuses: readFileSync('private/bonuses.json', 'utf8') });
    expect(parsed.bonuses.templates.welcome?.kind).toBe('deposit_match');
  });
});
