import { defineGame } from '../kit/types';
import { content } from './content';

export default defineGame({
  slug: 'coinflip',
  kind: 'instant',
  routes: [{ path: '/games/coinflip', page: 'game', indexable: true }],
  service: 'coinflip',
  limitKey: 'coinflip',
  restrictedOnGamesDomains: true,
  card: { image: '/images/games/coinflip.svg' },
  nav: null,
  footer: 'games.coinflip',
  content,
});
