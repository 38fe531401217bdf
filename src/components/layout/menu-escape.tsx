'use client';

import { useEffect } from 'react';

/**
 * Escape closes the open disclosure menus built on <details data-menu> (the language menu works
 * without script as a native disclosure; this adds the key the platform lacks) and returns
 * focus to its summary.
 */
export function MenuEscape() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      for (const d of document.querySelectorAll<HTMLDetailsElement>('details[data-menu][open]')) {
        d.open = false;
        d.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return null;
}
