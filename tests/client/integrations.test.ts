import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_ROUTE_EVENT, pollFor, startIntegrations } from '../../src/client/integrations';
import { integrationOrigins } from '../../src/contract/integrations';

// Spec section 9: session replay polled every 100 ms for up to 10 s; the support chat told of a
// route change 250 ms after it.

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('operator integrations', () => {
  it('looks for the counter every 100 ms and starts it as soon as it is there', () => {
    let counter: string | undefined;
    const ready = vi.fn();
    pollFor(() => counter, ready);
    vi.advanceTimersByTime(350);
    expect(ready).not.toHaveBeenCalled();
    counter = 'ym';
    vi.advanceTimersByTime(100);
    expect(ready).toHaveBeenCalledWith('ym');
  });

  it('gives up quietly after 10 s', () => {
    const warn = vi.spyOn(console, 'warn');
    const probe = vi.fn(() => undefined);
    pollFor(probe, () => {});
    vi.advanceTimersByTime(10_000);
    expect(probe).toHaveBeenCalledTimes(100);
    vi.advanceTimersByTime(5_000);
    expect(probe).toHaveBeenCalledTimes(100);
    expect(warn).not.toHaveBeenCalled();
  });

  it('tells the chat of a route change 250 ms later, once for quick successive changes', () => {
    const events: string[] = [];
    const target = new EventTarget();
    target.addEventListener(CHAT_ROUTE_EVENT, (e) => events.push((e as CustomEvent<{ url: string }>).detail.url));
    vi.stubGlobal('window', target);
    const handle = startIntegrations(
      { supportChatScript: 'https://chat.example/w.js', metrikaCounterId: null },
      () => {},
    );
    handle.routeChanged('https://casino.example/en/faq');
    vi.advanceTimersByTime(100);
    handle.routeChanged('https://casino.example/en/top');
    vi.advanceTimersByTime(249);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['https://casino.example/en/top']);
  });

  it('adds only the switched-on tools’ origins to the page’s policy', () => {
    expect(integrationOrigins({ supportChatScript: null, metrikaCounterId: null })).toEqual([]);
    expect(integrationOrigins({ supportChatScript: 'https://chat.example/w.js?x=1', metrikaCounterId: 42 })).toEqual([
      'https://chat.example',
      'https://mc.yandex.ru',
      'https://mc.yandex.com',
    ]);
  });
});

describe('content security policy for the tools', () => {
  it('lets the switched-on tools call, show images, frames, styles and fonts, and run no script of their own', async () => {
    const { pageSecurityHeaders } = await import('../../src/site/security-headers');
    const csp = (tools: string[]) =>
      pageSecurityHeaders({
        nonce: 'n',
        connectOrigins: ['https://api.casino.example'],
        toolOrigins: tools,
        csp: true,
      })['content-security-policy']!;
    expect(csp([])).toContain("frame-src 'self';");
    const withChat = csp(['https://chat.example']);
    expect(withChat).toContain("connect-src 'self' https://api.casino.example https://chat.example");
    expect(withChat).toContain("frame-src 'self' https://chat.example");
    expect(withChat).toContain("img-src 'self' data: blob: https://chat.example");
    expect(withChat).toContain("style-src 'self' 'unsafe-inline' https://chat.example;");
    expect(withChat).toContain("font-src 'self' data: https://chat.example;");
    // Their script tags get the page's nonce; the origin itself is never trusted for scripts.
    expect(withChat).toMatch(/script-src 'self' 'nonce-n' 'strict-dynamic';/);
  });
});
