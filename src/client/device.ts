import { atom, type Store } from 'jotai';
import { DEVICE_RESIZE_DEBOUNCE_MS } from './ui-timings';

// The device class of the window (spec section 9: refreshed on resize, 50 ms after it settles).
// Components that behave differently on touch phones (tooltips open on tap there) read it.

export type Device = 'phone' | 'tablet' | 'desktop';

/** Tailwind's sm and lg breakpoints: the same lines the layout switches at. */
export function deviceOf(width: number, coarsePointer: boolean): Device {
  if (width < 640) return 'phone';
  if (width < 1024 || coarsePointer) return 'tablet';
  return 'desktop';
}

/** Desktop until the browser says otherwise (the server renders for no device). */
export const deviceAtom = atom<Device>('desktop');

const measure = (): Device =>
  deviceOf(window.innerWidth, typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches);

/** Keeps deviceAtom current; returns a function that stops listening. */
export function trackDevice(store: Store, debounceMs = DEVICE_RESIZE_DEBOUNCE_MS): () => void {
  store.set(deviceAtom, measure());
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => store.set(deviceAtom, measure()), debounceMs);
  };
  window.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
}
