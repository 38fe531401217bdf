import { defineGame } from '../kit/types';
import { content } from './content';

export default defineGame({
  slug: 'hilo',
  kind: 'instant',
  routes: [{ path: '/games/hilo', page: 'game', indexable: true }],
  // The spec gives it no service of its own: it is served by `general` (docs/decisions/008-game-registry.md).
  service: 'general',
  limitKey: 'hilo',
  restrictedOnGamesDomains: false,
  card: { image: '/images/games/hilo.svg' },
  nav: null,
  footer: 'games.hilo',
  content,
});
