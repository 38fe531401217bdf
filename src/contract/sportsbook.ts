// The sportsbook (issue 22), on the API host. The issue names these calls and fields exactly (other
// front-ends and acceptance checks use them); what it left open is written here once.
//
//   GET  /betting/events?status=live|prematch[&sport=][&lang=][&markets=main|all]   {data: SbEvent[]}
//   GET  /betting/events/{id}[?lang=]                             {data: SbEvent} (every market)
//   GET  /betting/stream                  server-sent events: price, status and score changes
//   POST /betting/bets                    {stake, selections, system?, accept_odds} + Idempotency-Key
//   GET  /betting/bets?status=open|settled[&limit=][&before=]     {data: SbBet[]} (mine, newest first;
//                                         `before` = the last id of the previous page)
//   POST /betting/bets/{id}/cashout       {amount, accept?} + Idempotency-Key  → {data: SbBet, balance}
//                                         (amount: the offer the player saw; accept: what else they take)
//   GET  /betting/config                  the limits, presets, delays and cash-out margin in force
//
// Ids: an event's is the feed's (sr:match:123); markets and outcomes have ours (numbers), with the
// feed's market type id (`type`), specifier text (`specifiers`) and outcome id (`ref`) beside them.
// Odds are decimal numbers (2.1); the server keeps them in thousandths and compares exactly, so a
// price is sent back as it was shown. Amounts are minor units. Times are epoch milliseconds.
import { z } from 'zod';
import { betAmountSchema } from './bets';

export const SPORTSBOOK_PATHS = {
  events: 'GET /betting/events',
  event: 'GET /betting/events/{id}',
  stream: 'GET /betting/stream',
  place: 'POST /betting/bets',
  myBets: 'GET /betting/bets',
  cashout: 'POST /betting/bets/{id}/cashout',
  config: 'GET /betting/config',
} as const;

export const SB_EVENT_STATUSES = ['prematch', 'live', 'ended', 'closed', 'cancelled'] as const;
export type SbEventStatus = (typeof SB_EVENT_STATUSES)[number];
export const ODDS_FORMATS = ['decimal', 'fractional', 'american'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];
export const ACCEPT_ODDS = ['none', 'higher', 'any'] as const;
export type AcceptOdds = (typeof ACCEPT_ODDS)[number];
export const MAX_LEGS = 20;

export const sbOutcomeSchema = z.object({
  id: z.number().int(),
  ref: z.string(),
  name: z.string(),
  /** Decimal price, null when the outcome has none. */
  odds: z.number().nullable(),
  active: z.boolean(),
});
export type SbOutcome = z.infer<typeof sbOutcomeSchema>;

export const sbMarketSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  specifiers: z.string(),
  /** 'active' takes bets; anything else is shown greyed (a down producer makes its markets 'suspended'). */
  status: z.enum(['active', 'inactive', 'suspended', 'handed_over', 'settled', 'cancelled']),
  name: z.string(),
  /** The market type's group (main, totals, handicap, goals, sets…), for the event page's tabs. */
  group: z.string(),
  cashout: z.boolean(),
  outcomes: z.array(sbOutcomeSchema),
});
export type SbMarket = z.infer<typeof sbMarketSchema>;

export const sbScoreSchema = z.object({
  home: z.number().int(),
  away: z.number().int(),
  /** Per period (halves, sets), when the feed gives them. */
  periods: z.array(z.object({ home: z.number().int(), away: z.number().int() })),
});

export const sbEventSchema = z.object({
  id: z.string(),
  /** Our sport slug (football, tennis, …), or the feed's sport id when we do not know it. */
  sport: z.string(),
  sport_name: z.string(),
  category: z.string(),
  tournament: z.string(),
  home: z.string(),
  away: z.string(),
  start_at: z.number().int(),
  status: z.enum(SB_EVENT_STATUSES),
  score: sbScoreSchema.nullable(),
  /** The match clock: "MM:SS" at `clock_at` (server time); it runs on from there unless stopped. */
  clock: z.object({ time: z.string(), at: z.number().int(), stopped: z.boolean() }).nullable(),
  markets: z.array(sbMarketSchema),
});
export type SbEvent = z.infer<typeof sbEventSchema>;
export const sbEventsResponseSchema = z.object({ data: z.array(sbEventSchema) });

