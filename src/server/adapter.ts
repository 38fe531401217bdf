// First: V8 settings must be in place before the server allocates anything of its own.
import './gc-tuning.server';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import { unstable_createServerEntryAdapter as createServerEntryAdapter } from 'waku/adapter-builders';
import { unstable_constants as constants } from 'waku/internals';
import { createSiteHandler } from '../site/front.server';
import { robotsTxt, sitemapXml } from '../site/seo-files.server';
import { socialCallbackResponse } from '../site/social-callback';
import { COOKIE } from '../site/cookies';
import { getEnv } from './env.server';
import type { ServerBindings } from './http/client-ip.server';
import { bodyCutOff, CUT_OFF_MESSAGE } from './http/cut-off';
import { compressResponse } from './http/compression.server';
import { hostHeaderOf } from './http/request-headers';
import { withHsts } from './http/hsts';
import { applyServerLimits, serverOptions, type ServerLimits } from './http/server-limits.server';
import { API_PATH_PREFIX, hostnameOf, isApiHost, isIpHost, isStudioHost, pathOfUrl } from './http/hosts';
import { jsonProblem } from '../contract/text';
import { getRuntime } from './runtime.server';
import { getDb } from './db/index.server';
import { onTerminate } from './ops/shutdown.server';
import { stopProcessEngines } from './rounds/engines.server';
import { logContext, logFor } from './log.server';
import { requestIdOf, sitePathOf, siteRouteKind } from './ops/request-log.server';

const log = logFor('site');

/** One line per site request (the API logs its own, src/server/ops/request-log.server.ts). */
function logSiteRequest(reqId: string, req: Request, status: number, start: number): void {
  const path = pathOfUrl(req.url);
  const kind = siteRouteKind(req.method, path);
  const line = {
    reqId,
    method: req.method,
    kind,
    path: sitePathOf(path),
    status,
    ms: Math.round((performance.now() - start) * 10) / 10,
  };
  // Hashed files are many per page and say little: at debug, like the API's probes.
  if (status >= 500) log.error(line, 'site request');
  else if (kind === 'asset') log.debug(line, 'site request');
  else log.info(line, 'site request');
}

// The site's own forms and server actions are small; nothing it takes needs a megabyte.
const SITE_MAX_BODY_BYTES = 1024 * 1024;

/**
 * The front of the one process (see docs/architecture.md): API hosts go straight to
 * the API app, hashed assets to the static handler, and only pages and RSC requests
 * to Waku's renderer. Waku's own middleware chain costs several times a bare Hono
 * handler, which the API must not pay on every call.
 */
