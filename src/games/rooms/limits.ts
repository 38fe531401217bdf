// The rooms' stake limits per currency: the operator's bet-limits.json `rooms` over built-in defaults.
// Minimums are spec section 9's (RUB red 1, yellow 10, purple 50 ₽); the spec sets no maxima, so these
// are ours, written down here:
// - RUB (kopecks): red 1–1,000 ₽ a stake, at most 5,000 ₽ a player a round; yellow 10–10,000 ₽, 50,000 ₽;
//   purple 50–100,000 ₽, 500,000 ₽. Two players at purple's cap make a pot of 1,000,000 ₽, the default
//   maximum payout: a pot never outgrows it by the caps alone.
// - INR as RUB (the spec puts INR with RUB elsewhere); USD and EUR a hundredth of RUB (spec section 9's
//   other limits: crash 1 ₽ = 0.01 $); KZT five times RUB (crash 1 ₽ = 5 ₸).
// An operator row that contradicts itself after the defaults fill it in (min above max) is ignored for
// that room, as stakeLimit does for games: never an empty or unlimited range.
import type { Currency } from '../../contract/common';
import type { RoomLimits, RoomName } from '../../contract/rooms';
import type { BetLimits } from '../../server/config/schema';

interface Limits {
  min: number;
  max: number;
  playerMax: number;
}

const RUB: Record<RoomName, Limits> = {
  red: { min: 100, max: 100_000, playerMax: 500_000 },
  yellow: { min: 1_000, max: 1_000_000, playerMax: 5_000_000 },
  purple: { min: 5_000, max: 10_000_000, playerMax: 50_000_000 },
};
/** Each currency's defaults as a multiple of RUB's. */
const SCALE: Record<Currency, number> = { RUB: 1, INR: 1, KZT: 5, USD: 0.01, EUR: 0.01 };

export function defaultRoomLimits(currency: Currency, room: RoomName): Limits {
  const base = RUB[room];
  const k = SCALE[currency];
  return { min: base.min * k, max: base.max * k, playerMax: base.playerMax * k };
}

/** The limits in force for one room in one currency (contract names: player_max). */
export function roomLimits(limits: BetLimits, currency: Currency, room: RoomName): RoomLimits {
  const d = defaultRoomLimits(currency, room);
  const raw = limits[currency]?.rooms?.[room];
  const row = typeof raw === 'number' ? { min: raw } : (raw ?? {});
  const l = { min: Math.max(1, row.min ?? d.min), max: row.max ?? d.max, playerMax: row.playerMax ?? d.playerMax };
  const ok = l.min <= l.max && l.max <= l.playerMax;
  const v = ok ? l : d;
  return { min: v.min, max: v.max, player_max: v.playerMax };
}
