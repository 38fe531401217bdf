// Browser cookie helpers. The token cookie is readable by scripts on purpose: the client
// writes it after a login (spec section 3: token, 30 days, path /).

const DAY = 24 * 60 * 60;
export const TOKEN_COOKIE = 'token';
export const TOKEN_MAX_AGE = 30 * DAY;
export const LOCALE_COOKIE = 'locale';
export const LOCALE_MAX_AGE = 365 * DAY;
/** The device id the profile hands out (spec section 3: super_bonus, about 5 years). */
export const SUPER_BONUS_COOKIE = 'super_bonus';
export const SUPER_BONUS_MAX_AGE = 5 * 365 * DAY;

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

/** Path=/, SameSite=Lax, Secure on https (the same attributes the server uses). */
export function writeCookie(name: string, value: string, maxAge: number): void {
  if (!hasDocument()) return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in the Safari and Firefox versions we support; this is the one cookie writer.
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  writeCookie(name, '', 0);
}

export const setTokenCookie = (token: string) => writeCookie(TOKEN_COOKIE, token, TOKEN_MAX_AGE);
export const clearTokenCookie = () => deleteCookie(TOKEN_COOKIE);
export const readTokenCookie = () => readCookie(TOKEN_COOKIE) || null;
