import { defineGame } from '../kit/types';
import { content } from './content';

export default defineGame({
  slug: 'slots',
  kind: 'provider',
  routes: [
    { path: '/games/slots', page: 'slots', indexable: true, fullWidth: true },
    { path: '/games/slots/[slots]/demo', page: 'slotDemo', fullWidth: true, indexable: true },
    { path: '/games/slots/[slots]/play', page: 'slotPlay', fullWidth: true },
  ],
  // A provider's games: they run on its servers and call the wallet (src/server/providers/).
  service: null,
  // One stake's limits for every provider game of this kind: the wallet refuses a bet outside
  // them with RS_ERROR_LIMIT_REACHED (operator's bet-limits.json overrides).
  limitKey: 'slots',
  defaultLimits: {
    RUB: { min: 10, max: 1000000 },
    USD: { min: 10, max: 10000 },
    EUR: { min: 10, max: 10000 },
    KZT: { min: 500, max: 5000000 },
    INR: { min: 100, max: 1000000 },
  },
  restrictedOnGamesDomains: false,
  card: { image: '/images/games/slots.svg' },
  nav: { label: 'nav.slots', order: 1 },
  footer: null,
  content,
});