export default createServerEntryAdapter(({ processRequest, processBuild, config, isBuild, unstable_setAllEnv }) => {
  // Built lazily: importing the entry (as `waku build` does) must not open the database.
  let site: ReturnType<typeof createSiteHandler> | undefined;
  const getSite = () => (site ??= createSiteHandler({ render: processRequest, isDev: !isBuild }));

  const web = new Hono<{ Bindings: ServerBindings }>();
  if (isBuild) {
    const root = path.join(config.distDir, constants.DIST_PUBLIC);
    // Vite names built assets by content hash: they never change, so cache them for a year.
    web.use(
      '/assets/*',
      serveStatic({
        root,
        // The .br and .gz files written beside each asset at build time (scripts/vite-precompress.ts).
        precompressed: true,
        onFound: (_p, c) => {
          c.header('cache-control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    web.use('/images/*', serveStatic({ root, onFound: (_p, c) => c.header('cache-control', 'public, max-age=86400') }));
    web.use('/favicon.ico', serveStatic({ root }));
    web.use('/manifest.webmanifest', serveStatic({ root }));
    // The worker must be revalidated on every check, or browsers keep an old one for up to a day.
    web.use(
      '/sw.js',
      serveStatic({
        root,
        onFound: (_p, c) => {
          c.header('cache-control', 'no-cache');
          c.header('service-worker-allowed', '/');
        },
      }),
    );
  }
  web.get('/robots.txt', (c) => robotsTxt(c));
  web.get('/sitemap.xml', (c) => sitemapXml(c));
  // The social login popup's last stop (no language prefix: the API sends it here as is).
  web.get('/auth/callback', (c) =>
    socialCallbackResponse({
      cookie: getCookie(c, COOKIE.locale.name),
      acceptLanguage: c.req.header('accept-language'),
    }),
  );
  // Only bodies need a limit; wrapping every GET would cost each page a Request copy.
  // Reading stops at the cap (a chunked body too); the answer is a 413, not the error handler's 500.
  web.on(
    ['POST', 'PUT', 'PATCH', 'DELETE'],
    '*',
    bodyLimit({ maxSize: SITE_MAX_BODY_BYTES, onError: (c) => c.text('Payload Too Large', 413) }),
  );
  // A server-function call's body is JSON (or a multipart form): anything else, or JSON
  // nested deeper than any call needs (React's decoder recurses), would fail deep in the
  // decoder as a 500. The body is at most the cap above, so a copy is cheap.
  web.post('/RSC/F/*', async (c, next) => {
    if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
      let call: unknown;
      try {
        call = JSON.parse(await c.req.raw.clone().text());
      } catch {
        return c.text('Bad Request: the call body is not JSON', 400);
      }
      if (jsonProblem(call) === 'too_deep') return c.text('Bad Request: the call body is nested too deeply', 400);
    }
    await next();
  });
  web.all('*', (c) => getSite()(c));
  web.onError((err, c) => {
    // An expected refusal (a middleware's HTTPException) keeps its own status.
    if (err instanceof HTTPException) return err.getResponse();
    // The client left mid-body (cut-off.ts): its fault, not a server error.
    if (bodyCutOff(c.env?.incoming)) return c.text(`Bad Request: ${CUT_OFF_MESSAGE}`, 400);
    log.error({ err }, 'unexpected error');
    return c.text('Server error', 500);
  });

  const route = (req: Request, env?: ServerBindings): Response | Promise<Response> => {
    const host = hostHeaderOf(req, env?.incoming) ?? '';
    // Two Host headers arrive joined by a comma: ambiguous, so refused (RFC 9112 §3.2).
    if (host.includes(',')) return new Response('Bad Request: one Host header, please', { status: 400 });
    if (isApiHost(host)) return getRuntime().api.fetch(req, env);
    if (isStudioHost(host)) {
      const studio = getRuntime().studio;
      return studio ? studio.then((app) => app.fetch(req, env)) : new Response('Not found', { status: 404 });
    }
    // A site reached by IP address has no api.<host>: its API answers under /_api, and only
    // there (a named host has api.<host>; decision 009).
    const url = req.url;
    const at = url.indexOf(API_PATH_PREFIX, url.indexOf('//') + 2);
    if (at !== -1 && url.indexOf('/', url.indexOf('//') + 2) === at && isIpHost(hostnameOf(host))) {
      const inner = new Request(url.slice(0, at) + url.slice(at + API_PATH_PREFIX.length - 1), req);
      return getRuntime().api.fetch(inner, env);
    }
    // The API sends its own HSTS; site answers (pages, RSC, files) get it here, over TLS only.
    const start = performance.now();
    const reqId = requestIdOf(req.headers.get('x-request-id') ?? undefined);
    return logContext
      .run({ reqId }, () => Promise.resolve(web.fetch(req, env)))
      .then((res) => {
        logSiteRequest(reqId, req, res.status, start);
        return withHsts(res, req, getEnv().TRUST_PROXY);
      });
  };
  // Brotli or gzip for every answer made per request (pages, RSC, API JSON); files are
  // precompressed at build time and served as they are.
  // An answer made at once is passed on at once: the Node server writes a plain Response by a
  // shorter path than a promise of one (bench:api).
  const fetch = (req: Request, env?: ServerBindings): Response | Promise<Response> => {
    const res = route(req, env);
    return res instanceof Promise
      ? res.then((r) => compressResponse(req, r, env?.outgoing, env?.incoming))
      : compressResponse(req, res, env?.outgoing, env?.incoming);
  };

  return {
    fetch,
    build: processBuild,
    buildOptions: { distDir: config.distDir },
    buildEnhancers: ['waku/adapters/node-build-enhancer'],
    serve: (options: { fetch: typeof fetch; port?: number; hostname?: string }): ServerType => {
      const env = getEnv();
      const port = options.port ?? env.PORT;
      // Waku's generated entry would copy process.env into its env store on every
      // request (a quarter of an API call's cost): set it once and serve our handler.
      unstable_setAllEnv(process.env as Record<string, string>);
      const limits: ServerLimits = {
        headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS,
        requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
        keepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
        maxConnections: env.HTTP_MAX_CONNECTIONS,
      };
      const server = serve(
        { fetch, port, hostname: options.hostname ?? env.HOST, serverOptions: serverOptions(limits) },
        () => {
          log.info({ port }, `serving http://localhost:${port} (API: http://api.localhost:${port})`);
        },
      );
      applyServerLimits(server as import('node:http').Server, limits);
      getRuntime().ready.catch((e: unknown) => {
        log.fatal({ err: e }, 'start-up failed');
        process.exit(1);
      });
      // SIGTERM: drain requests, close streams with a reconnect hint, release the engines, exit 0.
      onTerminate(server as import('node:http').Server, {
        stopEngines: stopProcessEngines,
        closeDb: async () => (await getDb()).close(),
      });
      return server;
    },
  };
});
