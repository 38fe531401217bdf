import { defineGame } from '../kit/types';
import { content } from './content';

export default defineGame({
  slug: 'crash',
  kind: 'shared-round',
  routes: [{ path: '/games/crash', page: 'game', indexable: true, fullWidth: true }],
  service: 'crash',
  limitKey: 'crash',
  restrictedOnGamesDomains: true,
  card: { image: '/images/games/crash.svg' },
  nav: { label: 'nav.crash', order: 3 },
  footer: 'games.crash',
  content,
});
