import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { type ApiClient, createApiClient } from '../contract/api-client';
import { LOCALE_INFO, regionFromCountry } from '../contract/common';
import type { MirrorResponse } from '../contract/site-api';
import { getConfig, getConfigStore } from '../server/config/store.server';
import { getEnv } from '../server/env.server';
import { resolveClientIp, type ServerBindings } from '../server/http/client-ip.server';
import { apiBasesFor, getRuntime, IN_PROCESS_BASE } from '../server/runtime.server';
import { detectBot } from './bots';
import { runWithSiteContext, type SiteContext } from './context.server';
import { COOKIE } from './cookies';
import { compose } from './front/pipeline';
import { type FrontState, NO_MIRROR } from './front/state';
import {
  attribution,
  type FrontDeps,
  type FrontStep,
  locale,
  newNonce,
  pageHeaders,
  redirects,
  renderCache,
  ssoFirstLoad,
  ssoHandover,
  visitor,
} from './front/steps.server';
import { localePath, splitLangPrefix } from './locale';
import { quietly } from './quietly';
import { RenderCache } from './render-cache';
import { TtlCache } from './ttl-cache';
import { logFor } from '../server/log.server';

const log = logFor('site');

export type RenderFn = (req: Request) => Promise<Response | null>;

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

/**
 * The front of every page and RSC request: the steps below, in this order, then the
 * renderer (docs/decisions/016-front-pipeline.md). A step that answers (a redirect) ends
 * the request; the later ones never run.
 */
export function frontSteps(deps: FrontDeps): FrontStep[] {
  return [
    ssoHandover(deps), // the SSO host's one-time token → this mirror's session, then a clean address
    visitor(deps), // mirror settings, geo, the session's profile (refreshed or ended)
    redirects, // mirror switch, region block, operator rules, gated pages and games
    ssoFirstLoad(deps), // an anonymous first visit goes to the SSO host once
    locale, // the chosen or preferred language, and its cookie
    attribution(deps), // partner and utm cookies, visit reports
    pageHeaders(deps), // security headers with the body's nonce, this response's cookies
    renderCache(deps), // anonymous pages from memory; sets the nonce the page renders with
  ];
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

  // The in-process transport: the embedded API app answers without a network hop.
  const inProcess = (clientIp: string | null) => (req: Request) =>
    Promise.resolve(runtime.api.fetch(req, { clientIp: clientIp ?? undefined } satisfies ServerBindings));

  const apiFor = (s: Pick<FrontState, 'ip' | 'lang' | 'bases'>, token: string | undefined, region?: string) =>
    createApiClient({
      // In-process calls never touch the network: any base will do, the app ignores the host.
      baseUrl: env.API_URL ? s.bases.api : IN_PROCESS_BASE,
      transport: env.API_URL ? (req) => fetch(req) : inProcess(s.ip),
      headers: {
        authorization: token ? `Bearer ${token}` : undefined,
        region,
        'accept-language': LOCALE_INFO[s.lang].iso,
        // An operator's separate API learns the visitor's address from us.
        'x-forwarded-for': env.API_URL && s.ip ? s.ip : undefined,
      },
    });

  const deps: FrontDeps = {
    isDev: opts.isDev,
    apiFor,
    cache,
    reportedVisitors,
    async mirrorOf(api) {
      const hit = mirrorCache.get('mirror');
      if (hit) return hit;
      const fresh = await quietly('mirror', api.mirror());
      if (fresh) mirrorCache.set('mirror', fresh);
      return fresh;
    },
    async geoOf(api, ip) {
      const key = ip ?? '';
      const hit = geoCache.get(key);
      if (hit) return hit;
      const fresh = await quietly('geo', api.geo());
      if (fresh) geoCache.set(key, fresh);
      return fresh;
    },
  };

  /** The last step: the page itself, or the error page in the visitor's language. */
  async function render(s: FrontState): Promise<Response> {
    const ctx: SiteContext = {
      url: s.url,
      origin: s.origin,
      host: s.host,
      lang: s.lang,
      path: s.path,
      ip: s.ip,
      country: s.country,
      region: s.region,
      blocked: s.blocked,
      isBot: s.bot.isBot,
      skipGeo: s.bot.skipGeo,
      cookies: s.cookies,
      token: s.token,
      currency: s.profile?.user.currency ?? 'RUB',
      profile: s.profile,
      nonce: s.nonce,
      api: apiFor(s, s.token, s.region),
      mirror: s.mirror,
      config: s.config,
      apiBase: s.bases.api,
      serviceBases: s.bases.services,
      isDev: opts.isDev,
    };
    const res = await runWithSiteContext(ctx, () => opts.render(s.raw)).catch((e: unknown) => {
      // The error, not the request: no addresses, cookies or query strings in the log.
      log.error({ err: e }, 'render failed');
      return new Response('Server error', { status: 500 });
    });
    if (!res) return new Response('Not found', { status: 404 });
    if (res.status >= 500 && s.isDocument && s.path !== '/error') {
      // The generic error page, in the visitor's language, keeping the 500 status.
      const errorUrl = new URL(`${localePath(s.lang, '/error')}?errorCode=500`, s.url);
      const errorCtx = { ...ctx, url: errorUrl, path: '/error', nonce: newNonce() };
      const page = await runWithSiteContext(errorCtx, () =>
        opts.render(new Request(errorUrl, { headers: s.raw.headers })),
      ).catch(() => null);
      if (page) {
        s.nonce = errorCtx.nonce;
        return new Response(page.body, { status: 500, headers: page.headers });
      }
    }
    return res;
  }

  const pipeline = compose(frontSteps(deps), render);

  return async function handleSite(c: Context<{ Bindings: ServerBindings }>): Promise<Response> {
    await runtime.ready;
    const url = new URL(c.req.url);
    const rscPage = pagePathOfRsc(url.pathname);
    const isRsc = url.pathname.startsWith('/RSC/');
    const method = c.req.method;
    const { lang, path, prefixed } = splitLangPrefix(rscPage ?? url.pathname);
    const origin = visitorOrigin(c, env.TRUST_PROXY > 0);
    const ip = resolveClientIp(c.req.raw.headers, c.env?.incoming?.socket?.remoteAddress, env.TRUST_PROXY);
    const userAgent = c.req.header('user-agent') ?? '';
    const cookies = getCookie(c);
    const token = cookies[COOKIE.token.name] || undefined;
    const bases = apiBasesFor(origin);
    const s: FrontState = {
      raw: c.req.raw,
      method,
      url,
      isRsc,
      isDocument: !isRsc && (method === 'GET' || method === 'HEAD'),
      path,
      lang,
      prefixed,
      origin,
      host: new URL(origin).host,
      ip,
      userAgent,
      acceptLanguage: c.req.header('accept-language'),
      bot: detectBot(userAgent),
      cookies,
      token,
      config: getConfig(),
      bases,
      api: apiFor({ ip, lang, bases }, token),
      secureCookies: !opts.isDev && env.NODE_ENV === 'production' && origin.startsWith('https:'),
      jar: [],
      profile: null,
      mirror: NO_MIRROR,
      country: null,
      blocked: false,
      region: regionFromCountry(null),
      nonce: '',
    };
    return pipeline(s);
  };
}
