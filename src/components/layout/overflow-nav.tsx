'use client';

import { type ReactNode, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { MENU_HIDE_DELAY_MS, POPPER_DISTANCE_PX } from '../../client/ui-timings';

export interface OverflowNavItem {
  href: string;
  label: string;
  current: boolean;
}

interface Props {
  items: readonly OverflowNavItem[];
  label: string;
  moreLabel: string;
  variant: 'top' | 'bottom';
  testId: string;
  /** Shortcuts after the sections that never go into "More" (the phone bar's Deposit and Profile). */
  actions?: ReactNode;
}

const STYLE = {
  top: {
    nav: 'relative hidden min-w-0 flex-1 lg:block',
    list: 'flex items-center gap-1',
    link: 'block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold text-muted no-underline hover:bg-elevated hover:text-text aria-[current=page]:bg-elevated aria-[current=page]:text-text',
  },
  bottom: {
    nav: 'fixed inset-x-0 bottom-0 z-30 flex border-t border-line bg-bg/95 backdrop-blur pb-[env(safe-area-inset-bottom)] lg:hidden',
    // --bottom-bar-height (styles.css): game screens' sticky bet rows stop just above it.
    list: 'flex h-(--bottom-bar-height) min-w-0 flex-1 items-stretch justify-around gap-1 px-1',
    link: 'flex h-full items-center justify-center whitespace-nowrap rounded-lg px-2 text-xs font-semibold text-muted no-underline aria-[current=page]:text-text aria-[current=page]:bg-elevated',
  },
} as const;

const GAP_PX = 4; // gap-1

/**
 * A navigation bar that shows the items that fit and puts the rest in a "More" menu.
 * What fits is measured (a hidden copy of every item), never guessed per language, and
 * re-measured when the bar resizes. Before script runs, every item is in the bar and the
 * bar scrolls sideways, so nothing is unreachable without JavaScript either.
 */
export function OverflowNav({ items, label, moreLabel, variant, testId, actions }: Props) {
  const style = STYLE[variant];
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [fit, setFit] = useState<number | null>(null); // null: not measured yet
  const [open, setOpen] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const menuId = useId();

  const measure = useCallback(() => {
    const list = listRef.current;
    const copy = measureRef.current;
    if (!list || !copy) return;
    const widths = [...copy.children].map((el) => (el as HTMLElement).getBoundingClientRect().width);
    const moreWidth = widths.pop() ?? 0;
    // The list's own width: the whole bar, less the shortcuts beside it on the phone bar.
    const avail = list.clientWidth - (variant === 'bottom' ? 8 : 0); // px-1 on the bottom bar
    const total = widths.reduce((s, w) => s + w, 0) + GAP_PX * Math.max(0, widths.length - 1);
    if (total <= avail) {
      setFit(widths.length);
      return;
    }
    let used = moreWidth;
    let n = 0;
    while (n < widths.length && used + GAP_PX + (widths[n] ?? 0) <= avail) {
      used += GAP_PX + (widths[n] ?? 0);
      n++;
    }
    setFit(n);
  }, [variant]);

  useLayoutEffect(() => {
    measure();
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(list);
    // Web fonts (Devanagari on hi) change the widths once they arrive.
    document.fonts?.ready.then(measure).catch(() => {});
    return () => ro.disconnect();
  }, [measure]);

  const close = useCallback((refocus: boolean) => {
    clearTimeout(hideTimer.current);
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close(true);
    };
    const onDown = (e: PointerEvent) => {
      if (!navRef.current?.contains(e.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [open, close]);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const shown = fit ?? items.length;
  const rest = items.slice(shown);
  const menuPlacement =
    variant === 'top'
      ? { top: `calc(100% + ${POPPER_DISTANCE_PX}px)`, right: 0 }
      : { bottom: `calc(100% + ${POPPER_DISTANCE_PX}px)`, right: 4 };

  return (
    <nav
      ref={navRef}
      aria-label={label}
      data-testid={testId}
      className={style.nav}
      onPointerEnter={(e) => e.pointerType === 'mouse' && clearTimeout(hideTimer.current)}
      onPointerLeave={(e) => {
        if (e.pointerType !== 'mouse' || !open) return;
        hideTimer.current = setTimeout(() => setOpen(false), MENU_HIDE_DELAY_MS);
      }}
    >
      <ul ref={listRef} className={`${style.list} ${fit === null ? 'overflow-x-auto' : ''}`}>
        {items.map((item, i) => (
          <li key={item.href} hidden={i >= shown} className={variant === 'bottom' ? 'min-w-0' : undefined}>
            <a href={item.href} aria-current={item.current ? 'page' : undefined} className={style.link}>
              {item.label}
            </a>
          </li>
        ))}
        {rest.length > 0 && (
          <li className="static">
            <button
              ref={buttonRef}
              type="button"
              aria-expanded={open}
              aria-controls={menuId}
              data-testid={`${testId}-more`}
              onClick={() => setOpen((o) => !o)}
              className={`${style.link} cursor-pointer border-0 bg-transparent ${rest.some((r) => r.current) ? 'text-text' : ''}`}
            >
              {moreLabel}
              <svg aria-hidden="true" width="12" height="12" viewBox="0 0 24 24" className="ml-1" fill="currentColor">
                <path d={variant === 'top' ? 'M6 9l6 6 6-6z' : 'M6 15l6-6 6 6z'} />
              </svg>
            </button>
            <ul
              id={menuId}
              hidden={!open}
              data-testid={`${testId}-menu`}
              style={menuPlacement}
              className="absolute z-40 max-h-[70vh] min-w-48 overflow-y-auto rounded-xl border border-line bg-elevated p-1 shadow-2xl"
            >
              {rest.map((item) => (
                <li key={item.href}>
                  <a
                    href={item.href}
                    aria-current={item.current ? 'page' : undefined}
                    className="block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold text-muted no-underline hover:bg-line hover:text-text aria-[current=page]:text-text"
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        )}
      </ul>
      {actions}
      {/* The measuring copy: the same boxes, invisible and out of the accessibility tree. */}
      <ul
        ref={measureRef}
        aria-hidden="true"
        className={`${style.list} pointer-events-none invisible absolute top-0 left-0 h-0 overflow-hidden`}
      >
        {items.map((item) => (
          <li key={item.href} className="shrink-0">
            <span className={style.link}>{item.label}</span>
          </li>
        ))}
        <li className="shrink-0">
          <span className={style.link}>
            {moreLabel}
            <span className="ml-1 inline-block w-3" />
          </span>
        </li>
      </ul>
    </nav>
  );
}
