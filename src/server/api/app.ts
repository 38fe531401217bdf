import { type Context, Hono, type MiddlewareHandler, type Next } from 'hono';
import { cors } from 'hono/cors';
import { clientIpOf } from '../http/client-ip.server';
import { noteBodySize } from '../http/compression.server';
import { nodeResponseOf } from '../http/node-response.server';
import { isSiteOriginOf } from '../http/hosts';
import { HSTS_VALUE, reachedOverTls } from '../http/hsts';
import { onApiError } from './errors';
import { hostPolicy } from './host-policy';
import { idempotency } from './idempotency';
import { apiBodyLimit } from './validate';
import { accountRoutes } from './routes/account';
import { attributionRoutes } from './routes/attribution';
import { bonusRoutes } from './routes/bonus';
import { vipRoutes } from './routes/vip';
import { topRoutes } from './routes/top';
import { authCodeRoutes } from './routes/auth-codes';
import { authSessionRoutes } from './routes/auth-session';
import { buildRoutes } from './routes/builds';
import { captchaRoutes } from './routes/captcha';
import { fingerprintRoutes } from './routes/fingerprint';
import { catalogRoutes } from './routes/catalog';
import { gameFavouriteRoutes } from './routes/game-favourites';
import { devInboxRoutes } from './routes/dev-inbox';
import { geoRoutes } from './routes/geo';
import { mirrorRoutes } from './routes/mirror';
import { passwordResetRoutes } from './routes/password-reset';
import { profileRoutes } from './routes/profile';
import { seoRoutes } from './routes/seo';
import { socialRoutes } from './routes/social';
import { ssoRoutes } from './routes/sso';
import { twoFactorRoutes } from './routes/two-factor';
import { verificationRoutes } from './routes/verification';
import { walletRoutes } from './routes/wallet';
import { walletEventRoutes } from './routes/wallet-events';
import { sandboxPayRoutes } from './routes/sandbox-pay';
import { hub88Routes } from '../providers/hub88';
import { launchRoutes } from '../providers/launch';
import { sportsbookRoutes } from '../../games/betting/routes';
import { SERVICES, createServiceApp } from './services';
import type { ApiDeps, ApiEnv } from './types';
import { createAppendWriters } from './writers';
import { mountOps } from '../ops/routes';
import { observeRequests } from '../ops/request-log.server';
import { openApiRoutes } from '../openapi/routes';

export { isSiteOriginOf };

/** The CORS rule: the API host's own site, the CORS_ORIGINS env and the operator's corsOrigins. */
export function isCorsOrigin(
  deps: Pick<ApiDeps, 'extraCorsOrigins' | 'getConfig'>,
  origin: string,
  apiHost: string | undefined,
  scheme?: string,
): boolean {
  return (
    isSiteOriginOf(origin, apiHost, scheme) ||
    deps.extraCorsOrigins.includes(origin) ||
    deps.getConfig().site.corsOrigins.includes(origin)
  );
}

/** 'http:' or 'https:' as the visitor reached us: the proxy's word only when it is trusted. */
function requestScheme(c: { req: { url: string; header: (n: string) => string | undefined } }, deps: ApiDeps) {
  const forwarded = deps.trustProxy ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  if (forwarded === 'http' || forwarded === 'https') return `${forwarded}:`;
  return new URL(c.req.url).protocol;
}

/**
 * The API answers JSON (and a few small pages of its own: the sandbox card form, Demo ID):
 * no framing, no sniffing, no referrer, its own browsing context; HTTPS remembered when the
 * call came over TLS (below). The rest of a browser-page header set (X-XSS-Protection,
 * X-Download-Options…) has no effect on JSON.
 */
const API_SECURITY_HEADERS = [
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'no-referrer'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
] as const;
// Only over TLS, as the site does (RFC 6797 §7.2: not over plain http, where browsers ignore it
// anyway); 55 bytes fewer on every answer of a plain-http install (bench:api).
const HSTS = ['Strict-Transport-Security', HSTS_VALUE] as const;

