import { randomBytes } from 'node:crypto';
import { generateCookie, getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { createApiClient, type ApiClient } from '../contract/api-client';
import { LOCALE_INFO, regionFromCountry } from '../contract/common';
import type { ProfileResponse } from '../contract/profile';
import type { MirrorResponse } from '../contract/site-api';
import { getConfig, getConfigStore } from '../server/config/store.server';
import { getEnv } from '../server/env.server';
import { resolveClientIp, type ServerBindings } from '../server/http/client-ip.server';
import { apiBasesFor, getRuntime, IN_PROCESS_BASE } from '../server/runtime.server';
import { planAttribution } from './attribution';
import { detectBot } from './bots';
import { runWithSiteContext, type SiteContext } from './context.server';
import { COOKIE } from './cookies';
import { resolvePreferredLang, splitLangPrefix, localePath, DEFAULT_LANG } from './locale';
import { decideRedirect } from './redirects';
import { matchRoute } from './routes';
import { joinWithNonce, RenderCache, splitAtPlaceholder } from './render-cache';
import { TtlCache } from './ttl-cache';
import { quietly } from './quietly';
import { pageSecurityHeaders } from './security-headers';
import {
  exchangeSimpleAuth,
  loadSessionProfile,
  simpleAuthTokenOf,
  ssoFirstLoadLocation,
  withoutHandoverParams,
} from './sso-front.server';

export type RenderFn = (req: Request) => Promise<Response | null>;

// Stands in for the nonce while a cacheable page renders; each response gets a fresh
// nonce in its place. Random per process so no page text can contain it by chance.
const NONCE_PLACEHOLDER = `n0nce${randomBytes(12).toString('hex')}`;
const newNonce = () => randomBytes(16).toString('base64');

/** The page path an RSC request is for: "/RSC/R/en/faq.txt" → "/en/faq". */
export function pagePathOfRsc(pathname: string): string | null {
  const m = pathname.match(/^\/RSC\/R(\/.*)\.txt$/);
  if (!m) return null;
  let p = m[1]!;
  if (p === '/_root') return '/';
  if (p.startsWith('/__')) p = `/_${p.slice(3)}`;
  else if (p.startsWith('/_')) p = p.slice(1);
  if (p.endsWith('_')) p = p.slice(0, -1);
  return p || '/';
}

function visitorOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  const proto =
    (trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim()) || url.protocol.replace(':', '');
  const host = (trustProxy && c.req.header('x-forwarded-host')) || c.req.header('host') || url.host;
  return `${proto}://${host}`;
}