export const sbEventsQuerySchema = z
  .object({
    status: z.enum(['live', 'prematch']).default('live'),
    sport: z
      .string()
      .regex(/^[a-z0-9:_-]{1,40}$/)
      .optional(),
    lang: z.string().max(5).optional(),
    /** `main`: each event with its main markets only (the lists); all of them by default. */
    markets: z.enum(['main', 'all']).default('all'),
  })
  .strict();
export const sbEventIdSchema = z.string().regex(/^[a-z]+:[a-z_]+:\d{1,18}$/);

/** A decimal price as shown (1.01 … 10000, at most three decimals). */
export const sbOddsSchema = z
  .number()
  .gt(1)
  .max(10_000)
  .refine((o) => Math.abs(Math.round(o * 1000) - o * 1000) < 1e-6, 'at most three decimals');

/** k/n, or a named system: Trixie (2+3 of 3), Patent (1+2+3 of 3), Yankee (2+3+4 of 4), Lucky 15 (all of 4). */
export const sbSystemSchema = z.union([
  z.string().regex(/^([1-9]|1\d|20)\/([2-9]|1\d|20)$/, 'k/n such as 2/3'),
  z.enum(['trixie', 'patent', 'yankee', 'lucky15']),
]);

export const sbPlaceBodySchema = z
  .object({
    /** The whole stake; a system bet's is split evenly over its combinations (it must divide). */
    stake: betAmountSchema,
    selections: z
      .array(
        z.object({ outcome_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER), odds: sbOddsSchema }).strict(),
      )
      .min(1)
      .max(MAX_LEGS),
    system: sbSystemSchema.optional(),
    accept_odds: z.enum(ACCEPT_ODDS).default('none'),
  })
  .strict();
export type SbPlaceBody = z.infer<typeof sbPlaceBodySchema>;

export const SB_BET_STATUSES = ['pending', 'accepted', 'rejected', 'settled', 'cashed_out'] as const;
export const sbLegSchema = z.object({
  outcome_id: z.number().int(),
  /** The price the bet took (copied onto the leg at acceptance). */
  odds: z.number(),
  event_id: z.string(),
  event: z.string(),
  market: z.string(),
  outcome: z.string(),
  /** open, won, lost, void, half_won, half_lost (void factor 0.5), or won at a dead-heat factor. */
  result: z.enum(['open', 'won', 'lost', 'void', 'half_won', 'half_lost']),
  /** Exact text: a decimal ("0.5") or, where the feed's double was a simple fraction, that fraction ("1/3"). */
  dead_heat_factor: z.string().nullable(),
});
export const sbBetSchema = z.object({
  id: z.number().int(),
  status: z.enum(SB_BET_STATUSES),
  kind: z.enum(['single', 'accumulator', 'system']),
  system: z.string().nullable(),
  currency: z.string(),
  stake: z.number().int(),
  /** What the bet pays if every open leg wins (at the accepted prices). */
  potential_win: z.number().int(),
  /** Paid so far (settlement or cash-out, net of any rollback); null while open. */
  payout: z.number().int().nullable(),
  /** The cash-out offered now, null when none (market not active, system bet, pending…). */
  cashout: z.number().int().nullable(),
  /** Why a bet was rejected (odds_changed, market_suspended, …), else null. */
  reason: z.string().nullable(),
  placed_at: z.number().int(),
  settled_at: z.number().int().nullable(),
  legs: z.array(sbLegSchema),
});
export type SbBet = z.infer<typeof sbBetSchema>;

/** The answer to POST /betting/bets: the fields first; `bet` and `balance` for the slip. */
export const sbPlaceResponseSchema = z.object({
  data: z.object({
    id: z.number().int(),
    status: z.enum(['accepted', 'pending', 'rejected']),
    potential_win: z.number().int(),
    legs: z.array(z.object({ outcome_id: z.number().int(), odds: z.number() })),
    /** While pending: when the live delay ends (the bet is decided then). */
    decide_at: z.number().int().nullable(),
    bet: sbBetSchema,
    balance: z.number().int(),
  }),
});
export type SbPlaceResponse = z.infer<typeof sbPlaceResponseSchema>;

