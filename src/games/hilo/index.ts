import { defineGame } from '../kit/types';
import { content } from './content';

export default defineGame({
  slug: 'hilo',
  kind: 'instant',
  routes: [{ path: '/games/hilo', page: 'game', indexable: true }],
  // The spec gives it no service of its own: it is served by `general` (docs/decisions/008-game-registry.md).
  service: 'general',
  limitKey: 'hilo',
  // Spec section 9 (README "bet limits" for the gaps it leaves).
  defaultLimits: {
    RUB: { min: 100, max: 1000000 },
    USD: { min: 1, max: 10000 },
    EUR: { min: 1, max: 10000 },
    KZT: { min: 500, max: 5000000 },
    INR: { min: 100, max: 1000000 },
  },
  restrictedOnGamesDomains: false,
  card: { image: '/images/games/hilo.svg' },
  nav: null,
  footer: 'games.hilo',
  content,
});
