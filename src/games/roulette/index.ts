import { defineGame } from '../kit/types';
import { content } from './content';

export default defineGame({
  slug: 'roulette',
  kind: 'instant',
  routes: [{ path: '/games/roulette', page: 'game', indexable: true }],
  // The spec gives it no service of its own: it is served by `general` (docs/decisions/008-game-registry.md).
  service: 'general',
  limitKey: 'roulette',
  restrictedOnGamesDomains: false,
  card: { image: '/images/games/roulette.svg' },
  nav: null,
  footer: 'games.roulette',
  content,
});
