import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { clientIpOf } from '../http/client-ip.server';
import { onApiError } from './errors';
import { idempotency } from './idempotency';
import { accountRoutes } from './routes/account';
import { attributionRoutes } from './routes/attribution';
import { authCodeRoutes } from './routes/auth-codes';
import { authSessionRoutes } from './routes/auth-session';
import { buildRoutes } from './routes/builds';
import { catalogRoutes } from './routes/catalog';
import { devInboxRoutes } from './routes/dev-inbox';
import { geoRoutes } from './routes/geo';
import { mirrorRoutes } from './routes/mirror';
import { passwordResetRoutes } from './routes/password-reset';
import { profileRoutes } from './routes/profile';
import { seoRoutes } from './routes/seo';
import { socialRoutes } from './routes/social';
import { ssoRoutes } from './routes/sso';
import { verificationRoutes } from './routes/verification';
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

/** The CORS rule: the API host's own site, the CORS_ORIGINS env and the operator's corsOrigins. */
export function isCorsOrigin(
  deps: Pick<ApiDeps, 'extraCorsOrigins' | 'getConfig'>,
  origin: string,
  apiHost: string | undefined,
): boolean {
  return (
    isSiteOriginOf(origin, apiHost) ||
    deps.extraCorsOrigins.includes(origin) ||
    deps.getConfig().site.corsOrigins.includes(origin)
  );
}

export function createApiApp(deps: ApiDeps) {
  const app = new Hono<ApiEnv>();
  const writers = createAppendWriters(deps.getDb);
  app.onError(onApiError);
  app.notFound((c) => c.json({ message: 'Not found' }, 404));

  app.use(
    cors({
      origin: (origin, c) => (isCorsOrigin(deps, origin, c.req.header('host')) ? origin : null),
      // Idempotency-Key: the browser client repeats one key on every retry of a POST/PUT/PATCH.
      allowHeaders: ['Authorization', 'Region', 'Accept-Language', 'Content-Type', 'Idempotency-Key'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      credentials: true,
      maxAge: 600,
    }),
  );
  // JSON only: no framing, no sniffing, no referrer leaks.
  // overwrite: false lets a route send its own value: the social login popup's stops set
  // Cross-Origin-Opener-Policy: unsafe-none, or the popup would lose its opener.
  app.use(secureHeaders({ crossOriginResourcePolicy: false, xFrameOptions: 'DENY', overwrite: false }));
  app.use(async (c, next) => {
    c.set('deps', deps);
    c.set('writers', writers);
    c.set('clientIp', clientIpOf(c, deps.trustProxy));
    await next();
  });
  app.use(idempotency);

  app.route('/', geoRoutes);
  app.route('/', mirrorRoutes);
  app.route('/', attributionRoutes);
  app.route('/', buildRoutes);
  app.route('/', catalogRoutes);
  app.route('/', profileRoutes);
  app.route('/', authSessionRoutes);
  app.route('/', accountRoutes);
  app.route('/', authCodeRoutes);
  app.route('/', passwordResetRoutes);
  app.route('/', verificationRoutes);
  app.route('/', devInboxRoutes);
  app.route('/', seoRoutes);
  app.route('/', ssoRoutes);
  app.route('/', socialRoutes);
  for (const name of SERVICES) app.route(`/${name}`, createServiceApp(name));
  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
