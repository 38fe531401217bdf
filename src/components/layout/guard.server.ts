import { unstable_redirect as redirect } from 'waku/router/server';
import { getSiteContext } from '../../site/context.server';
import { decideRedirect } from '../../site/redirects';

/**
 * The front server redirects full page loads before rendering; client-side
 * navigations arrive as RSC requests, so the layouts apply the same decision.
 */
export function applyRedirects(): void {
  const ctx = getSiteContext();
  const r = decideRedirect({
    path: ctx.path,
    search: ctx.url.search,
    lang: ctx.lang,
    host: ctx.host,
    site: { ...ctx.config.site, mirror: { newLink: ctx.mirror.redirect.newLink }, features: ctx.mirror.features },
    blocked: ctx.blocked,
    skipGeo: ctx.skipGeo,
  });
  // Waku's redirect speaks 307/308 only: the same meaning as 302/301 for a navigation.
  if (r) redirect(r.location, r.status === 301 || r.status === 308 ? 308 : 307);
}
