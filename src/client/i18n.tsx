'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import rosetta from 'rosetta';
import type { Lang } from '../contract/common';
import type { Translate } from '../i18n';

// The browser's translator. The server passes only the namespaces the client needs
// (clientMessages in src/i18n), so no dictionary file is bundled into client code.

export type { Translate };

/** rosetta over one language's messages; a missing key warns and returns the key. */
export function createTranslate(lang: Lang, messages: Record<string, unknown>): Translate {
  const r = rosetta({ [lang]: messages });
  r.locale(lang);
  return (key, params) => {
    const hit = r.t(key, params ?? {});
    if (hit) return hit;
    console.warn(`[i18n] missing "${key}" in ${lang}`);
    return key;
  };
}

const I18nContext = createContext<{ lang: Lang; t: Translate }>({ lang: 'ru', t: (key) => key });

export function I18nProvider({ lang, messages, children }: { lang: Lang; messages: Record<string, unknown>; children: ReactNode }) {
  const value = useMemo(() => ({ lang, t: createTranslate(lang, messages) }), [lang, messages]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

export const useT = (): Translate => useContext(I18nContext).t;
export const useLang = (): Lang => useContext(I18nContext).lang;
