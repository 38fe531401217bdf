// The frame of every game screen and the attributes tests and scripts read on it:
// `<game>-screen`, `data-hydrated` (typing before hydration is overwritten: wait for it) and
// `data-revealing` (a result animation runs: read the final state once it is gone).
import type { HTMLAttributes, ReactNode } from 'react';

// min-w-0: a wide child (a payout table) scrolls inside itself, never widens the page.
const FRAME = 'flex min-w-0 flex-col gap-4 rounded-2xl border border-line bg-surface p-4';

export function GameScreen({
  game,
  label,
  hydrated,
  revealing,
  className = '',
  children,
  ...rest
}: {
  game: string;
  label: string;
  hydrated: boolean;
  revealing: boolean;
  /** Classes added to the frame's (a layout of the game's own). */
  className?: string;
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, 'className' | 'children' | 'aria-label'>) {
  return (
    <section
      aria-label={label}
      className={className ? `${FRAME} ${className}` : FRAME}
      data-testid={`${game}-screen`}
      data-hydrated={hydrated ? 'true' : undefined}
      data-revealing={revealing ? 'true' : undefined}
      {...rest}
    >
      {children}
    </section>
  );
}
