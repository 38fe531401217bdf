import { defineGame } from '../kit/types';
import { content } from './content';

export default defineGame({
  slug: 'betting',
  kind: 'sportsbook',
  routes: [
    { path: '/betting', page: 'betting', indexable: true, fullWidth: true, game: false },
    // One event's markets. Not in the sitemap: events come and go within hours; the list links them.
    { path: '/betting/event/[id]', page: 'bettingEvent', fullWidth: true, game: false },
  ],
  // The sportsbook is not one of the spec's game services.
  service: null,
  limitKey: 'betting',
  // Per bet; spec section 9 names no sportsbook limits, so these follow crash's minimums (README
  // "bet limits"); exposure per event and player is sportsbook.json's.
  defaultLimits: {
    RUB: { min: 100, max: 10000000 },
    USD: { min: 1, max: 100000 },
    EUR: { min: 1, max: 100000 },
    KZT: { min: 500, max: 50000000 },
    INR: { min: 100, max: 10000000 },
  },
  restrictedOnGamesDomains: false,
  card: null,
  nav: { label: 'nav.betting', order: 6 },
  footer: null,
  content,
});
