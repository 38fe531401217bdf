import type { Context } from 'hono';
import type { Actor } from '../auth/actor';
import { messageLinkOrigin } from '../http/site-origins';
import type { ApiEnv } from './types';

/** The request as the plain values account logic takes (the only place it meets HTTP). */
export const actor = (c: Context<ApiEnv>): Actor => ({
  deps: c.env.deps,
  ip: c.env.clientIp,
  userAgent: c.req.header('user-agent') ?? null,
  acceptLanguage: c.req.header('accept-language'),
});

/** The configured site origin links in this request's messages point to. */
export function linkOriginOf(c: Context<ApiEnv>): string {
  const deps = c.env.deps;
  const trusted = () => [
    ...deps.extraCorsOrigins,
    ...deps.getConfig().site.corsOrigins,
    ...deps.getConfig().site.auth.ssoReturnOrigins,
  ];
  return messageLinkOrigin({ siteOrigins: deps.siteOrigins, trusted }, c.req.header('origin'));
}
