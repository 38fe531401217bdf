import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { modalAtom } from '../../src/client/atoms';
import { bus } from '../../src/client/bus';
import {
  AUTO_PAYIN_DELAY_MS,
  haltWalletActivity,
  resetPayInOnce,
  startSoon,
  startWalletRuntime,
  WALLET_START_DELAY_MS,
} from '../../src/client/wallet-runtime';
import { profileFixture, setupClientHarness } from './harness';

const h = setupClientHarness();

describe('wallet runtime: auto-PayIn, the deposit flag, the live stream', () => {
  let stop = () => {};
  const live = vi.fn((_userId: number) => vi.fn());
  beforeEach(() => {
    vi.useFakeTimers();
    resetPayInOnce();
    live.mockClear();
    vi.stubGlobal('location', new URL('http://site.test/en/games/dice'));
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });
  const start = () => {
    stop = startWalletRuntime(h.store, { live });
  };
  const payInOpen = () => h.store.get(modalAtom)?.name === 'payin';

  it('opens PayIn about 350 ms after the profile of a player with a zero balance and a currency', () => {
    start();
    h.signIn('tok');
    bus.emit('profile-loaded', profileFixture({ balance: 0, total_balance: 0, currency: 'RUB' }));
    vi.advanceTimersByTime(AUTO_PAYIN_DELAY_MS - 50);
    expect(payInOpen()).toBe(false);
    vi.advanceTimersByTime(100);
    expect(payInOpen()).toBe(true);
  });

  it('opens it once per page load: closing it and loading the profile again does not reopen it', () => {
    start();
    h.signIn('tok');
    bus.emit('profile-loaded', profileFixture({ balance: 0, total_balance: 0 }));
    vi.advanceTimersByTime(AUTO_PAYIN_DELAY_MS + 10);
    expect(payInOpen()).toBe(true);
    bus.emit('modal-close', { name: 'payin' });
    bus.emit('profile-loaded', profileFixture({ balance: 0, total_balance: 0, name: 'again' }));
    vi.advanceTimersByTime(5 * AUTO_PAYIN_DELAY_MS);
    expect(h.store.get(modalAtom)).toBeNull();
  });

  it('does not open for a balance above 0, a missing currency, or a visitor', () => {
    start();
    h.signIn('tok');
    bus.emit('profile-loaded', profileFixture({ balance: 1, total_balance: 1 }));
    vi.advanceTimersByTime(2000);
    bus.emit('profile-loaded', profileFixture({ balance: 0, total_balance: 0, currency: null }));
    vi.advanceTimersByTime(2000);
    expect(h.store.get(modalAtom)).toBeNull();
    bus.emit('logout', {});
    vi.advanceTimersByTime(2000);
    expect(h.store.get(modalAtom)).toBeNull();
  });

  it('waits while another modal is open and opens after it closes', () => {
    start();
    h.signIn('tok');
    bus.emit('modal-open', { name: 'confirm-phone' });
    bus.emit('profile-loaded', profileFixture({ balance: 0, total_balance: 0 }));
    vi.advanceTimersByTime(2000);
    expect(h.store.get(modalAtom)?.name).toBe('confirm-phone');
    bus.emit('modal-close', {});
    vi.advanceTimersByTime(AUTO_PAYIN_DELAY_MS + 10);
    expect(payInOpen()).toBe(true);
  });

  it('a balance that moves above 0 before the delay cancels it', () => {
    start();
    h.signIn('tok');
    bus.emit('profile-loaded', profileFixture({ balance: 0, total_balance: 0 }));
    vi.advanceTimersByTime(100);
    bus.emit('balance-changed', { balance: 500, bonus: 0, total: 500, currency: 'RUB' });
    vi.advanceTimersByTime(2000);
    expect(h.store.get(modalAtom)).toBeNull();
  });

  it('?deposit opens PayIn for a player (any balance) and leaves the address', () => {
    vi.stubGlobal('location', new URL('http://site.test/en/profile?deposit=1&x=2'));
    h.signIn('tok');
    bus.emit('profile-loaded', profileFixture({ balance: 5000, total_balance: 5000 }));
    start();
    expect(payInOpen()).toBe(true);
    expect(location.href).toBe('http://site.test/en/profile?x=2');
  });

  it('?deposit asks a visitor to log in first, then opens PayIn once the profile is there', () => {
    vi.stubGlobal('location', new URL('http://site.test/en/?deposit=1'));
    start();
    expect(h.store.get(modalAtom)?.name).toBe('login');
    expect(location.search).toBe('?deposit=1');
    bus.emit('modal-close', {});
    expect(h.store.get(modalAtom)).toBeNull(); // closing the login does not nag
    bus.emit('login', { token: 'tok', method: 'password' });
    bus.emit('profile-loaded', profileFixture({ balance: 5000, total_balance: 5000 }));
    expect(payInOpen()).toBe(true);
    expect(location.search).toBe('');
  });

  it('runs the live stream while a player is logged in, not restarted by balance changes', () => {
    start();
    expect(live).not.toHaveBeenCalled();
    h.signIn('tok');
    bus.emit('profile-loaded', profileFixture({ id: 42 }));
    expect(live).toHaveBeenCalledExactlyOnceWith(42);
    bus.emit('balance-changed', { balance: 1, bonus: 2, total: 3, currency: 'RUB' });
    expect(live).toHaveBeenCalledOnce();
    const stopStream = live.mock.results[0]!.value as ReturnType<typeof vi.fn>;
    bus.emit('logout', {});
    expect(stopStream).toHaveBeenCalledOnce();
  });

  it('the stream starts shortly after the page is up, and a logout that starts first halts it', () => {
    const stopped = vi.fn();
    const begin = vi.fn(() => stopped);
    startSoon(begin);
    vi.advanceTimersByTime(WALLET_START_DELAY_MS + 10);
    expect(begin).toHaveBeenCalledOnce();
    haltWalletActivity();
    expect(stopped).toHaveBeenCalledOnce();
    const late = vi.fn(() => vi.fn());
    startSoon(late);
    vi.advanceTimersByTime(WALLET_START_DELAY_MS * 2);
    expect(late).not.toHaveBeenCalled();
  });
});
