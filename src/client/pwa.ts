import type { Store } from 'jotai';
import { atom } from 'jotai';
import { createStore as createIdbStore, set as idbSet } from 'idb-keyval';
import { Workbox } from 'workbox-window';
import { bus } from './bus';
import { afterLoad } from './idle';
import { startInstallPrompt } from './install-prompt';
import { reloadWhenIdle } from './round-guard';

// The installable-app runtime of spec section 4: service worker registration and updates,
// build polling, the chunk-load reload guard and the syncStore record the worker reads.

/** Spec section 4: update checks every 20 s while online. */
export const SW_UPDATE_CHECK_MS = 20_000;
/** How often open tabs ask for the latest build id. */
export const BUILD_POLL_MS = 60_000;
/** Spec section 9: background data sync every 10 minutes. */
export const DATA_SYNC_MS = 10 * 60_000;
/** Spec section 9: a chunk-load failure reloads at most once in this window. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
const CHUNK_RELOAD_KEY = 'chunk-reload-at';

/** Spec section 8: set when the service worker could not be registered. */
export const swRegistrationErrorAtom = atom(false);
/** The build id the page runs, and the newest one the server announced. */
export const latestBuildIdAtom = atom<string | null>(null);

/** The browser database the worker reads (spec section 3): named for the app. */
export const SYNC_DB = 'casino';
export const SYNC_STORE = 'syncStore';
export const API_BASE_RECORD = 1;

/** The id Waku stamped into this client build ('' under `waku dev`). */
const OWN_BUILD_ID: string = (import.meta as { env?: Record<string, string | undefined> }).env?.WAKU_BUILD_ID ?? '';

export interface PwaOptions {
  store: Store;
  apiBase: string;
  isDev: boolean;
  /** The 10-minute data sync: the player's profile (balance, level, bonuses, verification). */
  syncData: () => Promise<unknown>;
}

export function startPwaRuntime(o: PwaOptions): void {
  // These must listen from the start: a chunk can fail, and the browser signals installability, early.
  guardChunkLoads();
  startInstallPrompt(o.store);
  bus.on('build-updated', () => reloadWhenIdle());
  bus.on('sw-updated', () => reloadWhenIdle());
  // The rest waits until the page has loaded and the browser is idle: registering the worker
  // (which then precaches every asset), IndexedDB and the first build poll would otherwise
  // compete with the page's own start (Workbox's advice, and Lighthouse's blocking time).
  afterLoad(() => {
    void writeSyncStore(o.apiBase);
    pollBuilds(o);
    startDataSync(o);
    // No worker under `waku dev`: its module graph is not the built one.
    if (!o.isDev && 'serviceWorker' in navigator) registerWorker(o.store);
  });
}

/** Record 1 of syncStore: the API base URL, so the worker knows which requests are API calls. */
export async function writeSyncStore(apiBase: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  try {
    await idbSet(API_BASE_RECORD, apiBase, createIdbStore(SYNC_DB, SYNC_STORE));
  } catch {
    // Private modes may refuse IndexedDB; the worker then treats no URL as the API.
  }
}

/**
 * Spec section 4: data sync every 10 minutes. A tab left open keeps the profile and the
 * worker's record current without a reload; a hidden or offline tab skips its turn.
 */
function startDataSync(o: PwaOptions): void {
  setInterval(() => {
    if (!navigator.onLine || document.visibilityState === 'hidden') return;
    void writeSyncStore(o.apiBase);
    void o.syncData().catch(() => {});
  }, DATA_SYNC_MS);
}

function registerWorker(store: Store): void {
  const wb = new Workbox('/sw.js');
  // A new worker took over (this tab's update, or another tab activated it): this page's
  // assets may be gone from the cache, so it reloads (when no round runs).
  // A page loaded without a worker (the first visit) has nothing stale: it keeps running.
  const hadController = navigator.serviceWorker.controller !== null;
  const updated = () => {
    if (hadController) bus.emit('sw-updated', undefined);
  };
  wb.addEventListener('controlling', (e) => {
    if (e.isUpdate || e.isExternal) updated();
  });
  wb.addEventListener('activated', (e) => {
    if (e.isExternal) updated();
  });
  wb.register().then(
    (reg) => {
      if (!reg) store.set(swRegistrationErrorAtom, true);
    },
    () => store.set(swRegistrationErrorAtom, true),
  );
  setInterval(() => {
    if (navigator.onLine) wb.update().catch(() => {});
  }, SW_UPDATE_CHECK_MS);
}

function pollBuilds(o: PwaOptions): void {
  let known = OWN_BUILD_ID || null;
  const check = async () => {
    if (!navigator.onLine) return;
    try {
      const res = await fetch(`${o.apiBase}/builds/latest.json?timestamp=${Date.now()}`, { cache: 'no-store' });
      if (!res.ok) return;
      // The contract (zod) loads with the first poll, not with the page.
      const { latestBuildSchema } = await import('../contract/builds');
      const parsed = latestBuildSchema.safeParse(await res.json());
      if (!parsed.success) return;
      const { id } = parsed.data;
      o.store.set(latestBuildIdAtom, id);
      if (known === null) known = id;
      else if (id !== known) {
        known = id;
        bus.emit('build-updated', { id });
      }
    } catch {
      // Offline or the API is down: the next poll tries again.
    }
  };
  void check();
  setInterval(check, BUILD_POLL_MS);
  // A tab coming back to the foreground checks at once instead of waiting for the timer.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
}

const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk \S+ failed/i;

/** True when the error is a failed load of a code chunk (a deploy removed the old files). */
export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return CHUNK_FAILURE.test(message);
}

/** Reloads once on a chunk-load failure; a second failure within the guard window does not
 * reload again, so a missing file cannot loop the page. Returns whether it reloaded. */
export function reloadForChunkFailure(now: number = Date.now(), reload: () => void = () => location.reload()): boolean {
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0) || 0;
  } catch {
    // Storage refused: reloading without a guard could loop, so do not.
    return false;
  }
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}

function guardChunkLoads(): void {
  // Vite's preload helper signals a failed chunk (with its own event) before the import rejects.
  window.addEventListener('vite:preloadError', (e) => {
    e.preventDefault();
    reloadForChunkFailure();
  });
  window.addEventListener('unhandledrejection', (e) => {
    if (!isChunkLoadError(e.reason)) return;
    // Handled here: the page reloads (or, inside the guard window, stays as it is).
    e.preventDefault();
    reloadForChunkFailure();
  });
}
