import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { dismissToastAtom, showToastAtom, visibleToastsAtom } from '../../src/client/toasts';

describe('toast atoms', () => {
  it('shows notifications in order and dismisses one by id', () => {
    const store = createStore();
    const a = store.set(showToastAtom, { title: 'Error', text: 'line 1\nline 2', tone: 'error' });
    store.set(showToastAtom, { title: 'Saved', tone: 'success' });
    expect(store.get(visibleToastsAtom).map((t) => t.title)).toEqual(['Error', 'Saved']);
    store.set(dismissToastAtom, a);
    expect(store.get(visibleToastsAtom).map((t) => t.title)).toEqual(['Saved']);
  });
});
