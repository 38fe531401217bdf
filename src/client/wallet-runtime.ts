import { atom, type Store } from 'jotai';
import { observe } from 'jotai-effect';
import { modalAtom, profileAtom, sessionAtom } from './atoms';
import { bus } from './bus';
import { clearTokenCookie } from './cookies';
import { reloadPage, removeQueryFlags } from './navigation';

// The wallet's page-level rules, as jotai-effect observers on the page's store:
// - auto-PayIn (spec section 2): ~350 ms after the profile is set up, when logged in with
//   a user id, a total balance of exactly 0 and a currency, PayIn opens; once per page load;
// - the `deposit` query flag opens PayIn for a player (after the login for a visitor) and
//   is removed from the address;
// - the live balance stream runs while a player is logged in (loaded on demand: it brings zod).

export const AUTO_PAYIN_DELAY_MS = 350;
/**
 * The stream and the protection settings load this long after a page is up: the server-rendered
 * balance is current at load, and a player who logs out right away is not sent a call that
 * the logout would refuse.
 */
export const WALLET_START_DELAY_MS = 1500;

let halted = false;
const haltListeners = new Set<() => void>();

/** Called as a logout starts: the page makes no more wallet calls with the ending session. */
export function haltWalletActivity(): void {
  halted = true;
  for (const fn of haltListeners) fn();
}
export const walletHalted = (): boolean => halted;

/** Runs `start` after the start delay unless halted first; returns the stopper. */
export function startSoon(start: () => () => void, delay = WALLET_START_DELAY_MS): () => void {
  let stop: (() => void) | null = null;
  const timer = setTimeout(() => {
    if (!halted) stop = start();
  }, delay);
  const cancel = () => {
    clearTimeout(timer);
    stop?.();
    stop = null;
    haltListeners.delete(cancel);
  };
  haltListeners.add(cancel);
  return cancel;
}
export const DEPOSIT_FLAG = 'deposit';

let payInShown = false;
let loginAsked = false;

/** The logged-in player's id, or null: its own atom so a balance change does not restart the stream. */
const livePlayerAtom = atom((get) => {
  const s = get(sessionAtom);
  return s.token && s.userId !== null ? s.userId : null;
});

/** Opens PayIn unless the auto rule (or a social registration) has opened it on this page already. */
export function openPayInOnce(): boolean {
  if (payInShown) return false;
  payInShown = true;
  bus.emit('modal-open', { name: 'payin' });
  return true;
}

/** Tests: a new page load. */
export function resetPayInOnce(): void {
  payInShown = false;
  loginAsked = false;
  halted = false;
}

const hasDepositFlag = () => typeof location !== 'undefined' && new URL(location.href).searchParams.has(DEPOSIT_FLAG);

export interface WalletRuntimeOptions {
  /** Starts the live balance for a player; returns stop(). Default: the SSE module, loaded on demand. */
  live?: (userId: number) => () => void;
}

const defaultLive = (userId: number) => startSoon(() => liveNow(userId));

function liveNow(userId: number): () => void {
  let stop: (() => void) | null = null;
  let cancelled = false;
  void import('./live-balance').then((m) => {
    if (cancelled) return;
    stop = m.startLiveBalance(userId, {
      onServerLogout: (reason) => {
        clearTokenCookie();
        bus.emit('logout', { reason });
        reloadPage();
      },
    });
  });
  return () => {
    cancelled = true;
    stop?.();
  };
}

/** Mounts the wallet observers on `store`; returns the remover. */
export function startWalletRuntime(store: Store, opts: WalletRuntimeOptions = {}): () => void {
  const live = opts.live ?? defaultLive;

  const unAuto = observe((get) => {
    const s = get(sessionAtom);
    const profile = get(profileAtom);
    const modal = get(modalAtom);
    if (payInShown || modal || !s.token || s.userId === null || !profile) return;
    if (s.balance !== 0 || s.currency === null) return;
    const timer = setTimeout(openPayInOnce, AUTO_PAYIN_DELAY_MS);
    return () => clearTimeout(timer);
  }, store);

  const unFlag = observe((get) => {
    const s = get(sessionAtom);
    if (!hasDepositFlag()) return;
    if (!s.token) {
      // A visitor logs in first; the flag stays until then (spec section 2).
      if (!loginAsked && !get(modalAtom)) {
        loginAsked = true;
        bus.emit('modal-open', { name: 'login' });
      }
      return;
    }
    if (s.userId === null) return; // the profile is still loading
    removeQueryFlags([DEPOSIT_FLAG]);
    payInShown = true;
    bus.emit('modal-open', { name: 'payin' });
  }, store);

  const unLive = observe((get) => {
    const userId = get(livePlayerAtom);
    return userId === null ? undefined : live(userId);
  }, store);

  return () => {
    unAuto();
    unFlag();
    unLive();
  };
}
