// Every cookie the site, the API and the browser set: one row each, the only place a
// cookie's name, lifetime, path and attributes are written down (spec section 3's table,
// and docs/decisions for the cookies the spec does not list). The server builds Set-Cookie
// from these rows with tough-cookie (src/server/http/cookies.server.ts); browser code
// writes document.cookie from them (src/client/cookies.ts).
//
// Secure: every cookie is Secure whenever it is served over https. Each writer knows that
// its own way: the site from its configured origin (https in production,
// src/site/front.server.ts), the API from the request's protocol (requestProto), the
// browser from location.protocol.
//
// SameSite=Lax throughout: the cookies must survive a top-level navigation from an ad, a
// mirror or the SSO host (Strict would drop them), and no cookie is needed cross-site in a
// frame or a POST.

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/** Who writes the cookie: the site's front server, the API host, or browser scripts. */
export type CookieWriter = 'site' | 'api' | 'browser';

export interface CookieRow {
  readonly name: string;
  /** Seconds; null would be a session cookie (none today: every spec row has a lifetime). */
  readonly maxAge: number | null;
  /** For API cookies, relative to the API's base path (the API may sit under /api). */
  readonly path: string;
  readonly sameSite: 'lax';
  /** Not readable by scripts: set where no browser code reads or writes the cookie. */
  readonly httpOnly: boolean;
  readonly setBy: readonly CookieWriter[];
}

// Generic in the lifetime so a row with one keeps `number` (no null checks at every use).
const row = <M extends number | null>(
  name: string,
  maxAge: M,
  setBy: readonly CookieWriter[],
  extra: { path?: string; httpOnly?: boolean } = {},
): CookieRow & { readonly maxAge: M } => ({
  name,
  maxAge,
  path: extra.path ?? '/',
  sameSite: 'lax',
  httpOnly: extra.httpOnly ?? false,
  setBy,
});

export const COOKIES = {
  // Spec 3: "token | 30 days, path /". Browser scripts send it as the bearer token, so it
  // cannot be HttpOnly; the site refreshes or clears it on page loads.
  token: row('token', 30 * DAY, ['site', 'browser']),
  // Spec 3: "super_bonus | about 5 years" (the device id from GET /profile/user). Browsers
  // keep no cookie longer than 400 days (RFC 6265bis), so in practice it lives 400 days.
  superBonus: row('super_bonus', 5 * 365 * DAY, ['browser']),
  // Spec 3: "userVersion (client IP), userBrowser (user agent) | 1 day". Only the site's
  // front reads them (the once-a-day visitor report): HttpOnly.
  userVersion: row('userVersion', DAY, ['site'], { httpOnly: true }),
  userBrowser: row('userBrowser', DAY, ['site'], { httpOnly: true }),
  // The attribution cookies below stay readable: the browser sends them with a registration
  // and a new session's attach-source call (src/components/auth/request-extras.ts).
  // Spec 3: "stag | 1 day".
  stag: row('stag', DAY, ['site']),
  // Spec 3: "partnerId, advId | 1 day".
  partnerId: row('partnerId', DAY, ['site']),
  advId: row('advId', DAY, ['site']),
  // Spec 3: "advertiseUid, advertiseSource, cpaOneUid | 30 days in one reading; prHash and
  // others 1 day in another". The ad networks' ids take 30 days (they pay per registration
  // weeks later); prHash and the other named attribution cookies take 1 day.
  advertiseUid: row('advertiseUid', 30 * DAY, ['site']),
  advertiseSource: row('advertiseSource', 30 * DAY, ['site']),
  cpaOneUid: row('cpaOneUid', 30 * DAY, ['site']),
  // Spec 3: "Other attribution cookies named: partner, adplace, promo, prHash" (1 day, above).
  prHash: row('prHash', DAY, ['site']),
  partner: row('partner', DAY, ['site']),
  adplace: row('adplace', DAY, ['site']),
  // The browser also keeps a code the visitor typed, and forgets an unknown one (spec 4).
  promo: row('promo', DAY, ['site', 'browser']),
  // Spec 3: "simpleAuth | 1 day". Read only by the site's front (the SSO hand-over): HttpOnly.
  simpleAuth: row('simpleAuth', DAY, ['site'], { httpOnly: true }),
  // Spec 3: "adBonusType, adBonusValue, adBonusModal | 10 minutes each". Read by the ad-bonus
  // offer in the browser, which deletes adBonusModal once dismissed.
  adBonusType: row('adBonusType', 10 * MINUTE, ['site']),
  adBonusValue: row('adBonusValue', 10 * MINUTE, ['site']),
  adBonusModal: row('adBonusModal', 10 * MINUTE, ['site', 'browser']),
  // Spec 3: "waiting-bonus expiry | 3 days" (spec 4: the waiting-bonus timer).
  waitingBonusExpiry: row('waitingBonusExpiresAt', 3 * DAY, ['browser']),
  // Spec 3: "locale | 365 days" (spec 4: the saved cookie decides the language first).
  locale: row('locale', 365 * DAY, ['site', 'browser']),
  // Spec 3: "ssoRedirected | short-lived flag, lifetime not shown". Set before the first-load
  // SSO redirect; a visitor the SSO host does not know comes back without a token, and this
  // cookie is all that stops a bounce through the SSO host on every page: 30 minutes covers
  // a browsing session. Holds the round trip's nonce, which no script needs: HttpOnly.
  ssoRedirected: row('ssoRedirected', 30 * MINUTE, ['site'], { httpOnly: true }),
  // Not in the spec: the social-login nonce (login CSRF, issue 7). Written by the page that
  // opens the popup, read only by the /auth/callback page's script, for one login's time.
  socialFlow: row('socialFlow', 10 * MINUTE, ['browser'], { path: '/auth/callback' }),
  // Not in the spec: the SSO host's own session (docs/decisions/006-accounts-and-sessions.md),
  // as long as the token cookie it hands sessions to (SSO_SESSION_TTL_DAYS).
  ssoSession: row('sso_session', 30 * DAY, ['api'], { path: '/sso', httpOnly: true }),
  // Not in the spec: the OAuth state this browser started, for the provider round trip
  // (the state token's own 10 minutes, STATE_TTL_SECONDS in the social routes).
  oauthState: row('oauth_state', 10 * MINUTE, ['api'], { path: '/auth/social', httpOnly: true }),
} as const satisfies Record<string, CookieRow>;

export type CookieKey = keyof typeof COOKIES;

/**
 * The attributes after `name=value` for a browser write (document.cookie). The server uses
 * tough-cookie instead; this stays tiny because it ships to the browser.
 */
export function cookieAttributes(key: CookieKey, secure: boolean, clear = false): string {
  const c: CookieRow = COOKIES[key];
  const age = clear ? '; Max-Age=0' : c.maxAge === null ? '' : `; Max-Age=${c.maxAge}`;
  return `${age}; Path=${c.path}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
