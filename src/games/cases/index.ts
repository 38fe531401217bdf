import { defineGame } from '../kit/types';
import { content } from './content';

export default defineGame({
  slug: 'cases',
  kind: 'instant',
  routes: [
    { path: '/games/cases', page: 'cases', indexable: true },
    { path: '/games/cases/[slug]', page: 'case', indexable: true },
  ],
  service: 'cases',
  limitKey: null,
  restrictedOnGamesDomains: true,
  card: { image: '/images/games/cases.svg' },
  nav: { label: 'nav.cases', order: 4 },
  footer: null,
  content,
});
