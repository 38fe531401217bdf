import type { ApiClient } from '../../contract/api-client';
import type { Lang, Region } from '../../contract/common';
import type { CookieKey } from '../../contract/cookies';
import type { ProfileResponse } from '../../contract/profile';
import type { MirrorResponse } from '../../contract/site-api';
import type { ServiceName } from '../../games/registry';
import type { OperatorConfig } from '../../server/config/schema';
import { clearCookieHeader, cookieKeyOfName, setCookieHeader } from '../../server/http/cookies.server';
import type { CookieToSet } from '../attribution';

/** What every step may read about the request, and what earlier steps learned. */
export interface FrontState {
  /** The request as it came (the renderer gets it unchanged). */
  raw: Request;
  method: string;
  url: URL;
  isRsc: boolean;
  /** A page load (GET/HEAD, not RSC): only these are redirected and attributed. */
  isDocument: boolean;
  /** Path without the language prefix. */
  path: string;
  lang: Lang;
  prefixed: boolean;
  origin: string;
  host: string;
  ip: string | null;
  userAgent: string;
  acceptLanguage: string | undefined;
  bot: { isBot: boolean; skipGeo: boolean };
  cookies: Record<string, string>;
  /** The session token: the cookie's, then the refreshed one, undefined once the session ended. */
  token: string | undefined;
  config: OperatorConfig;
  bases: { api: string; services: Record<ServiceName, string> };
  /** The API as the anonymous visitor (or the token cookie's session). */
  api: ApiClient;
  /** Cookies only secure over https in production. */
  secureCookies: boolean;
  /** Set-Cookie lines for this response only; never part of a cached page. */
  jar: string[];
  // Filled by the visitor step.
  profile: ProfileResponse | null;
  mirror: MirrorResponse;
  country: string | null;
  blocked: boolean;
  region: Region;
  /** The CSP nonce the page renders with; the render cache may swap in a placeholder. */
  nonce: string;
}

/** The mirror settings when GET /mirror failed: nothing switched on. */
export const NO_MIRROR: MirrorResponse = {
  redirect: { newLink: null },
  meta_yandex_verification: null,
  sso: null,
  settings: { telegram_channel_url: null, revshare_service_frontend_url: null },
  features: [],
};

/** Sets one cookie of the table (src/contract/cookies.ts) with its lifetime and attributes. */
export function setCookie(s: FrontState, key: CookieKey, value: string): void {
  s.jar.push(setCookieHeader(key, value, { secure: s.secureCookies }));
}

export function clearCookie(s: FrontState, key: CookieKey): void {
  s.jar.push(clearCookieHeader(key, { secure: s.secureCookies }));
}

/** A cookie an attribution or hand-over plan asks for: maxAge 0 clears it. */
export function applyPlannedCookie(s: FrontState, ck: CookieToSet): void {
  const key = cookieKeyOfName(ck.name);
  if (key === undefined) throw new Error(`cookie ${ck.name} is not in the cookie table`);
  if (ck.maxAge === 0) clearCookie(s, key);
  else setCookie(s, key, ck.value);
}

/** A redirect carrying the cookies set so far (Location encoded as Hono's c.redirect does). */
export function redirectTo(s: Pick<FrontState, 'jar'>, location: string, status = 302): Response {
  // A header value is bytes: anything beyond Latin-1 goes percent-encoded.
  const wide = [...location].some((ch) => ch.charCodeAt(0) > 0xff);
  const headers = new Headers({ location: wide ? encodeURI(location) : location });
  for (const sc of s.jar) headers.append('set-cookie', sc);
  return new Response(null, { status, headers });
}
