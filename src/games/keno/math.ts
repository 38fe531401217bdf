// Keno (fairness.md): 40 squares, 10 drawn by Fisher–Yates. Payout tables are published here;
// their exact RTP comes from the hypergeometric law (kenoRtp), stated on the page.
import { type SeedInput, fisherYates, floats } from '../kit/fair';

export const KENO_SQUARES = 40;
export const KENO_DRAWN = 10;
export const KENO_RISKS = ['classic', 'low', 'medium', 'high'] as const;
export type KenoRisk = (typeof KENO_RISKS)[number];

/** KENO_TABLES[risk][picks][hits] = multiplier (total return). Generated once by shape and scaled
 *  to ≈99%, capped (low 100×, classic 250×, medium 500×, high 1000×), rounded down to cents. */
export const KENO_TABLES: Record<KenoRisk, Record<number, number[]>> = {
  low: {
    '1': [0, 3.96],
    '2': [0, 2, 3.81],
    '3': [0, 1.33, 2.53, 4.82],
    '4': [0, 0, 3.33, 6.32, 12.02],
    '5': [0, 0, 2.12, 4.04, 7.68, 14.6],
    '6': [0, 0, 1.49, 2.84, 5.41, 10.28, 19.54],
    '7': [0, 0, 0, 3.45, 6.55, 12.46, 23.68, 44.99],
    '8': [0, 0, 0, 2.35, 4.46, 8.49, 16.13, 30.65, 58.25],
    '9': [0, 0, 0, 1.69, 3.22, 6.13, 11.66, 22.15, 42.09, 79.97],
    '10': [0, 0, 0, 0, 3.86, 7.34, 13.96, 26.52, 50.4, 95.77, 100],
  },
  classic: {
    '1': [0, 3.96],
    '2': [0, 1.81, 5.09],
    '3': [0, 0, 5.8, 16.26],
    '4': [0, 0, 2.89, 8.09, 22.67],
    '5': [0, 0, 0, 9.07, 25.4, 71.14],
    '6': [0, 0, 0, 4.71, 13.18, 36.93, 103.4],
    '7': [0, 0, 0, 0, 15.24, 42.69, 119.55, 250],
    '8': [0, 0, 0, 0, 8.08, 22.65, 63.42, 177.59, 250],
    '9': [0, 0, 0, 0, 0, 27.86, 78.03, 218.5, 250, 250],
    '10': [0, 0, 0, 0, 0, 14.93, 41.83, 117.12, 250, 250, 250],
  },
  medium: {
    '1': [0, 3.96],
    '2': [0, 1.53, 6.92],
    '3': [0, 0, 5.17, 23.3],
    '4': [0, 0, 2.26, 10.17, 45.8],
    '5': [0, 0, 0, 7.6, 34.24, 154.1],
    '6': [0, 0, 0, 3.55, 15.97, 71.9, 323.59],
    '7': [0, 0, 0, 0, 12.48, 56.2, 252.92, 500],
    '8': [0, 0, 0, 0, 6.08, 27.4, 123.32, 500, 500],
    '9': [0, 0, 0, 0, 0, 22.88, 103, 463.52, 500, 500],
    '10': [0, 0, 0, 0, 0, 11.56, 52.06, 234.29, 500, 500, 500],
  },
  high: {
    '1': [0, 3.96],
    '2': [0, 0, 17.15],
    '3': [0, 0, 4.02, 36.26],
    '4': [0, 0, 0, 16.48, 148.32],
    '5': [0, 0, 0, 5.03, 45.35, 408.23],
    '6': [0, 0, 0, 0, 22.52, 202.75, 1000],
    '7': [0, 0, 0, 0, 0, 110.25, 992.3, 1000],
    '8': [0, 0, 0, 0, 0, 39.28, 353.6, 1000, 1000],
    '9': [0, 0, 0, 0, 0, 0, 254.68, 1000, 1000, 1000],
    '10': [0, 0, 0, 0, 0, 0, 80.8, 727.21, 1000, 1000, 1000],
  },
};

/** The 10 drawn numbers, 1–40, in draw order. */
export function kenoDraw(fs: number[]): number[] {
  let i = 0;
  return fisherYates(KENO_SQUARES, KENO_DRAWN, () => fs[i++]!).map((n) => n + 1);
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

/** P(hits | picks) for 10 drawn of 40. */
export const kenoHitProbability = (picks: number, hits: number) =>
  (choose(KENO_DRAWN, hits) * choose(KENO_SQUARES - KENO_DRAWN, picks - hits)) / choose(KENO_SQUARES, picks);

export function kenoRtp(risk: KenoRisk, picks: number): number {
  return KENO_TABLES[risk][picks]!.reduce((s, m, h) => s + m * kenoHitProbability(picks, h), 0);
}

export function playKeno(seed: SeedInput, p: { risk: KenoRisk; numbers: number[] }) {
  const drawn = kenoDraw(floats(seed, KENO_DRAWN));
  const hits = p.numbers.filter((n) => drawn.includes(n));
  return { outcome: { drawn, hits }, multiplier: KENO_TABLES[p.risk][p.numbers.length]![hits.length]! };
}
