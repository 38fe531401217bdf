import { providerOrigins } from '../../contract/providers';
import { integrationOrigins } from '../../contract/integrations';
import { randomBytes } from 'node:crypto';
import type { ApiClient } from '../../contract/api-client';
import { regionFromCountry } from '../../contract/common';
import type { MirrorResponse } from '../../contract/site-api';
import { planAttribution } from '../attribution';
import { COOKIE } from '../cookies';
import { DEFAULT_LANG, LANG_CHOICE_PARAM, localePath, resolvePreferredLang } from '../locale';
import { quietly } from '../quietly';
import { decideRedirect } from '../redirects';
import { pickCachedEncoding } from '../../server/http/compression.server';
import { gzipWithNonce, joinWithNonce, type RenderCache, splitAtPlaceholder } from '../render-cache';
import { matchRoute } from '../routes';
import { safeLocalPath } from '../safe-path';
import { pageSecurityHeaders } from '../security-headers';
import {
  exchangeSimpleAuth,
  loadSessionProfile,
  simpleAuthTokenOf,
  ssoFirstLoadLocation,
  withoutHandoverParams,
} from '../sso-front.server';
import type { TtlCache } from '../ttl-cache';
import type { Step } from './pipeline';
import { applyPlannedCookie, clearCookie, type FrontState, NO_MIRROR, redirectTo, setCookie } from './state';

/** What the steps need from the process: the API, the short-lived caches. */
export interface FrontDeps {
  isDev: boolean;
  /** The API as a given session (token) and region, for this visitor. */
  apiFor(s: Pick<FrontState, 'ip' | 'lang' | 'bases'>, token: string | undefined, region?: string): ApiClient;
  mirrorOf(api: ApiClient): Promise<MirrorResponse | null>;
  geoOf(api: ApiClient, ip: string | null): Promise<Awaited<ReturnType<ApiClient['geo']>> | null>;
  /** Addresses and browsers reported today (POST middleware/ip once a day). */
  reportedVisitors: TtlCache<true>;
  cache: RenderCache;
}

export type FrontStep = Step<FrontState>;

/**
 * SSO hand-over (spec section 4): the SSO host's one-time token becomes this mirror's
 * session, and the browser goes to the same page without it. GET only: a HEAD (a link
 * checker, a prefetch) must not spend the one-time token.
 */
export const ssoHandover =
  (deps: Pick<FrontDeps, 'apiFor'>): FrontStep =>
  async (s, next) => {
    const handover = s.isDocument && s.method === 'GET' ? simpleAuthTokenOf(s.url.searchParams, s.cookies) : null;
    if (!handover) return next();
    // A token this browser did not fetch itself is never used, only taken out of the address.
    if (!handover.token) return redirectTo(s, withoutHandoverParams(s.url));
    const exchanged = await exchangeSimpleAuth({
      simpleAuthToken: handover.token,
      url: s.url,
      cookies: s.cookies,
      host: s.host,
      ip: s.ip,
      userAgent: s.userAgent,
      api: s.api,
      as: (t) => deps.apiFor(s, t),
    });
    for (const ck of exchanged.cookies) applyPlannedCookie(s, ck);
    return redirectTo(s, exchanged.location);
  };

/**
 * Session and visitor: mirror settings, geo and the token's profile, asked together. An
 * expired token refreshed on the way goes back to the browser; a failed profile load ends
 * the session and clears the cookie (spec section 4).
 */
export const visitor =
  (deps: Pick<FrontDeps, 'mirrorOf' | 'geoOf'>): FrontStep =>
  async (s, next) => {
    const token = s.token;
    const [mirror, geo, session] = await Promise.all([
      deps.mirrorOf(s.api),
      s.bot.skipGeo ? null : deps.geoOf(s.api, s.ip),
      token ? loadSessionProfile(s.api, token) : null,
    ]);
    if (session) {
      s.profile = session.profile;
      if (session.token !== token) setCookie(s, 'token', session.token);
      s.token = session.token;
    } else if (token) {
      s.token = undefined;
    }
    s.mirror = mirror ?? NO_MIRROR;
    s.country = geo?.country_code ?? null;
    s.blocked = geo?.blocked ?? false;
    s.region = regionFromCountry(s.country);
    if (token && !session) clearCookie(s, 'token');
    return next();
  };

/** The operator's and the mirror's redirects, region block, gated pages (src/site/redirects.ts). */
export const redirects: FrontStep = async (s, next) => {
  if (!s.isDocument) return next();
  const redirect = decideRedirect({
    path: s.path,
    search: s.url.search,
    lang: s.lang,
    host: s.host,
    site: { ...s.config.site, mirror: { newLink: s.mirror.redirect.newLink }, features: s.mirror.features },
    blocked: s.blocked,
    skipGeo: s.bot.skipGeo,
  });
  return redirect ? redirectTo(s, redirect.location, redirect.status) : next();
};

