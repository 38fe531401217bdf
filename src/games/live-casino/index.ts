import { defineGame } from '../kit/types';
import { content } from './content';

export default defineGame({
  slug: 'live-casino',
  kind: 'provider',
  routes: [
    { path: '/games/live-casino', page: 'live', indexable: true, fullWidth: true },
    { path: '/games/live-casino/[slots]/demo', page: 'liveDemo', fullWidth: true, indexable: true },
    { path: '/games/live-casino/[slots]/play', page: 'livePlay', fullWidth: true },
  ],
  // A third party's games: no service of ours.
  service: null,
  limitKey: null,
  restrictedOnGamesDomains: false,
  card: { image: '/images/games/live-casino.svg' },
  nav: { label: 'nav.live', order: 2 },
  footer: null,
  content,
});
