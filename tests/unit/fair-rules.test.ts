// The exact rules the "Provably fair" dialog states where fairness.md is silent (issue 40): coinflip's
// sides, "over" strictly greater, multiplier and payout rounding. Each rule is checked against the code
// that settles bets, recomputed independently here (node:crypto), and is written in all five languages.
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULE_KEYS } from '../../src/components/games/fairness';
import { payoutAt } from '../../src/games/crash/service.server';
import { coinMultiplier, playCoinflip } from '../../src/games/coinflip/math';
import { diceMultiplier, diceWins, playDice } from '../../src/games/dice/math';
import { payoutOf, roundingFloat, roundMultiplier } from '../../src/games/kit/fair';
import { refDice, refFloats } from './fair-reference';

const LOCALES = ['ru', 'en', 'kz', 'br', 'hi'] as const;
const fair = (l: string) => JSON.parse(readFileSync(`locales/${l}.json`, 'utf8')).fair as Record<string, string>;

/** The rounding float as the rule text writes it: first 4 bytes of HMAC(serverSeed, client:nonce:payout) / 2^32. */
const refRounding = (serverSeed: string, clientSeed: string, nonce: number) =>
  createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:payout`).digest().readUInt32BE(0) / 2 ** 32;

describe('the exact rules of the fairness dialog', () => {
  it('are written in all five languages, each with its formula', () => {
    for (const l of LOCALES) {
      const t = fair(l);
      expect(t.rulesTitle, l).toBeTruthy();
      for (const k of RULE_KEYS) expect(t[k], `${l} ${k}`).toBeTruthy();
      expect(t.ruleCoinflip).toContain('floor(f × 2)');
      expect(t.ruleMultiplier).toMatch(/10000\) \/ 10000/);
      expect(t.ruleMultiplier).toMatch(/1[.,]98×/);
      expect(t.rulePayout).toContain('HMAC_SHA256(serverSeed, clientSeed + ":" + nonce + ":payout")');
      expect(t.rulePayout).toContain('floor(');
    }
  });

  it('coinflip: floor(f × 2), 0 heads, 1 tails, paying 2 × (1 − edge) = 1.98×', () => {
    expect(coinMultiplier(0.01)).toBe(1.98);
    for (let nonce = 0; nonce < 200; nonce++) {
      const seed = { serverSeed: 'a'.repeat(64), clientSeed: 'rules', nonce };
      const side = Math.floor(refFloats(seed.serverSeed, seed.clientSeed, nonce, 1)[0]! * 2) === 0 ? 'heads' : 'tails';
      expect(playCoinflip(seed, { side: 'heads' }).outcome.side).toBe(side);
    }
  });

  it('dice: over wins only strictly above, under only strictly below; an equal roll loses', () => {
    expect(diceWins(50, 50, 'over')).toBe(false);
    expect(diceWins(50, 50, 'under')).toBe(false);
    expect(diceWins(50.01, 50, 'over')).toBe(true);
    expect(diceWins(49.99, 50, 'under')).toBe(true);
    // Found on the real seeds: a roll equal to the target is a loss either way.
    for (let nonce = 0; nonce < 20_000; nonce++) {
      const roll = refDice(refFloats('b'.repeat(64), 'edge', nonce, 1)[0]!);
      if (roll === 0 || roll === 100) continue;
      const seed = { serverSeed: 'b'.repeat(64), clientSeed: 'edge', nonce };
      expect(playDice(seed, { target: roll, condition: 'over' }).multiplier).toBe(0);
      expect(playDice(seed, { target: roll, condition: 'under' }).multiplier).toBe(0);
      break;
    }
  });

  it('multipliers: four decimals, rounded down', () => {
    expect(diceMultiplier(7)).toBe(Math.floor((99 / 7) * 10000) / 10000);
    expect(diceMultiplier(7)).toBe(14.1428);
    expect(diceMultiplier(49.5)).toBe(2);
    expect(roundMultiplier(1.23456789)).toBe(1.2345);
  });

  it('payouts: whole units, a fraction r adds one unit when u < r (u from the bet’s seeds); crash floors', () => {
    // 101 × 1.5 = 151.5: one more unit exactly when u < 0.5.
    expect(payoutOf(101, 1.5, 0.4999)).toBe(152);
    expect(payoutOf(101, 1.5, 0.5)).toBe(151);
    expect(payoutOf(100, 1.5, 0)).toBe(150);
    for (let i = 0; i < 50; i++) {
      const seed = { serverSeed: randomBytes(32).toString('hex'), clientSeed: `c${i}`, nonce: i };
      expect(roundingFloat(seed)).toBe(refRounding(seed.serverSeed, seed.clientSeed, seed.nonce));
    }
    // Crash: floor(stake × cash-out multiplier in hundredths / 100).
    expect(payoutAt(101, 150)).toBe(151);
    expect(payoutAt(199, 101)).toBe(200);
  });
});
