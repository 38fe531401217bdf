import { Cookie } from 'tough-cookie';
import { COOKIES, type CookieKey } from '../../contract/cookies';

export interface CookieWriteOptions {
  /** Served over https (the site's configured origin, or the API request's protocol). */
  secure: boolean;
  /** Put before the row's path: the API's base path when it sits under a prefix (e.g. /api). */
  pathPrefix?: string;
}

function build(key: CookieKey, value: string, maxAge: number | null, opts: CookieWriteOptions): string {
  const row = COOKIES[key];
  return new Cookie({
    key: row.name,
    // Values are percent-encoded, as Hono's writer did; every reader (Hono's getCookie, the
    // browser's readCookie) decodes them again.
    value: encodeURIComponent(value),
    path: `${opts.pathPrefix ?? ''}${row.path}`,
    sameSite: row.sameSite,
    secure: opts.secure,
    httpOnly: row.httpOnly,
    // Max-Age only (RFC 6265 section 5.2.2: it wins over Expires in every browser we support),
    // so a lifetime never depends on the server's clock agreeing with the visitor's.
    ...(maxAge === null ? {} : { maxAge }),
  }).toString();
}

/** The Set-Cookie value for one row of the cookie table (src/contract/cookies.ts). */
export const setCookieHeader = (key: CookieKey, value: string, opts: CookieWriteOptions): string =>
  build(key, value, COOKIES[key].maxAge, opts);

/** The Set-Cookie value that removes a row's cookie (same name, path and attributes). */
export const clearCookieHeader = (key: CookieKey, opts: CookieWriteOptions): string => build(key, '', 0, opts);

const BY_NAME = new Map(Object.entries(COOKIES).map(([key, row]) => [row.name, key as CookieKey]));
/** The table's key for a cookie name (plans carry names), or undefined for a name not in it. */
export const cookieKeyOfName = (name: string): CookieKey | undefined => BY_NAME.get(name);
