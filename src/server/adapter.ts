import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
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
import { API_PATH_PREFIX, getRuntime, isApiHost } from './runtime.server';

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
        onFound: (_p, c) => {
          c.header('cache-control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    web.use('/images/*', serveStatic({ root, onFound: (_p, c) => c.header('cache-control', 'public, max-age=86400') }));
    web.use('/favicon.ico', serveStatic({ root }));
    web.use('/manifest.webmanifest', serveStatic({ root }));
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
  web.on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', bodyLimit({ maxSize: 1024 * 1024 }));
  web.all('*', (c) => getSite()(c));
  web.onError((err, c) => {
    console.error('[site] unexpected error:', err);
    return c.text('Server error', 500);
  });

  const fetch = (req: Request, env?: ServerBindings) => {
    const host = req.headers.get('host') ?? '';
    if (isApiHost(host)) return getRuntime().api.fetch(req, env);
    // A site reached by IP address has no api.<host>: its API answers under /_api.
    const url = req.url;
    const at = url.indexOf(API_PATH_PREFIX, url.indexOf('//') + 2);
    if (at !== -1 && url.indexOf('/', url.indexOf('//') + 2) === at) {
      const inner = new Request(url.slice(0, at) + url.slice(at + API_PATH_PREFIX.length - 1), req);
      return getRuntime().api.fetch(inner, env);
    }
    return web.fetch(req, env);
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
      const server = serve({ fetch, port, hostname: options.hostname ?? env.HOST }, () => {
        console.info(`[site] http://localhost:${port}  (API: http://api.localhost:${port})`);
      });
      getRuntime().ready.catch((e: unknown) => {
        console.error('[site] start-up failed:', e);
        process.exit(1);
      });
      return server;
    },
  };
});
