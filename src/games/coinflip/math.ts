// Coinflip (fairness.md): side = floor(f × 2); 0 heads, 1 tails; pays 2 × (1 − e).
import { type SeedInput, floats, roundMultiplier } from '../kit/fair';

export const COIN_SIDES = ['heads', 'tails'] as const;
export type CoinSide = (typeof COIN_SIDES)[number];

export const coinSide = (f: number): CoinSide => COIN_SIDES[Math.floor(f * 2)]!;
export const coinMultiplier = (edge = 0.01) => roundMultiplier(2 * (1 - edge));
export const coinRtp = (edge = 0.01) => coinMultiplier(edge) / 2;

export function playCoinflip(seed: SeedInput, p: { side: CoinSide }, edge = 0.01) {
  const side = coinSide(floats(seed, 1)[0]!);
  return { outcome: { side }, multiplier: side === p.side ? coinMultiplier(edge) : 0 };
}
