import { GAMES, type GameDef, gameHref } from '../../games/registry';

// Labels are translation keys. The game links come from the game registry; pass the games
// the visitor's host shows (`visibleGames()`), so switched-off games are not linked.

export interface NavLink {
  href: string;
  label: string;
}

/** The header's sections, in order: the casino, the registry's game areas, then the club pages. */
export function primaryNav(games: readonly GameDef[] = GAMES): NavLink[] {
  const areas = games
    .flatMap((g) => (g.nav ? [{ href: gameHref(g), label: g.nav.label, order: g.nav.order }] : []))
    .sort((a, b) => a.order - b.order)
    .map(({ href, label }) => ({ href, label }));
  return [
    { href: '/', label: 'nav.casino' },
    ...areas,
    { href: '/bonuses', label: 'nav.bonuses' },
    { href: '/vip-club', label: 'nav.vip' },
    { href: '/top', label: 'nav.top' },
  ];
}

/** The footer's games column: the registry games that name a footer label, in registry order. */
export function footerGames(games: readonly GameDef[] = GAMES): NavLink[] {
  return games.flatMap((g) => (g.footer ? [{ href: gameHref(g), label: g.footer }] : []));
}

export const FOOTER_INFO = [
  { href: '/faq', label: 'nav.faq' },
  { href: '/bonuses', label: 'nav.bonuses' },
  { href: '/vip-club', label: 'nav.vip' },
  { href: '/top', label: 'nav.top' },
  { href: '/password/reset', label: 'nav.passwordReset' },
] as const;
