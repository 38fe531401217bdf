import { LANGS, type Lang } from '../contract/common';

/** The unprefixed language (spec: "the default language is not shown"). */
export const DEFAULT_LANG: Lang = 'ru';

export const isLang = (v: unknown): v is Lang => typeof v === 'string' && (LANGS as readonly string[]).includes(v);

/** "/en/games/dice" → { lang: 'en', path: '/games/dice', prefixed: true }. */
export function splitLangPrefix(pathname: string): { lang: Lang; path: string; prefixed: boolean } {
  const m = pathname.match(/^\/([a-z]{2})(\/.*)?$/);
  if (m && isLang(m[1])) return { lang: m[1], path: m[2] || '/', prefixed: true };
  return { lang: DEFAULT_LANG, path: pathname || '/', prefixed: false };
}

/** The link to a path in a language: the default language stays unprefixed. */
/** The language menu's link to the default language carries ?lang=ru: the choice to remember. */
export const LANG_CHOICE_PARAM = 'lang';

/** The language menu's link to `path` in `lang`, with the page's query kept. */
export function langSwitchHref(lang: Lang, path: string, search: string): string {
  const q = new URLSearchParams(search);
  q.delete(LANG_CHOICE_PARAM);
  if (lang === DEFAULT_LANG) q.set(LANG_CHOICE_PARAM, DEFAULT_LANG);
  const query = q.toString();
  return `${localePath(lang, path)}${query ? `?${query}` : ''}`;
}

export function localePath(lang: Lang, path: string): string {
  if (lang === DEFAULT_LANG) return path;
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
}

// Browser tags → our codes. 'kk' is Kazakh's ISO code; 'pt' covers pt-BR and pt-PT. A Map:
// the tag is the client's, and `constructor` must not find Object.prototype's member.
const TAG_TO_LANG = new Map<string, Lang>([
  ['ru', 'ru'],
  ['en', 'en'],
  ['kk', 'kz'],
  ['kz', 'kz'],
  ['pt', 'br'],
  ['hi', 'hi'],
]);

/** The best of our languages for an Accept-Language header, by q-value, or undefined. */
export function langFromAcceptLanguage(header: string | null | undefined): Lang | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .slice(0, 20) // a header is attacker-controlled; bound the work
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((x) => x.tag && x.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const lang = TAG_TO_LANG.get(tag.split('-')[0]!);
    if (lang) return lang;
  }
  return undefined;
}

/** Spec section 4: the saved cookie, then the browser's language, then the fallback. */
export function resolvePreferredLang(cookie: string | undefined, acceptLanguage: string | null | undefined): Lang {
  if (isLang(cookie)) return cookie;
  return langFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANG;
}
