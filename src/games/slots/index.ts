import { defineGame } from '../kit/types';
import { content } from './content';

export default defineGame({
  slug: 'slots',
  kind: 'provider',
  routes: [
    { path: '/games/slots', page: 'slots', indexable: true, fullWidth: true },
    { path: '/games/slots/[slots]/demo', page: 'slotDemo', fullWidth: true, indexable: true },
    { path: '/games/slots/[slots]/play', page: 'slotPlay', fullWidth: true },
  ],
  // A third party's games: no service of ours.
  service: null,
  limitKey: null,
  restrictedOnGamesDomains: false,
  card: { image: '/images/games/slots.svg' },
  nav: { label: 'nav.slots', order: 1 },
  footer: null,
  content,
});
