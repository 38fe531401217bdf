// Social login through a popup (spec section 4: "opens a popup and waits for a message").
// Plain TypeScript over a small window interface, so tests drive it with a fake window.

import { checkNavigation, currentUrl } from '../../client/navigation';
import { socialLoginMessageSchema } from '../../contract/auth';
import { COOKIES } from '../../contract/cookies';

/** The popup as far as we use it (a WindowProxy in the browser). */
export interface PopupLike {
  readonly closed: boolean;
  location: { href: string };
  close(): void;
}

/** The page's window as far as we use it. */
export interface HostWindowLike {
  location: { origin: string };
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
  open(url: string, target: string, features: string): PopupLike | null;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  setInterval(handler: () => void, ms: number): number;
  clearInterval(id: number): void;
}

export type SocialOutcome =
  | { kind: 'ok'; token: string; registered: boolean }
  /** A signed-in player's link offer, to confirm with POST /auth/social/link/confirm. */
  | { kind: 'link'; link: string; provider: string; account: string }
  /** The identity was this player's already. */
  | { kind: 'linked'; provider: string }
  /** The account has 2FA: the code is asked next, with this challenge. */
  | { kind: 'two_factor'; challenge: string }
  | { kind: 'error'; error: string }
  /** The player closed the popup without finishing. */
  | { kind: 'closed' }
  /** The browser refused to open a popup. */
  | { kind: 'blocked' };

export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 650;
/** How often we look whether the player closed the popup; a closed window sends no event. */
export const POPUP_POLL_MS = 500;

/** window.open features for a 500×650 popup centred over the page's window. */
export function popupFeatures(win: Pick<HostWindowLike, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - POPUP_HEIGHT) / 2));
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
}

/**
 * The message filter: only our own origin, only from the popup we opened, only the shape
 * the callback page posts. Anything else (other tabs, extensions, the provider's pages,
 * forged objects) is ignored, never treated as a failure.
 */
export function acceptSocialMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  ownOrigin: string,
  popup: PopupLike,
): SocialOutcome | null {
  if (event.origin !== ownOrigin || event.source !== (popup as unknown)) return null;
  const parsed = socialLoginMessageSchema.safeParse(event.data);
  if (!parsed.success) return null;
  const m = parsed.data;
  if (!m.ok) return { kind: 'error', error: m.error };
  if ('token' in m) return { kind: 'ok', token: m.token, registered: m.registered };
  if ('link' in m) return { kind: 'link', link: m.link, provider: m.provider, account: m.account };
  if ('two_factor' in m) return { kind: 'two_factor', challenge: m.two_factor };
  return { kind: 'linked', provider: m.linked };
}

export interface SocialLoginRun {
  /** Settles once: a valid message, the popup closed, or the start call failed. */
  result: Promise<SocialOutcome>;
  /** Stop waiting (e.g. the modal was closed) and close the popup. */
  cancel(): void;
}

/**
 * Opens the popup at once (it must happen inside the click, before any await, or popup
 * blockers refuse it) on about:blank, asks the API for the provider's URL with `start`,
 * then sends the popup there and waits. A failed `start` closes the popup and rejects.
 */
export function runSocialLogin(win: HostWindowLike, start: () => Promise<{ url: string }>): SocialLoginRun {
  const popup = win.open('about:blank', 'social-login', popupFeatures(win));
  if (!popup) return { result: Promise.resolve({ kind: 'blocked' }), cancel: () => {} };

  let settle!: (o: SocialOutcome) => void;
  let fail!: (e: unknown) => void;
  let done = false;
  const result = new Promise<SocialOutcome>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });

  const onMessage = (event: MessageEvent) => {
    const outcome = acceptSocialMessage(event, win.location.origin, popup);
    if (outcome) finish(outcome);
  };
  // The callback page posts its message and closes itself at once, so the popup can be
  // seen closed before the message is delivered: give up only on the second look.
  let seenClosed = false;
  const poll = win.setInterval(() => {
    if (!popup.closed) return;
    if (seenClosed) finish({ kind: 'closed' });
    seenClosed = true;
  }, POPUP_POLL_MS);
  // Listen before the popup can possibly answer.
  win.addEventListener('message', onMessage);

  function stop() {
    done = true;
    win.removeEventListener('message', onMessage);
    win.clearInterval(poll);
  }
  function closePopup() {
    try {
      if (!popup!.closed) popup!.close();
    } catch {
      // A popup on a foreign origin may refuse; it is the player's window then.
    }
  }
  function finish(outcome: SocialOutcome) {
    if (done) return;
    stop();
    if (outcome.kind !== 'closed') closePopup();
    settle(outcome);
  }

  start().then(
    ({ url }) => {
      if (done) return;
      let target: URL;
      try {
        target = checkNavigation(url, currentUrl(), { external: true });
      } catch (err) {
        stop();
        closePopup();
        fail(err);
        return;
      }
      popup.location.href = target.href;
    },
    (err: unknown) => {
      if (done) return;
      stop();
      closePopup();
      fail(err);
    },
  );

  return {
    result,
    cancel() {
      if (done) return;
      finish({ kind: 'closed' });
      closePopup();
    },
  };
}

/**
 * Starts a flow on this browser: a fresh nonce in the socialFlow cookie (readable only by
 * the /auth/callback page), sent with the start call and echoed by the API in the callback
 * fragment. The callback page accepts a token only with the nonce this browser holds, so a
 * link carrying someone else's token logs nobody in (login CSRF, issue 7 finding 3).
 */
export function startSocialFlow(
  doc: { cookie: string },
  secure: boolean,
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(24));
  const flow = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  const { name, path, maxAge, sameSite } = COOKIES.socialFlow;
  doc.cookie = `${name}=${flow}; path=${path}; max-age=${maxAge}; samesite=${sameSite}${secure ? '; secure' : ''}`;
  return flow;
}
