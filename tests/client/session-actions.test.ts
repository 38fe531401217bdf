import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { modalAtom, profileAtom, sessionAtom } from '../../src/client/atoms';
import { bus, forwardAnalyticsToDataLayer } from '../../src/client/bus';
import { ApiRequestError } from '../../src/client/http';
import { createTranslate } from '../../src/client/i18n';
import { completeLogin, logout, reloadProfile, reportFailure } from '../../src/client/session-actions';
import { visibleToastsAtom } from '../../src/client/toasts';
import { API, profileFixture, setupClientHarness } from './harness';

const h = setupClientHarness();

function profileApi(profile = profileFixture()) {
  const settings: unknown[] = [];
  const currency: unknown[] = [];
  h.server.use(
    mock.get(`${API}/profile/user`, ({ request }) =>
      request.headers.get('authorization') === 'Bearer tok'
        ? HttpResponse.json(profile)
        : HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 }),
    ),
    mock.put(`${API}/profile/settings`, async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      settings.push(body);
      return HttpResponse.json({
        success: true,
        data: {
          locale: body.locale ?? profile.user.locale,
          timezone: body.timezone ?? profile.user.timezone,
          is_avatar_hidden: false,
          is_statistics_hidden: false,
        },
      });
    }),
    mock.post(`${API}/profile/currency`, async ({ request }) => {
      currency.push(await request.json());
      return HttpResponse.json({ success: true });
    }),
    mock.post(`${API}/attachSource`, () => HttpResponse.json({ success: true })),
  );
  return { settings, currency };
}

describe('completeLogin', () => {
  it('stores the token cookie, emits login, loads the profile, drops the query flags and closes the modal', async () => {
    profileApi();
    bus.emit('modal-open', { name: 'login' });
    await completeLogin({ success: true, token: 'tok' }, 'password');
    const write = h.cookies.writes.find((w) => w.startsWith('token='))!;
    expect(write).toContain('Max-Age=2592000');
    expect(write).toContain('Path=/');
    expect(write).toContain('SameSite=Lax');
    expect(write).not.toContain('Secure'); // http page
    expect(h.events.find((e) => e.type === 'login')?.payload).toEqual({
      token: 'tok',
      method: 'password',
      registered: undefined,
      sso: null,
    });
    expect(h.store.get(sessionAtom)).toMatchObject({ token: 'tok', userId: 7, balance: 1_000_000 });
    expect(location.search).toBe(''); // ?login=1 removed
    expect(h.store.get(modalAtom)).toBeNull();
    expect(h.navigations).toEqual([]); // same language, no sso: stays
  });

  it('saves the interface locale and a guessed time zone when the profile has none', async () => {
    const api = profileApi(profileFixture({ locale: null, timezone: null }));
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      timeZone: 'Asia/Almaty',
    } as Intl.ResolvedDateTimeFormatOptions);
    await completeLogin({ success: true, token: 'tok' }, 'code');
    expect(api.settings).toEqual([{ locale: 'en', timezone: 'Asia/Almaty' }]);
    expect(h.store.get(profileAtom)?.user).toMatchObject({ locale: 'en', timezone: 'Asia/Almaty' });
    expect(h.navigations).toEqual([]);
  });

  it('moves to the same page in the saved language when it differs from the page', async () => {
    const api = profileApi(profileFixture({ locale: 'kz' }));
    await completeLogin({ success: true, token: 'tok' }, 'password');
    expect(api.settings).toEqual([]);
    expect(h.navigations).toEqual(['http://site.test/kz/games/dice']);
    expect(h.cookies.jar.get('locale')).toBe('kz');
  });

  it('with an sso link, goes there with the current address in `url`', async () => {
    profileApi();
    await completeLogin({ success: true, token: 'tok', sso: 'https://sso.test/remember' }, 'password');
    expect(h.navigations).toEqual([
      `https://sso.test/remember?url=${encodeURIComponent('http://site.test/en/games/dice')}`,
    ]);
  });

  it('a social registration sets the currency by region (KZ → KZT) or as chosen', async () => {
    const api = profileApi();
    await completeLogin({ success: true, token: 'tok' }, 'social', { registered: true });
    expect(api.currency).toEqual([{ currency: 'KZT' }]);
    await completeLogin({ success: true, token: 'tok' }, 'social', { registered: true, currency: 'USD' });
    expect(api.currency).toEqual([{ currency: 'KZT' }, { currency: 'USD' }]);
  });

  it('reports held attribution cookies for the new session', async () => {
    profileApi();
    h.cookies.jar.set('stag', 'aff-1');
    const bodies: unknown[] = [];
    h.server.use(
      mock.post(`${API}/attachSource`, async ({ request }) => {
        bodies.push({ auth: request.headers.get('authorization'), body: await request.json() });
        return HttpResponse.json({ success: true });
      }),
    );
    await completeLogin({ success: true, token: 'tok' }, 'password');
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      auth: 'Bearer tok',
      body: {
        stag: 'aff-1',
        promo: null,
        partnerId: null,
        advId: null,
        advertiseUid: null,
        advertiseSource: null,
        cpaOneUid: null,
        prHash: null,
      },
    });
  });
});

