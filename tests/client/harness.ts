import { createStore, type Store } from 'jotai';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { connectBus, seedClientState } from '../../src/client/atoms';
import { bus, type AppEvents } from '../../src/client/bus';
import { configureHttp } from '../../src/client/http';
import { setNavigation } from '../../src/client/navigation';

// Shared set-up for the client runtime tests: an msw server for the API, a fresh jotai
// store per test connected to the bus, a cookie jar standing in for document.cookie,
// and recorded navigations.

export const API = 'http://api.site.test';
export const PAGE = 'http://site.test/en/games/dice?login=1';

/** document.cookie as the browser keeps it: name=value pairs; Max-Age=0 deletes. */
export function cookieJar() {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  const doc = {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair, ...attrs] = line.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i).trim();
      if (attrs.some((a) => a.trim().toLowerCase() === 'max-age=0')) jar.delete(name);
      else jar.set(name, pair!.slice(i + 1));
    },
  };
  return { doc, jar, writes };
}

export function setupClientHarness() {
  const server = setupServer();
  const ctx = {
    server,
    store: undefined as unknown as Store,
    cookies: cookieJar(),
    navigations: [] as string[],
    events: [] as { type: keyof AppEvents; payload: unknown }[],
    /** Logs the session in without events (like a page rendered for a logged-in player). */
    signIn(token: string, ssoLink: string | null = null) {
      seedClientState(ctx.store, { lang: 'en', token, ssoLink, profile: null });
      ctx.cookies.jar.set('token', token);
    },
  };
  let disconnect = () => {};

  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    ctx.store = createStore();
    ctx.cookies = cookieJar();
    ctx.navigations = [];
    ctx.events = [];
    vi.stubGlobal('document', ctx.cookies.doc);
    vi.stubGlobal('location', new URL(PAGE));
    vi.stubGlobal('history', {
      state: null,
      replaceState: (_s: unknown, _t: string, url: string) => vi.stubGlobal('location', new URL(url, PAGE)),
    });
    configureHttp({ apiBase: API, services: { crash: `${API}/crash` }, region: 'KZ', lang: 'en', store: ctx.store });
    seedClientState(ctx.store, { lang: 'en', token: null, ssoLink: null, profile: null });
    disconnect = connectBus(ctx.store);
    bus.on('*', (type, payload) => ctx.events.push({ type, payload }));
    setNavigation({
      navigate: (url) => ctx.navigations.push(url),
      reload: () => ctx.navigations.push('reload'),
      refreshView: async () => {},
    });
  });
  afterEach(() => {
    server.resetHandlers();
    disconnect();
    bus.all.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return ctx;
}

/** A profile as GET /profile/user answers it. */
export function profileFixture(user: Partial<AppEvents['profile-loaded']['user']> = {}): AppEvents['profile-loaded'] {
  return {
    user: {
      id: 7,
      name: 'Demo',
      email: 'demo@example.com',
      phone: null,
      balance: 1_000_000,
      bonus: 0,
      bonus_balance: 0,
      total_balance: 1_000_000,
      currency: 'RUB',
      locale: 'en',
      timezone: 'Europe/Moscow',
      register_method: 'email',
      is_phone_verified: false,
      is_email_verified: true,
      is_password_exists: true,
      is_avatar_hidden: false,
      is_statistics_hidden: false,
      image: { small: null },
      verification: { is_need: false, data: null },
      premium: { status: 'none' },
      ...user,
    },
    features: [],
    region: 'RU',
  };
}
