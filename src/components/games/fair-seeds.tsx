'use client';
// The seed controls inside the "Provably fair" dialog. This part is all a game page loads with it:
// it waits until the dialog opens for a signed-in player, then loads the panel (its code, the HTTP
// client and the schemas) and asks for the seeds again at every opening. Visitors get nothing.
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { isLoggedInAtom } from '../../client/atoms';
import type { FairSeedsLabels } from './fair-seeds-panel';

const Panel = lazy(() => import('./fair-seeds-panel').then((m) => ({ default: m.FairSeedsPanel })));

export function FairSeeds({ labels }: { labels: FairSeedsLabels }) {
  const slot = useRef<HTMLDivElement>(null);
  // How many times the dialog has opened: the panel reloads the seeds at each opening.
  const [opened, setOpened] = useState(0);
  const loggedIn = useAtomValue(isLoggedInAtom);
  useEffect(() => {
    const dialog = slot.current?.closest('dialog');
    if (!dialog) return;
    const check = () => {
      if (dialog.open) setOpened((n) => n + 1);
    };
    const watch = new MutationObserver(check);
    watch.observe(dialog, { attributes: true, attributeFilter: ['open'] });
    check();
    return () => watch.disconnect();
  }, []);
  return (
    <div ref={slot}>
      {opened > 0 && loggedIn ? (
        <Suspense fallback={<p className="text-sm text-muted">{labels.loading}</p>}>
          <Panel labels={labels} opened={opened} />
        </Suspense>
      ) : null}
    </div>
  );
}
