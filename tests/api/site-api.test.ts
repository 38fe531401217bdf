import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/server/auth/sessions.server';
import { TEST_AUTH_SETTINGS } from '../../src/server/auth/settings.server';
import { ConfigStore } from '../../src/server/config/store.server';
import { seedDemo } from '../../src/server/db/demo-seed.server';
import type { Db } from '../../src/server/db/types';
import { configDir, freshDb, json, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

const dir = configDir({
  operator: {
    mirror: { newLink: 'https://mirror-2.example' },
    settings: {
      telegram_channel_url: 'https://t.me/x',
      meta_yandex_verification: 'abc123',
      sso: 'https://sso.example/login',
    },
    features: ['bonus_balances'],
    utmPromos: [{ utm_campaign: 'spring', promo: { type: 'freespins', value: '50' } }],
  },
  limits: { RUB: { games: { crash: { min: 100, max: 5000000 } }, minPayout: 10000, rooms: { red: 100 } } },
  seo: { en: { '/faq': { title: 'FAQ | Casino', description: 'Answers', keywords: 'faq', text: 'Text' } } },
});
const store = new ConfigStore(dir);
const api = () => testApi(db, store);
const count = async (table: string) =>
  Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n);

describe('mirror calls', () => {
  it('GET /mirror returns the new link, verification and sso from the operator config', async () => {
    const body = await (await api().request('/mirror')).json();
    expect(body).toEqual({
      redirect: { newLink: 'https://mirror-2.example' },
      meta_yandex_verification: 'abc123',
      sso: 'https://sso.example/login',
      settings: { telegram_channel_url: 'https://t.me/x', revshare_service_frontend_url: null },
      features: ['bonus_balances'],
    });
  });

  it('POST /middleware/mirrorRedirect answers with the new link and the old domain, and records the visit', async () => {
    const before = await count('mirror_visits');
    const res = await api().request('/middleware/mirrorRedirect', json({ domain: 'Old-Mirror.example' }));
    expect(await res.json()).toEqual({
      redirect: { newLink: 'https://mirror-2.example' },
      oldDomain: 'old-mirror.example',
    });
    expect(await count('mirror_visits')).toBe(before + 1);
  });

  it('never redirects the new mirror to itself', async () => {
    const res = await api().request('/middleware/mirrorRedirect', json({ domain: 'mirror-2.example' }));
    expect((await res.json()).redirect.newLink).toBeNull();
  });

  it('422 with the errors object for a bad domain, and nothing stored', async () => {
    const before = await count('mirror_visits');
    const res = await api().request('/middleware/mirror', json({ domain: 'not a host!' }));
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.message).toBeTruthy();
    expect(body.errors.domain[0]).toMatch(/^invalid_format: /);
    expect(await count('mirror_visits')).toBe(before);
  });

  it('422 for a body that is not JSON', async () => {
    const res = await api().request('/middleware/mirror', json('{oops'));
    expect(res.status).toBe(422);
    expect((await res.json()).errors._[0]).toMatch(/^invalid_json:/);
  });
});

describe('attribution calls store what they receive', () => {
  it('POST /middleware/utm creates one campaign per utm quadruple and returns its advId and promo', async () => {
    const q = { utm_source: 'tg', utm_medium: 'cpc', utm_campaign: 'spring', utm_term: 'slots', extra: 'x' };
    const first = await (await api().request('/middleware/utm', json(q))).json();
    const second = await (await api().request('/middleware/utm', json(q))).json();
    expect(first.advId).toMatch(/^\d+$/);
    expect(second.advId).toBe(first.advId);
    expect(first.promo).toEqual({ type: 'freespins', value: '50' });
    const { rows } = await db.query<{ query: Record<string, string> }>('SELECT query FROM utm_visits ORDER BY id');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.query).toMatchObject({ extra: 'x', utm_term: 'slots' });
  });

  it('POST /middleware/utm without every utm value is a 422 and stores nothing', async () => {
    const before = await count('utm_visits');
    const res = await api().request(
      '/middleware/utm',
      json({ utm_source: 'tg', utm_medium: 'cpc', utm_campaign: 'x' }),
    );
    expect(res.status).toBe(422);
    expect((await res.json()).errors.utm_term).toEqual(['required: This field is required']);
    expect(await count('utm_visits')).toBe(before);
  });

  it('POST attachSource stores the source with the visitor address and, with a session, the player', async () => {
    await seedDemo(db);
    const { rows } = await db.query<{ id: number }>('SELECT id FROM users LIMIT 1');
    const { token } = await createSession(
      db,
      { userId: rows[0]!.id, method: 'password', ip: null, userAgent: null },
      TEST_AUTH_SETTINGS,
    );
    const res = await api().request(
      '/attachSource',
      json(
        {
          stag: 'st1',
          promo: null,
          partnerId: 'p1',
          advId: '5',
          advertiseUid: null,
          advertiseSource: null,
          cpaOneUid: 'c1',
          prHash: null,
        },
        { authorization: `Bearer ${token}`, 'x-forwarded-for': '2.72.0.1' },
      ),
    );
    expect(res.status).toBe(200);
    const saved = (await db.query('SELECT * FROM traffic_sources ORDER BY id DESC LIMIT 1')).rows[0];
    expect(saved).toMatchObject({
      user_id: rows[0]!.id,
      stag: 'st1',
      partner_id: 'p1',
      adv_id: '5',
      cpa_one_uid: 'c1',
      promo: null,
      ip: '2.72.0.1',
    });
  });

  it('POST middleware/registerPageOpenEvent, middleware/ip and /middleware/affiliate are stored', async () => {
    expect(
      (
        await api().request(
          '/middleware/registerPageOpenEvent',
          json({ subH: 'h1', uuid: 'fp-1', click_url: 'https://casino.test/?subH=h1' }),
        )
      ).status,
    ).toBe(200);
    expect(
      (await api().request('/middleware/ip', json({ host: 'casino.test', userAgent: 'Mozilla/5.0' }))).status,
    ).toBe(200);
    expect((await api().request('/middleware/affiliate', json({ stag: 'st1', partner: 'pp' }))).status).toBe(200);
    expect((await db.query('SELECT sub_h, uuid FROM page_open_events')).rows).toEqual([{ sub_h: 'h1', uuid: 'fp-1' }]);
    expect((await db.query('SELECT host, user_agent FROM visitor_reports')).rows).toEqual([
      { host: 'casino.test', user_agent: 'Mozilla/5.0' },
    ]);
    expect((await db.query('SELECT query FROM affiliate_visits')).rows).toEqual([
      { query: { stag: 'st1', partner: 'pp' } },
    ]);
  });

  it('rejects a click_url that is not http(s)', async () => {
    const res = await api().request('/middleware/registerPageOpenEvent', json({ click_url: 'javascript:alert(1)' }));
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors)).toEqual(['click_url']);
  });
});

