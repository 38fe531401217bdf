// Cash-out value (reference-notes 2.3, the usual convention: no primary formula was found). A leg still
// open is worth its accepted price divided by its current price (its current chance × the return
// promised); settled legs count at their factor. The operator keeps a published margin off that fair
// value. Exact BigInt arithmetic, floored once, never more than the bet could win.
import { type BetKind, type Leg, legFactorExact, potentialWin, SettleError } from './settle';

export type CashoutLeg = Leg & {
  /** The selection's price now, thousandths; null when its market is not active (no cash-out then). */
  current: number | null;
};

export type CashoutInput = {
  stake: number;
  kind: BetKind;
  legs: CashoutLeg[];
  /** The operator's margin in basis points of the fair value (500 = 5%). */
  marginBp: number;
};

/**
 * The amount (minor units) offered to close the bet now, or null when there is nothing to offer:
 * a system bet, a bet already decided (lost, or no leg open), or an open leg without a current price.
 */
export function cashoutValue(input: CashoutInput): number | null {
  try {
    return value(input);
  } catch (e) {
    // A leg with a bad price or a malformed factor: no offer rather than a wrong one.
    if (e instanceof SettleError) return null;
    throw e;
  }
}

function value(input: CashoutInput): number | null {
  const { stake, kind, legs, marginBp } = input;
  if (kind === 'system') return null;
  if (!Number.isSafeInteger(stake) || stake <= 0) return null;
  if (!Number.isInteger(marginBp) || marginBp < 0 || marginBp >= 10_000) return null;
  let num = BigInt(stake);
  let den = 1n;
  let open = 0;
  for (const leg of legs) {
    const f = legFactorExact(leg);
    if (f) {
      if (f[0] === 0n) return null; // lost: nothing left to sell
      num *= f[0];
      den *= f[1];
      continue;
    }
    if (leg.current === null || !Number.isSafeInteger(leg.current) || leg.current <= 1000) return null;
    open++;
    num *= BigInt(leg.odds);
    den *= BigInt(leg.current);
  }
  if (open === 0) return null;
  num *= BigInt(10_000 - marginBp);
  den *= 10_000n;
  const fair = num / den;
  const cap = BigInt(potentialWin({ stake, kind, legs }));
  return Number(fair < cap ? fair : cap);
}
