// Bets of the instant games (issue 11): bodies and answers, shared by the server and the screens.
import { z } from 'zod';
import { clientSeedSchema, fairRefSchema, serverSeedSchema } from './fair';
import { INSTANT_GAMES, type InstantGame, ROULETTE_BET_TYPES, VERIFIABLE_GAMES } from './instant-games';

const amount = z.number().int().positive().max(1e12);
/** Play for fun: the same engine on a throwaway seed pair, no wallet, nothing stored. */
const fun = z.boolean().optional();

export const diceParamsSchema = z
  .object({
    target: z.number().multipleOf(0.01).min(0.01).max(99.99),
    condition: z.enum(['over', 'under']),
  })
  .refine(
    (p) => {
      const chance = p.condition === 'over' ? 100 - p.target : p.target;
      return chance >= 0.01 - 1e-9 && chance <= 98 + 1e-9;
    },
    {
      message: 'The win chance must be between 0.01% and 98%',
      params: { code: 'chance_out_of_range' },
      path: ['target'],
    },
  );
export const coinflipParamsSchema = z.object({ side: z.enum(['heads', 'tails']) });
export const kenoParamsSchema = z.object({
  risk: z.enum(['classic', 'low', 'medium', 'high']),
  numbers: z
    .array(z.number().int().min(1).max(40))
    .min(1)
    .max(10)
    .refine((a) => new Set(a).size === a.length, {
      message: 'Numbers must differ',
      params: { code: 'duplicate_numbers' },
    }),
});
export const roulettePlacementSchema = z
  .object({
    type: z.enum(ROULETTE_BET_TYPES),
    value: z.number().int().min(0).max(36).optional(),
    second: z.number().int().min(0).max(36).optional(),
    amount,
  })
  .strict();
export const rouletteParamsSchema = z.object({ placements: z.array(roulettePlacementSchema).min(1).max(50) });
export const casesParamsSchema = z.object({
  case: z.string().regex(/^[a-z0-9-]{1,40}$/),
  count: z.number().int().min(1).max(5).default(1),
});

export const diceBetBodySchema = diceParamsSchema.safeExtend({ amount, fun }).strict();
export const coinflipBetBodySchema = coinflipParamsSchema.extend({ amount, fun }).strict();
export const kenoBetBodySchema = kenoParamsSchema.extend({ amount, fun }).strict();
/** Roulette's stake is the sum of its placements. */
export const rouletteBetBodySchema = rouletteParamsSchema.extend({ fun }).strict();
/** Cases: the stake is the case price × count; no amount is sent. */
export const casesBetBodySchema = casesParamsSchema.extend({ fun }).strict();

// Games in progress (miner on its service, hilo on general/hilo): open, act, cash out.
export const minerOpenBodySchema = z.object({ amount, mines: z.number().int().min(1).max(24) }).strict();
export const minerRevealBodySchema = z.object({ tile: z.number().int().min(0).max(24) }).strict();
export const hiloOpenBodySchema = z.object({ amount }).strict();
export const hiloGuessBodySchema = z.object({ guess: z.enum(['higher', 'lower', 'same', 'skip']) }).strict();

/**
 * A finished round to recompute: its parameters and the moves it made, as its bet shows them
 * (miner: `params.mines` and `state.revealed`; hilo: `state.actions`).
 */
export const minerVerifyParamsSchema = z
  .object({
    mines: z.number().int().min(1).max(24),
    revealed: z
      .array(z.number().int().min(0).max(24))
      .max(24)
      .refine((t) => new Set(t).size === t.length, 'a tile opens once'),
  })
  .strict();
export const hiloVerifyParamsSchema = z
  .object({ actions: z.array(z.enum(['higher', 'lower', 'same', 'skip'])).max(1000) })
  .strict();

/** The state of a game in progress; `mines` only once it is over. */
export const roundResponseSchema = z.object({
  bet: z.object({
    id: z.number().int(),
    game: z.enum(['miner', 'hilo']),
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

export { INSTANT_GAMES, type InstantGame };

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
  game: z.enum(VERIFIABLE_GAMES),
  server_seed: serverSeedSchema,
  client_seed: clientSeedSchema,
  nonce: z.coerce.number().int().nonnegative(),
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
  /** Miner/hilo: one open game per player and game; seeds cannot rotate while one is open. */
  'game_in_progress',
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