/**
 * Hono's c.json, noting the answer's size (compression.server.ts): one function for every call,
 * called as a method, rather than a closure made per call.
 */
function sizedJson(
  this: { body: (text: string, arg?: never, headers?: Record<string, string>) => Response },
  object: unknown,
  arg?: never,
  headers?: Record<string, string>,
): Response {
  const text = JSON.stringify(object);
  const res = this.body(text, arg, { 'Content-Type': 'application/json', ...headers });
  noteBodySize(res, text);
  return res;
}

/** One layer of the API's shared stack, named for bench:api's per-layer costs. */
export interface ApiLayer {
  name: string;
  /** Which requests it runs for: every call, or only those with a body. */
  methods: 'all' | 'body';
  handler: MiddlewareHandler<ApiEnv>;
}

/**
 * The middleware every API call passes, in order. Each layer costs on every call (bench:api
 * measures each): what every call needs is folded into as few layers as possible.
 */
export function apiLayers(deps: ApiDeps): ApiLayer[] {
  const writers = createAppendWriters(deps.getDb);
  const corsMiddleware = cors({
    origin: (origin, c) => (isCorsOrigin(deps, origin, c.req.header('host'), requestScheme(c, deps)) ? origin : null),
    // Idempotency-Key: the browser client repeats one key on every retry of a POST/PUT/PATCH.
    allowHeaders: ['Authorization', 'Region', 'Accept-Language', 'Content-Type', 'Idempotency-Key'],
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    credentials: true,
    maxAge: 600,
  });
  /** After the route: CORS's headers, or (off the Node server) the security headers on the answer. */
  const finish = async (c: Context<ApiEnv>, next: Next, cors: boolean, tls: boolean, out: unknown) => {
    if (cors) {
      // A preflight is answered by CORS itself, without the routes.
      const preflight = await corsMiddleware(c, next);
      if (preflight) c.res = preflight;
    } else {
      await next();
      if (!out) c.res.headers.append('Vary', 'Origin');
    }
    if (out) return;
    const h = c.res.headers;
    // Set only when a route did not: the social login popup's stops send
    // Cross-Origin-Opener-Policy: unsafe-none, or the popup would lose its opener.
    for (const [name, value] of API_SECURITY_HEADERS) if (!h.has(name)) h.set(name, value);
    if (tls && !h.has(HSTS[0])) h.set(HSTS[0], HSTS[1]);
  };
  // CORS only for requests that carry an Origin (browsers send it on every cross-origin call and
  // preflight; the rest keep Vary: Origin so no cache hands their answer to a cross-origin
  // caller), the request's context, and the security headers of a JSON API.
  const context: MiddlewareHandler<ApiEnv> = (c, next) => {
    c.set('deps', deps);
    c.set('writers', writers);
    c.set('clientIp', clientIpOf(c, deps.trustProxy));
    const cors = c.req.header('origin') !== undefined;
    const tls = reachedOverTls(c.req.raw, deps.trustProxy);
    const out = nodeResponseOf(c);
    if (out) {
      // On the Node server, straight onto its response before the route runs (a stream's too):
      // node:http puts the route's own headers over these (the social popup's COOP), and no Web
      // Headers object is built per call for them (bench:api). Accept-Encoding: the front server
      // may compress any answer; saying so here spares it reading the answer's headers.
      for (const [name, value] of API_SECURITY_HEADERS) out.setHeader(name, value);
      if (tls) out.setHeader(HSTS[0], HSTS[1]);
      out.setHeader('Vary', 'Origin, Accept-Encoding');
      // JSON answers note their size as they are made, so the front server knows a small one
      // without reading its body back (compression.server.ts). Same answer as Hono's own c.json.
      c.json = sizedJson as unknown as typeof c.json;
      if (cors && c.req.method !== 'OPTIONS') {
        // A browser's cross-origin call (every call the site makes): the two headers hono/cors
        // would set, here on the Node server's response. Set on the answer, they made Hono copy
        // it into a streamed Response after the route, written by the Node server's slow path:
        // a cross-origin call cost twice a same-origin one (bench:api). Preflights go to
        // hono/cors below.
        const origin = c.req.header('origin') ?? '';
        if (isCorsOrigin(deps, origin, c.req.header('host'), requestScheme(c, deps)))
          out.setHeader('Access-Control-Allow-Origin', origin);
        out.setHeader('Access-Control-Allow-Credentials', 'true');
      }
      // Nothing left to do after the route: its promise is passed on as it is (an async layer
      // costs every call a promise and a turn of the microtask queue; bench:api).
      if (!cors || c.req.method !== 'OPTIONS') return next();
    }
    return finish(c, next, cors, tls, out);
  };
  return [
    // First: it times the whole call, and every line logged under it carries its request id.
    { name: 'request id, log line and metrics', methods: 'all', handler: observeRequests },
    { name: 'context, CORS and security headers', methods: 'all', handler: context },
    { name: 'host policy', methods: 'all', handler: hostPolicy },
    // Before anything that reads a body (the idempotency hash reads it first); after CORS, so
    // a browser sees the 413 rather than a CORS failure.
    { name: 'body limit', methods: 'body', handler: apiBodyLimit },
    { name: 'idempotency', methods: 'body', handler: idempotency },
  ];
}

