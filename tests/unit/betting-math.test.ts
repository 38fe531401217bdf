// Sportsbook maths (reference-notes 2.3): what a player is paid for singles, accumulators and system
// bets with void, half-void and dead-heat legs, exact to the minor unit; odds formats; cash-out value;
// the market status machine.
import { describe, expect, it } from 'vitest';
import { cashoutValue } from '../../src/games/betting/math/cashout';
import {
  decimalToThousandths,
  formatOdds,
  fromAmerican,
  fromFractional,
  thousandthsToDecimal,
  toAmerican,
  toFractional,
} from '../../src/games/betting/math/odds';
import {
  type BetInput,
  combinationsCount,
  isVoidBet,
  type Leg,
  parseSystem,
  potentialWin,
  SettleError,
  settleBet,
  systemCombos,
} from '../../src/games/betting/math/settle';
import { canTransition, nextStatus, type StatusVia, takesBets } from '../../src/games/betting/math/status';
import type { MarketStatus } from '../../src/games/betting/uof/messages';

const won = (odds: number, extra: { voidFactor?: string; deadHeatFactor?: string } = {}): Leg => ({
  odds,
  state: { kind: 'won', ...extra },
});
const lost = (odds: number, voidFactor?: string): Leg => ({
  odds,
  state: voidFactor ? { kind: 'lost', voidFactor } : { kind: 'lost' },
});
const open = (odds: number): Leg => ({ odds, state: { kind: 'open' } });
const voided = (odds: number): Leg => ({ odds, state: { kind: 'void' } });
const single = (stake: number, leg: Leg) => settleBet({ stake, kind: 'single', legs: [leg] });
const acca = (stake: number, legs: Leg[]) => settleBet({ stake, kind: 'accumulator', legs });
const paid = (payout: number) => ({ decided: true, payout, overflow: false });
const pending = { decided: false, payout: 0, overflow: false };

describe('singles', () => {
  it('pays stake × odds on a win, nothing on a loss, the stake back on a void', () => {
    expect(single(1000, won(1850))).toEqual(paid(1850));
    expect(single(1000, lost(1850))).toEqual(paid(0));
    expect(single(1000, voided(1850))).toEqual(paid(1000));
    expect(single(1000, open(1850))).toEqual(pending);
  });
  it('is exact where a float is not (1.00 × 1.15 is 114.999… as a double)', () => {
    expect(single(100, won(1150))).toEqual(paid(115));
    expect(single(333, won(1005))).toEqual(paid(334)); // 334.665 floored
  });
  it('settles Asian half-won and half-lost legs with void_factor 0.5', () => {
    // Half the stake wins at 1.90, half is returned: 0.5 + 0.5 × 1.90 = 1.45.
    expect(single(1000, won(1900, { voidFactor: '0.5' }))).toEqual(paid(1450));
    expect(single(1000, lost(1900, '0.5'))).toEqual(paid(500));
    // UOF's full void is "result 0, void_factor 1".
    expect(single(1000, lost(1900, '1'))).toEqual(paid(1000));
  });
  it('applies dead heat factors exactly, whatever their decimals', () => {
    expect(single(1000, won(5000, { deadHeatFactor: '0.5' }))).toEqual(paid(2500));
    expect(single(1000, won(4000, { deadHeatFactor: '0.333333' }))).toEqual(paid(1333)); // 1333.332
    // 3000 × 3 × 0.333333333333 = 2999.999999997: a float rounds this up to 3000, we do not.
    expect(single(3000, won(3000, { deadHeatFactor: '0.333333333333' }))).toEqual(paid(2999));
  });
});

