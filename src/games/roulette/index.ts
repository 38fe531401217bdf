import { defineGame } from '../kit/types';
import { content } from './content';

export default defineGame({
  slug: 'roulette',
  kind: 'instant',
  routes: [{ path: '/games/roulette', page: 'game', indexable: true }],
  // The spec gives it no service of its own: it is served by `general` (docs/decisions/008-game-registry.md).
  service: 'general',
  limitKey: 'roulette',
  // Spec section 9 (README "bet limits" for the gaps it leaves).
  defaultLimits: {
    RUB: { min: 100, max: 1000000 },
    USD: { min: 1, max: 10 },
    EUR: { min: 1, max: 10 },
    KZT: { min: 500, max: 500 },
    INR: { min: 100, max: 100 },
  },
  restrictedOnGamesDomains: false,
  card: { image: '/images/games/roulette.svg' },
  nav: null,
  footer: 'games.roulette',
  content,
});
