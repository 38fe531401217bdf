// The studio's two live tables: their codes, chains, results, payouts and limits. Pure (no zod, no
// database): the server, the page and the browser's table share it.
import { type BaccaratBetType, baccaratCoup, baccaratReturn, type Coup } from './baccarat';
import { type RouletteBet, rouletteBetKey, roulettePocket, rouletteReturn } from './roulette';

export const TABLES = ['roulette-live', 'baccarat-live'] as const;
export type TableCode = (typeof TABLES)[number];
export const isTable = (s: string): s is TableCode => (TABLES as readonly string[]).includes(s);

/** The chain each table plays (fair_chains.game). */
export const CHAIN_GAME: Record<TableCode, string> = {
  'roulette-live': 'studio-roulette',
  'baccarat-live': 'studio-baccarat',
};

export type RoulettePosition = RouletteBet & { amount: number };
export type BaccaratPosition = { type: BaccaratBetType; amount: number };
export type Position = RoulettePosition | BaccaratPosition;

export type RouletteResult = { pocket: number };
export type TableResult = RouletteResult | Coup;

/** The round's result from its revealed hash and its chain's salt (the verifier recomputes it). */
export function resultOf(table: TableCode, hash: string, salt: string): TableResult {
  return table === 'roulette-live' ? { pocket: roulettePocket(hash, salt) } : baccaratCoup(hash, salt);
}

/** What a bet (its positions) returns on the result, stake included; 0 when everything lost. */
export function returnOf(table: TableCode, positions: Position[], result: TableResult): number {
  let sum = 0;
  for (const p of positions) {
    sum +=
      table === 'roulette-live'
        ? rouletteReturn(p as RoulettePosition, p.amount, (result as RouletteResult).pocket)
        : baccaratReturn((p as BaccaratPosition).type, p.amount, result as Coup);
  }
  return sum;
}

/** A position's name on the layout ("straight:17", "dozen:2", "banker"): chips and totals use it. */
export const positionKey = (table: TableCode, p: Position): string =>
  table === 'roulette-live' ? rouletteBetKey(p as RoulettePosition) : (p as BaccaratPosition).type;

/** Minor units: the smallest and largest position, and the most one player may stake in a round. */
export interface TableLimits {
  min: number;
  max: number;
  roundMax: number;
}
/**
 * Defaults per currency (minor units): RUB and INR 10–50,000 a position and 100,000 a round; USD and
 * EUR 0.20–500 and 1,000; KZT five times RUB; demo money (XXX) as RUB. Every minimum is a multiple
 * of 20 minor units, so the chips (1, 5, 10… × the minimum) make banker bets the commission divides
 * exactly. Operators override them with liveRoutes/startLiveTables options.
 */
export const DEFAULT_LIMITS: Record<string, TableLimits> = {
  RUB: { min: 1_000, max: 5_000_000, roundMax: 10_000_000 },
  INR: { min: 1_000, max: 5_000_000, roundMax: 10_000_000 },
  XXX: { min: 1_000, max: 5_000_000, roundMax: 10_000_000 },
  KZT: { min: 5_000, max: 25_000_000, roundMax: 50_000_000 },
  USD: { min: 20, max: 50_000, roundMax: 100_000 },
  EUR: { min: 20, max: 50_000, roundMax: 100_000 },
};

/** The round id the wallet sees: shared by every player of the round. */
export const walletRound = (table: TableCode, roundId: number) => `${table}:${roundId}`;