describe('accumulators', () => {
  it('multiplies the legs, a void leg counting as 1.00', () => {
    expect(acca(1000, [won(2000), voided(1500), won(3000)])).toEqual(paid(6000));
    expect(acca(1000, [voided(2000), voided(3000)])).toEqual(paid(1000));
    expect(isVoidBet({ stake: 1000, kind: 'accumulator', legs: [voided(2000), voided(3000)] })).toBe(true);
    expect(isVoidBet({ stake: 1000, kind: 'accumulator', legs: [voided(2000), won(3000)] })).toBe(false);
  });
  it('is lost at the first lost leg, even with legs still open', () => {
    expect(acca(1000, [open(2000), lost(1500), open(3000)])).toEqual(paid(0));
  });
  it('waits while a leg is open, and a half-lost leg does not end it', () => {
    expect(acca(1000, [won(2000), open(3000)])).toEqual(pending);
    expect(acca(1000, [lost(1900, '0.5'), open(2000)])).toEqual(pending);
    expect(acca(1000, [lost(1900, '0.5'), won(2000)])).toEqual(paid(1000));
    expect(acca(1000, [won(1900, { voidFactor: '0.5' }), won(2000, { deadHeatFactor: '0.5' })])).toEqual(paid(1450));
  });
  it('never overflows: 20 legs at 1000.00 are flagged, 20 legs at 1.50 are exact', () => {
    const huge = acca(
      100,
      Array.from({ length: 20 }, () => won(1_000_000)),
    );
    expect(huge).toEqual({ decided: true, payout: Number.MAX_SAFE_INTEGER, overflow: true });
    // 100 × 1.5^20 = 332525.67…
    expect(
      acca(
        100,
        Array.from({ length: 20 }, () => won(1500)),
      ),
    ).toEqual(paid(332525));
  });
  it('refuses bad bets rather than guessing', () => {
    expect(() => settleBet({ stake: 100, kind: 'single', legs: [won(2000), won(2000)] })).toThrow(SettleError);
    expect(() => acca(100, [won(1000)])).toThrow(SettleError);
    expect(() => acca(1.5, [won(2000)])).toThrow(SettleError);
    expect(() =>
      acca(
        100,
        Array.from({ length: 21 }, () => won(2000)),
      ),
    ).toThrow(SettleError);
    expect(() => single(100, won(2000, { deadHeatFactor: '1.5' }))).toThrow(SettleError);
  });
});

/** Reference: every subset of each size, walked one by one, in BigInt thousandths. */
function bruteSystem(stake: number, factorsThousandths: bigint[], sizes: number[]): number {
  const n = factorsThousandths.length;
  let sum = 0n; // Σ products, each scaled by 1000^n
  let combos = 0n;
  for (let mask = 1; mask < 1 << n; mask++) {
    const members = factorsThousandths.filter((_, i) => mask & (1 << i));
    if (!sizes.includes(members.length)) continue;
    combos++;
    sum += members.reduce((p, f) => p * f, 1n) * 1000n ** BigInt(n - members.length);
  }
  return Number((BigInt(stake) * sum) / (combos * 1000n ** BigInt(n)));
}

describe('system bets', () => {
  const sys = (stake: number, system: BetInput['system'], legs: Leg[]) =>
    settleBet({ stake, kind: 'system', system, legs });

  it('2/3 still pays its winning double after a lost leg', () => {
    // Unit 100: doubles 2×3 = 6 → 600; the two doubles with the lost leg pay 0.
    expect(sys(300, { k: 2, n: 3 }, [won(2000), won(3000), lost(4000)])).toEqual(paid(600));
  });
  it('is decided only when no leg is open', () => {
    expect(sys(300, { k: 2, n: 3 }, [lost(2000), lost(3000), open(4000)])).toEqual(pending);
  });
  it('Trixie: three doubles and a treble', () => {
    // 2·3 + 2·4 + 3·4 + 2·3·4 = 50 units of 100.
    expect(sys(400, { name: 'trixie' }, [won(2000), won(3000), won(4000)])).toEqual(paid(5000));
  });
  it('Lucky 15 pays unit × (Π(1 + ret_i) − 1) (flbrack/BetCalculator)', () => {
    const legs = [won(2500), voided(1800), lost(3000), won(1800, { deadHeatFactor: '0.5' })];
    const ret = [2500n, 1000n, 0n, 900n]; // thousandths: a void returns 1, a lost leg 0, dead heat 1.8 × 0.5
    const unit = 100n;
    const product = ret.reduce((p, r) => p * (1000n + r), 1n);
    const expected = Number((unit * (product - 1000n ** 4n)) / 1000n ** 4n); // 100 × (3.5·2·1·1.9 − 1) = 1230
    expect(expected).toBe(1230);
    expect(sys(1500, { name: 'lucky15' }, legs)).toEqual(paid(expected));
  });
  it('matches a subset-by-subset reference for k of n and every named form', () => {
    const legs = [won(1850), lost(2100), voided(3000), won(1950, { voidFactor: '0.5' }), won(4333)];
    const f = [1850n, 0n, 1000n, 1475n, 4333n];
    for (const k of [1, 2, 3, 4, 5])
      expect(sys(1_000_003, { k, n: 5 }, legs).payout).toBe(bruteSystem(1_000_003, f, [k]));
    const four = legs.slice(0, 4);
    expect(sys(1100, { name: 'yankee' }, four).payout).toBe(bruteSystem(1100, f.slice(0, 4), [2, 3, 4]));
    expect(sys(700, { name: 'patent' }, four.slice(0, 3)).payout).toBe(bruteSystem(700, f.slice(0, 3), [1, 2, 3]));
  });
  it('counts combinations and parses the slip text', () => {
    expect(combinationsCount(4, 2)).toBe(6);
    expect(combinationsCount(20, 10)).toBe(184_756);
    expect(systemCombos({ name: 'trixie' }, 3)).toBe(4);
    expect(systemCombos({ name: 'patent' }, 3)).toBe(7);
    expect(systemCombos({ name: 'yankee' }, 4)).toBe(11);
    expect(systemCombos({ name: 'lucky15' }, 4)).toBe(15);
    expect(parseSystem('2/3', 3)).toEqual({ ok: true, spec: { k: 2, n: 3 }, combinations: 3 });
    expect(parseSystem('Lucky 15', 4)).toEqual({ ok: true, spec: { name: 'lucky15' }, combinations: 15 });
    expect(parseSystem('10/20', 20)).toMatchObject({ ok: true, combinations: 184_756 });
    expect(parseSystem('2/3', 4)).toMatchObject({ ok: false });
    expect(parseSystem('yankee', 3)).toMatchObject({ ok: false });
    expect(parseSystem('0/3', 3)).toMatchObject({ ok: false });
    expect(parseSystem('4/3', 3)).toMatchObject({ ok: false });
    expect(parseSystem('21/21', 21)).toMatchObject({ ok: false });
    expect(parseSystem('toString', 3)).toEqual({ ok: false, error: 'unknown system' });
  });
});