export const sbMyBetsQuerySchema = z
  .object({
    status: z.enum(['open', 'settled']).default('open'),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .strict();
export const sbMyBetsResponseSchema = z.object({ data: z.array(sbBetSchema) });
export const sbBetIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/**
 * What a cash-out takes besides the amount the player saw (issue 39; decision 059), as the slip's
 * accept_odds does for prices. The server prices the bet again under its locks and decides:
 * - `exact` (the default, as before): pays `amount` when the offer now is at least that much;
 * - `higher`: pays the offer now when it is at least `amount` (a risen offer is paid in full);
 * - `tolerance`: pays the offer now when it is at least `amount` less SB_CASHOUT_TOLERANCE_BP.
 * Never more than the offer now; else 422 cashout_changed with details {cashout: the offer now, min}.
 */
export const CASHOUT_ACCEPT = ['exact', 'higher', 'tolerance'] as const;
export type CashoutAccept = (typeof CASHOUT_ACCEPT)[number];
/**
 * How far below the amount seen a `tolerance` cash-out still goes through, basis points (300 = 3 %):
 * a live offer moves about that much between two price messages, so one tap succeeds on a phone.
 */
export const SB_CASHOUT_TOLERANCE_BP = 300;
/** The least a cash-out request takes, minor units (the tolerance's cut rounded against the player: up). */
export function cashoutFloor(amount: number, accept: CashoutAccept): number {
  if (accept !== 'tolerance') return amount;
  return Math.max(1, Math.ceil((amount * (10_000 - SB_CASHOUT_TOLERANCE_BP)) / 10_000));
}
/** What a request accepted gets paid, given the offer now; null when the offer is below what it takes. */
export function cashoutPays(amount: number, accept: CashoutAccept, offer: number): number | null {
  if (offer < cashoutFloor(amount, accept)) return null;
  return accept === 'exact' ? amount : offer;
}
export const sbCashoutBodySchema = z
  .object({ amount: betAmountSchema, accept: z.enum(CASHOUT_ACCEPT).default('exact') })
  .strict();
export type SbCashoutBody = z.input<typeof sbCashoutBodySchema>;
export const sbCashoutResponseSchema = z.object({ data: sbBetSchema, balance: z.number().int() });

export const sbConfigResponseSchema = z.object({
  data: z.object({
    currency: z.string().nullable(),
    min_stake: z.number().int(),
    max_stake: z.number().int(),
    max_payout: z.number().int(),
    presets: z.array(z.number().int()),
    max_legs: z.number().int(),
    cashout_margin_bp: z.number().int(),
    /** Live delay per sport slug, ms ("default" for the rest). */
    live_delay_ms: z.record(z.string(), z.number().int()),
  }),
});

/** The error codes of the sportsbook calls (422 unless noted), as `errors[field] = ["<code>: <text>"]`. */
export const SB_ERROR_CODES = [
  'odds_changed', // a price moved against the bet's preference; details carry the new prices
  'market_suspended', // a selection's market is not active (or its producer is down)
  'event_over', // a selection's event has ended
  'same_event', // two selections of one event in an accumulator or system
  'bad_system', // the system does not fit the selections, or the stake does not split evenly
  'stake_too_small',
  'stake_too_large',
  'payout_too_large', // the potential win is above the operator's maximum payout
  'event_limit', // the player's stakes on one event would pass the operator's limit
  'open_limit', // the player's open stakes would pass the operator's limit
  'not_found', // 404: no such outcome or bet (or not yours)
  'cashout_unavailable', // the bet cannot be cashed out now
  'cashout_changed', // the offer moved below what the request accepts; details carry the offer now and `min`
  'already_settled', // 409: the bet is settled or cashed out
  'too_many_legs', // more selections than the operator allows
] as const;
export type SbErrorCode = (typeof SB_ERROR_CODES)[number];

/** One price as the stream and the odds_changed error give it. */
export const sbPriceSchema = z.object({
  outcome_id: z.number().int(),
  odds: z.number().nullable(),
  active: z.boolean(),
});
export type SbPrice = z.infer<typeof sbPriceSchema>;

/**
 * The `details` beside `errors` in a refusal's body: odds_changed, market_suspended and event_over
 * carry the selections' prices now; cashout_changed the offer now (`cashout`) and the least the request
 * took (`min`); the limits their figures.
 */
export const sbErrorDetailsSchema = z.object({
  prices: z.array(sbPriceSchema).optional(),
  cashout: z.number().int().optional(),
  min: z.number().int().optional(),
  max: z.number().int().optional(),
  limit: z.number().int().optional(),
  used: z.number().int().optional(),
  combinations: z.number().int().optional(),
});
export type SbErrorDetails = z.infer<typeof sbErrorDetailsSchema>;

// The stream. One event per feed message that changed something players see; `seq` counts the
// process's stream, so a page that sees a gap (or reconnects) reads GET /betting/events again.
export const sbStreamSchemas = {
  hello: z.object({ seq: z.number().int(), server_time: z.number().int() }),
  /** Prices, market statuses and the event's score, clock and status. */
  event: z.object({
    seq: z.number().int(),
    event_id: z.string(),
    status: z.enum(SB_EVENT_STATUSES).optional(),
    score: sbScoreSchema.nullable().optional(),
    clock: z.object({ time: z.string(), at: z.number().int(), stopped: z.boolean() }).nullable().optional(),
    markets: z.array(
      z.object({ id: z.number().int(), status: sbMarketSchema.shape.status, prices: z.array(sbPriceSchema) }),
    ),
    /** A market the page has not seen (a new line): read the event again. */
    reload: z.boolean().optional(),
  }),
  /** A producer went down (its markets stop taking bets) or came back. */
  producer: z.object({ seq: z.number().int(), product: z.number().int(), up: z.boolean() }),
  /** The board changed (an event started, ended or appeared): read the lists again. */
  board: z.object({ seq: z.number().int() }),
} as const;
export type SbStreamEventName = keyof typeof sbStreamSchemas;

const perCurrency = z.partialRecord(z.enum(['RUB', 'USD', 'KZT', 'INR', 'EUR']), z.number().int().positive());
/**
 * sportsbook.json in the operator folder (every field optional; unset limits are built in: per event
 * twice the largest bet, open in all ten times it). Stakes per bet come from bet-limits.json
 * (`games.betting`; each line of a system bet at least its minimum), the maximum payout from its
 * `maxPayout`.
 */
export const sportsbookConfigSchema = z
  .object({
    /** Live bets are parked this long, ms, by sport slug, then checked again ("default" for the rest). */
    live_delay_ms: z.record(z.string().regex(/^[a-z0-9_-]{1,40}$/), z.number().int().min(0).max(30_000)).optional(),
    /** The most one player may have staked on one event, open, per currency. */
    max_event_stake: perCurrency.optional(),
    /** The most one player may have staked in open bets, per currency. */
    max_open_stake: perCurrency.optional(),
    /** The cash-out margin taken off the fair value, basis points (500 = 5%). */
    cashout_margin_bp: z.number().int().min(0).max(5000).optional(),
    /** Most selections in one bet (≤ 20). */
    max_legs: z.number().int().min(1).max(MAX_LEGS).optional(),
    /** Stake presets on the slip, in major units of each currency. */
    presets: perCurrency.optional(),
  })
  .strict();
export type SportsbookConfig = z.infer<typeof sportsbookConfigSchema>;
export const SPORTSBOOK_DEFAULTS = {
  live_delay_ms: { default: 5000, football: 5000, tennis: 4000, basketball: 5000 } as Record<string, number>,
  cashout_margin_bp: 500,
  max_legs: MAX_LEGS,
  /**
   * A bet counts for loyalty (VIP points, rakeback, rewards, races) only when every leg is priced at
   * least this (decimal odds). Below it a price sits near the feed's floor, where the market's margin
   * is not the edge the selection carries (a 1.01 on a near-certain outcome can even favour the
   * player): such bets count nothing, as sportsbooks' minimum odds for bonuses do (issue 38).
   */
  loyalty_min_odds: 1.5,
} as const;

/** A refusal of a sportsbook call (domain code throws it; the routes answer it in the spec's error shape). */
export class SbError extends Error {
  constructor(
    public code: SbErrorCode,
    message: string,
    public field = '_',
    public status: 404 | 409 | 422 = 422,
    public details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
