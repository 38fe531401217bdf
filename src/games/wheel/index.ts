import { defineGame } from '../kit/types';
import { content } from './content';

export default defineGame({
  slug: 'wheel',
  kind: 'instant',
  routes: [{ path: '/games/wheel', page: 'game', indexable: true }],
  // The spec gives the wheel limits (section 9) but no service: like roulette it is served by `general`.
  service: 'general',
  limitKey: 'wheel',
  // Spec section 9 sets only the maximum in RUB (1 ₽) and KZT (5 ₸); the rest are ours, on the same scale.
  defaultLimits: {
    RUB: { min: 10, max: 100 },
    USD: { min: 1, max: 1 },
    EUR: { min: 1, max: 1 },
    KZT: { min: 50, max: 500 },
    INR: { min: 10, max: 100 },
  },
  restrictedOnGamesDomains: false,
  card: { image: '/images/games/wheel.svg' },
  nav: null,
  footer: 'games.wheel',
  content,
});