describe('potential win', () => {
  it('assumes every open leg wins at its accepted price', () => {
    expect(potentialWin({ stake: 1000, kind: 'accumulator', legs: [won(2000), open(1500), open(3000)] })).toBe(9000);
    expect(potentialWin({ stake: 1000, kind: 'accumulator', legs: [voided(2000), open(1500)] })).toBe(1500);
    expect(
      potentialWin({
        stake: 400,
        kind: 'system',
        system: { name: 'trixie' },
        legs: [open(2000), open(3000), open(4000)],
      }),
    ).toBe(5000);
  });
});

describe('odds formats', () => {
  it('reads and writes decimal text exactly', () => {
    expect(decimalToThousandths('1.85')).toBe(1850);
    expect(decimalToThousandths('2')).toBe(2000);
    expect(decimalToThousandths('1.8335')).toBe(1834);
    expect(decimalToThousandths('1,85')).toBeNull();
    expect(decimalToThousandths('-2')).toBeNull();
    expect(thousandthsToDecimal(1850)).toBe('1.85');
    expect(thousandthsToDecimal(2100)).toBe('2.10');
    expect(thousandthsToDecimal(10000)).toBe('10.00');
    expect(thousandthsToDecimal(1833)).toBe('1.833');
    expect(thousandthsToDecimal(1001)).toBe('1.001');
  });
  it('shows fractional odds reduced, snapping awkward prices to the bookmakers’ ladder', () => {
    expect(toFractional(2250)).toBe('5/4');
    expect(toFractional(2000)).toBe('1/1');
    expect(toFractional(1500)).toBe('1/2');
    expect(toFractional(3500)).toBe('5/2');
    expect(toFractional(1850)).toBe('17/20');
    expect(toFractional(1833)).toBe('5/6');
    expect(toFractional(1910)).toBe('10/11');
    expect(toFractional(1667)).toBe('2/3');
    expect(toFractional(2375)).toBe('11/8');
    expect(toFractional(151_000)).toBe('150/1');
    expect(toFractional(1010)).toBe('1/100');
  });
  it('reads fractional odds', () => {
    expect(fromFractional('5/4')).toBe(2250);
    expect(fromFractional('2/3')).toBe(1667);
    expect(fromFractional('1/3')).toBe(1333);
    expect(fromFractional('Evens')).toBe(2000);
    expect(fromFractional('0/1')).toBeNull();
    expect(fromFractional('5:4')).toBeNull();
  });
  it('shows and reads American odds', () => {
    expect(toAmerican(2500)).toBe('+150');
    expect(toAmerican(1500)).toBe('-200');
    expect(toAmerican(2000)).toBe('+100');
    expect(toAmerican(1909)).toBe('-110');
    expect(toAmerican(1850)).toBe('-118');
    expect(fromAmerican('+150')).toBe(2500);
    expect(fromAmerican('150')).toBe(2500);
    expect(fromAmerican('-200')).toBe(1500);
    expect(fromAmerican('-110')).toBe(1909);
    expect(fromAmerican('+99')).toBeNull();
    for (let x = 100; x <= 5000; x++) expect(toAmerican(fromAmerican(`+${x}`)!)).toBe(`+${x}`);
    // Thousandths are too coarse to keep every long-odds-on price (−320 lands on 1.313 → −319).
    for (let x = 101; x <= 300; x++) expect(toAmerican(fromAmerican(`-${x}`)!)).toBe(`-${x}`);
  });
  it('formats in the chosen format', () => {
    expect(formatOdds(2250, 'decimal')).toBe('2.25');
    expect(formatOdds(2250, 'fractional')).toBe('5/4');
    expect(formatOdds(2250, 'american')).toBe('+125');
  });
});

