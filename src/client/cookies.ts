// Browser cookie helpers. Names, lifetimes and attributes come from the cookie table
// (src/contract/cookies.ts, spec section 3). The token cookie is readable by scripts on
// purpose: the client writes it after a login and sends it as the bearer token.
import { COOKIES, type CookieKey, cookieAttributes } from '../contract/cookies';

export const TOKEN_COOKIE = COOKIES.token.name;
export const LOCALE_COOKIE = COOKIES.locale.name;
/** The device id the profile hands out (spec section 3: super_bonus, about 5 years). */
export const SUPER_BONUS_COOKIE = COOKIES.superBonus.name;

const hasDocument = () => typeof document !== 'undefined';

export function readCookie(name: string): string | undefined {
  if (!hasDocument()) return undefined;
  for (const part of document.cookie.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    if (part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function readAllCookies(): Record<string, string> {
  if (!hasDocument()) return {};
  const out: Record<string, string> = {};
  for (const part of document.cookie.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    try {
      out[part.slice(0, i).trim()] = decodeURIComponent(part.slice(i + 1).trim());
    } catch {
      // a cookie someone else wrote badly; skip it
    }
  }
  return out;
}

/** One row of the cookie table, Secure on https (the server's rule too). */
export function writeCookie(key: CookieKey, value: string): void {
  if (!hasDocument()) return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in the Safari and Firefox versions we support; this is the one cookie writer.
  document.cookie = `${COOKIES[key].name}=${encodeURIComponent(value)}${cookieAttributes(key, secure)}`;
}

export function deleteCookie(key: CookieKey): void {
  if (!hasDocument()) return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  // biome-ignore lint/suspicious/noDocumentCookie: as above.
  document.cookie = `${COOKIES[key].name}=${cookieAttributes(key, secure, true)}`;
}

export const setTokenCookie = (token: string) => writeCookie('token', token);
export const clearTokenCookie = () => deleteCookie('token');
export const readTokenCookie = () => readCookie(TOKEN_COOKIE) || null;
