import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { proxyHops, resolveClientIp, type ServerBindings } from '../http/client-ip.server';
import { headerOf, hostHeaderOf, type JoinedHeader } from '../http/request-headers';
import { isSiteOriginOf } from '../http/hosts';
import { HSTS_VALUE, reachedOverTls } from '../http/hsts';
import { onApiError } from './errors';
import { type ApiCall, ApiRouter, type FrontStep, withFront } from './front';
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
import type { ApiBindings, ApiDeps, ApiEnv } from './types';
import { createAppendWriters } from './writers';
import { mountOps, OPS_PATHS } from '../ops/routes';
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
function requestScheme(req: Request, incoming: ApiBindings['incoming'], deps: ApiDeps) {
  const forwarded = deps.trustProxy ? headerOf(req, incoming, 'x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  if (forwarded === 'http' || forwarded === 'https') return `${forwarded}:`;
  return req.url.slice(0, req.url.indexOf(':') + 1);
}

// The API answers JSON (and a few small pages of its own: the sandbox card form, Demo ID): no
// framing, no sniffing, no referrer, its own browsing context; HTTPS remembered when the call came
// over TLS, as the site does (RFC 6797 §7.2: not over plain http, where browsers ignore it anyway;
// 55 bytes fewer on every answer of a plain-http install). The rest of a browser-page header set
// (X-XSS-Protection, X-Download-Options…) has no effect on JSON. Set in corsAndHeaders below.

// An answer that may hold a session token (login, code, reset, refresh and 2FA calls): never kept
// by a browser's or a proxy's cache.
const NO_STORE_PATH = /^\/(?:api\/v2\/)?auth(?:\/|$)/;

/**
 * CORS for calls that carry an Origin (browsers send it on every cross-origin call and preflight;
 * the rest keep Vary: Origin so no cache hands their answer to a cross-origin caller), and the
 * security headers of a JSON API.
 */
function corsAndHeaders(deps: ApiDeps): FrontStep {
  // Preflights are answered by hono/cors (it answers every OPTIONS itself, without the routes).
  const preflight = new Hono<ApiEnv>().use(
    cors({
      origin: (origin, c) =>
        isCorsOrigin(deps, origin, c.req.header('host'), requestScheme(c.req.raw, c.env.incoming, deps))
          ? origin
          : null,
      // Idempotency-Key: the browser client repeats one key on every retry of a POST/PUT/PATCH.
      allowHeaders: ['Authorization', 'Region', 'Accept-Language', 'Content-Type', 'Idempotency-Key'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      credentials: true,
      maxAge: 600,
    }),
  );
  const allowed = ({ req, env }: ApiCall, origin: string) =>
    isCorsOrigin(deps, origin, hostHeaderOf(req, env.incoming) ?? undefined, requestScheme(req, env.incoming, deps));
  return {
    name: 'context, CORS and security headers',
    run(call, next) {
      const { req } = call;
      const h = call.env.headers;
      const origin = headerOf(req, call.env.incoming, 'origin');
      // Into the call's shared headers (front.ts puts them on the answer as it leaves), one named
      // store each, in the same order on every call. The route's own headers win over them (the
      // social popup's Cross-Origin-Opener-Policy). Accept-Encoding: the front server may
      // compress any answer; saying so here spares it reading the answer's headers.
      h['X-Content-Type-Options'] = 'nosniff';
      h['X-Frame-Options'] = 'DENY';
      h['Referrer-Policy'] = 'no-referrer';
      h['Cross-Origin-Opener-Policy'] = 'same-origin';
      if (reachedOverTls(req, deps.trustProxy)) h['Strict-Transport-Security'] = HSTS_VALUE;
      h.Vary = 'Origin, Accept-Encoding';
      if (NO_STORE_PATH.test(call.path)) h['Cache-Control'] = 'no-store';
      if (origin === null) return next(call);
      if (req.method === 'OPTIONS') return preflight.fetch(req, call.env);
      // A browser's cross-origin call (every call the site makes): the two headers hono/cors would
      // set. Set on the answer by Hono, they made it a streamed Response, written by the Node
      // server's slow path (bench:api).
      if (allowed(call, origin)) h['Access-Control-Allow-Origin'] = origin;
      h['Access-Control-Allow-Credentials'] = 'true';
      return next(call);
    },
  };
}

/** Probes and scrapes (/metrics, /health/*) need none of the rest: no CORS or host policy. */
const opsBypass: FrontStep = {
  name: 'probes and scrapes skip the rest',
  run: (call, next, dispatch) => (OPS_PATHS.has(call.path) ? dispatch(call) : next(call)),
};

/**
 * The steps every API call passes before its route, in order (bench:api measures each). Body
 * limit and idempotency are Hono middleware for calls with a body only (app.ts, below).
 */
export function apiSteps(deps: ApiDeps): FrontStep[] {
  return [
    // First: it times the whole call, and every line logged under it carries its request id.
    observeRequests,
    opsBypass,
    corsAndHeaders(deps),
    hostPolicy,
  ];
}

/** A call's bindings: the Node server's, the process's deps, and the visitor's address. */
export function apiBase(deps: ApiDeps): (req: Request, env: ServerBindings | undefined) => ApiBindings {
  const writers = createAppendWriters(deps.getDb);
  const proxied = proxyHops(deps.trustProxy) > 0;
  return (req, env) => {
    const incoming = env?.incoming;
    const socketAddress = incoming?.socket?.remoteAddress;
    return {
      incoming,
      outgoing: env?.outgoing,
      deps,
      writers,
      headers: {},
      // An in-process call from the site's server brings the visitor's address already resolved.
      clientIp:
        env?.clientIp ??
        (proxied
          ? resolveClientIp(
              { get: (name) => headerOf(req, incoming, name as JoinedHeader) },
              socketAddress,
              deps.trustProxy,
            )
          : (socketAddress ?? null)),
    };
  };
}

/** An empty API app: the router that notes each call's route (front.ts) and the error shape. */
export function newApiApp(): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>({ router: new ApiRouter() });
  app.onError(onApiError);
  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  return app;
}

export function createApiApp(deps: ApiDeps) {
  const app = newApiApp();
  mountOps(app, deps);
  // Before anything that reads a body (the idempotency hash reads it first); after CORS (the
  // front), so a browser sees the 413 rather than a CORS failure.
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', apiBodyLimit, idempotency);

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
  withFront(app, apiSteps(deps), apiBase(deps));
  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