export function createSiteHandler(opts: { render: RenderFn; isDev: boolean }) {
  const env = getEnv();
  const runtime = getRuntime();
  const cache = new RenderCache(env.RENDER_CACHE_ENTRIES);
  // The mirror answer depends only on the operator config, geo only on the address and
  // the config: the front remembers them briefly instead of asking on every page
  // (10 s for an operator's separate API, whose config we cannot see change).
  const mirrorCache = new TtlCache<MirrorResponse>(1, env.API_URL ? 10_000 : 60_000);
  // 50 000 addresses × ~200 bytes: 10 MB at most.
  const geoCache = new TtlCache<Awaited<ReturnType<ApiClient['geo']>>>(50_000, 60_000);
  // 100 000 visitors a day × ~300 bytes: 30 MB at most.
  const reportedVisitors = new TtlCache<true>(100_000, 24 * 60 * 60 * 1000);
  // A new config version changes what pages show: start the caches afresh.
  getConfigStore().onChange(() => {
    cache.clear();
    mirrorCache.clear();
    geoCache.clear();
  });
  async function mirrorOf(api: ApiClient): Promise<MirrorResponse | null> {
    const hit = mirrorCache.get('mirror');
    if (hit) return hit;
    const fresh = await quietly('mirror', api.mirror());
    if (fresh) mirrorCache.set('mirror', fresh);
    return fresh;
  }
  async function geoOf(api: ApiClient, ip: string | null) {
    const key = ip ?? '';
    const hit = geoCache.get(key);
    if (hit) return hit;
    const fresh = await quietly('geo', api.geo());
    if (fresh) geoCache.set(key, fresh);
    return fresh;
  }

  // The in-process transport: the embedded API app answers without a network hop.
  const inProcess = (clientIp: string | null) => (req: Request) =>
    Promise.resolve(runtime.api.fetch(req, { clientIp: clientIp ?? undefined } satisfies ServerBindings));

  function apiFor(
    ip: string | null,
    lang: SiteContext['lang'],
    token: string | undefined,
    region: string | undefined,
    apiBase: string,
  ): ApiClient {
    return createApiClient({
      // In-process calls never touch the network: any base will do, the app ignores the host.
      baseUrl: env.API_URL ? apiBase : IN_PROCESS_BASE,
      transport: env.API_URL ? (req) => fetch(req) : inProcess(ip),
      headers: {
        authorization: token ? `Bearer ${token}` : undefined,
        region,
        'accept-language': LOCALE_INFO[lang].iso,
        // An operator's separate API learns the visitor's address from us.
        'x-forwarded-for': env.API_URL && ip ? ip : undefined,
      },
    });
  }

  return async function handleSite(c: Context<{ Bindings: ServerBindings }>): Promise<Response> {
    await runtime.ready;
    const url = new URL(c.req.url);
    const rscPage = pagePathOfRsc(url.pathname);
    const isRsc = url.pathname.startsWith('/RSC/');
    const isDocument = !isRsc && (c.req.method === 'GET' || c.req.method === 'HEAD');
    const pagePath = rscPage ?? url.pathname;
    const { lang, path, prefixed } = splitLangPrefix(pagePath);

    const origin = visitorOrigin(c, env.TRUST_PROXY);
    const host = new URL(origin).host;
    const ip = resolveClientIp(c.req.raw.headers, c.env?.incoming?.socket?.remoteAddress, env.TRUST_PROXY);
    const ua = c.req.header('user-agent') ?? '';
    const bot = detectBot(ua);
    const cookies = getCookie(c);
    let token = cookies[COOKIE.token.name] || undefined;
    const bases = apiBasesFor(origin);
    const config = getConfig();

    const api = apiFor(ip, lang, token, undefined, bases.api);
    const withCookies = (res: Response) => {
      const headers = new Headers(res.headers);
      for (const sc of jar) headers.append('set-cookie', sc);
      return new Response(res.body, { status: res.status, headers });
    };
    const secure = !opts.isDev && env.NODE_ENV === 'production' && origin.startsWith('https:');
    const cookieOpts = (maxAge: number) => ({
      path: '/',
      maxAge,
      sameSite: 'Lax' as const,
      secure: secure || undefined,
    });
    // Cookies for this response only; never part of a cached page.
    const jar: string[] = [];
    const setCookie = (name: string, value: string, o: ReturnType<typeof cookieOpts> & { httpOnly?: boolean }) => {
      jar.push(generateCookie(name, value, o));
    };

    // SSO hand-over (spec section 4): the SSO host's one-time token becomes this mirror's session.
    // GET only: a HEAD (a link checker, a prefetch) must not spend the one-time token.
    const handover = isDocument && c.req.method === 'GET' ? simpleAuthTokenOf(url.searchParams, cookies) : null;
    // A token this browser did not fetch itself is never used, only taken out of the address.
    if (handover && !handover.token) return c.redirect(withoutHandoverParams(url), 302);
    if (handover?.token) {
      const exchanged = await exchangeSimpleAuth({
        simpleAuthToken: handover.token,
        url,
        cookies,
        host,
        ip,
        userAgent: ua,
        api,
        as: (t) => apiFor(ip, lang, t, undefined, bases.api),
      });
      for (const ck of exchanged.cookies) setCookie(ck.name, ck.value, cookieOpts(ck.maxAge));
      return withCookies(c.redirect(exchanged.location, 302));
    }

    const [mirror, geo, session] = await Promise.all([
      mirrorOf(api),
      bot.skipGeo ? Promise.resolve(null) : geoOf(api, ip),
      token ? loadSessionProfile(api, token) : Promise.resolve(null),
    ]);
    let profile: ProfileResponse | null = null;
    let clearToken = false;
    if (session) {
      profile = session.profile;
      // An expired token was refreshed on the way: the browser keeps the new one.
      if (session.token !== token) setCookie(COOKIE.token.name, session.token, cookieOpts(COOKIE.token.maxAge));
      token = session.token;
    } else if (token) {
      // Spec section 4: a failed profile load ends the session and clears the token cookie.
      clearToken = true;
      token = undefined;
    }
    const mirrorData: MirrorResponse = mirror ?? {
      redirect: { newLink: null },
      meta_yandex_verification: null,
      sso: null,
      settings: { telegram_channel_url: null, revshare_service_frontend_url: null },
      features: [],
    };
    const country = geo?.country_code ?? null;
    const blocked = geo?.blocked ?? false;
    const region = regionFromCountry(country);

    if (clearToken) setCookie(COOKIE.token.name, '', cookieOpts(0));
    if (isDocument) {
      const redirect = decideRedirect({
        path,
        search: url.search,
        lang,
        host,
        site: { ...config.site, mirror: { newLink: mirrorData.redirect.newLink }, features: mirrorData.features },
        blocked,
        skipGeo: bot.skipGeo,
      });
      if (redirect) return withCookies(c.redirect(redirect.location, redirect.status));
      const ssoBounce = ssoFirstLoadLocation(
        {
          isPageGet: c.req.method === 'GET',
          sso: mirrorData.sso,
          hasToken: Boolean(cookies[COOKIE.token.name]),
          query: url.searchParams,
          cookies,
          isDev: opts.isDev,
          isBot: bot.isBot,
        },
        `${origin}${url.pathname}${url.search}`,
      );
      if (ssoBounce) {
        setCookie(COOKIE.ssoRedirected.name, ssoBounce.state, {
          ...cookieOpts(COOKIE.ssoRedirected.maxAge),
          httpOnly: true,
        });
        return withCookies(c.redirect(ssoBounce.location, 302));
      }
      // A visitor who prefers another language gets it on unprefixed pages (bots index the default).
      if (!prefixed && !bot.isBot) {
        const preferred = resolvePreferredLang(cookies[COOKIE.locale.name], c.req.header('accept-language'));
        if (preferred !== DEFAULT_LANG)
          return withCookies(c.redirect(`${localePath(preferred, path)}${url.search}`, 302));
      }
      if (prefixed && cookies[COOKIE.locale.name] !== lang) {
        setCookie(COOKIE.locale.name, lang, cookieOpts(COOKIE.locale.maxAge));
      }
      if (!prefixed && cookies[COOKIE.locale.name] === undefined && !bot.isBot) {
        setCookie(COOKIE.locale.name, lang, cookieOpts(COOKIE.locale.maxAge));
      }

      // Attribution: cookies now; the API calls are recorded without holding the page,
      // except utm, whose advId belongs in this response's cookies.
      if (!bot.isBot) {
        const plan = planAttribution({
          query: url.searchParams,
          cookies,
          url: url.toString(),
          host,
          ip,
          userAgent: ua,
        });
        for (const ck of plan.cookies) setCookie(ck.name, ck.value, cookieOpts(ck.maxAge));
        if (plan.utm) {
          const utm = await quietly('utm', api.utm(plan.utm));
          if (utm) {
            setCookie(COOKIE.advId.name, utm.advId, cookieOpts(COOKIE.advId.maxAge));
            if (plan.attach) plan.attach.advId = utm.advId;
            if (utm.promo) {
              setCookie(COOKIE.adBonusType.name, utm.promo.type, cookieOpts(COOKIE.adBonusType.maxAge));
              setCookie(COOKIE.adBonusValue.name, utm.promo.value, cookieOpts(COOKIE.adBonusValue.maxAge));
              setCookie(COOKIE.adBonusModal.name, '1', cookieOpts(COOKIE.adBonusModal.maxAge));
            }
          }
        }
        if (plan.affiliate) void quietly('affiliate', api.affiliate(plan.affiliate));
        if (plan.pageOpen) void quietly('registerPageOpenEvent', api.registerPageOpenEvent(plan.pageOpen));
        // Once a day per address and browser (the userVersion cookie's lifetime), also for
        // visitors who refuse cookies: the report names the mirror host they came through.
        if (plan.visitor && !reportedVisitors.get(`${ip}|${plan.visitor.userAgent}`)) {
          reportedVisitors.set(`${ip}|${plan.visitor.userAgent}`, true);
          void quietly('middleware/ip', api.reportVisitor(plan.visitor));
        }
        if (plan.attach) void quietly('attachSource', api.attachSource(plan.attach));
      }
    }

    const cacheable =
      !token &&
      c.req.method === 'GET' &&
      !c.req.header('x-waku-etags') &&
      cache.maxEntries > 0 &&
      !opts.isDev &&
      !matchRoute(path)?.route.noCache;
    const nonce = cacheable ? NONCE_PLACEHOLDER : newNonce();
    const ctx: SiteContext = {
      url,
      origin,
      host,
      lang,
      path,
      ip,
      country,
      region,
      blocked,
      isBot: bot.isBot,
      skipGeo: bot.skipGeo,
      cookies,
      token,
      currency: profile?.user.currency ?? 'RUB',
      profile,
      nonce,
      api: apiFor(ip, lang, token, region, bases.api),
      mirror: mirrorData,
      config,
      apiBase: bases.api,
      serviceBases: bases.services,
      isDev: opts.isDev,
    };
    const connectOrigins = [...new Set([bases.api, ...Object.values(bases.services)].map((u) => new URL(u).origin))];
    const finish = (res: Response, body: BodyInit | null, realNonce: string) => {
      const headers = new Headers(res.headers);
      for (const [k, v] of Object.entries(
        pageSecurityHeaders({ nonce: realNonce, connectOrigins, csp: !opts.isDev }),
      )) {
        headers.set(k, v);
      }
      for (const sc of jar) headers.append('set-cookie', sc);
      if (!headers.has('cache-control')) headers.set('cache-control', 'private, no-cache');
      headers.set('vary', 'Cookie, Accept-Language');
      return new Response(body, { status: res.status, headers });
    };

    // Everything that changes an anonymous page's bytes is in this key (the origin too:
    // mirrors share the process, and canonical links name the host).
    const key = cacheable
      ? [
          isRsc ? 'rsc' : 'doc',
          c.req.method,
          origin,
          url.pathname,
          url.search,
          lang,
          region,
          bot.isBot ? 'bot' : 'human',
          config.version,
        ].join('|')
      : null;
    if (key) {
      const hit = cache.get(key);
      if (hit) {
        const fresh = newNonce();
        return finish(
          new Response(null, { status: hit.status, headers: hit.headers }),
          joinWithNonce(hit.parts, fresh),
          fresh,
        );
      }
    }

    const res = await runWithSiteContext(ctx, () => opts.render(c.req.raw)).catch((e: unknown) => {
      console.error('[site] render failed:', e);
      return new Response('Server error', { status: 500 });
    });
    if (!res) return finish(new Response('Not found', { status: 404 }), 'Not found', nonce);
    if (res.status >= 500 && isDocument && path !== '/error') {
      // The generic error page, in the visitor's language, keeping the 500 status.
      const errorUrl = new URL(`${localePath(lang, '/error')}?errorCode=500`, url);
      const errorCtx = { ...ctx, url: errorUrl, path: '/error', nonce: newNonce() };
      const page = await runWithSiteContext(errorCtx, () =>
        opts.render(new Request(errorUrl, { headers: c.req.raw.headers })),
      ).catch(() => null);
      if (page) return finish(new Response(null, { status: 500, headers: page.headers }), page.body, errorCtx.nonce);
    }
    const type = res.headers.get('content-type') ?? '';
    if (key && (res.status === 200 || res.status === 404) && /text\/html|text\/x-component/.test(type)) {
      const body = await res.text();
      const parts = splitAtPlaceholder(body, NONCE_PLACEHOLDER);
      cache.set(key, { status: res.status, headers: [...res.headers.entries()], parts });
      const fresh = newNonce();
      return finish(res, joinWithNonce(parts, fresh), fresh);
    }
    if (key && nonce === NONCE_PLACEHOLDER && /text\/html/.test(type)) {
      // Not stored (a redirect or error): still never send the placeholder itself.
      const fresh = newNonce();
      return finish(res, (await res.text()).replaceAll(NONCE_PLACEHOLDER, fresh), fresh);
    }
    return finish(res, res.body, nonce);
  };
}
