/** The header's sections, in order; labels are translation keys. */
export const PRIMARY_NAV = [
  { href: '/', label: 'nav.casino' },
  { href: '/games/slots', label: 'nav.slots' },
  { href: '/games/live-casino', label: 'nav.live' },
  { href: '/games/crash', label: 'nav.crash' },
  { href: '/games/cases', label: 'nav.cases' },
  { href: '/games/rooms', label: 'nav.rooms' },
  { href: '/betting', label: 'nav.betting' },
  { href: '/bonuses', label: 'nav.bonuses' },
  { href: '/vip-club', label: 'nav.vip' },
  { href: '/top', label: 'nav.top' },
] as const;

export const FOOTER_GAMES = [
  { href: '/games/crash', label: 'games.crash' },
  { href: '/games/dice', label: 'games.dice' },
  { href: '/games/miner', label: 'games.miner' },
  { href: '/games/coinflip', label: 'games.coinflip' },
  { href: '/games/keno', label: 'games.keno' },
  { href: '/games/hilo', label: 'games.hilo' },
  { href: '/games/roulette', label: 'games.roulette' },
] as const;

export const FOOTER_INFO = [
  { href: '/faq', label: 'nav.faq' },
  { href: '/bonuses', label: 'nav.bonuses' },
  { href: '/vip-club', label: 'nav.vip' },
  { href: '/top', label: 'nav.top' },
  { href: '/password/reset', label: 'nav.passwordReset' },
] as const;
