'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import rosetta from 'rosetta';
import type { Lang } from '../contract/common';
import type { Translate } from '../i18n';

// The browser's translator. The server passes only the namespaces the client needs
// (clientMessages in src/i18n), so no dictionary file is bundled into client code.

export type { Translate };

/**
 * rosetta over one language's messages. A missing key goes to `parent` (the enclosing
 * provider's translator) when there is one; otherwise it warns and returns the key.
 */
export function createTranslate(lang: Lang, messages: Record<string, unknown>, parent?: Translate): Translate {
  const r = rosetta({ [lang]: messages });
  r.locale(lang);
  return (key, params) => {
    const hit = r.t(key, params ?? {});
    if (hit) return hit;
    if (parent) return parent(key, params);
    console.warn(`[i18n] missing "${key}" in ${lang}`);
    return key;
  };
}

type I18nValue = { lang: Lang; t: Translate; root: boolean };
const I18nContext = createContext<I18nValue>({ lang: 'ru', t: (key) => key, root: true });

/**
 * Provides a translator for the messages given. Nested providers add to the enclosing one:
 * the layout sends the shell's namespaces with every page, a page adds its own around its
 * subtree, and keys of both resolve inside it.
 */
export function I18nProvider({
  lang,
  messages,
  children,
}: {
  lang: Lang;
  messages: Record<string, unknown>;
  children: ReactNode;
}) {
  const outer = useContext(I18nContext);
  const value = useMemo(
    () => ({ lang, t: createTranslate(lang, messages, outer.root ? undefined : outer.t), root: false }),
    [lang, messages, outer],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

export const useT = (): Translate => useContext(I18nContext).t;
export const useLang = (): Lang => useContext(I18nContext).lang;