describe('catalog, limits, seo, builds, services', () => {
  it('lists the seeded catalog from the database', async () => {
    const cases = (await (await api().request('/catalog/cases')).json()).data;
    expect(cases.length).toBeGreaterThanOrEqual(8);
    expect(cases[0]).toMatchObject({
      slug: 'starter',
      price: 4900,
      currency: 'RUB',
      picture: '/images/cases/starter.svg',
    });
    const slots = (await (await api().request('/catalog/slots')).json()).data;
    expect(slots.every((s: { rtp_bp: number }) => s.rtp_bp > 9000)).toBe(true);
    expect((await api().request('/catalog/users')).status).toBe(404);
  });

  it('answers bet limits per currency from the operator config', async () => {
    const body = await (await api().request('/bet-limits?currency=RUB')).json();
    // The operator's rows over the built-in limits of spec section 9 (every game has a row), and the
    // maximum payout (the built-in one, as the operator set none).
    expect(body).toMatchObject({
      currency: 'RUB',
      games: { crash: { min: 100, max: 5000000 }, dice: { min: 100, max: 1_000_000 }, wheel: { min: 10, max: 100 } },
      minPayout: 10000,
      maxPayout: 100_000_000,
      rooms: { red: 100 },
    });
    expect((await api().request('/bet-limits?currency=XXX')).status).toBe(422);
  });

  it('returns the SEO entry of a page, or null', async () => {
    expect((await (await api().request('/seo?lang=en&path=/faq')).json()).data.title).toBe('FAQ | Casino');
    expect((await (await api().request('/seo?lang=ru&path=/faq')).json()).data).toBeNull();
  });

  it('GET builds/latest.json names the build and is never cached', async () => {
    const res = await api().request('/builds/latest.json?timestamp=1');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ id: expect.any(String), timestamp: expect.any(Number) });
  });

  it('mounts every game service at its own base path', async () => {
    for (const s of ['crash', 'cases', 'miner', 'general', 'coinflip', 'keno', 'dice']) {
      expect(await (await api().request(`/${s}/health`)).json()).toEqual({ service: s, status: 'ok' });
    }
  });

  it('GET /profile/user is 401 without a session', async () => {
    const res = await api().request('/profile/user');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('CORS', () => {
  // As behind the operator's TLS proxy: the API is reached over https (X-Forwarded-Proto).
  const preflight = (origin: string, proto = 'https') =>
    api().request('/geo_ip', {
      method: 'OPTIONS',
      headers: {
        host: 'api.casino.test',
        'x-forwarded-proto': proto,
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,region,accept-language',
      },
    });

  it('allows the site origin of the API host with the Authorization, Region and Accept-Language headers', async () => {
    const res = await preflight('https://casino.test');
    expect(res.headers.get('access-control-allow-origin')).toBe('https://casino.test');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('region');
    expect((await preflight('https://www.casino.test')).headers.get('access-control-allow-origin')).toBe(
      'https://www.casino.test',
    );
  });

  it('checks the scheme: an API reached over http does not serve the https origin of its site, nor the reverse', async () => {
    expect((await preflight('https://casino.test', 'http')).headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight('http://casino.test', 'https')).headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight('http://casino.test', 'http')).headers.get('access-control-allow-origin')).toBe(
      'http://casino.test',
    );
  });

  it('refuses other origins', async () => {
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows origins the operator adds without a restart', async () => {
    writeFileSync(path.join(dir, 'operator.json'), JSON.stringify({ corsOrigins: ['https://partner.example'] }));
    store.reload();
    expect((await preflight('https://partner.example')).headers.get('access-control-allow-origin')).toBe(
      'https://partner.example',
    );
  });
});
