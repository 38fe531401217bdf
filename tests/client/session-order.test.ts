import { delay, http as mock, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { isLoggedInAtom, profileAtom, sessionAtom } from '../../src/client/atoms';
import { bus } from '../../src/client/bus';
import { http } from '../../src/client/http';
import { serverViewArrived } from '../../src/client/server-view';
import { logout, reloadProfile } from '../../src/client/session-actions';
import { API, profileFixture, setupClientHarness } from './harness';

// Issue 44: one session on a page. An answer asked in one session (a profile, a token refresh, a
// 401) must not change the page after it moved to another (a logout, a new login), and the
// header (rendered from the server's profile) and the game screens (reading the client's token)
// must agree. Each test below failed before the fix.

const h = setupClientHarness();

/** A promise and the function that settles it: the test decides when the server answers. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((r) => {
    open = r;
  });
  return { opened, open };
}

/** Waits until the mock server has received `n` requests matching `path`. */
async function received(seen: string[], path: string, n = 1) {
  await vi.waitFor(() => expect(seen.filter((p) => p === path).length).toBeGreaterThanOrEqual(n));
}

function recordPaths() {
  const seen: string[] = [];
  h.server.events.on('request:start', ({ request }) => seen.push(new URL(request.url).pathname));
  return seen;
}

describe('a stale answer never changes a newer session', () => {
  it('a profile asked before the logout does not put the balance back beside a "log in" button', async () => {
    h.signIn('tok');
    const answer = gate();
    const seen = recordPaths();
    h.server.use(
      mock.get(`${API}/profile/user`, async () => {
        await answer.opened;
        return HttpResponse.json(profileFixture({ total_balance: 5000 }));
      }),
    );
    const loading = reloadProfile();
    await received(seen, '/profile/user');
    bus.emit('logout', {});
    answer.open();
    expect(await loading).toBeNull();
    expect(h.store.get(isLoggedInAtom)).toBe(false);
    expect(h.store.get(profileAtom)).toBeNull();
    expect(h.store.get(sessionAtom)).toMatchObject({ userId: null, balance: null });
  });

  it('a refresh refused after a new login does not end the new session', async () => {
    h.signIn('old');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = gate();
    const seen = recordPaths();
    h.server.use(
      mock.get(`${API}/item`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer new'
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 }),
      ),
      mock.post(`${API}/auth/refresh-token`, async () => {
        await answer.opened;
        return HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 });
      }),
    );
    const call = http.get('item').json();
    await received(seen, '/auth/refresh-token');
    // The player logs in (another tab, or this one) while the old token's refresh is out.
    h.cookies.jar.set('token', 'new');
    bus.emit('login', { token: 'new', method: 'password' });
    answer.open();
    await call.catch(() => {});
    expect(h.store.get(sessionAtom).token).toBe('new');
    expect(h.cookies.jar.get('token')).toBe('new');
    expect(h.events.filter((e) => e.type === 'logout')).toEqual([]);
  });

  it('a refresh answered after a new login does not overwrite the new token', async () => {
    h.signIn('old');
    const answer = gate();
    const seen = recordPaths();
    const itemTokens: (string | null)[] = [];
    h.server.use(
      mock.get(`${API}/item`, ({ request }) => {
        const auth = request.headers.get('authorization');
        itemTokens.push(auth);
        return auth === 'Bearer old'
          ? HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 })
          : HttpResponse.json({ ok: true });
      }),
      mock.post(`${API}/auth/refresh-token`, async () => {
        await answer.opened;
        return HttpResponse.json({ access_token: 'old-successor' });
      }),
    );
    const call = http.get('item').json();
    await received(seen, '/auth/refresh-token');
    h.cookies.jar.set('token', 'new');
    bus.emit('login', { token: 'new', method: 'password' });
    answer.open();
    await expect(call).resolves.toEqual({ ok: true });
    expect(h.cookies.jar.get('token')).toBe('new');
    expect(h.store.get(sessionAtom).token).toBe('new');
    expect(itemTokens).toEqual(['Bearer old', 'Bearer new']);
  });

  it('a call refused because the logout committed first is not a reason to refresh the ending session', async () => {
    h.signIn('tok');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let refreshes = 0;
    const logoutDone = gate();
    const seen = recordPaths();
    h.server.use(
      mock.put(`${API}/auth/logout`, async () => {
        await logoutDone.opened;
        return HttpResponse.json({ success: true });
      }),
      // The server revoked the session before it came to this call.
      mock.get(`${API}/wallet-like`, async () => {
        await delay(20);
        return HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 });
      }),
      mock.post(`${API}/auth/refresh-token`, () => {
        refreshes++;
        return HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 });
      }),
    );
    const call = http
      .get('wallet-like')
      .json()
      .then(
        () => null,
        (e: unknown) => e,
      );
    const out = logout();
    await received(seen, '/auth/logout');
    expect(await call).toMatchObject({ status: 401 });
    logoutDone.open();
    await out;
    expect(refreshes).toBe(0);
    expect(errors).not.toHaveBeenCalled();
    // One logout, the player's own: no "could not refresh the token" notice on the way out.
    expect(h.events.filter((e) => e.type === 'logout')).toEqual([{ type: 'logout', payload: {} }]);
  });
});

describe("the server's view and the client's session agree", () => {
  it('a view the server rendered for the token cookie gives the game screens the session too', () => {
    // The page's token was dropped (e.g. a refusal of an older token) while the cookie holds a live one.
    h.cookies.jar.set('token', 'live');
    serverViewArrived(h.store, profileFixture({ id: 9, total_balance: 4200 }));
    expect(h.store.get(isLoggedInAtom)).toBe(true);
    expect(h.store.get(sessionAtom)).toMatchObject({ token: 'live', userId: 9, balance: 4200 });
  });

  it('a view rendered before this tab logged out does not revive the session', () => {
    h.signIn('tok');
    bus.emit('logout', {});
    h.cookies.jar.delete('token');
    serverViewArrived(h.store, profileFixture());
    expect(h.store.get(isLoggedInAtom)).toBe(false);
    expect(h.store.get(profileAtom)).toBeNull();
  });

  it("a signed-out view after the cookie went away ends the page's session", () => {
    h.signIn('tok');
    h.cookies.jar.delete('token');
    serverViewArrived(h.store, null);
    expect(h.store.get(isLoggedInAtom)).toBe(false);
    expect(h.events.map((e) => e.type)).toEqual(['logout']);
  });
});