describe('cash-out', () => {
  const leg = (odds: number, current: number | null) => ({ ...open(odds), current });
  const single1000 = (current: number | null, marginBp = 0) =>
    cashoutValue({ stake: 1000, kind: 'single', legs: [leg(2000, current)], marginBp });

  it('is the stake back at an unchanged price, less the margin', () => {
    expect(single1000(2000)).toBe(1000);
    expect(single1000(2000, 500)).toBe(950);
  });
  it('rises when the selection becomes likelier (its price shortens) and falls when it drifts', () => {
    expect(single1000(1500)).toBe(1333);
    expect(single1000(4000)).toBe(500);
    expect(single1000(1500)!).toBeGreaterThan(single1000(2000)!);
  });
  it('counts settled legs of an accumulator at their factor', () => {
    const legs = [{ ...won(2000), current: null }, leg(3000, 1500), { ...voided(5000), current: null }];
    // 1000 × 2 × (3 / 1.5) × 1 = 4000, less 5%.
    expect(cashoutValue({ stake: 1000, kind: 'accumulator', legs, marginBp: 500 })).toBe(3800);
  });
  it('never offers more than the bet could win', () => {
    const v = single1000(1001)!;
    expect(v).toBeLessThanOrEqual(2000);
    expect(v).toBe(1998);
  });
  it('offers nothing for a system bet, a lost or finished bet, or a leg without a price', () => {
    expect(cashoutValue({ stake: 300, kind: 'system', legs: [leg(2000, 2000)], marginBp: 0 })).toBeNull();
    expect(single1000(null)).toBeNull();
    const legs = [{ ...lost(2000), current: null }, leg(3000, 1500)];
    expect(cashoutValue({ stake: 1000, kind: 'accumulator', legs, marginBp: 0 })).toBeNull();
    expect(
      cashoutValue({ stake: 1000, kind: 'single', legs: [{ ...won(2000), current: null }], marginBp: 0 }),
    ).toBeNull();
    expect(cashoutValue({ stake: 1000, kind: 'single', legs: [leg(900, 2000)], marginBp: 0 })).toBeNull();
  });
});

describe('market status machine', () => {
  const ALL: MarketStatus[] = [1, 0, -1, -2, -3, -4];
  const VIA: StatusVia[] = [
    'odds_change',
    'bet_stop',
    'settlement',
    'rollback_settlement',
    'cancel',
    'rollback_cancel',
  ];

  it('takes bets only when ACTIVE', () => {
    expect(ALL.filter(takesBets)).toEqual([1]);
  });
  it('moves between open statuses on odds_change, including handed over → live', () => {
    expect(nextStatus(-2, 'odds_change', 1)).toBe(1);
    expect(nextStatus(1, 'odds_change', -1)).toBe(-1);
    expect(nextStatus(-1, 'bet_stop')).toBe(-1);
    expect(nextStatus(1, 'bet_stop')).toBe(-1);
    expect(canTransition(1, 1, 'bet_stop')).toBe(false);
  });
  it('does not let a late odds_change reopen a settled or cancelled market', () => {
    expect(nextStatus(-3, 'odds_change', 1)).toBe(-3);
    expect(nextStatus(-4, 'odds_change', 1)).toBe(-4);
    expect(nextStatus(-3, 'bet_stop')).toBe(-3);
  });
  it('leaves settled only by rollback (or a cancel), and cancelled only by its rollback', () => {
    const exits = (from: MarketStatus) =>
      VIA.flatMap((via) => ALL.filter((to) => to !== from && canTransition(from, to, via)).map((to) => `${via}→${to}`));
    expect(exits(-3)).toEqual([
      'rollback_settlement→1',
      'rollback_settlement→0',
      'rollback_settlement→-1',
      'rollback_settlement→-2',
      'cancel→-4',
    ]);
    expect(exits(-4)).toEqual(['rollback_cancel→1', 'rollback_cancel→0', 'rollback_cancel→-1', 'rollback_cancel→-2']);
  });
  it('suspends after a rollback until the feed prices the market again', () => {
    expect(nextStatus(-3, 'rollback_settlement')).toBe(-1);
    expect(nextStatus(-4, 'rollback_cancel')).toBe(-1);
    expect(nextStatus(1, 'rollback_settlement')).toBe(1);
    expect(nextStatus(-3, 'settlement')).toBe(-3);
    expect(nextStatus(-4, 'settlement')).toBe(-4);
    expect(nextStatus(-1, 'settlement')).toBe(-3);
    expect(nextStatus(1, 'cancel')).toBe(-4);
  });
});
