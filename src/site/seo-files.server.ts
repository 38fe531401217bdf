import type { Context } from 'hono';
import { createApiClient } from '../contract/api-client';
import { LANGS } from '../contract/common';
import { findGame, isGameOffOn } from '../games/registry';
import { getConfig } from '../server/config/store.server';
import { getEnv } from '../server/env.server';
import { apiBasesFor, getRuntime, IN_PROCESS_BASE } from '../server/runtime.server';
import { localePath } from './locale';
import { ROOMS } from '../games/rooms';
import { POLICY_DOCS, ROUTES } from './routes';
import { escapeMarkup } from '../server/http/escape-markup';

function siteOrigin(c: Context): string {
  const env = getEnv();
  if (env.SITE_URL) return env.SITE_URL.replace(/\/+$/, '');
  const url = new URL(c.req.url);
  return `${url.protocol}//${c.req.header('host') ?? url.host}`;
}

export function robotsTxt(c: Context): Response {
  const origin = siteOrigin(c);
  const body = [
    'User-agent: *',
    'Allow: /',
    // Personal and one-off pages carry nothing for an index.
    'Disallow: /profile',
    'Disallow: /password/',
    'Disallow: /reset-password/',
    'Disallow: /no-access',
    'Disallow: /error',
    'Disallow: /RSC/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return c.text(body, 200, { 'cache-control': 'public, max-age=3600' });
}

/** Every indexable page in every language, slugs expanded from the catalog; games switched off on the host left out. */
export async function sitemapPaths(origin: string): Promise<string[]> {
  const runtime = getRuntime();
  await runtime.ready;
  const api = createApiClient({
    baseUrl: getEnv().API_URL ? apiBasesFor(origin).api : IN_PROCESS_BASE,
    transport: getEnv().API_URL ? (r) => fetch(r) : (r) => Promise.resolve(runtime.api.fetch(r, {})),
  });
  const [cases, slots, live] = await Promise.all([api.catalog('cases'), api.catalog('slots'), api.catalog('live')]);
  const host = new URL(origin).host;
  const restricted = getConfig().site.restrictedGamesDomains;
  const paths: string[] = [];
  for (const r of ROUTES) {
    if (!r.indexable) continue;
    const game = r.gameSlug && findGame(r.gameSlug);
    if (game && isGameOffOn(game, host, restricted)) continue;
    switch (r.path) {
      case '/games/cases/[slug]':
        paths.push(...cases.map((x) => `/games/cases/${x.slug}`));
        break;
      case '/games/slots/[slots]/demo':
        paths.push(...slots.filter((x) => x.has_demo).map((x) => `/games/slots/${x.slug}/demo`));
        break;
      case '/games/live-casino/[slots]/demo':
        paths.push(...live.filter((x) => x.has_demo).map((x) => `/games/live-casino/${x.slug}/demo`));
        break;
      case '/games/rooms/[room]':
        paths.push(...ROOMS.map((x) => `/games/rooms/${x}`));
        break;
      case '/policy/[docLang]/[doc]':
        paths.push(...POLICY_DOCS.map((d) => `/policy/${d.lang}/${d.doc}`));
        break;
      default:
        paths.push(r.path);
    }
  }
  return paths;
}

export async function sitemapXml(c: Context): Promise<Response> {
  const origin = siteOrigin(c);
  const paths = await sitemapPaths(origin);
  const urls = paths.flatMap((p) =>
    LANGS.map((lang) => {
      const alternates = LANGS.map(
        (l) =>
          `<xhtml:link rel="alternate" hreflang="${l === 'br' ? 'pt-BR' : l === 'kz' ? 'kk' : l}" href="${escapeMarkup(origin + localePath(l, p))}"/>`,
      ).join('');
      return `<url><loc>${escapeMarkup(origin + localePath(lang, p))}</loc>${alternates}</url>`;
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  return c.body(xml, 200, {
    'content-type': 'application/xml; charset=utf-8',
    'cache-control': 'public, max-age=3600',
  });
}
