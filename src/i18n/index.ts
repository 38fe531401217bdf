import rosetta from 'rosetta';
import type { Lang } from '../contract/common';
import br from '../../locales/br.json';
import en from '../../locales/en.json';
import hi from '../../locales/hi.json';
import kz from '../../locales/kz.json';
import ru from '../../locales/ru.json';

export type Dictionary = typeof en;
export const dictionaries: Record<Lang, Dictionary> = { ru, en, kz, br, hi } as Record<Lang, Dictionary>;

const i18n = rosetta<Dictionary>(dictionaries);

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * A translator for one language. A key missing in that language falls back to
 * English, then to the key itself, with a console warning (spec section 8).
 */
export function translator(lang: Lang): Translate {
  return (key, params) => {
    const hit = i18n.t(key, params ?? {}, lang);
    if (hit) return hit;
    console.warn(`[i18n] missing "${key}" in ${lang}`);
    return i18n.t(key, params ?? {}, 'en') || key;
  };
}

/** Like translator, but undefined when the key is absent (for error-code lookups). */
export function lookup(lang: Lang): (key: string) => string | undefined {
  return (key) => i18n.t(key, {}, lang) || undefined;
}

type Tree = Record<string, unknown>;
const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);
function withFallback(own: unknown, fallback: unknown): unknown {
  if (!isTree(fallback)) return own ?? fallback;
  const out: Tree = { ...fallback };
  if (isTree(own)) for (const [k, v] of Object.entries(own)) out[k] = withFallback(v, fallback[k]);
  return out;
}

/**
 * The namespaces client components need, in one language, for the client runtime's
 * translator (client code never imports the dictionaries). Keys missing in `lang`
 * come from English, as on the server.
 */
export function clientMessages(lang: Lang, namespaces: readonly string[]): Record<string, unknown> {
  const own = dictionaries[lang] as Tree;
  const en = dictionaries.en as Tree;
  const out: Tree = {};
  for (const ns of namespaces) {
    if (ns in own || ns in en) out[ns] = withFallback(own[ns], en[ns]);
  }
  return out;
}
