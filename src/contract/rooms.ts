// The purple, red and yellow rooms (issue 19): shared jackpot pots on the `general` service. The issue
// left the contract to us; this file is it, used by the server and the screens alike.
//
//   GET  /general/rooms?currency=                    {data: RoomSummary[]}: the lobby (three rooms)
//   GET  /general/rooms/:room/state?currency=        RoomState: the round taking stakes, and the last one
//   GET  /general/rooms/:room/rounds?currency=&limit= {data: RoomRound[]}: settled rounds, newest first,
//                                                     each with everything needed to verify its winner
//   POST /general/rooms/bets {room, amount}          + Idempotency-Key: a stake into the room's round
//                                                     of the player's currency (RoomBetResponse)
//   GET  /general/rooms/:room/events?currency=       server-sent events: `state` first, then `round`
//                                                     each time the round changes (full round object)
//
// A room runs one pot per currency: tickets are minor units, so pots never mix currencies. Signed out,
// `currency` (default RUB) picks the pot to watch; a stake always goes to the player's own currency.
//
// A round: `open` until two players are in; its first stake sets ends_at ROOM_TIMING.aloneMs ahead, and
// a round still with one player then is `refunded` (the stake back exactly, no commission; issue 39: a
// lone player never waits forever). With two players: `countdown` to a fresh ends_at, which each later stake pushes
// back by ROOM_TIMING.extendMs up to countdown_cap_at; at ends_at it locks (stakes from then on go to the
// next round, which opens at once) and settles: winning ticket = floor(r × total / 2^52), r the first
// 52 bits of HMAC_SHA256(key = hash text, message = salt) (src/games/rooms/math.ts); the winner gets
// the pot less the published commission, never less than their own stake. Times are epoch ms of the
// server's clock. The lobby's `players` counts the players in each room's live round.
import { z } from 'zod';
import { betAmountSchema } from './bets';
import { CURRENCIES } from './common';

export const ROOM_NAMES = ['purple', 'red', 'yellow'] as const;
export type RoomName = (typeof ROOM_NAMES)[number];
export const roomNameSchema = z.enum(ROOM_NAMES);

export const ROOMS_PATHS = {
  lobby: 'GET /rooms',
  state: 'GET /rooms/:room/state',
  rounds: 'GET /rooms/:room/rounds',
  bet: 'POST /rooms/bets',
  events: 'GET /rooms/:room/events',
} as const;

/** Published timings (also on the rules page). */
export const ROOM_TIMING = {
  countdownMs: 30_000,
  extendMs: 5_000,
  /** The countdown never runs longer than this from when it started, however many stakes come. */
  capMs: 60_000,
  /** How long the screen spins before showing the winner (the result is settled before it starts). */
  spinMs: 5_000,
  /** A round's first stake waits this long for a second player, then is refunded in full. */
  aloneMs: 30_000,
  /** Rounds left open from before `aloneMs` (no ends_at): refunded this long after their last stake. */
  idleRefundMs: 30 * 60_000,
} as const;

/** The published house commission of every room, basis points of the pot (500 = 5%). */
export const ROOM_COMMISSION_BPS = 500;

export const roomQuerySchema = z.object({ currency: z.enum(CURRENCIES).default('RUB') }).strict();
export const roomRoundsQuerySchema = z
  .object({ currency: z.enum(CURRENCIES).default('RUB'), limit: z.coerce.number().int().min(1).max(50).default(10) })
  .strict();
export const roomBetBodySchema = z.object({ room: roomNameSchema, amount: betAmountSchema }).strict();
export type RoomBetBody = z.infer<typeof roomBetBodySchema>;

export const roomEntrySchema = z.object({
  id: z.number().int(),
  player: z.string().nullable(),
  amount: z.number().int(),
  /** Tickets [ticket_from, ticket_to): one per minor unit, in the order stakes were committed. */
  ticket_from: z.number().int(),
  ticket_to: z.number().int(),
});
export type RoomEntry = z.infer<typeof roomEntrySchema>;

export const roomPhaseSchema = z.enum(['open', 'countdown', 'settled', 'refunded']);
export type RoomPhase = z.infer<typeof roomPhaseSchema>;

export const roomRoundSchema = z.object({
  id: z.number().int(),
  room: roomNameSchema,
  currency: z.string(),
  phase: roomPhaseSchema,
  /** sha256 of the round's hash text, published when the round opens. */
  hash_commitment: z.string(),
  ends_at: z.number().int().nullable(),
  countdown_cap_at: z.number().int().nullable(),
  total: z.number().int(),
  commission_bps: z.number().int(),
  entries: z.array(roomEntrySchema),
  /** Once settled: the hash, the chain's salt and the result. */
  hash: z.string().optional(),
  salt: z.string().optional(),
  winning_ticket: z.number().int().optional(),
  winner_entry_id: z.number().int().optional(),
  winner: z.string().nullable().optional(),
  payout: z.number().int().optional(),
  commission: z.number().int().optional(),
  settled_at: z.number().int().optional(),
});
export type RoomRound = z.infer<typeof roomRoundSchema>;

export const roomLimitsSchema = z.object({
  min: z.number().int(),
  max: z.number().int(),
  /** The most one player may have in one round. */
  player_max: z.number().int(),
});
export type RoomLimits = z.infer<typeof roomLimitsSchema>;

export const roomStateSchema = z.object({
  room: roomNameSchema,
  currency: z.string(),
  limits: roomLimitsSchema,
  server_time: z.number().int(),
  round: roomRoundSchema,
  /** The last settled round (what the wheel spins to), if any. */
  last: roomRoundSchema.nullable(),
});
export type RoomState = z.infer<typeof roomStateSchema>;

export const roomSummarySchema = z.object({
  room: roomNameSchema,
  currency: z.string(),
  limits: roomLimitsSchema,
  phase: roomPhaseSchema,
  total: z.number().int(),
  players: z.number().int(),
  ends_at: z.number().int().nullable(),
});
export const roomLobbyResponseSchema = z.object({ data: z.array(roomSummarySchema) });
export const roomRoundsResponseSchema = z.object({ data: z.array(roomRoundSchema) });

export const roomBetResponseSchema = z.object({
  entry: roomEntrySchema.extend({ round_id: z.number().int(), room: roomNameSchema, currency: z.string() }),
  balance: z.number().int(),
});
export type RoomBetResponse = z.infer<typeof roomBetResponseSchema>;

export const roomEventSchemas = { state: roomStateSchema, round: roomRoundSchema } as const;

/** Error codes (422 unless noted), as `errors[field] = ["<code>: <text>"]`. */
export const ROOM_ERROR_CODES = [
  'below_min_bet',
  'above_max_bet',
  'player_cap', // the stake would take the player past player_max in this round
  'max_payout_exceeded', // the pot would pay more than the operator's maximum payout
  'currency_required',
  'idempotency_key_reused',
] as const;
