import { describe, expect, it } from 'vitest';
import { modalAtom } from '../../src/client/atoms';
import { interceptModalLinks, modalFromQuery, openModalFromQuery } from '../../src/client/modal-links';
import { setupClientHarness } from './harness';

const h = setupClientHarness();

/** A document stand-in that hands out its click listener. */
function fakeDocument() {
  let listener: ((e: Event) => void) | null = null;
  return {
    addEventListener: (_: string, fn: (e: Event) => void) => (listener = fn),
    removeEventListener: () => (listener = null),
    click(attr: string | null, init: Partial<MouseEvent> = {}) {
      let prevented = false;
      const el = { getAttribute: () => attr };
      const target = { closest: (sel: string) => (sel === '[data-open-modal]' && attr !== null ? el : null) };
      const e = { button: 0, target, defaultPrevented: false, preventDefault: () => (prevented = true), ...init };
      listener?.(e as unknown as Event);
      return prevented;
    },
    get listening() {
      return listener !== null;
    },
  };
}

describe('modal links', () => {
  it('reads ?login and ?signup', () => {
    expect(modalFromQuery('?login=1')).toBe('login');
    expect(modalFromQuery('?signup=1&x=2')).toBe('register');
    expect(modalFromQuery('?x=1')).toBeNull();
  });

  it('opens the modal from the query for a visitor; a player only loses the flag', () => {
    openModalFromQuery('?signup=1', false);
    expect(h.store.get(modalAtom)).toEqual({ name: 'register' });
    openModalFromQuery('?login=1', true);
    expect(h.store.get(modalAtom)).toEqual({ name: 'register' });
    expect(location.search).toBe('');
  });

  it('a plain click on [data-open-modal] opens the modal instead of following the link', () => {
    const doc = fakeDocument();
    const stop = interceptModalLinks(doc);
    expect(doc.click('login')).toBe(true);
    expect(h.store.get(modalAtom)).toEqual({ name: 'login' });
    stop();
    expect(doc.listening).toBe(false);
  });

  it('leaves modified clicks, other elements and unknown names to the browser', () => {
    const doc = fakeDocument();
    interceptModalLinks(doc);
    expect(doc.click('register', { ctrlKey: true })).toBe(false);
    expect(doc.click('register', { button: 1 })).toBe(false);
    expect(doc.click(null)).toBe(false);
    expect(doc.click('cashier')).toBe(false);
    expect(h.store.get(modalAtom)).toBeNull();
  });
});
