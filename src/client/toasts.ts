import { atom } from 'jotai';

export interface Toast {
  id: number;
  title: string;
  text?: string | undefined;
  tone: 'info' | 'success' | 'error';
}

/** Spec section 9: notifications last 3000 ms by default. */
export const TOAST_DURATION_MS = 3000;

const toastsAtom = atom<Toast[]>([]);
export const visibleToastsAtom = atom((get) => get(toastsAtom));

let nextId = 1;
export const showToastAtom = atom(null, (get, set, toast: Omit<Toast, 'id'>) => {
  const id = nextId++;
  set(toastsAtom, [...get(toastsAtom), { ...toast, id }]);
  return id;
});
export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((t) => t.id !== id),
  );
});