/** First-load SSO bounce: an anonymous visitor is sent once to the SSO host (spec section 4). */
export const ssoFirstLoad =
  (deps: Pick<FrontDeps, 'isDev'>): FrontStep =>
  async (s, next) => {
    if (!s.isDocument) return next();
    const bounce = ssoFirstLoadLocation(
      {
        isPageGet: s.method === 'GET',
        sso: s.mirror.sso,
        hasToken: Boolean(s.cookies[COOKIE.token.name]),
        query: s.url.searchParams,
        cookies: s.cookies,
        isDev: deps.isDev,
        isBot: s.bot.isBot,
      },
      `${s.origin}${s.url.pathname}${s.url.search}`,
    );
    if (!bounce) return next();
    setCookie(s, 'ssoRedirected', bounce.state);
    return redirectTo(s, bounce.location);
  };

/**
 * The visitor's language. A thin wrapper: the decisions live in src/site/locale.ts
 * (resolvePreferredLang, localePath, LANG_CHOICE_PARAM), so a change there needs none here.
 */
export const locale: FrontStep = async (s, next) => {
  if (!s.isDocument) return next();
  const saved = s.cookies[COOKIE.locale.name];
  // The language menu's Russian link (`?lang=ru` on the unprefixed page): the visitor chose
  // the default language, so it is remembered and the clean address answers. Without this, a
  // visitor whose cookie says another language could never get back to Russian.
  if (!s.prefixed && s.url.searchParams.get(LANG_CHOICE_PARAM) === DEFAULT_LANG) {
    setCookie(s, 'locale', DEFAULT_LANG);
    const clean = new URL(s.url);
    clean.searchParams.delete(LANG_CHOICE_PARAM);
    return redirectTo(s, safeLocalPath(`${clean.pathname}${clean.search}`));
  }
  // A visitor who prefers another language gets it on unprefixed pages (bots index the default).
  if (!s.prefixed && !s.bot.isBot) {
    const preferred = resolvePreferredLang(saved, s.acceptLanguage);
    if (preferred !== DEFAULT_LANG)
      return redirectTo(s, safeLocalPath(`${localePath(preferred, s.path)}${s.url.search}`));
  }
  if (s.prefixed && saved !== s.lang) setCookie(s, 'locale', s.lang);
  if (!s.prefixed && saved === undefined && !s.bot.isBot) setCookie(s, 'locale', s.lang);
  return next();
};

/**
 * Attribution (spec sections 2, 3, 5): cookies now; the API calls are recorded without
 * holding the page, except utm, whose advId belongs in this response's cookies.
 */
export const attribution =
  (deps: Pick<FrontDeps, 'reportedVisitors'>): FrontStep =>
  async (s, next) => {
    if (!s.isDocument || s.bot.isBot) return next();
    const plan = planAttribution({
      query: s.url.searchParams,
      cookies: s.cookies,
      url: s.url.toString(),
      host: s.host,
      ip: s.ip,
      userAgent: s.userAgent,
    });
    for (const ck of plan.cookies) applyPlannedCookie(s, ck);
    if (plan.utm) {
      const utm = await quietly('utm', s.api.utm(plan.utm));
      if (utm) {
        setCookie(s, 'advId', utm.advId);
        if (plan.attach) plan.attach.advId = utm.advId;
        if (utm.promo) {
          setCookie(s, 'adBonusType', utm.promo.type);
          setCookie(s, 'adBonusValue', utm.promo.value);
          setCookie(s, 'adBonusModal', '1');
        }
      }
    }
    if (plan.affiliate) void quietly('affiliate', s.api.affiliate(plan.affiliate));
    if (plan.pageOpen) void quietly('registerPageOpenEvent', s.api.registerPageOpenEvent(plan.pageOpen));
    // Once a day per address and browser (the userVersion cookie's lifetime), also for
    // visitors who refuse cookies: the report names the mirror host they came through.
    const seen = plan.visitor && `${s.ip}|${plan.visitor.userAgent}`;
    if (plan.visitor && seen && !deps.reportedVisitors.get(seen)) {
      deps.reportedVisitors.set(seen, true);
      void quietly('middleware/ip', s.api.reportVisitor(plan.visitor));
    }
    if (plan.attach) void quietly('attachSource', s.api.attachSource(plan.attach));
    return next();
  };

/**
 * Every page's own headers: security headers with the nonce the body carries, this
 * response's cookies, no shared caching by default, and what the page varies on.
 */
