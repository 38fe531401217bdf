import { defineGame } from '../kit/types';
import { content } from './content';

export default defineGame({
  slug: 'live-casino',
  kind: 'provider',
  routes: [
    { path: '/games/live-casino', page: 'live', indexable: true, fullWidth: true },
    { path: '/games/live-casino/[slots]/demo', page: 'liveDemo', fullWidth: true, indexable: true },
    { path: '/games/live-casino/[slots]/play', page: 'livePlay', fullWidth: true },
  ],
  // A provider's games: they run on its servers and call the wallet (src/server/providers/).
  service: null,
  // One stake's limits for every provider game of this kind: the wallet refuses a bet outside
  // them with RS_ERROR_LIMIT_REACHED (operator's bet-limits.json overrides).
  limitKey: 'live',
  defaultLimits: {
    RUB: { min: 10, max: 1000000 },
    USD: { min: 10, max: 10000 },
    EUR: { min: 10, max: 10000 },
    KZT: { min: 500, max: 5000000 },
    INR: { min: 100, max: 1000000 },
  },
  restrictedOnGamesDomains: false,
  card: { image: '/images/games/live-casino.svg' },
  nav: { label: 'nav.live', order: 2 },
  footer: null,
  content,
});
