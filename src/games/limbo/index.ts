import { defineGame } from '../kit/types';
import { content } from './content';

export default defineGame({
  slug: 'limbo',
  kind: 'instant',
  routes: [{ path: '/games/limbo', page: 'game', indexable: true }],
  // Not in the spec (issue 39): served by `general` like the wheel, roulette and hilo.
  service: 'general',
  limitKey: 'limbo',
  // Not in spec section 9: coinflip's limits (an instant game of the same stakes), per currency.
  defaultLimits: {
    RUB: { min: 100, max: 1000000 },
    USD: { min: 1, max: 10000 },
    EUR: { min: 1, max: 10000 },
    KZT: { min: 500, max: 5000000 },
    INR: { min: 100, max: 1000000 },
  },
  // Spec section 6 switches off crash, coinflip and cases only.
  restrictedOnGamesDomains: false,
  card: { image: '/images/games/limbo.svg' },
  nav: null,
  // The footer's label: a translation key, `games.limbo` in locales/*.json (the game's name, as content.ts).
  footer: 'games.limbo',
  content,
});
