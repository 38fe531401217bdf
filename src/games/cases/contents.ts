// What each case (slug from the catalog table) holds: item values as multiples of the case price
// (payout = floor(price × value)) and integer weights. Published on the case page with
// probability = weight / Σ weights; the exact RTP is caseRtp() of these numbers.
import type { CaseDef, CaseItem } from './math';

const items = (rows: [string, number, number][]): CaseItem[] =>
  rows.map(([id, value, weight]) => ({ id, value, weight }));

// Three shapes: steady (small spread), classic, and volatile (rare big items).
const steady = items([
  ['coin', 0.4, 3000],
  ['ring', 0.7, 3000],
  ['watch', 1.2, 2500],
  ['chain', 2, 1000],
  ['crown', 4, 200],
  ['gem', 8, 50],
]);
const classic = items([
  ['coin', 0.2, 4000],
  ['ring', 0.6, 3000],
  ['watch', 1.5, 1800],
  ['chain', 2.8, 800],
  ['crown', 10, 150],
  ['gem', 40, 10],
]);
const volatile = items([
  ['coin', 0.1, 5500],
  ['ring', 0.4, 2500],
  ['watch', 1.5, 1200],
  ['chain', 3.5, 600],
  ['crown', 15, 150],
  ['gem', 60, 22],
  ['dragon', 500, 1],
]);

// Without a prototype: the slug comes from requests (a bet, /fair/verify, the page address),
// and `constructor` or `__proto__` must find no case, not an Object.prototype member.
export const CASE_CONTENTS: Record<string, CaseDef> = Object.assign(Object.create(null), {
  starter: { slug: 'starter', items: steady },
  bronze: { slug: 'bronze', items: steady },
  silver: { slug: 'silver', items: classic },
  gold: { slug: 'gold', items: classic },
  platinum: { slug: 'platinum', items: classic },
  cyber: { slug: 'cyber', items: volatile },
  dragon: { slug: 'dragon', items: volatile },
  diamond: { slug: 'diamond', items: volatile },
});
