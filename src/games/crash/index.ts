import { defineGame } from '../kit/types';
import { content } from './content';

export default defineGame({
  slug: 'crash',
  kind: 'shared-round',
  routes: [{ path: '/games/crash', page: 'game', indexable: true, fullWidth: true }],
  service: 'crash',
  limitKey: 'crash',
  // Spec section 9 (README "bet limits" for the gaps it leaves).
  defaultLimits: {
    RUB: { min: 100, max: 5000000 },
    USD: { min: 1, max: 50000 },
    EUR: { min: 1, max: 50000 },
    KZT: { min: 500, max: 25000000 },
    INR: { min: 100, max: 5000000 },
  },
  restrictedOnGamesDomains: true,
  card: { image: '/images/games/crash.svg' },
  nav: { label: 'nav.crash', order: 3 },
  footer: 'games.crash',
  // Its formula takes the configured edge (1%).
  houseEdge: 'configured',
  content,
});
