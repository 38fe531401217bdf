// Bets of the in-house games (issues 11, 17): what every bet answer and verification looks like,
// shared by the server and the screens. Each game's own parameters and bodies are in its folder
// (src/games/<slug>/play.ts), listed by src/games/play.ts.
import { z } from 'zod';
import { clientSeedSchema, fairRefSchema, serverSeedSchema } from './fair';

/** A stake or price in minor units; the operator's limits narrow it per currency and game. */
export const betAmountSchema = z.number().int().positive().max(1e12);
/** Play for fun: the same engine on a throwaway seed pair, no wallet, nothing stored. */
export const funSchema = z.boolean().optional();
/** A game's slug in a path or query (which games exist is the server's list, src/games/play.ts). */
export const gameSlugSchema = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/);

/** The state of a game in progress; `mines` only once it is over. */
export const roundResponseSchema = z.object({
  bet: z.object({
    id: z.number().int(),
    game: gameSlugSchema,
    status: z.enum(['open', 'settled']),
    amount: z.number().int(),
    params: z.record(z.string(), z.unknown()),
    state: z.record(z.string(), z.unknown()),
    multiplier: z.number(),
    /** What cashing out now would pay (open games) or what was paid. */
    payout: z.number().int(),
  }),
  fair: fairRefSchema,
  balance: z.number().int().nullable(),
});
export type RoundResponse = z.infer<typeof roundResponseSchema>;

export const betResponseSchema = z.object({
  bet: z.object({
    /** null for a bet played for fun (nothing is stored). */
    id: z.number().int().nullable(),
    game: z.string(),
    amount: z.number().int(),
    currency: z.string().nullable(),
    params: z.record(z.string(), z.unknown()),
    outcome: z.record(z.string(), z.unknown()),
    multiplier: z.number(),
    payout: z.number().int(),
    created_at: z.string(),
  }),
  fair: fairRefSchema,
  outcome: z.record(z.string(), z.unknown()),
  multiplier: z.number(),
  payout: z.number().int(),
  /** The new cash balance (minor units); null for fun bets. */
  balance: z.number().int().nullable(),
  /** Fun bets reveal their throwaway seed at once so the result can still be verified. */
  server_seed: serverSeedSchema.optional(),
});
export type BetResponse = z.infer<typeof betResponseSchema>;

/** GET /fair/verify query: the revealed values and the bet's parameters as JSON. */
export const verifyQuerySchema = z.object({
  game: gameSlugSchema,
  server_seed: serverSeedSchema,
  client_seed: clientSeedSchema,
  nonce: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  params: z.string().max(4000),
  amount: z.coerce.number().int().positive().max(1e12).default(100),
});
export const verifyResponseSchema = z.object({
  server_seed_hash: z.string(),
  outcome: z.record(z.string(), z.unknown()),
  multiplier: z.number(),
  payout: z.number().int(),
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

/** Domain failures of betting; the route layer maps `code` to HTTP 422/409/404. */
export const BET_ERROR_CODES = [
  'below_min_bet',
  'above_max_bet',
  'currency_required',
  'game_unavailable',
  'not_found',
  /** Miner/hilo: one open game per player and game; seeds cannot change while one is open. */
  'game_in_progress',
  /** The bet (or the round's best case, or this move) could pay more than the operator's maximum payout. */
  'max_payout_exceeded',
  /** The seed pair changed meanwhile (another rotation won): look at the seeds and try again. */
  'seeds_changed',
  /** An Idempotency-Key reused for another request. */
  'idempotency_key_reused',
  'no_open_game',
  'invalid_move',
  /** A price set in one currency (a case) and an account in another. */
  'currency_mismatch',
] as const;
export type BetErrorCode = (typeof BET_ERROR_CODES)[number];
export class BetError extends Error {
  constructor(
    public code: BetErrorCode,
    message: string,
    public field = 'amount',
  ) {
    super(message);
  }
}
