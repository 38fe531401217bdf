'use client';

import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../client/api';
import { ApiRequestError } from '../../client/api-error';
import { isLoggedInAtom } from '../../client/atoms';
import { bus } from '../../client/bus';
import { useT } from '../../client/i18n';
import { openModal } from '../../client/session-actions';
import { launchResponseSchema } from '../../contract/providers';
import { buttonClass } from '../ui/button';
import { isBalanceHint } from './studio-message';

// The provider's game in an iframe: POST /games/launch gives its address. A fixed 16:9 box on
// wide screens; on phones it covers the screen (with a close button) as casino apps do.

type State =
  | { s: 'login' }
  | { s: 'loading' }
  | { s: 'ready'; url: string }
  | { s: 'error'; kind: 'restricted' | 'unknown' | 'failed' };

const isPhone = () => matchMedia('(max-width: 767px), (pointer: coarse)').matches;

/** The wallet's word on the balance after the game hinted it moved (the header follows it). */
async function refreshBalance(): Promise<void> {
  const { walletApi } = await import('../../client/wallet-api');
  const { data } = await walletApi.wallet();
  bus.emit('balance-changed', {
    balance: data.balance,
    bonus: data.bonus_balance,
    total: data.total_balance,
    currency: data.currency,
  });
}

function errorKind(e: unknown): State {
  const status = e instanceof ApiRequestError ? e.status : 0;
  if (status === 401) return { s: 'login' };
  if (status === 403) return { s: 'error', kind: 'restricted' };
  if (status === 404) return { s: 'error', kind: 'unknown' };
  return { s: 'error', kind: 'failed' };
}

