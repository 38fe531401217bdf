import { defineGame } from '../kit/types';
import { content } from './content';

export default defineGame({
  slug: 'coinflip',
  kind: 'instant',
  routes: [{ path: '/games/coinflip', page: 'game', indexable: true }],
  service: 'coinflip',
  limitKey: 'coinflip',
  // Spec section 9 (README "bet limits" for the gaps it leaves).
  defaultLimits: {
    RUB: { min: 100, max: 1000000 },
    USD: { min: 1, max: 10000 },
    EUR: { min: 1, max: 10000 },
    KZT: { min: 500, max: 5000000 },
    INR: { min: 100, max: 1000000 },
  },
  restrictedOnGamesDomains: true,
  card: { image: '/images/games/coinflip.svg' },
  nav: null,
  footer: 'games.coinflip',
  content,
});
