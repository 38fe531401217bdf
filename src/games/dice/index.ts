import { defineGame } from '../kit/types';
import { content } from './content';

export default defineGame({
  slug: 'dice',
  kind: 'instant',
  routes: [{ path: '/games/dice', page: 'game', indexable: true }],
  service: 'dice',
  limitKey: 'dice',
  restrictedOnGamesDomains: false,
  card: { image: '/images/games/dice.svg' },
  nav: null,
  footer: 'games.dice',
  content,
});
