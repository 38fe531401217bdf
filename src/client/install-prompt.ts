import { atom, type Store } from 'jotai';

// The install offer of spec section 4: shown when the browser signals the site can be
// installed (beforeinstallprompt) and the player has not dismissed it; a dismissal is
// remembered for good (the hide-install flag, spec section 3); an installed app offers
// nothing. iOS Safari never signals, so there the offer is a hint to use "Add to Home Screen".

/**
 * The offer waits this long after the page opens: a player who just arrived is asked nothing
 * yet, and the banner never becomes the page's largest paint (it did, on phones).
 */
export const INSTALL_OFFER_DELAY_MS = 30_000;

/** Local-storage key of the hide-install flag. */
export const HIDE_INSTALL_KEY = 'hide-install';

/** The part of Chromium's BeforeInstallPromptEvent the offer uses. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOffer = { kind: 'prompt'; event: InstallPromptEvent } | { kind: 'ios-hint' } | null;

/** What the banner shows; null when there is nothing to offer. */
export const installOfferAtom = atom<InstallOffer>(null);

function readHidden(): boolean {
  try {
    return localStorage.getItem(HIDE_INSTALL_KEY) === '1';
  } catch {
    return false;
  }
}

/** True when the page runs as the installed app (standalone window, or iOS home screen). */
export function isInstalled(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
}

/** iPhone and iPad Safari (iPadOS reports itself as a Mac with touch). */
export function isIosSafari(ua: string, touchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && touchPoints > 1);
  // Other iOS browsers (CriOS, FxiOS, EdgiOS) cannot add to the home screen the same way.
  return ios && /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(ua);
}

/** Listens for the browser's signals; call once per page. */
export function startInstallPrompt(store: Store, delayMs = INSTALL_OFFER_DELAY_MS): void {
  if (isInstalled()) return;
  const openedAt = performance.now();
  let installed = false;
  // The signal may come at once; the offer shows once the page has been open delayMs.
  const offer = (value: InstallOffer) => {
    setTimeout(
      () => {
        if (!installed && !readHidden()) store.set(installOfferAtom, value);
      },
      Math.max(0, delayMs - (performance.now() - openedAt)),
    );
  };
  window.addEventListener('beforeinstallprompt', (e) => {
    // Keep the browser's own mini-infobar away: the site offers it in its own words.
    e.preventDefault();
    offer({ kind: 'prompt', event: e as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    store.set(installOfferAtom, null);
  });
  if (isIosSafari(navigator.userAgent, navigator.maxTouchPoints ?? 0)) offer({ kind: 'ios-hint' });
}

/** "Not now": the offer goes and never comes back on this browser. */
export function dismissInstall(store: Store): void {
  try {
    localStorage.setItem(HIDE_INSTALL_KEY, '1');
  } catch {
    // Storage refused (private mode): the offer still goes for this page.
  }
  store.set(installOfferAtom, null);
}

/** Opens the browser's install dialog; the event can be used once, so the offer goes either way. */
export async function acceptInstall(store: Store): Promise<void> {
  const offer = store.get(installOfferAtom);
  if (offer?.kind !== 'prompt') return;
  store.set(installOfferAtom, null);
  await offer.event.prompt();
  const { outcome } = await offer.event.userChoice;
  // Refusing the browser's own dialog is a dismissal too.
  if (outcome === 'dismissed') dismissInstall(store);
}
