// Crash (issue 19), service base `crash`. The paths and their fields are the contract, kept
// exactly; what it left open (the event stream, the error codes, the list wrapper) is written here.
//
//   GET  /crash/fair                 {salt, terminating_hash, …}: the chain, committed before round 1
//   GET  /crash/state                the current round (CrashState)
//   GET  /crash/rounds?limit=        {data: finished rounds, newest first, ids consecutive}
//   POST /crash/bets                 {amount, auto_cashout?} + Idempotency-Key, during betting
//   POST /crash/cashout              during running (priced at the server's clock on arrival; a
//                                    second one answers the bet as cashed and pays nothing more)
//   GET  /crash/bets?limit=          {data: my bets, newest first}
//   GET  /crash/events               server-sent events (CRASH_EVENTS below), no sign-in needed
//
// Times are epoch milliseconds of the server's clock (numbers), so a browser measures its clock
// offset from `server_time` and draws the curve itself: multiplier = e^(0.00006 × (now − started_at))
// floored to hundredths (src/games/crash/math.ts multiplierAt). Multipliers are numbers with two
// decimals (2.35): crash_point, end_point, auto_cashout, cashed_out_at (the name for where a
// bet cashed out); amounts are minor units. Players are named by their public name, null when hidden.
import { z } from 'zod';
import { betAmountSchema } from './bets';

export const CRASH_PATHS = {
  fair: 'GET /crash/fair',
  state: 'GET /crash/state',
  rounds: 'GET /crash/rounds',
  bet: 'POST /crash/bets',
  cashout: 'POST /crash/cashout',
  myBets: 'GET /crash/bets',
  events: 'GET /crash/events',
  announce: 'POST /crash/seeding',
  salt: 'POST /crash/seeding/salt',
} as const;

/** The growth published on the rules page and used by the server and every browser. */
export const CRASH_GROWTH = 'e^(0.00006 t), t in ms since the start, floored to hundredths';
/** The house edge of the crash points: P(crash ≥ m) = 0.99 / m. */
export const CRASH_HOUSE_EDGE = 0.01;
/** The highest auto cash-out target a bet may set. */
export const MAX_AUTO_CASHOUT = 1_000_000;

/** A multiplier with at most two decimals, 1.01 … MAX_AUTO_CASHOUT (an auto cash-out target). */
export const autoCashoutSchema = z
  .number()
  .min(1.01)
  .max(MAX_AUTO_CASHOUT)
  .refine((m) => Math.abs(Math.round(m * 100) - m * 100) < 1e-6, 'at most two decimals');

export const crashBetBodySchema = z
  .object({ amount: betAmountSchema, auto_cashout: autoCashoutSchema.optional() })
  .strict();
export type CrashBetBody = z.infer<typeof crashBetBodySchema>;
export const crashCashoutBodySchema = z.object({}).strict();

export const listLimitSchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }).strict();

export const crashPhaseSchema = z.enum(['betting', 'running', 'crashed']);
export type CrashPhase = z.infer<typeof crashPhaseSchema>;

/** A bet in the round's public list. `id` lets a player find their own (their POST answer names it). */
export const crashPublicBetSchema = z.object({
  id: z.number().int(),
  player: z.string().nullable(),
  currency: z.string(),
  amount: z.number().int(),
  /** The multiplier cashed out at, once cashed out. */
  cashed_out_at: z.number().nullable(),
  payout: z.number().int().nullable(),
});
export type CrashPublicBet = z.infer<typeof crashPublicBetSchema>;

export const crashStateSchema = z.object({
  id: z.number().int(),
  phase: crashPhaseSchema,
  /** sha256 of this round's hash text: the previous round's hash (the terminating hash for round 1). */
  hash_commitment: z.string().optional(),
  betting_ends_at: z.number().int(),
  started_at: z.number().int().nullable(),
  server_time: z.number().int(),
  bets: z.array(crashPublicBetSchema),
  /** Once crashed: the round's point from the chain, where and when the round ended, and its hash. */
  crash_point: z.number().optional(),
  /** The multiplier the round ended at: below crash_point when it ended early at the operator's maximum payout. */
  end_point: z.number().optional(),
  /** When the round ended (epoch ms of the server's clock). */
  ended_at: z.number().int().optional(),
  hash: z.string().optional(),
});
export type CrashState = z.infer<typeof crashStateSchema>;

/**
 * How the chain's salt was chosen (decision 066). `bitcoin`: a public seeding event, the salt being
 * the hash (lowercase hex) of a bitcoin block not yet mined when the chain's terminating hash was
 * announced. `local`: the server's own random salt (the demo), no public seeding event.
 */
export const crashSeedingSchema = z.object({
  source: z.enum(['bitcoin', 'local']),
  /** The bitcoin block whose hash is the salt (bitcoin only). */
  block_height: z.number().int().nullable(),
  /** When the terminating hash and the block height were announced (epoch ms); never changes. */
  announced_at: z.number().int(),
  /** Where anyone can read the block's hash (bitcoin only). */
  source_url: z.string().nullable(),
  /** When the salt was entered (epoch ms); null while the seeding event is awaited. */
  salted_at: z.number().int().nullable(),
});
export type CrashSeeding = z.infer<typeof crashSeedingSchema>;

export const crashFairSchema = z.object({
  /** The salt; null until the seeding event's value is entered (no round is played before). */
  salt: z.string().nullable(),
  seeding: crashSeedingSchema,
  terminating_hash: z.string(),
  /** The round id that plays the chain's first hash (the one whose sha256 is terminating_hash). */
  first_round_id: z.number().int(),
  /** How many rounds the chain holds. */
  length: z.number().int(),
  growth: z.string(),
  house_edge: z.number(),
});
export type CrashFair = z.infer<typeof crashFairSchema>;