export const pageHeaders =
  (deps: Pick<FrontDeps, 'isDev'>): FrontStep =>
  async (s, next) => {
    const res = await next();
    const connectOrigins = [
      ...new Set([s.bases.api, ...Object.values(s.bases.services)].map((u) => new URL(u).origin)),
    ];
    const headers = new Headers(res.headers);
    const toolOrigins = integrationOrigins(s.config.site.integrations);
    for (const [k, v] of Object.entries(
      pageSecurityHeaders({
        nonce: s.nonce,
        connectOrigins,
        toolOrigins,
        games: providerOrigins(s.config.providers),
        csp: !deps.isDev,
      }),
    )) {
      headers.set(k, v);
    }
    for (const sc of s.jar) headers.append('set-cookie', sc);
    if (!headers.has('cache-control')) headers.set('cache-control', 'private, no-cache');
    // A body already compressed (a render-cache hit) also varies on what the browser accepts.
    headers.set('vary', `Cookie, Accept-Language${headers.has('content-encoding') ? ', Accept-Encoding' : ''}`);
    return new Response(res.body, { status: res.status, headers });
  };

// Stands in for the nonce while a cacheable page renders; each response gets a fresh
// nonce in its place. Random per process so no page text can contain it by chance.
export const NONCE_PLACEHOLDER = `n0nce${randomBytes(12).toString('hex')}`;
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * The render-cache key of an anonymous page, or null when it must render: everything that
 * changes the page's bytes is in it (the origin too: mirrors share the process, and
 * canonical links name the host).
 */
export function renderCacheKey(
  s: Pick<
    FrontState,
    'token' | 'method' | 'raw' | 'isRsc' | 'origin' | 'url' | 'lang' | 'region' | 'bot' | 'config' | 'path'
  >,
  deps: Pick<FrontDeps, 'isDev' | 'cache'>,
): string | null {
  const cacheable =
    !s.token &&
    s.method === 'GET' &&
    !s.raw.headers.get('x-waku-etags') &&
    deps.cache.maxEntries > 0 &&
    !deps.isDev &&
    !matchRoute(s.path)?.route.noCache;
  if (!cacheable) return null;
  return [
    s.isRsc ? 'rsc' : 'doc',
    s.method,
    s.origin,
    s.url.pathname,
    s.url.search,
    s.lang,
    s.region,
    s.bot.isBot ? 'bot' : 'human',
    s.config.version,
  ].join('|');
}

/**
 * Render cache (docs/decisions/004-render-cache.md): a hit answers with a fresh nonce in
 * the stored bytes; a miss renders with the placeholder nonce and keeps 200/404 pages.
 * Sets `s.nonce` to the nonce the answer's body carries.
 */
export const renderCache =
  (deps: Pick<FrontDeps, 'isDev' | 'cache'>): FrontStep =>
  async (s, next) => {
    const key = renderCacheKey(s, deps);
    if (!key) {
      s.nonce = newNonce();
      return next();
    }
    const hit = deps.cache.get(key);
    if (hit) {
      s.nonce = newNonce();
      // Gzip spliced from the parts deflated once (render-cache.ts), rather than compressing
      // every hit again on the way out.
      if (pickCachedEncoding(s.raw.headers.get('accept-encoding')) === 'gzip') {
        const res = new Response(gzipWithNonce(hit, s.nonce), { status: hit.status, headers: hit.headers });
        res.headers.set('content-encoding', 'gzip');
        return res;
      }
      return new Response(joinWithNonce(hit.parts, s.nonce), { status: hit.status, headers: hit.headers });
    }
    s.nonce = NONCE_PLACEHOLDER;
    const res = await next();
    // The renderer swapped in a real nonce (the error page): its answer is not for the cache.
    if (s.nonce !== NONCE_PLACEHOLDER) return res;
    const type = res.headers.get('content-type') ?? '';
    if ((res.status === 200 || res.status === 404) && /text\/html|text\/x-component/.test(type)) {
      const parts = splitAtPlaceholder(await res.text(), NONCE_PLACEHOLDER);
      deps.cache.set(key, { status: res.status, headers: [...res.headers.entries()], parts });
      s.nonce = newNonce();
      return new Response(joinWithNonce(parts, s.nonce), { status: res.status, headers: res.headers });
    }
    if (/text\/html/.test(type)) {
      // Not stored (a redirect or error): still never send the placeholder itself.
      s.nonce = newNonce();
      return new Response((await res.text()).replaceAll(NONCE_PLACEHOLDER, s.nonce), {
        status: res.status,
        headers: res.headers,
      });
    }
    return res;
  };
