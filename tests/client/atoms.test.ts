import { describe, expect, it } from 'vitest';
import { isLoggedInAtom, langAtom, modalAtom, profileAtom, sessionAtom } from '../../src/client/atoms';
import { bus } from '../../src/client/bus';
import { profileFixture, setupClientHarness } from './harness';

const h = setupClientHarness();

describe('session atoms follow the bus', () => {
  it('login → token and sso link; profile-loaded → user id, balance, currency', () => {
    expect(h.store.get(isLoggedInAtom)).toBe(false);
    bus.emit('login', { token: 'tok', method: 'password', sso: 'https://sso.test/' });
    expect(h.store.get(sessionAtom)).toEqual({
      token: 'tok',
      ssoLink: 'https://sso.test/',
      userId: null,
      balance: null,
      currency: null,
    });
    expect(h.store.get(isLoggedInAtom)).toBe(true);
    bus.emit('profile-loaded', profileFixture({ id: 42, total_balance: 15_050, currency: 'KZT' }));
    expect(h.store.get(sessionAtom)).toMatchObject({ token: 'tok', userId: 42, balance: 15_050, currency: 'KZT' });
    expect(h.store.get(profileAtom)?.user.id).toBe(42);
  });

  it('balance-changed updates the session and the profile', () => {
    bus.emit('login', { token: 'tok', method: 'password' });
    bus.emit('profile-loaded', profileFixture({ total_balance: 100 }));
    bus.emit('balance-changed', { balance: 700, bonus: 50, total: 750, currency: null });
    expect(h.store.get(sessionAtom)).toMatchObject({ balance: 750, currency: 'RUB' });
    expect(h.store.get(profileAtom)?.user).toMatchObject({
      balance: 700,
      bonus: 50,
      total_balance: 750,
      currency: 'RUB',
    });
  });

  it('token-refreshed replaces only the token', () => {
    bus.emit('login', { token: 'old', method: 'code' });
    bus.emit('profile-loaded', profileFixture({ id: 3 }));
    bus.emit('token-refreshed', { token: 'new' });
    expect(h.store.get(sessionAtom)).toMatchObject({ token: 'new', userId: 3 });
  });

  it('logout clears the session and the profile, keeping the site sso link', () => {
    bus.emit('login', { token: 'tok', method: 'password', sso: 'https://sso.test/' });
    bus.emit('profile-loaded', profileFixture());
    bus.emit('logout', {});
    expect(h.store.get(sessionAtom)).toEqual({
      token: null,
      ssoLink: 'https://sso.test/',
      userId: null,
      balance: null,
      currency: null,
    });
    expect(h.store.get(profileAtom)).toBeNull();
    expect(h.store.get(isLoggedInAtom)).toBe(false);
  });

  it('modals: open with props, close by name or any', () => {
    bus.emit('modal-open', { name: 'login', props: { tab: 'phone' } });
    expect(h.store.get(modalAtom)).toEqual({ name: 'login', props: { tab: 'phone' } });
    bus.emit('modal-close', { name: 'register' });
    expect(h.store.get(modalAtom)?.name).toBe('login');
    bus.emit('modal-close', {});
    expect(h.store.get(modalAtom)).toBeNull();
  });

  it('locale-changed sets the language', () => {
    bus.emit('locale-changed', { lang: 'kz' });
    expect(h.store.get(langAtom)).toBe('kz');
  });
});