describe('profile failures and logout', () => {
  it('a refused profile load clears the token cookie and the session', async () => {
    h.signIn('tok');
    h.server.use(mock.get(`${API}/profile/user`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    await expect(reloadProfile()).resolves.toBeNull();
    expect(h.cookies.jar.has('token')).toBe(false);
    expect(h.store.get(sessionAtom).token).toBeNull();
    expect(h.events.filter((e) => e.type === 'logout')).toHaveLength(1);
  });

  it('an outage keeps the session', async () => {
    h.signIn('tok');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    h.server.use(mock.get(`${API}/profile/user`, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    await expect(reloadProfile()).resolves.toBeNull();
    expect(h.store.get(sessionAtom).token).toBe('tok');
    expect(h.cookies.jar.get('token')).toBe('tok');
  });

  it('a fresh_token in the profile replaces the stored token', async () => {
    h.signIn('tok');
    profileApi({ ...profileFixture(), fresh_token: 'fresher' });
    await reloadProfile();
    expect(h.store.get(sessionAtom).token).toBe('fresher');
    expect(h.cookies.jar.get('token')).toBe('fresher');
  });

  it('logout calls PUT auth/logout, clears cookie and session, reloads — even when the call fails', async () => {
    h.signIn('tok');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let calls = 0;
    h.server.use(
      mock.put(`${API}/auth/logout`, () => {
        calls++;
        return HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 });
      }),
    );
    await logout();
    expect(calls).toBe(1);
    expect(h.cookies.jar.has('token')).toBe(false);
    expect(h.store.get(sessionAtom).token).toBeNull();
    expect(h.navigations).toEqual(['reload']);
  });
});

describe('reportFailure', () => {
  const t = createTranslate('en', { error: { error: 'Error', invalid_format: 'Wrong format' } });

  it.each([
    ['login', 'login_failed'],
    ['register', 'register_failed'],
    ['social', 'social_login_failed'],
  ] as const)('%s: notification and %s analytics event with the error text', (kind, event) => {
    const layer: unknown[] = [];
    vi.stubGlobal('dataLayer', layer);
    forwardAnalyticsToDataLayer();
    reportFailure(kind, new ApiRequestError(422, { message: 'x', errors: { email: ['invalid_format: bad'] } }), t);
    expect(h.store.get(visibleToastsAtom).at(-1)).toMatchObject({
      title: 'Error',
      text: 'Wrong format',
      tone: 'error',
    });
    expect(h.events.filter((e) => e.type === 'analytics')).toEqual([
      { type: 'analytics', payload: { event, data: { error: 'Wrong format' } } },
    ]);
    expect(layer).toEqual([{ event, error: 'Wrong format' }]);
  });

  it("reports 'error 500' when the failure has no text", () => {
    reportFailure('login', new ApiRequestError(0, null), t);
    expect(h.store.get(visibleToastsAtom).at(-1)?.text).toBe('error 500');
    expect(h.events.find((e) => e.type === 'analytics')?.payload).toEqual({
      event: 'login_failed',
      data: { error: 'error 500' },
    });
  });
});