export const crashRoundSchema = z.object({
  id: z.number().int(),
  hash: z.string(),
  crash_point: z.number(),
  started_at: z.number().int().nullable(),
  /** The multiplier the round ended at: below crash_point when it ended early at the maximum payout. */
  end_point: z.number(),
  /** When the round ended or was refunded (epoch ms). */
  ended_at: z.number().int(),
  /**
   * A round that never started (its engine stopped during betting): stakes refunded, never played;
   * its hash is revealed all the same so the chain stays checkable link by link.
   */
  refunded: z.boolean().optional(),
});
export type CrashRound = z.infer<typeof crashRoundSchema>;
export const crashRoundsResponseSchema = z.object({ data: z.array(crashRoundSchema) });

export const crashMyBetSchema = z.object({
  id: z.number().int(),
  round_id: z.number().int(),
  currency: z.string(),
  amount: z.number().int(),
  auto_cashout: z.number().nullable(),
  cashed_out_at: z.number().nullable(),
  /**
   * null while open; 0 when lost; the stake when refunded. Bets the crash took stay `open` for about
   * half a second after the `crash` event (cash-outs that arrived in time may still be committing).
   */
  payout: z.number().int().nullable(),
  status: z.enum(['open', 'cashed', 'lost', 'refunded']),
});
export type CrashMyBet = z.infer<typeof crashMyBetSchema>;
export const crashMyBetsResponseSchema = z.object({ data: z.array(crashMyBetSchema) });

/** The answer to a bet or a cash-out: the bet as it now stands and the cash balance. */
export const crashBetResponseSchema = z.object({ bet: crashMyBetSchema, balance: z.number().int() });
export type CrashBetResponse = z.infer<typeof crashBetResponseSchema>;

// The event stream. Each event's data is JSON with the server's clock (`server_time`); the first
// event of every connection is `state`. The server sends events, never frames.
export const crashCashoutEventItem = z.object({
  id: z.number().int(),
  player: z.string().nullable(),
  at: z.number(),
  payout: z.number().int(),
  currency: z.string(),
});
export const crashEventSchemas = {
  state: crashStateSchema,
  round_open: z.object({
    id: z.number().int(),
    hash_commitment: z.string(),
    betting_ends_at: z.number().int(),
    server_time: z.number().int(),
  }),
  bets: z.object({ round_id: z.number().int(), bets: z.array(crashPublicBetSchema), server_time: z.number().int() }),
  start: z.object({ round_id: z.number().int(), started_at: z.number().int(), server_time: z.number().int() }),
  cashouts: z.object({
    round_id: z.number().int(),
    cashouts: z.array(crashCashoutEventItem),
    server_time: z.number().int(),
  }),
  crash: z.object({
    round_id: z.number().int(),
    crash_point: z.number(),
    /** The multiplier the round ended at (below crash_point at a forced end). */
    end_point: z.number(),
    /** When it ended (epoch ms). */
    ended_at: z.number().int(),
    hash: z.string(),
    server_time: z.number().int(),
  }),
} as const;
export type CrashEventName = keyof typeof crashEventSchemas;
export type CrashEvent = {
  [K in CrashEventName]: { event: K; data: z.infer<(typeof crashEventSchemas)[K]> };
}[CrashEventName];
export const CRASH_EVENTS = Object.keys(crashEventSchemas) as CrashEventName[];

/** Error codes of the crash calls (422 unless noted), as `errors[field] = ["<code>: <text>"]`. */
export const CRASH_ERROR_CODES = [
  'betting_closed', // a bet outside the betting phase (the round runs or crashed)
  'already_bet', // one bet per player per round
  'no_bet', // a cash-out with no bet in the current round (404)
  'round_over', // a cash-out after the crash
  'not_running', // a cash-out before the start
  'seeding_pending', // an announcement while another awaits its salt (409)
  'chain_in_play', // an announcement while a publicly seeded chain still has rounds (409)
  'no_announcement', // a salt with no announcement awaiting one (409)
  'wrong_announcement', // a salt for another chain than the one announced (409)
  'salt_entered', // a second salt for an announcement (409)
  'rounds_began', // a salt for a chain that has already played (409)
  'bad_salt', // not a bitcoin block hash (422)
] as const;
export type CrashErrorCode = (typeof CRASH_ERROR_CODES)[number];

/** POST /crash/seeding (admin): announce a new chain whose salt is bitcoin block `block_height`'s hash. */
export const crashAnnounceBodySchema = z.strictObject({
  block_height: z.number().int().positive().max(100_000_000),
});
/** POST /crash/seeding/salt (admin): the announced block's hash, for the announcement named by its terminating hash. */
export const crashSaltBodySchema = z.strictObject({
  terminating_hash: z.string().regex(/^[0-9a-f]{64}$/, '64 lowercase hex digits'),
  salt: z.string().trim().toLowerCase(),
});

/** The answer of both seeding calls: the chain, its announcement and (once entered) its salt. */
export const crashSeedingResponseSchema = z.object({
  terminating_hash: z.string(),
  length: z.number().int().optional(),
  salt: z.string().optional(),
  seeding: crashSeedingSchema,
});

/** A refusal of a crash call (domain code throws it; the routes answer it in the spec's error shape). */
export class CrashError extends Error {
  constructor(
    public code: CrashErrorCode,
    message: string,
    public field = '_',
    public status: 404 | 409 | 422 = 422,
  ) {
    super(message);
  }
}
