'use client';

import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { ModalName } from '../../client/bus';
import { useT } from '../../client/i18n';
import { closeModal } from '../../client/session-actions';
import { buttonClass } from '../ui/button';

const FIRST_FIELD =
  'input:not([type=radio]):not([type=checkbox]):not([type=hidden]):not([readonly]):not([disabled]), textarea';

/**
 * One account modal: a native <dialog> opened with showModal() (focus trapped, Escape
 * closes, focus returns to the page), labelled by its heading. Closing it by any means —
 * Escape, ✕, a click on the backdrop — tells the runtime with closeModal(name).
 */
export function AuthDialog({
  name,
  title,
  children,
  wide = false,
}: {
  name: ModalName;
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Switching to another modal unmounts this one; that is not the player closing it.
  const mounted = useRef(true);
  const pressedOnBackdrop = useRef(false);

  useLayoutEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // showModal focuses the first focusable element, the ✕ button; start at the first field.
    dialog.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer shortcut; keyboards close the dialog with Escape (native) or the ✕ button.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid={`modal-${name}`}
      className={`m-auto max-h-[calc(100dvh-16px)] ${wide ? 'w-[min(520px,calc(100vw-16px))]' : 'w-[min(440px,calc(100vw-16px))]'} overflow-hidden rounded-2xl border border-line bg-surface p-0 text-text shadow-2xl backdrop:bg-black/70`}
      onClose={() => {
        if (mounted.current) closeModal(name);
      }}
      onPointerDown={(e) => {
        pressedOnBackdrop.current = e.target === ref.current;
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself) closes it; a text selection
        // that started in a field and ended outside does not.
        if (e.target === ref.current && pressedOnBackdrop.current) ref.current.close();
        pressedOnBackdrop.current = false;
      }}
    >
      <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-4">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          onClick={() => ref.current?.close()}
          aria-label={t('common.close')}
          data-testid="modal-close"
        >
          ✕
        </button>
      </div>
      <div className="max-h-[calc(100dvh-90px)] overflow-y-auto px-5 py-4">{children}</div>
    </dialog>
  );
}
