import type { Lang } from '../contract/common';
import { gameAtPath, isGameOffOn } from '../games/registry';
import type { SiteConfig } from '../server/config/schema';
import { localePath } from './locale';
import { renamedCatalogPath } from './renamed-catalog';
import { isSafeLocalPath } from './safe-path';

export interface Redirect {
  location: string;
  status: 301 | 302 | 307 | 308;
}

export interface RedirectInput {
  /** Path without language prefix, e.g. "/games/dice". */
  path: string;
  /** Query string including "?" or empty. */
  search: string;
  lang: Lang;
  host: string;
  site: SiteConfig;
  /** The geo call answered 451. */
  blocked: boolean;
  /** google and yandex skip the geo check (spec section 4). */
  skipGeo: boolean;
}

/**
 * Every redirect a page request can get, in the order they apply. Pure, so the
 * front server (documents) and the layouts (client navigations) decide the same way.
 */
export function decideRedirect(i: RedirectInput): Redirect | null {
  const { site } = i;
  const at = (p: string) => localePath(i.lang, p);

  // 1. Mirror switched: everything moves to the new domain, path and query kept.
  if (site.mirror.newLink) {
    const target = new URL(site.mirror.newLink);
    if (target.host.toLowerCase() !== i.host.toLowerCase()) {
      const base = site.mirror.newLink.replace(/\/+$/, '');
      return { location: `${base}${at(i.path)}${i.search}`, status: 301 };
    }
  }
  // 2. Region block: a visitor whose geo call is 451 sees /no-access; nobody else does.
  if (!i.skipGeo) {
    if (i.blocked && i.path !== '/no-access') return { location: at('/no-access'), status: 302 };
  }
  if (!i.blocked && i.path === '/no-access') return { location: at('/'), status: 302 };
  // 3. Renamed catalog items keep their old, once public addresses as permanent redirects.
  const renamed = renamedCatalogPath(i.path);
  if (renamed) return { location: at(renamed) + i.search, status: 301 };
  // 4. Operator's root redirect and route rules.
  // A config that slipped past its schema (an older file, an operator's separate API) still
  // never sends a visitor off the site through a path-shaped target.
  const usable = (to: string) => !to.startsWith('/') || isSafeLocalPath(to);
  if (i.path === '/' && site.rootRedirect && usable(site.rootRedirect)) {
    return {
      location: site.rootRedirect.startsWith('/') ? at(site.rootRedirect) + i.search : site.rootRedirect,
      status: 302,
    };
  }
  const rule = site.routeRules.find((r) => r.from === i.path && usable(r.to));
  if (rule) return { location: rule.to.startsWith('/') ? at(rule.to) + i.search : rule.to, status: rule.status };
  // 5. Feature-gated pages.
  if (i.path === '/profile/bonuses' && !site.features.includes('bonus_balances')) {
    return { location: `${at('/error')}?errorCode=404`, status: 302 };
  }
  // 6. The registry's flagged games (crash, coinflip, cases) are off on the operator's listed
  // games domains (spec section 6).
  const game = gameAtPath(i.path);
  if (game && isGameOffOn(game, i.host, site.restrictedGamesDomains)) {
    return { location: `${at('/error')}?errorCode=403`, status: 302 };
  }
  return null;
}
