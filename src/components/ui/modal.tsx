'use client';

import { useId, useRef, type ReactNode } from 'react';
import { buttonClass } from './button';

/**
 * A button that opens a modal dialog. The native <dialog> opened with showModal()
 * traps focus, closes on Escape and returns focus to the button.
 */
export function ModalButton({
  label,
  title,
  closeLabel,
  children,
  variant = 'secondary',
}: {
  label: string;
  title: string;
  closeLabel: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'ghost';
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className={buttonClass(variant, 'md')}
        onClick={() => ref.current?.showModal()}
      >
        {label}
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer shortcut; keyboards close the dialog with Escape (native) or the ✕ button. */}
      <dialog
        ref={ref}
        aria-labelledby={titleId}
        className="m-auto w-[min(560px,calc(100vw-32px))] rounded-2xl border border-line bg-surface p-0 text-text shadow-2xl backdrop:bg-black/70"
        onClick={(e) => {
          // A click on the backdrop (the dialog element itself) closes it.
          if (e.target === ref.current) ref.current.close();
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
            aria-label={closeLabel}
          >
            ✕
          </button>
        </div>
        <div className="max-h-[70vh] overflow-y-auto px-5 py-4">{children}</div>
      </dialog>
    </>
  );
}
