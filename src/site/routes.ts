// The route table of spec section 2, written once: the router, the sitemap, the
// header's navigation and the tests all read it.

export type PageKey =
  | 'home'
  | 'betting'
  | 'bonuses'
  | 'error'
  | 'faq'
  | 'cases'
  | 'case'
  | 'coinflip'
  | 'crash'
  | 'dice'
  | 'hilo'
  | 'keno'
  | 'miner'
  | 'roulette'
  | 'live'
  | 'liveDemo'
  | 'livePlay'
  | 'rooms'
  | 'room'
  | 'slots'
  | 'slotDemo'
  | 'slotPlay'
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

export interface RouteDef {
  /** Waku path pattern without language prefix; [name] marks a segment. */
  path: string;
  page: PageKey;
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

export const ROUTES: readonly RouteDef[] = [
  { path: '/', page: 'home', indexable: true, fullWidth: true },
  { path: '/betting', page: 'betting', indexable: true, fullWidth: true },
  { path: '/bonuses', page: 'bonuses', indexable: true },
  { path: '/error', page: 'error' },
  { path: '/faq', page: 'faq', indexable: true },
  { path: '/games/cases', page: 'cases', game: true, indexable: true },
  { path: '/games/cases/[slug]', page: 'case', game: true, indexable: true },
  { path: '/games/coinflip', page: 'coinflip', game: true, indexable: true },
  { path: '/games/crash', page: 'crash', game: true, indexable: true, fullWidth: true },
  { path: '/games/dice', page: 'dice', game: true, indexable: true },
  { path: '/games/hilo', page: 'hilo', game: true, indexable: true },
  { path: '/games/keno', page: 'keno', game: true, indexable: true },
  { path: '/games/miner', page: 'miner', game: true, indexable: true },
  { path: '/games/roulette', page: 'roulette', game: true, indexable: true },
  { path: '/games/live-casino', page: 'live', game: true, indexable: true, fullWidth: true },
  { path: '/games/live-casino/[slots]/demo', page: 'liveDemo', game: true, fullWidth: true, indexable: true },
  { path: '/games/live-casino/[slots]/play', page: 'livePlay', game: true, fullWidth: true },
  { path: '/games/rooms', page: 'rooms', game: true, indexable: true },
  { path: '/games/rooms/[room]', page: 'room', game: true, indexable: true },
  { path: '/games/slots', page: 'slots', game: true, indexable: true, fullWidth: true },
  { path: '/games/slots/[slots]/demo', page: 'slotDemo', game: true, fullWidth: true, indexable: true },
  { path: '/games/slots/[slots]/play', page: 'slotPlay', game: true, fullWidth: true },
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

export const ROOMS = ['purple', 'red', 'yellow'] as const;
export type Room = (typeof ROOMS)[number];

/** The four policy documents the spec names (language of the text, document). */
export const POLICY_DOCS = [
  { lang: 'en', doc: 'kyc' },
  { lang: 'en', doc: 'user-agreement' },
  { lang: 'ru', doc: 'confidential' },
  { lang: 'ru', doc: 'user-agreement' },
] as const;
export type PolicyDoc = (typeof POLICY_DOCS)[number];

/** Games shown in the lobby, in order, with the page each links to. */
export const LOBBY_GAMES = [
  { slug: 'crash', href: '/games/crash' },
  { slug: 'dice', href: '/games/dice' },
  { slug: 'miner', href: '/games/miner' },
  { slug: 'coinflip', href: '/games/coinflip' },
  { slug: 'keno', href: '/games/keno' },
  { slug: 'hilo', href: '/games/hilo' },
  { slug: 'roulette', href: '/games/roulette' },
  { slug: 'cases', href: '/games/cases' },
  { slug: 'rooms', href: '/games/rooms' },
  { slug: 'slots', href: '/games/slots' },
  { slug: 'live-casino', href: '/games/live-casino' },
] as const;
export type LobbyGameSlug = (typeof LOBBY_GAMES)[number]['slug'];

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
        params[p.slice(1, -1)] = decodeURIComponent(v);
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
