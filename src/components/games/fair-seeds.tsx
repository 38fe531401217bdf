'use client';
// The "Your seeds" panel of a game page. This part is all the page loads with it: for a signed-in
// player it waits until the panel comes near the screen, then loads the panel (its code, the HTTP
// client and the schemas) and asks for the seeds again whenever it comes back into view or a bet
// moves the balance (the nonce moved). Visitors read why they need to sign in; nothing loads.
import { useAtomValue } from 'jotai';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { isLoggedInAtom } from '../../client/atoms';
import { bus } from '../../client/bus';
import type { FairSeedsLabels } from './fair-seeds-panel';

const Panel = lazy(() => import('./fair-seeds-panel').then((m) => ({ default: m.FairSeedsPanel })));

export interface FairSeedsTexts extends FairSeedsLabels {
  signedOut: string;
  funNote: string;
}

export function FairSeeds({ labels }: { labels: FairSeedsTexts }) {
  const slot = useRef<HTMLElement>(null);
  const [mounted, setMounted] = useState(false);
  const loggedIn = useAtomValue(isLoggedInAtom) && mounted;
  // How many times the panel came into view or a bet settled: each asks for the seeds again.
  const [refresh, setRefresh] = useState(0);
  const inView = useRef(false);
  useEffect(() => setMounted(true), []);

  useEffect(() => {
    const el = slot.current;
    if (!el || !loggedIn) return;
    const watch = new IntersectionObserver(
      ([entry]) => {
        const now = entry?.isIntersecting ?? false;
        if (now && !inView.current) setRefresh((n) => n + 1);
        inView.current = now;
      },
      { rootMargin: '200px 0px' },
    );
    watch.observe(el);
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Autobet settles many bets a second: one reload after they pause.
    const onBet = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (inView.current) setRefresh((n) => n + 1);
      }, 700);
    };
    bus.on('balance-changed', onBet);
    return () => {
      watch.disconnect();
      bus.off('balance-changed', onBet);
      clearTimeout(timer);
    };
  }, [loggedIn]);

  return (
    <section
      ref={slot}
      id="fair-seeds"
      tabIndex={-1}
      aria-labelledby="fair-seeds-h"
      className="flex scroll-mt-20 flex-col gap-3"
      data-testid="fair-seeds-card"
    >
      <h2 id="fair-seeds-h" className="text-lg font-bold">
        {labels.heading}
      </h2>
      {!mounted ? null : loggedIn ? (
        <>
          <p className="text-xs text-muted">{labels.funNote}</p>
          {refresh > 0 ? (
            <Suspense fallback={<p className="text-sm text-muted">{labels.loading}</p>}>
              <Panel labels={labels} refresh={refresh} />
            </Suspense>
          ) : (
            <p className="text-sm text-muted">{labels.loading}</p>
          )}
        </>
      ) : (
        <p className="text-sm text-muted" data-testid="fair-signed-out">
          {labels.signedOut}
        </p>
      )}
    </section>
  );
}

/**
 * A link from the "Provably fair" dialog to a part of the page: closes the dialog first (a modal
 * dialog would cover what the link scrolls to), then scrolls there and moves the focus with it.
 */
export function FairJump({ target, children, testId }: { target: string; children: ReactNode; testId: string }) {
  return (
    <a
      href={`#${target}`}
      className="flex items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm font-semibold no-underline hover:border-accent"
      onClick={(e) => {
        const to = document.getElementById(target);
        if (!to) return;
        e.preventDefault();
        e.currentTarget.closest('dialog')?.close();
        to.scrollIntoView({ block: 'start' });
        to.focus({ preventScroll: true });
      }}
      data-testid={testId}
    >
      {children}
    </a>
  );
}
