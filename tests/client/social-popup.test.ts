import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  acceptSocialMessage,
  POPUP_POLL_MS,
  popupFeatures,
  runSocialLogin,
  type HostWindowLike,
  type PopupLike,
} from '../../src/components/auth/social-popup';

const ORIGIN = 'http://localhost:3000';
const TOKEN = 'tok_0123456789abcdef';

class FakePopup implements PopupLike {
  closed = false;
  location = { href: 'about:blank' };
  close() {
    this.closed = true;
  }
}

/** A page window with a real timer and listener list, and a popup it hands out. */
function fakeWindow(opts: { blocked?: boolean } = {}) {
  const listeners = new Set<(e: MessageEvent) => void>();
  const popup = new FakePopup();
  const opened: { url: string; features: string }[] = [];
  const win: HostWindowLike = {
    location: { origin: ORIGIN },
    screenX: 100,
    screenY: 50,
    outerWidth: 1300,
    outerHeight: 850,
    open: (url, _target, features) => {
      opened.push({ url, features });
      return opts.blocked ? null : popup;
    },
    addEventListener: (_t, l) => void listeners.add(l),
    removeEventListener: (_t, l) => void listeners.delete(l),
    setInterval: (h, ms) => setInterval(h, ms) as unknown as number,
    clearInterval: (id) => clearInterval(id),
  };
  const post = (data: unknown, origin = ORIGIN, source: unknown = popup) => {
    for (const l of [...listeners]) l({ data, origin, source } as MessageEvent);
  };
  return { win, popup, opened, post, listeners };
}

const okMessage = { type: 'casino:social-login', ok: true, token: TOKEN, registered: true };
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('social login popup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens a centred 500×650 popup on about:blank synchronously, then sends it to the provider', async () => {
    const { win, popup, opened } = fakeWindow();
    let resolveStart!: (v: { url: string }) => void;
    runSocialLogin(win, () => new Promise((r) => (resolveStart = r)));
    // Opened before the start call answered: still inside the click for popup blockers.
    expect(opened).toEqual([{ url: 'about:blank', features: 'popup=yes,width=500,height=650,left=500,top=150' }]);
    resolveStart({ url: 'https://oauth.example/authorize?x=1' });
    await flush();
    expect(popup.location.href).toBe('https://oauth.example/authorize?x=1');
  });

  it('accepts the popup’s own success message and closes the popup', async () => {
    const { win, popup, post, listeners } = fakeWindow();
    const run = runSocialLogin(win, async () => ({ url: 'https://oauth.example/a' }));
    await flush();
    post(okMessage);
    await expect(run.result).resolves.toEqual({ kind: 'ok', token: TOKEN, registered: true });
    expect(popup.closed).toBe(true);
    expect(listeners.size).toBe(0);
  });

  it('ignores messages from other origins, other windows and of other shapes', async () => {
    const { win, popup, post } = fakeWindow();
    const run = runSocialLogin(win, async () => ({ url: 'https://oauth.example/a' }));
    await flush();
    const settled = vi.fn();
    void run.result.then(settled);
    post(okMessage, 'https://evil.example');
    post(okMessage, ORIGIN, {}); // another window of ours (e.g. an iframe)
    post({ ...okMessage, token: 'short' });
    post('{"ok":true}');
    post({ type: 'other', ok: true, token: TOKEN, registered: false });
    await flush();
    expect(settled).not.toHaveBeenCalled();
    expect(popup.closed).toBe(false);
    // The genuine error message still gets through afterwards.
    post({ type: 'casino:social-login', ok: false, error: 'provider_denied: The provider refused' });
    await expect(run.result).resolves.toEqual({ kind: 'error', error: 'provider_denied: The provider refused' });
  });

  it('stops waiting when the player closes the popup without a message', async () => {
    const { win, popup, listeners } = fakeWindow();
    const run = runSocialLogin(win, async () => ({ url: 'https://oauth.example/a' }));
    await flush();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(POPUP_POLL_MS * 2);
    await expect(run.result).resolves.toEqual({ kind: 'closed' });
    expect(listeners.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reports a blocked popup without calling the API', async () => {
    const { win } = fakeWindow({ blocked: true });
    const start = vi.fn(async () => ({ url: 'https://oauth.example/a' }));
    await expect(runSocialLogin(win, start).result).resolves.toEqual({ kind: 'blocked' });
    expect(start).not.toHaveBeenCalled();
  });

  it('closes the popup and rejects when the start call fails or returns a non-http URL', async () => {
    const failing = fakeWindow();
    const err = new Error('422');
    const run = runSocialLogin(failing.win, async () => Promise.reject(err));
    await expect(run.result).rejects.toBe(err);
    expect(failing.popup.closed).toBe(true);

    const bad = fakeWindow();
    const run2 = runSocialLogin(bad.win, async () => ({ url: 'javascript:alert(1)' }));
    await expect(run2.result).rejects.toThrow(/Refused navigation to a javascript: URL/);
    expect(bad.popup.location.href).toBe('about:blank');
    expect(bad.popup.closed).toBe(true);
  });

  it('still takes the message the popup posted just before closing itself', async () => {
    const { win, popup, post } = fakeWindow();
    const run = runSocialLogin(win, async () => ({ url: 'https://oauth.example/a' }));
    await flush();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(POPUP_POLL_MS);
    post({ type: 'casino:social-login', ok: true, token: 's1.abcdefghijklmnopqrstuvwxyz', registered: false });
    await expect(run.result).resolves.toEqual({
      kind: 'ok',
      token: 's1.abcdefghijklmnopqrstuvwxyz',
      registered: false,
    });
  });

  it('cancel closes the popup and settles as closed', async () => {
    const { win, popup } = fakeWindow();
    const run = runSocialLogin(win, async () => ({ url: 'https://oauth.example/a' }));
    run.cancel();
    await expect(run.result).resolves.toEqual({ kind: 'closed' });
    expect(popup.closed).toBe(true);
  });
});