export function GameLauncher({
  slug,
  name,
  picture,
  mode,
  signedIn,
  bot,
  lobbyHref,
  playHref,
  demoHref,
  here,
}: {
  slug: string;
  name: string;
  picture: string;
  mode: 'play' | 'demo';
  /** The server's word on the session, until the browser's own is known. */
  signedIn: boolean;
  /** Crawlers get the page without a game session. */
  bot: boolean;
  lobbyHref: string;
  playHref: string;
  demoHref: string | null;
  /** This page's address (for the login and sign-up links that work without scripts). */
  here: string;
}) {
  const t = useT();
  const [mounted, setMounted] = useState(false);
  const atomLoggedIn = useAtomValue(isLoggedInAtom);
  const loggedIn = mounted ? atomLoggedIn : signedIn;
  const needsLogin = mode === 'play' && !loggedIn;
  const [state, setState] = useState<State>(needsLogin ? { s: 'login' } : { s: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [expanded, setExpanded] = useState(true);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => setMounted(true), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: launched again on sign-in/out and on retry
  useEffect(() => {
    if (!mounted || bot) return;
    if (needsLogin) {
      setState({ s: 'login' });
      return;
    }
    setState({ s: 'loading' });
    let live = true;
    apiRequest(launchResponseSchema, 'POST', '/games/launch', {
      json: {
        game: slug,
        mode: mode === 'play' ? 'real' : 'demo',
        platform: isPhone() ? 'mobile' : 'desktop',
        lobby: lobbyHref,
      },
    })
      .then(({ data }) => {
        if (!live) return;
        // Only a web address goes into the frame, whatever the answer says.
        setState(/^https?:\/\//i.test(data.url) ? { s: 'ready', url: data.url } : { s: 'error', kind: 'failed' });
      })
      .catch((e: unknown) => live && setState(errorKind(e)));
    return () => {
      live = false;
    };
  }, [mounted, needsLogin, attempt, slug, mode]);

  // The game tells us when the balance moved; the wallet says by how much.
  useEffect(() => {
    if (state.s !== 'ready' || mode !== 'play') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onMessage = (e: MessageEvent) => {
      if (!isBalanceHint(e, state.url, frame.current?.contentWindow)) return;
      clearTimeout(timer);
      timer = setTimeout(() => void refreshBalance().catch(() => {}), 250);
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
    };
  }, [state, mode]);

  const full = expanded && !bot && (state.s === 'ready' || state.s === 'loading');
  // A phone's full-screen game: the page underneath must not scroll along with the player's swipes.
  useEffect(() => {
    if (!full || !matchMedia('(max-width: 767px)').matches) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, [full]);
  return (
    <section
      aria-label={name}
      data-testid="game-stage"
      data-state={state.s}
      className={`flex flex-col overflow-hidden rounded-2xl border border-line bg-surface ${
        full ? 'max-md:fixed max-md:inset-0 max-md:z-[70] max-md:rounded-none max-md:border-0' : ''
      }`}
    >
      <div className="flex items-center gap-2 border-b border-line p-2">
        <a href={lobbyHref} className={buttonClass('secondary', 'sm')} data-testid="game-lobby">
          <span aria-hidden="true">←</span> {t('catalog.lobby')}
        </a>
        <span className="min-w-0 flex-1 truncate px-1 text-sm font-semibold">{name}</span>
        {loggedIn ? (
          <button
            type="button"
            className={buttonClass('gold', 'sm')}
            onClick={() => openModal('payin')}
            data-testid="game-deposit"
          >
            {t('catalog.deposit')}
          </button>
        ) : null}
        {mode === 'demo' ? (
          <a href={playHref} className={buttonClass('primary', 'sm')} data-testid="game-play-real">
            {t('catalog.playReal')}
          </a>
        ) : null}
        {full ? (
          <button
            type="button"
            className={buttonClass('ghost', 'sm', 'md:hidden')}
            onClick={() => setExpanded(false)}
            aria-label={t('catalog.closeGame')}
            data-testid="game-close"
          >
            <span aria-hidden="true">✕</span>
          </button>
        ) : state.s === 'ready' ? (
          <button
            type="button"
            className={buttonClass('ghost', 'sm', 'md:hidden')}
            onClick={() => setExpanded(true)}
            data-testid="game-fullscreen"
          >
            {t('catalog.fullScreen')}
          </button>
        ) : null}
      </div>
      <div
        className={`relative w-full bg-black md:mx-auto md:aspect-video md:max-w-[calc((100dvh-16rem)*16/9)] ${
          full ? 'max-md:flex-1' : 'aspect-video'
        }`}
      >
        {state.s === 'ready' ? (
          <iframe
            ref={frame}
            src={state.url}
            title={name}
            className="absolute inset-0 h-full w-full border-0"
            allow="autoplay; fullscreen"
            allowFullScreen
            // The game runs its own scripts on its own origin; it may not take over this page
            // except by the player's click (its lobby button).
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-top-navigation-by-user-activation"
            referrerPolicy="origin"
            data-testid="game-frame"
          />
        ) : (
          <>
            <img
              src={picture}
              alt=""
              width={320}
              height={180}
              className="absolute inset-0 h-full w-full object-cover opacity-40"
            />
            <div className="absolute inset-0 grid place-items-center p-4 text-center">
              <Overlay
                state={state}
                bot={bot}
                t={t}
                here={here}
                demoHref={demoHref}
                lobbyHref={lobbyHref}
                retry={() => setAttempt((n) => n + 1)}
              />
            </div>
          </>
        )}
      </div>
      {mode === 'demo' ? (
        <p className="border-t border-line px-3 py-2 text-xs text-muted max-md:hidden">{t('catalog.demoNote')}</p>
      ) : null}
    </section>
  );
}

function Overlay({
  state,
  bot,
  t,
  here,
  demoHref,
  lobbyHref,
  retry,
}: {
  state: State;
  bot: boolean;
  t: ReturnType<typeof useT>;
  here: string;
  demoHref: string | null;
  lobbyHref: string;
  retry: () => void;
}) {
  if (state.s === 'login') {
    return (
      <div className="flex max-w-md flex-col items-center gap-3" data-testid="game-login">
        <p className="text-lg font-bold">{t('catalog.loginTitle')}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <a href={`${here}?signup=1`} className={buttonClass('primary')} data-open-modal="register">
            {t('catalog.signup')}
          </a>
          <a href={`${here}?login=1`} className={buttonClass('secondary')} data-open-modal="login">
            {t('catalog.login')}
          </a>
        </div>
        {demoHref ? (
          <a href={demoHref} className="text-sm font-semibold text-text underline" data-testid="game-try-demo">
            {t('catalog.tryDemo')}
          </a>
        ) : null}
      </div>
    );
  }
  if (state.s === 'error') {
    return (
      <div
        className="flex max-w-md flex-col items-center gap-3"
        role="alert"
        data-testid="game-error"
        data-kind={state.kind}
      >
        <p className="font-semibold">{t(`catalog.errors.${state.kind}`)}</p>
        {state.kind === 'failed' ? (
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={retry}>
            {t('catalog.retry')}
          </button>
        ) : (
          <a href={lobbyHref} className={buttonClass('secondary', 'sm')}>
            {t('catalog.backToLobby')}
          </a>
        )}
      </div>
    );
  }
  // Loading (or a crawler's view, which never starts a session).
  return bot ? null : (
    <p className="animate-pulse text-sm font-semibold" data-testid="game-loading">
      {t('catalog.loading')}
    </p>
  );
}
