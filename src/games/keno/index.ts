import { defineGame } from '../kit/types';
import { content } from './content';

export default defineGame({
  slug: 'keno',
  kind: 'instant',
  routes: [{ path: '/games/keno', page: 'game', indexable: true }],
  service: 'keno',
  limitKey: 'keno',
  // Spec section 9 (README "bet limits" for the gaps it leaves).
  defaultLimits: {
    RUB: { min: 100, max: 1000000 },
    USD: { min: 1, max: 10000 },
    EUR: { min: 1, max: 10000 },
    KZT: { min: 500, max: 5000000 },
    INR: { min: 100, max: 1000000 },
  },
  restrictedOnGamesDomains: false,
  card: { image: '/images/games/keno.svg' },
  nav: null,
  footer: 'games.keno',
  content,
});
