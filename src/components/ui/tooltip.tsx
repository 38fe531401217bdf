'use client';

import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { deviceAtom } from '../../client/device';
import { POPPER_DISTANCE_PX, TOOLTIP_SHOW_DELAY_MS } from '../../client/ui-timings';

/**
 * A short explanation of `children`, shown 200 ms after the pointer rests on it or at once on
 * keyboard focus, and on a tap on phones (spec section 9). Positioned by Floating UI 5 px away,
 * flipping and shifting to stay on screen; Floating UI loads with the first tooltip shown.
 * Escape, leaving or blurring hides it. The trigger is a button (it takes focus and taps); the
 * text is its description for screen readers.
 */
export function Tooltip({ text, children, testId }: { text: string; children: ReactNode; testId?: string }) {
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const tip = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const device = useAtomValue(deviceAtom);

  const show = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const ref = trigger.current;
    const floating = tip.current;
    if (!ref || !floating) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('@floating-ui/dom').then(({ autoUpdate, computePosition, flip, offset, shift }) => {
      if (!live) return;
      stop = autoUpdate(ref, floating, () => {
        void computePosition(ref, floating, {
          placement: 'top',
          strategy: 'fixed',
          middleware: [offset(POPPER_DISTANCE_PX), flip(), shift({ padding: 8 })],
        }).then(({ x, y }) => {
          Object.assign(floating.style, { left: `${x}px`, top: `${y}px`, visibility: 'visible' });
        });
      });
    });
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      clearTimeout(timer.current);
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      live = false;
      stop?.();
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const touch = device !== 'desktop';
  return (
    <span className="inline-flex">
      <button
        type="button"
        ref={trigger}
        aria-describedby={id}
        className="inline-flex cursor-help rounded border-0 bg-transparent p-0 text-inherit outline-offset-2"
        data-testid={testId}
        onPointerEnter={(e) => e.pointerType === 'mouse' && show(TOOLTIP_SHOW_DELAY_MS)}
        onPointerLeave={(e) => e.pointerType === 'mouse' && hide()}
        onFocus={() => show(0)}
        onBlur={hide}
        // Phones and tablets have no hover: a tap shows it, another hides it.
        onClick={() => (touch ? (open ? hide() : show(0)) : undefined)}
      >
        {children}
      </button>
      <span
        ref={tip}
        id={id}
        role="tooltip"
        hidden={!open}
        style={{ position: 'fixed', left: 0, top: 0, visibility: 'hidden' }}
        className="pointer-events-none z-50 max-w-64 rounded-lg border border-line bg-elevated px-3 py-2 text-xs font-normal text-text shadow-xl"
      >
        {text}
      </span>
    </span>
  );
}
