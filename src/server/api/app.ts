import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { clientIpOf } from '../http/client-ip.server';
import { onApiError } from './errors';
import { attributionRoutes } from './routes/attribution';
import { buildRoutes } from './routes/builds';
import { catalogRoutes } from './routes/catalog';
import { geoRoutes } from './routes/geo';
import { mirrorRoutes } from './routes/mirror';
import { profileRoutes } from './routes/profile';
import { seoRoutes } from './routes/seo';
import { SERVICES, createServiceApp } from './services';
import type { ApiDeps, ApiEnv } from './types';
import { createAppendWriters } from './writers';

/** The site's own origin for an API host: api.example.com serves example.com and www.example.com. */
export function isSiteOriginOf(origin: string, apiHost: string | undefined): boolean {
  if (!apiHost || !origin) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    return false;
  }
  const siteHost = apiHost.toLowerCase().replace(/^api\./, '');
  return originHost === siteHost || originHost === `www.${siteHost}`;
}

export function createApiApp(deps: ApiDeps) {
  const app = new Hono<ApiEnv>();
  const writers = createAppendWriters(deps.getDb);
  app.onError(onApiError);
  app.notFound((c) => c.json({ message: 'Not found' }, 404));

  app.use(
    cors({
      origin: (origin, c) => {
        const allowed =
          isSiteOriginOf(origin, c.req.header('host')) ||
          deps.extraCorsOrigins.includes(origin) ||
          deps.getConfig().site.corsOrigins.includes(origin);
        return allowed ? origin : null;
      },
      allowHeaders: ['Authorization', 'Region', 'Accept-Language', 'Content-Type'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      credentials: true,
      maxAge: 600,
    }),
  );
  // JSON only: no framing, no sniffing, no referrer leaks.
  app.use(secureHeaders({ crossOriginResourcePolicy: false, xFrameOptions: 'DENY' }));
  app.use(async (c, next) => {
    c.set('deps', deps);
    c.set('writers', writers);
    c.set('clientIp', clientIpOf(c, deps.trustProxy));
    await next();
  });

  app.route('/', geoRoutes);
  app.route('/', mirrorRoutes);
  app.route('/', attributionRoutes);
  app.route('/', buildRoutes);
  app.route('/', catalogRoutes);
  app.route('/', profileRoutes);
  app.route('/', seoRoutes);
  for (const name of SERVICES) app.route(`/${name}`, createServiceApp(name));
  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
