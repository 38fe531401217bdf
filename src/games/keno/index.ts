import { defineGame } from '../kit/types';
import { content } from './content';

export default defineGame({
  slug: 'keno',
  kind: 'instant',
  routes: [{ path: '/games/keno', page: 'game', indexable: true }],
  service: 'keno',
  limitKey: 'keno',
  restrictedOnGamesDomains: false,
  card: { image: '/images/games/keno.svg' },
  nav: null,
  footer: 'games.keno',
  content,
});
