import { GAMES, type GamePageKey, type GameSlug } from '../games/registry';

// The route table of spec section 2, written once: the router, the sitemap, the
// header's navigation and the tests all read it. Game pages come from the game registry.

/** Pages that belong to no game; game pages are keyed by the registry (`GamePageKey`). */
type SitePageKey =
  | 'home'
  | 'bonuses'
  | 'error'
  | 'faq'
  | 'noAccess'
  | 'passwordReset'
  | 'resetPassword'
  | 'top'
  | 'vip'
  | 'policy'
  | 'profile'
  | 'profileAccess'
  | 'profileBonuses'
  | 'profileHistory'
  | 'profileSetting';
export type PageKey = SitePageKey | GamePageKey;

export interface RouteDef {
  /** Waku path pattern without language prefix; [name] marks a segment. */
  path: string;
  page: PageKey;
  /** The registry game the page belongs to. */
  gameSlug?: GameSlug;
  /** Spec: game pages are flagged as games. */
  game?: boolean;
  /** Spec: several pages use full width. */
  fullWidth?: boolean;
  /** Listed in sitemap.xml and indexable; private and utility pages are not. */
  indexable?: boolean;
  layout?: 'default' | 'no-access';
  /**
   * Never kept in the render cache: what the page shows depends on a secret in its path
   * that changes state (a reset token gets used or expires), so a stored copy goes stale.
   */
  noCache?: boolean;
}

const SITE_ROUTES: readonly RouteDef[] = [
  { path: '/', page: 'home', indexable: true, fullWidth: true },
  { path: '/bonuses', page: 'bonuses', indexable: true },
  { path: '/error', page: 'error' },
  { path: '/faq', page: 'faq', indexable: true },
  { path: '/no-access', page: 'noAccess', layout: 'no-access' },
  { path: '/password/reset', page: 'passwordReset' },
  { path: '/reset-password/[token]', page: 'resetPassword', noCache: true },
  { path: '/top', page: 'top', indexable: true },
  { path: '/vip-club', page: 'vip', indexable: true, fullWidth: true },
  { path: '/policy/[docLang]/[doc]', page: 'policy', indexable: true },
  { path: '/profile', page: 'profile' },
  { path: '/profile/access', page: 'profileAccess' },
  { path: '/profile/bonuses', page: 'profileBonuses' },
  { path: '/profile/history', page: 'profileHistory' },
  { path: '/profile/setting', page: 'profileSetting' },
];

const GAME_ROUTES: readonly RouteDef[] = GAMES.flatMap((g) =>
  g.routes.map(
    (r): RouteDef => ({
      path: r.path,
      page: r.page,
      gameSlug: g.slug,
      game: !('game' in r) || r.game !== false,
      ...('fullWidth' in r ? { fullWidth: r.fullWidth } : {}),
      ...('indexable' in r ? { indexable: r.indexable } : {}),
    }),
  ),
);

export const ROUTES: readonly RouteDef[] = [...SITE_ROUTES, ...GAME_ROUTES];

/** The four policy documents the spec names (language of the text, document). */
export const POLICY_DOCS = [
  { lang: 'en', doc: 'kyc' },
  { lang: 'en', doc: 'user-agreement' },
  { lang: 'ru', doc: 'confidential' },
  { lang: 'ru', doc: 'user-agreement' },
] as const;
export type PolicyDoc = (typeof POLICY_DOCS)[number];

function decodeSegment(v: string): string | null {
  try {
    return decodeURIComponent(v);
  } catch {
    return null;
  }
}

/** Finds the route of a language-less pathname, with its params. */
export function matchRoute(pathname: string): { route: RouteDef; params: Record<string, string> } | null {
  const parts = pathname.split('/').filter(Boolean);
  let best: { route: RouteDef; params: Record<string, string>; score: number } | null = null;
  for (const route of ROUTES) {
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let score = 0;
    let ok = true;
    for (let i = 0; i < pattern.length; i++) {
      const p = pattern[i]!;
      const v = parts[i]!;
      if (p.startsWith('[')) {
        const value = decodeSegment(v);
        // A broken escape (`%E0%A4%A`) threw a URIError here: a 500 for any visitor.
        if (value === null) {
          ok = false;
          break;
        }
        params[p.slice(1, -1)] = value;
      } else if (p === v) {
        score += 1; // static segments win over slugs
      } else {
        ok = false;
        break;
      }
    }
    if (ok && (!best || score > best.score)) best = { route, params, score };
  }
  return best && { route: best.route, params: best.params };
}