/** Cache-Control: no-store unless the route said otherwise (its own header wins). */
const noStore: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const out = nodeResponseOf(c);
  out?.setHeader('Cache-Control', 'no-store');
  await next();
  if (!out && !c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', 'no-store');
};

/** Mounts the layers on an app, in order. */
export function mountLayers(app: Hono<ApiEnv>, layers: readonly ApiLayer[]): void {
  for (const l of layers) {
    if (l.methods === 'all') app.use(l.handler);
    else app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', l.handler);
  }
}

export function createApiApp(deps: ApiDeps) {
  const app = new Hono<ApiEnv>();
  app.onError(onApiError);
  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  const [observe, ...rest] = apiLayers(deps);
  mountLayers(app, [observe!]);
  // /metrics and /health/* need none of the rest: no CORS, session or idempotency work.
  mountOps(app, deps);
  mountLayers(app, rest);

  // What the login, code, reset, refresh and 2FA calls answer may hold a session token: never
  // kept by a browser's or a proxy's cache.
  app.use('/api/v2/auth/*', noStore);
  app.use('/auth/*', noStore);

  app.route('/', geoRoutes);
  app.route('/', mirrorRoutes);
  app.route('/', attributionRoutes);
  app.route('/', buildRoutes);
  app.route('/', fingerprintRoutes);
  app.route('/', captchaRoutes);
  app.route('/', catalogRoutes);
  app.route('/', gameFavouriteRoutes);
  app.route('/', profileRoutes);
  app.route('/', authSessionRoutes);
  app.route('/', accountRoutes);
  app.route('/', authCodeRoutes);
  app.route('/', passwordResetRoutes);
  app.route('/', twoFactorRoutes);
  app.route('/', verificationRoutes);
  app.route('/', devInboxRoutes);
  app.route('/', seoRoutes);
  app.route('/', ssoRoutes);
  app.route('/', socialRoutes);
  app.route('/', walletRoutes);
  app.route('/', walletEventRoutes);
  app.route('/', bonusRoutes);
  app.route('/', vipRoutes);
  app.route('/', topRoutes);
  app.route('/', sandboxPayRoutes);
  app.route('/', launchRoutes);
  app.route('/', hub88Routes);
  app.route('/', sportsbookRoutes);
  app.route('/', openApiRoutes);
  for (const name of SERVICES) app.route(`/${name}`, createServiceApp(name));
  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
