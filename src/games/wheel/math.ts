// Wheel (fairness.md): segment = floor(f × segments) for 10, 20, 30, 40 or 50 segments; each risk
// level publishes its multiplier per segment. Every table returns 99% (its mean multiplier is
// 0.99): the tables are written out below so players read exactly what the server pays.
import { type SeedInput, floats } from '../kit/fair';

export const WHEEL_RISKS = ['low', 'medium', 'high'] as const;
export type WheelRisk = (typeof WHEEL_RISKS)[number];
export const WHEEL_SEGMENTS = [10, 20, 30, 40, 50] as const;
export type WheelSegments = (typeof WHEEL_SEGMENTS)[number];

const repeat = (block: number[], times: number) => Array.from({ length: times }, () => block).flat();
/** Zeros between the paying segments, as the wheel shows them: 0, v1, 0, v2, … */
const interleave = (values: number[]) => values.flatMap((v) => [0, v]);
const fill = (n: number, value: number, count: number) => Array.from({ length: n }, (_, i) => (i < count ? value : 0));

// Low: small wins on most segments. Medium: half the segments pay, one pays more. High: one segment
// pays everything (0.99 × segments).
const LOW_BLOCK = [1.5, 1.2, 1.2, 1.2, 0, 1.2, 1.2, 1.2, 1.2, 0];
export const WHEEL_TABLES: Record<WheelRisk, Record<WheelSegments, number[]>> = {
  low: {
    10: LOW_BLOCK,
    20: repeat(LOW_BLOCK, 2),
    30: repeat(LOW_BLOCK, 3),
    40: repeat(LOW_BLOCK, 4),
    50: repeat(LOW_BLOCK, 5),
  },
  medium: {
    10: interleave([1.9, 1.5, 2, 1.5, 3]),
    20: interleave([1.5, 2, 2, 2, 1.5, 3, 1.8, 2, 2, 2]),
    30: interleave([...fill(14, 1.8, 9).map((v) => v || 1.9), 4]),
    40: interleave([...fill(19, 1.8, 15).map((v) => v || 1.9), 5]),
    50: interleave([...fill(24, 1.8, 21).map((v) => v || 1.9), 6]),
  },
  high: {
    10: [...fill(9, 0, 0), 9.9],
    20: [...fill(19, 0, 0), 19.8],
    30: [...fill(29, 0, 0), 29.7],
    40: [...fill(39, 0, 0), 39.6],
    50: [...fill(49, 0, 0), 49.5],
  },
};

export const wheelSegment = (f: number, segments: number) => Math.floor(f * segments);

/** Exact RTP of a table: every segment is equally likely. */
export function wheelRtp(risk: WheelRisk, segments: WheelSegments): number {
  const t = WHEEL_TABLES[risk][segments];
  return t.reduce((s, m) => s + m, 0) / t.length;
}

export const wheelMaxMultiplier = (risk: WheelRisk, segments: WheelSegments) =>
  Math.max(...WHEEL_TABLES[risk][segments]);

export function playWheel(seed: SeedInput, p: { risk: WheelRisk; segments: WheelSegments }) {
  const segment = wheelSegment(floats(seed, 1)[0]!, p.segments);
  return { outcome: { segment }, multiplier: WHEEL_TABLES[p.risk][p.segments][segment]! };
}