describe('acceptSocialMessage', () => {
  it('needs the exact origin and source', () => {
    const popup = new FakePopup();
    expect(acceptSocialMessage({ data: okMessage, origin: ORIGIN, source: popup as never }, ORIGIN, popup)).toEqual({
      kind: 'ok',
      token: TOKEN,
      registered: true,
    });
    expect(
      acceptSocialMessage({ data: okMessage, origin: `${ORIGIN}/`, source: popup as never }, ORIGIN, popup),
    ).toBeNull();
    expect(acceptSocialMessage({ data: okMessage, origin: ORIGIN, source: null }, ORIGIN, popup)).toBeNull();
  });

  it('tells a link offer and an identity linked already from a login', () => {
    const popup = new FakePopup();
    const accept = (data: unknown) =>
      acceptSocialMessage({ data, origin: ORIGIN, source: popup as never }, ORIGIN, popup);
    const base = { type: 'casino:social-login', ok: true };
    expect(accept({ ...base, link: `sl1.${'a'.repeat(43)}`, provider: 'Google', account: 'me@example.com' })).toEqual({
      kind: 'link',
      link: `sl1.${'a'.repeat(43)}`,
      provider: 'Google',
      account: 'me@example.com',
    });
    expect(accept({ ...base, linked: 'Google' })).toEqual({ kind: 'linked', provider: 'Google' });
    // An offer without its account or with a short token is not one.
    expect(accept({ ...base, link: `sl1.${'a'.repeat(43)}`, provider: 'Google' })).toBeNull();
    expect(accept({ ...base, link: 'x', provider: 'Google', account: 'a' })).toBeNull();
  });

  it('keeps the popup on screen near the page', () => {
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 360, outerHeight: 640 })).toBe(
      'popup=yes,width=500,height=650,left=0,top=0',
    );
  });
});
