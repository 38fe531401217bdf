import { defineGame } from '../kit/types';
import { content } from './content';

export default defineGame({
  slug: 'miner',
  kind: 'instant',
  routes: [{ path: '/games/miner', page: 'game', indexable: true }],
  service: 'miner',
  limitKey: 'miner',
  // Spec section 9 (README "bet limits" for the gaps it leaves).
  defaultLimits: {
    RUB: { min: 100, max: 100000 },
    USD: { min: 1, max: 1000 },
    EUR: { min: 1, max: 1000 },
    KZT: { min: 500, max: 500000 },
    INR: { min: 100, max: 100000 },
  },
  restrictedOnGamesDomains: false,
  card: { image: '/images/games/miner.svg' },
  nav: null,
  footer: 'games.miner',
  content,
});
