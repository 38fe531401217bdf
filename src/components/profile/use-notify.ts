'use client';

import { useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { ApiRequestError } from '../../client/api';
import { errorText, fieldErrors } from '../../client/errors';
import { useT } from '../../client/i18n';
import { showToastAtom } from '../../client/toasts';

/**
 * Notifications for the profile and reset forms: a confirmation, or a server error as the
 * spec's notification (title error.error, the translated lines as text, section 8).
 */
export function useNotify() {
  const t = useT();
  const show = useSetAtom(showToastAtom);
  const success = useCallback((title: string, text?: string) => void show({ title, text, tone: 'success' }), [show]);
  const failure = useCallback(
    (err: unknown) => void show({ title: t('error.error'), text: errorText(err, t), tone: 'error' }),
    [show, t],
  );
  return useMemo(() => ({ success, failure }), [success, failure]);
}

/** A 422 answer's errors per field (section 5); null for any other failure. */
export function validationErrors(err: unknown, t: ReturnType<typeof useT>): Record<string, string> | null {
  if (!(err instanceof ApiRequestError) || err.status !== 422) return null;
  return fieldErrors(err, t);
}

/** The first line of a field's errors ("shows the first password error message"). */
export const firstLine = (text: string | undefined): string | undefined => text?.split('\n')[0];
