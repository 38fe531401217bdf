// Miner (fairness.md): 25 tiles shuffled by Fisher–Yates; the first k drawn are mines.
// After g safe picks the multiplier is (1 − e) × Π_{i<g} (25 − i) / (25 − k − i).
import { type SeedInput, fisherYates, floats, roundMultiplier } from '../kit/fair';

export const MINER_TILES = 25;
export const MINER_MIN_MINES = 1;
export const MINER_MAX_MINES = 24;

/** Mine positions 0–24 (row-major), in draw order. */
export function minerMines(seed: SeedInput, mines: number): number[] {
  const fs = floats(seed, mines);
  let i = 0;
  return fisherYates(MINER_TILES, mines, () => fs[i++]!);
}

export function minerMultiplier(mines: number, safePicks: number, edge = 0.01): number {
  let m = 1 - edge;
  for (let i = 0; i < safePicks; i++) m *= (MINER_TILES - i) / (MINER_TILES - mines - i);
  return roundMultiplier(m);
}

/** P(g safe picks in a row) — the probability the multiplier above is paid. */
export function minerSurvival(mines: number, safePicks: number): number {
  let p = 1;
  for (let i = 0; i < safePicks; i++) p *= (MINER_TILES - mines - i) / (MINER_TILES - i);
  return p;
}

/**
 * The house edge at risk, per unit staked, of a game that opened `opened` tiles (the last may have
 * been a mine): for each tile, what cashing out before it would have returned (the stake itself
 * before the first) minus the tile's expected value, P(safe) × the multiplier after it.
 */
export function minerRisk(mines: number, opened: number, edge = 0.01): number {
  let risk = 0;
  for (let j = 0; j < opened; j++) {
    const before = j === 0 ? 1 : minerMultiplier(mines, j, edge);
    const safe = (MINER_TILES - mines - j) / (MINER_TILES - j);
    risk += before - safe * minerMultiplier(mines, j + 1, edge);
  }
  return Math.max(0, risk);
}

/** Exact RTP of the strategy "reveal g tiles then cash out". */
export const minerRtp = (mines: number, safePicks: number, edge = 0.01) =>
  minerMultiplier(mines, safePicks, edge) * minerSurvival(mines, safePicks);
