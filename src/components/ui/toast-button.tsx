'use client';

import { useSetAtom } from 'jotai';
import { showToastAtom, type Toast } from '../../client/toasts';
import { buttonClass } from './button';

/** A button whose click shows a notification (used where an action needs an account first). */
export function ToastButton({ label, toast, variant = 'primary' }: { label: string; toast: Omit<Toast, 'id'>; variant?: 'primary' | 'secondary' }) {
  const show = useSetAtom(showToastAtom);
  return (
    <button type="button" className={buttonClass(variant, 'lg')} onClick={() => show(toast)}>
      {label}
    </button>
  );
}
