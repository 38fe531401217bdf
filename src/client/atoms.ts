import { atom, type Atom, type Store } from 'jotai';
import type { Currency, Lang } from '../contract/common';
import type { ProfileResponse } from '../contract/profile';
import { bus, type AppEvents, type ModalName } from './bus';

// Client state is event-sourced: `reduce` applies one bus event to the state, and
// `connectBus` feeds every event into a jotai store. Components read the derived atoms.

/** Spec section 3, Session store: bearer token, sso link, user id, balance. */
export interface SessionState {
  token: string | null;
  ssoLink: string | null;
  userId: number | null;
  /** Total balance in minor units. */
  balance: number | null;
  currency: Currency | null;
}

export interface OpenModal {
  name: ModalName;
  props?: Record<string, string>;
}

export interface ClientState {
  session: SessionState;
  profile: ProfileResponse | null;
  modal: OpenModal | null;
  lang: Lang;
  /**
   * Which session the page is in: bumped when one begins (login, or a token where there was
   * none) or ends (logout). An answer asked in an earlier session is about a session that is
   * over and is dropped (issue 44: a late profile put a logged-out page's balance back).
   */
  sessionSeq: number;
}

const ANONYMOUS: SessionState = { token: null, ssoLink: null, userId: null, balance: null, currency: null };
export const INITIAL_STATE: ClientState = {
  session: ANONYMOUS,
  profile: null,
  modal: null,
  lang: 'ru',
  sessionSeq: 0,
};

type AnyEvent = { [K in keyof AppEvents]: { type: K; payload: AppEvents[K] } }[keyof AppEvents];

/** One event → the next state. Events that do not change state return the same object. */
export function reduce(state: ClientState, event: AnyEvent): ClientState {
  switch (event.type) {
    case 'login': {
      const { token, sso } = event.payload;
      return {
        ...state,
        sessionSeq: state.sessionSeq + 1,
        session: { ...state.session, token, ssoLink: sso ?? state.session.ssoLink },
      };
    }
    case 'token-refreshed':
      return {
        ...state,
        // The same session goes on with a new token; a token where there was none begins one.
        sessionSeq: state.session.token === null ? state.sessionSeq + 1 : state.sessionSeq,
        session: { ...state.session, token: event.payload.token },
      };
    case 'profile-loaded': {
      // Without a session the profile is an answer about one that has ended (asked before the
      // logout): it must not put the player's balance back beside a "log in" button.
      if (state.session.token === null) return state;
      const profile = event.payload;
      const { user } = profile;
      return {
        ...state,
        profile,
        session: { ...state.session, userId: user.id, balance: user.total_balance, currency: user.currency },
      };
    }
    case 'balance-changed': {
      if (state.session.token === null) return state; // as above
      const { balance, bonus, total, currency } = event.payload;
      const profile = state.profile
        ? {
            ...state.profile,
            user: {
              ...state.profile.user,
              balance,
              bonus,
              bonus_balance: bonus,
              total_balance: total,
              currency: currency ?? state.profile.user.currency,
            },
          }
        : null;
      return {
        ...state,
        profile,
        session: { ...state.session, balance: total, currency: currency ?? state.session.currency },
      };
    }
    case 'logout':
      // The sso link is the site's setting, not the player's: it outlives the session.
      return {
        ...state,
        profile: null,
        sessionSeq: state.sessionSeq + 1,
        session: { ...ANONYMOUS, ssoLink: state.session.ssoLink },
      };
    case 'locale-changed':
      return { ...state, lang: event.payload.lang };
    case 'modal-open':
      return {
        ...state,
        modal: event.payload.props
          ? { name: event.payload.name, props: event.payload.props }
          : { name: event.payload.name },
      };
    case 'modal-close':
      if (!state.modal) return state;
      return !event.payload.name || event.payload.name === state.modal.name ? { ...state, modal: null } : state;
    default:
      return state;
  }
}

const stateAtom = atom<ClientState>(INITIAL_STATE);

export const sessionAtom: Atom<SessionState> = atom((get) => get(stateAtom).session);
export const profileAtom: Atom<ProfileResponse | null> = atom((get) => get(stateAtom).profile);
export const isLoggedInAtom: Atom<boolean> = atom((get) => get(stateAtom).session.token !== null);
export const modalAtom: Atom<OpenModal | null> = atom((get) => get(stateAtom).modal);
export const langAtom: Atom<Lang> = atom((get) => get(stateAtom).lang);
/** See ClientState.sessionSeq: compare it before and after an await to know the answer is still this session's. */
export const sessionSeqAtom: Atom<number> = atom((get) => get(stateAtom).sessionSeq);

/** Subscribes the bus and writes every event into `store`. Returns unsubscribe. */
export function connectBus(store: Store): () => void {
  const onEvent = (type: keyof AppEvents, payload: AppEvents[keyof AppEvents]) => {
    const prev = store.get(stateAtom);
    const next = reduce(prev, { type, payload } as AnyEvent);
    if (next !== prev) store.set(stateAtom, next);
  };
  bus.on('*', onEvent);
  return () => bus.off('*', onEvent);
}

/** The server-rendered starting point (no events: nothing happened yet on this page). */
export function seedClientState(
  store: Store,
  init: { lang: Lang; token: string | null; ssoLink: string | null; profile: ProfileResponse | null },
): void {
  const user = init.profile?.user;
  store.set(stateAtom, {
    ...INITIAL_STATE,
    sessionSeq: store.get(stateAtom).sessionSeq + 1,
    lang: init.lang,
    profile: init.profile,
    session: {
      token: init.token,
      ssoLink: init.ssoLink,
      userId: user?.id ?? null,
      balance: user?.total_balance ?? null,
      currency: user?.currency ?? null,
    },
  });
}
