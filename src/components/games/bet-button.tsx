// The one primary button of a game screen (bet, spin, start, open) and the cash-out that takes its
// place in a round: one look and one hotkey announcement on every game (they used two accents).
import type { ReactNode } from 'react';

const TONE = {
  play: 'bg-accent-fill text-white',
  cashout: 'bg-win text-bg',
} as const;

export function BetButton({
  onClick,
  disabled,
  testId,
  children,
  tone = 'play',
  keys = tone === 'play' ? 'Space' : 'C',
  className = 'px-6',
}: {
  onClick: () => void;
  disabled: boolean;
  testId: string;
  children: ReactNode;
  tone?: keyof typeof TONE;
  /** The shortcut announced to assistive technology (the screen listens for it). */
  keys?: string;
  /** Padding and placement in the bar ('px-6' by default). */
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={`rounded-lg py-2 font-bold disabled:opacity-50 ${TONE[tone]} ${className}`}
      data-testid={testId}
      aria-keyshortcuts={keys}
    >
      {children}
    </button>
  );
}
