// Cases (fairness.md): one float picks the item by the case's cumulative integer weights.
import { type SeedInput, floats } from '../kit/fair';

export interface CaseItem {
  id: string;
  /** Value credited, in the case's price units (multiples of the price, 4 decimals). */
  value: number;
  weight: number;
}
export interface CaseDef {
  slug: string;
  /** Price multiplier units: the player's stake is the price; item values are multiples of it. */
  items: CaseItem[];
}

/** Index of the item a float lands on: t = floor(f × W), the first item whose cumulative weight > t. */
export function caseItemIndex(items: CaseItem[], f: number): number {
  const total = items.reduce((s, i) => s + i.weight, 0);
  const t = Math.floor(f * total);
  let acc = 0;
  for (let i = 0; i < items.length; i++) {
    acc += items[i]!.weight;
    if (t < acc) return i;
  }
  return items.length - 1;
}

/** Exact RTP: Σ weight × value / Σ weight (values are multiples of the price). */
export function caseRtp(c: CaseDef): number {
  const total = c.items.reduce((s, i) => s + i.weight, 0);
  return c.items.reduce((s, i) => s + i.weight * i.value, 0) / total;
}

/** Opens `count` cases at once: opening j uses float j of the same nonce. */
export function openCases(seed: SeedInput, c: CaseDef, count: number) {
  return floats(seed, count).map((f) => c.items[caseItemIndex(c.items, f)]!);
}
