import { defineGame } from '../kit/types';
import { content } from './content';

export default defineGame({
  slug: 'miner',
  kind: 'instant',
  routes: [{ path: '/games/miner', page: 'game', indexable: true }],
  service: 'miner',
  limitKey: 'miner',
  restrictedOnGamesDomains: false,
  card: { image: '/images/games/miner.svg' },
  nav: null,
  footer: 'games.miner',
  content,
});
