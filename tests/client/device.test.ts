import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceAtom, deviceOf, trackDevice } from '../../src/client/device';

// The device class follows window resizes once they have settled for 50 ms (spec section 9).

const fakeWindow = (width: number) => {
  const target = new EventTarget();
  return Object.assign(target, { innerWidth: width });
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('device class', () => {
  it('is phone below 640 px, tablet below 1024 px or with a coarse pointer, desktop otherwise', () => {
    expect(deviceOf(390, false)).toBe('phone');
    expect(deviceOf(800, false)).toBe('tablet');
    expect(deviceOf(1280, true)).toBe('tablet');
    expect(deviceOf(1280, false)).toBe('desktop');
  });

  it('is worked out again 50 ms after the last resize, not on every resize event', () => {
    vi.useFakeTimers();
    const win = fakeWindow(1280);
    vi.stubGlobal('window', win);
    const store = createStore();
    const changes: string[] = [];
    const stop = trackDevice(store);
    store.sub(deviceAtom, () => changes.push(store.get(deviceAtom)));
    expect(store.get(deviceAtom)).toBe('desktop');

    win.innerWidth = 800;
    win.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(30);
    win.innerWidth = 390;
    win.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(49);
    expect(store.get(deviceAtom)).toBe('desktop');
    vi.advanceTimersByTime(1);
    expect(store.get(deviceAtom)).toBe('phone');
    expect(changes).toEqual(['phone']);

    stop();
    win.innerWidth = 1280;
    win.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(100);
    expect(store.get(deviceAtom)).toBe('phone');
  });
});
