import { defineGame } from '../kit/types';
import { content } from './content';

export default defineGame({
  slug: 'betting',
  kind: 'sportsbook',
  routes: [{ path: '/betting', page: 'betting', indexable: true, fullWidth: true, game: false }],
  // The sportsbook is not one of the spec's game services.
  service: null,
  limitKey: null,
  restrictedOnGamesDomains: false,
  card: null,
  nav: { label: 'nav.betting', order: 6 },
  footer: null,
  content,
});
