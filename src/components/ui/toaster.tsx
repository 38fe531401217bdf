'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { dismissToastAtom, TOAST_DURATION_MS, visibleToastsAtom, type Toast } from '../../client/toasts';

const TONE: Record<Toast['tone'], string> = {
  info: 'border-info/50',
  success: 'border-win/60',
  error: 'border-danger/60',
};

function ToastItem({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  const dismiss = useSetAtom(dismissToastAtom);
  useEffect(() => {
    const t = setTimeout(() => dismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(t);
  }, [toast.id, dismiss]);
  return (
    <li
      className={`pointer-events-auto flex items-start gap-3 rounded-xl border bg-elevated p-4 shadow-2xl ${TONE[toast.tone]}`}
    >
      <div className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.text ? <p className="whitespace-pre-line text-sm text-muted">{toast.text}</p> : null}
      </div>
      <button
        type="button"
        className="text-muted hover:text-text"
        aria-label={closeLabel}
        onClick={() => dismiss(toast.id)}
      >
        ✕
      </button>
    </li>
  );
}

/** Where notifications appear; announced politely to screen readers. */
export function Toaster({ closeLabel }: { closeLabel: string }) {
  const toasts = useAtomValue(visibleToastsAtom);
  return (
    <ol
      aria-live="polite"
      className="pointer-events-none fixed bottom-4 right-4 z-50 flex w-[min(380px,calc(100vw-32px))] flex-col gap-2"
    >
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} closeLabel={closeLabel} />
      ))}
    </ol>
  );
}
