import rosetta from 'rosetta';
import type { Lang } from '../contract/common';
import { warn } from '../contract/warn';
import br from '../../locales/br.json';
import en from '../../locales/en.json';
import hi from '../../locales/hi.json';
import kz from '../../locales/kz.json';
import ru from '../../locales/ru.json';

export type Dictionary = typeof en;
export const dictionaries: Record<Lang, Dictionary> = { ru, en, kz, br, hi } as Record<Lang, Dictionary>;

/** The operator's wording per language: dotted dictionary key → text (operator config). */
export type TextOverrides = Partial<Record<Lang, Readonly<Record<string, string>>>>;

type Tables = { dicts: Record<Lang, Dictionary>; i18n: ReturnType<typeof rosetta<Dictionary>> };
const builtIn: Tables = { dicts: dictionaries, i18n: rosetta<Dictionary>(dictionaries) };
// One merged set per overrides object: the config store hands out a new object per reload.
const merged = new WeakMap<TextOverrides, Tables>();

function setPath(tree: Record<string, unknown>, key: string, value: string): void {
  const parts = key.split('.');
  let node = tree;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next !== 'object' || next === null) return;
    node[part] = { ...(next as Record<string, unknown>) };
    node = node[part] as Record<string, unknown>;
  }
  node[parts.at(-1)!] = value;
}

function tables(overrides: TextOverrides | undefined): Tables {
  if (!overrides || Object.keys(overrides).length === 0) return builtIn;
  let t = merged.get(overrides);
  if (!t) {
    const dicts = { ...dictionaries };
    for (const [lang, texts] of Object.entries(overrides) as [Lang, Record<string, string>][]) {
      const tree = { ...dictionaries[lang] } as Record<string, unknown>;
      for (const [key, value] of Object.entries(texts)) setPath(tree, key, value);
      dicts[lang] = tree as Dictionary;
    }
    t = { dicts, i18n: rosetta<Dictionary>(dicts) };
    merged.set(overrides, t);
  }
  return t;
}

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * A translator for one language, with the operator's overrides when given. A key missing in
 * that language falls back to English, then to the key itself, with a warning (the console in a
 * browser, a log line on the server)
 * (spec section 8).
 */
export function translator(lang: Lang, overrides?: TextOverrides): Translate {
  const { i18n } = tables(overrides);
  return (key, params) => {
    const hit = i18n.t(key, params ?? {}, lang);
    if (hit) return hit;
    warn('i18n', `missing "${key}" in ${lang}`);
    return i18n.t(key, params ?? {}, 'en') || key;
  };
}

/** Like translator, but undefined when the key is absent (for error-code lookups). */
export function lookup(lang: Lang, overrides?: TextOverrides): (key: string) => string | undefined {
  const { i18n } = tables(overrides);
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
export function clientMessages(
  lang: Lang,
  namespaces: readonly string[],
  overrides?: TextOverrides,
): Record<string, unknown> {
  const { dicts } = tables(overrides);
  const own = dicts[lang] as Tree;
  const en = dicts.en as Tree;
  const out: Tree = {};
  for (const ns of namespaces) {
    if (ns in own || ns in en) out[ns] = withFallback(own[ns], en[ns]);
  }
  return out;
}
