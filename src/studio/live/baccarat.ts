// Punto banco on an infinite deck (decision 042): every card is drawn independently, card =
// floor(f × 52) from the round's chain floats in dealing order (player, banker, player, banker, then
// the player's third card if drawn, then the banker's), rank = card mod 13 (ace … king), suit =
// floor(card / 13). An infinite deck makes each coup depend on its own round hash only (no shoe to
// carry between rounds) and the probabilities exact: baccaratOdds enumerates every deal.
// Pure: the server, the browser's table and the verifier share it.
import { chainFloats } from './fair';

export interface Card {
  /** 0 = ace, 1–8 = two–nine, 9 = ten, 10–12 = jack, queen, king. */
  rank: number;
  /** 0 ♠, 1 ♥, 2 ♦, 3 ♣. */
  suit: number;
}
export type Side = 'player' | 'banker' | 'tie';
export interface Coup {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: Side;
  playerPair: boolean;
  bankerPair: boolean;
}

export const cardOf = (f: number): Card => {
  const c = Math.floor(f * 52);
  return { rank: c % 13, suit: Math.floor(c / 13) };
};
/** Baccarat value: ace 1, two–nine face value, tens and pictures 0. */
export const cardValue = (rank: number) => (rank < 9 ? rank + 1 : 0);
const total = (cards: Card[]) => cards.reduce((s, c) => s + cardValue(c.rank), 0) % 10;

/** The banker's rule after the player drew a third card worth `p3`: does the banker draw on `b`? */
export function bankerDraws(b: number, p3: number | null): boolean {
  if (p3 === null) return b <= 5;
  switch (b) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return p3 !== 8;
    case 4:
      return p3 >= 2 && p3 <= 7;
    case 5:
      return p3 >= 4 && p3 <= 7;
    case 6:
      return p3 === 6 || p3 === 7;
    default:
      return false;
  }
}

/** Plays one coup from a card source (the tableau: naturals stand, player draws on 0–5). */
export function playCoup(next: () => Card): Coup {
  const p = [next()];
  const b = [next()];
  p.push(next());
  b.push(next());
  const natural = total(p) >= 8 || total(b) >= 8;
  if (!natural) {
    let p3: number | null = null;
    if (total(p) <= 5) {
      const c = next();
      p.push(c);
      p3 = cardValue(c.rank);
    }
    if (bankerDraws(total(b), p3)) b.push(next());
  }
  const pt = total(p);
  const bt = total(b);
  return {
    player: p,
    banker: b,
    playerTotal: pt,
    bankerTotal: bt,
    winner: pt > bt ? 'player' : bt > pt ? 'banker' : 'tie',
    playerPair: p[0]!.rank === p[1]!.rank,
    bankerPair: b[0]!.rank === b[1]!.rank,
  };
}

/** The round's coup from its revealed hash and its chain's salt. */
export function baccaratCoup(roundHash: string, salt: string): Coup {
  const fs = chainFloats(roundHash, salt);
  let i = 0;
  return playCoup(() => cardOf(fs[i++]!));
}

export const BACCARAT_BETS = ['player', 'banker', 'tie', 'player_pair', 'banker_pair'] as const;
export type BaccaratBetType = (typeof BACCARAT_BETS)[number];

/** Winnings to 1 as [numerator, denominator]: banker 0.95:1 (5 % commission), tie 8:1, pairs 11:1. */
export const BACCARAT_ODDS: Record<BaccaratBetType, [number, number]> = {
  player: [1, 1],
  banker: [95, 100],
  tie: [8, 1],
  player_pair: [11, 1],
  banker_pair: [11, 1],
};

/**
 * What a position returns (stake included; 0 when it loses). Player and banker bets push on a tie.
 * The banker's 0.95 is exact: the table takes banker bets only in whole multiples of 20 minor units
 * (routes.ts), so the floor never rounds (decision 042).
 */
export function baccaratReturn(type: BaccaratBetType, amount: number, coup: Coup): number {
  const [num, den] = BACCARAT_ODDS[type];
  const win = amount + Math.floor((amount * num) / den);
  switch (type) {
    case 'player':
    case 'banker':
      return coup.winner === type ? win : coup.winner === 'tie' ? amount : 0;
    case 'tie':
      return coup.winner === 'tie' ? win : 0;
    case 'player_pair':
      return coup.playerPair ? win : 0;
    case 'banker_pair':
      return coup.bankerPair ? win : 0;
  }
}

/** Exact probabilities, as integer counts out of 13^6 (every deal weighs 13^(6 − cards dealt)). */
export interface BaccaratOdds {
  denominator: number;
  player: number;
  banker: number;
  tie: number;
}

let cached: BaccaratOdds | null = null;
/**
 * Enumerates every deal on the infinite deck by rank (13 equally likely ranks per card, suits do not
 * matter to the totals) through playCoup itself, so the odds are those of the rules the tables play.
 */
export function baccaratOdds(): BaccaratOdds {
  if (cached) return cached;
  const out = { denominator: 13 ** 6, player: 0, banker: 0, tie: 0 };
  // Depth-first over the card sequence: a deal of k cards stands for 13^(6 − k) sequences of six.
  const walk = (prefix: number[]) => {
    let i = 0;
    let short = false;
    const coup = playCoup(() => {
      if (i < prefix.length) return { rank: prefix[i++]!, suit: 0 };
      short = true;
      i++;
      return { rank: 0, suit: 0 };
    });
    if (short) {
      for (let r = 0; r < 13; r++) walk([...prefix, r]);
      return;
    }
    out[coup.winner] += 13 ** (6 - prefix.length);
  };
  // Four cards are always dealt: start from every four-card prefix.
  for (let a = 0; a < 13; a++)
    for (let b = 0; b < 13; b++) for (let c = 0; c < 13; c++) for (let d = 0; d < 13; d++) walk([a, b, c, d]);
  cached = out;
  return out;
}

/** Exact return to player per bet type (pairs: a pair has probability 1/13 on an infinite deck). */
export function baccaratRtp(type: BaccaratBetType): number {
  const o = baccaratOdds();
  const p = o.player / o.denominator;
  const b = o.banker / o.denominator;
  const t = o.tie / o.denominator;
  const [num, den] = BACCARAT_ODDS[type];
  const win = 1 + num / den;
  switch (type) {
    case 'player':
      return p * win + t;
    case 'banker':
      return b * win + t;
    case 'tie':
      return t * win;
    default:
      return win / 13;
  }
}
