import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorLines, fieldErrors } from '../../src/client/errors';
import { createTranslate } from '../../src/client/i18n';
import { configureHttp } from '../../src/client/http';
import { resolvePayUrl, walletApi } from '../../src/client/wallet-api';
import { limitsPatch } from '../../src/components/wallet/rg-panel';
import { parseMajor, toMajorText } from '../../src/components/wallet/money';
import type { RgState } from '../../src/contract/wallet';
import en from '../../locales/en.json';
import { API, setupClientHarness } from './harness';

const h = setupClientHarness();
const t = createTranslate('en', en as Record<string, unknown>);

describe('wallet calls', () => {
  it('a deposit carries the bearer token and an Idempotency-Key, and a retry repeats the same key', async () => {
    h.signIn('tok');
    const seen: { auth: string | null; key: string | null; body: unknown }[] = [];
    h.server.use(
      mock.post(`${API}/wallet/deposits`, async ({ request }) => {
        seen.push({
          auth: request.headers.get('authorization'),
          key: request.headers.get('idempotency-key'),
          body: await request.json(),
        });
        if (seen.length === 1) return HttpResponse.json({ message: 'busy' }, { status: 503 });
        return HttpResponse.json({
          data: {
            id: 'd1',
            status: 'created',
            amount: 50_000,
            currency: 'RUB',
            pay_url: 'http://api.site.test/pay/d1',
          },
        });
      }),
    );
    const res = await walletApi.createDeposit({ amount: 50_000, method: 'sandbox' });
    expect(res.data.pay_url).toBe('http://api.site.test/pay/d1');
    expect(seen).toHaveLength(2);
    expect(seen[0]!.auth).toBe('Bearer tok');
    expect(seen[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1]!.key).toBe(seen[0]!.key);
    expect(seen[0]!.body).toEqual({ amount: 50_000, method: 'sandbox' });
  });

  it('a deposit over the limit is refused with a clear, translated message under the amount', async () => {
    h.signIn('tok');
    h.server.use(
      mock.post(`${API}/wallet/deposits`, () =>
        HttpResponse.json(
          {
            message: 'limit_exceeded: This would exceed your limit',
            errors: { amount: ['limit_exceeded: This would exceed your limit'] },
          },
          { status: 422 },
        ),
      ),
    );
    const err = await walletApi.createDeposit({ amount: 900_000, method: 'sandbox' }).catch((e: unknown) => e);
    expect(fieldErrors(err, t).amount).toBe(en.error.limit_exceeded);
    expect(errorLines(err, t)).toEqual([en.error.limit_exceeded]);
  });

  it('history sends kind, dates, cursor; the CSV export is fetched with the bearer token', async () => {
    h.signIn('tok');
    const urls: string[] = [];
    let csvAuth: string | null = null;
    h.server.use(
      mock.get(`${API}/wallet/history`, ({ request }) => {
        const u = new URL(request.url);
        if (u.searchParams.get('format') === 'csv') {
          csvAuth = request.headers.get('authorization');
          urls.push(u.search);
          return new HttpResponse('created_at,kind\n', { headers: { 'content-type': 'text/csv' } });
        }
        urls.push(u.search);
        return HttpResponse.json({ data: [], next_cursor: null, net_deposits: 12_300 });
      }),
    );
    const res = await walletApi.history({
      kinds: ['deposit', 'withdrawal'],
      from: '2026-09-01',
      to: '2026-11-22',
      cursor: 'abc',
    });
    expect(res.net_deposits).toBe(12_300);
    const csv = await walletApi.historyCsv({ kinds: ['login'], cursor: 'ignored' });
    expect(csv).toBe('created_at,kind\n');
    expect(csvAuth).toBe('Bearer tok');
    expect(urls[0]).toBe('?kind=deposit%2Cwithdrawal&from=2026-09-01&to=2026-11-22&cursor=abc');
    expect(urls[1]).toBe('?kind=login&format=csv');
  });

  it('an answer that breaks the contract is an error, not a wrong balance', async () => {
    h.signIn('tok');
    h.server.use(mock.get(`${API}/wallet`, () => HttpResponse.json({ data: { balance: '100' } })));
    await expect(walletApi.wallet()).rejects.toThrow();
  });
});

describe('the payment page address', () => {
  it('puts the sandbox path on the API host (keeping its path prefix) in the page language; a provider URL stays', () => {
    expect(resolvePayUrl('/sandbox/pay/d1?sig=ab', 'en')).toBe(`${API}/sandbox/pay/d1?sig=ab&lang=en`);
    configureHttp({ apiBase: 'http://127.0.0.1:3000/_api/' });
    expect(resolvePayUrl('/sandbox/pay/d1?sig=ab', 'kz')).toBe(
      'http://127.0.0.1:3000/_api/sandbox/pay/d1?sig=ab&lang=kz',
    );
    expect(resolvePayUrl('https://psp.example/pay?x=1', 'en')).toBe('https://psp.example/pay?x=1');
    expect(resolvePayUrl('javascript:alert(1)', 'en')).toBeNull();
    expect(resolvePayUrl('//evil.example/x', 'en')).toBeNull();
  });
});

describe('amounts typed by a player', () => {
  it('reads whole and two-decimal amounts in either decimal mark, exactly', () => {
    expect(parseMajor('1500')).toBe(150_000);
    expect(parseMajor('1 500,5')).toBe(150_050);
    expect(parseMajor('0.29')).toBe(29);
    expect(parseMajor('12.345')).toBeNull();
    expect(parseMajor('0')).toBeNull();
    expect(parseMajor('-5')).toBeNull();
    expect(parseMajor('1e3')).toBeNull();
    expect(parseMajor('99999999999')).toBeNull();
    expect(toMajorText(150_050)).toBe('1500.50');
    expect(toMajorText(100)).toBe('1');
  });
});

describe('limit form', () => {
  const state = (deposit: number | null): RgState => {
    const s = (amount: number | null) => ({ amount, used: 0, pending: null });
    return {
      limits: {
        deposit: { day: s(deposit), week: s(null), month: s(null) },
        loss: { day: s(null), week: s(null), month: s(null) },
      },
      exclusion: null,
      reality_check_minutes: null,
      inactivity_logout_minutes: null,
      session: { started_at: null, net: 0 },
    };
  };
  const texts = (day: string, lossWeek = '') => ({
    deposit: { day, week: '', month: '' },
    loss: { day: '', week: lossWeek, month: '' },
  });
  it('sends only what changed; an emptied field removes the limit', () => {
    expect(limitsPatch(state(100_000), texts('1000')).patch).toEqual({});
    expect(limitsPatch(state(100_000), texts('500')).patch).toEqual({ deposit: { day: 50_000 } });
    expect(limitsPatch(state(100_000), texts('')).patch).toEqual({ deposit: { day: null } });
    expect(limitsPatch(state(null), texts('', '20')).patch).toEqual({ loss: { week: 2000 } });
    expect(limitsPatch(state(null), texts('abc')).invalid).toEqual(['deposit.day']);
  });
});
