// The sportsbook's feed messages, as the adapter boundary sees them once parsed: the shape of
// Betradar's Unified Odds Feed (UnifiedFeed.xsd), trimmed to what we act on, plus the Sports API's
// fixture (who plays, where, when), which a real integration fetches over HTTP and hands to the same
// boundary. design/reference-notes.md 2.1 describes the model; docs/decisions/044-sportsbook.md ours.
//
// Conventions: times are epoch milliseconds; odds are decimal prices in thousandths (2.10 → 2100,
// the XML carries "2.10"); factors (void_factor, dead_heat_factor) are kept as the feed's decimal
// text ("0.5") so the settlement maths can read them exactly; specifiers are the feed's text
// ("total=2.5", "hcp=-0.75", "" when none).
import { z } from 'zod';

/** UOF producers we know: 1 live odds (LO), 3 pre-match (Ctrl). Others are accepted as numbers. */
export const PRODUCER_LIVE = 1;
export const PRODUCER_PREMATCH = 3;
/** How long a producer may stay silent before its markets stop taking bets (UOF's rule). */
export const ALIVE_LIMIT_MS: Record<number, number> = { [PRODUCER_LIVE]: 15_000, [PRODUCER_PREMATCH]: 300_000 };

/** UOF market status: only ACTIVE takes bets; SETTLED and CANCELLED are final except by rollback. */
export const MARKET_STATUS = {
  active: 1,
  inactive: 0,
  suspended: -1,
  handedOver: -2,
  settled: -3,
  cancelled: -4,
} as const;
export type MarketStatus = (typeof MARKET_STATUS)[keyof typeof MARKET_STATUS];
export const marketStatusSchema = z.union([
  z.literal(1),
  z.literal(0),
  z.literal(-1),
  z.literal(-2),
  z.literal(-3),
  z.literal(-4),
]);

const eventId = z.string().regex(/^[a-z]+:[a-z_]+:\d{1,18}$/, 'a feed id such as sr:match:123');
const specifiers = z.string().max(200);
/**
 * A factor in [0, 1] as exact text: decimal ("0.5", "1", up to 18 decimals) or, for a double that
 * rendered a simple fraction ("0.3333333333333333"), that fraction ("1/3").
 */
const factor = z.string().regex(/^(0(\.\d{1,18})?|1(\.0{1,18})?|[1-9]\d?\/[1-9]\d{0,2})$/);
const common = {
  product: z.number().int().min(1).max(99),
  timestamp: z.number().int().nonnegative(),
  request_id: z.number().int().nonnegative().optional(),
};
const withEvent = { ...common, event_id: eventId };

export const oddsOutcomeSchema = z.object({
  /** The feed's outcome id within the market ("1", "12", "sr:player:123"). */
  id: z.string().min(1).max(100),
  /** Thousandths; absent when the outcome has no price (inactive). */
  odds: z.number().int().min(1001).max(10_000_000).optional(),
  active: z.boolean(),
});
export const oddsMarketSchema = z.object({
  id: z.number().int().positive(),
  specifiers,
  status: marketStatusSchema,
  /** UOF cashout_status: 1 available, -1 unavailable, -2 closed. */
  cashout: z.boolean(),
  outcomes: z.array(oddsOutcomeSchema).max(500),
});
export type OddsMarket = z.infer<typeof oddsMarketSchema>;

export const eventStatusSchema = z.object({
  /** UOF EventStatus: 0 not started, 1 live, 2 suspended, 3 ended, 4 closed (results confirmed), 5 cancelled, … */
  status: z.number().int().min(0).max(9),
  home_score: z.number().int().nonnegative().optional(),
  away_score: z.number().int().nonnegative().optional(),
  /** UOF match_status code (6 first half, 31 halftime, 7 second half, 100 ended, 8/9/… tennis sets). */
  match_status: z.number().int().nonnegative().optional(),
  /** "35:12" — the match clock when the message was made (minutes alone, "27", are read as "27:00"). */
  match_time: z
    .string()
    .regex(/^\d{1,6}:\d{2}$/)
    .optional(),
  clock_stopped: z.boolean().optional(),
  /** Per period (sets in tennis, halves in football), in order. */
  periods: z
    .array(
      z.object({
        number: z.number().int().positive(),
        home: z.number().int().nonnegative(),
        away: z.number().int().nonnegative(),
        /** The period's match_status_code (6 first half, 7 second half, 8… tennis sets), when sent. */
        code: z.number().int().optional(),
      }),
    )
    .max(20)
    .optional(),
});
export type EventStatus = z.infer<typeof eventStatusSchema>;

export const oddsChangeSchema = z.object({
  type: z.literal('odds_change'),
  ...withEvent,
  status: eventStatusSchema.optional(),
  markets: z.array(oddsMarketSchema).max(2000),
});

export const betStopSchema = z.object({
  type: z.literal('bet_stop'),
  ...withEvent,
  /** UOF groups ("all", "goals|corners"); we stop every market of the event for "all". */
  groups: z.string().max(200),
  /** The status the stopped markets take (suspended unless said otherwise). */
  market_status: marketStatusSchema.default(-1),
});

export const settledOutcomeSchema = z.object({
  id: z.string().min(1).max(100),
  /** 1 won, 0 lost (a fully void outcome is result 0 with void_factor 1), -1 not decided yet. */
  result: z.union([z.literal(0), z.literal(1), z.literal(-1)]),
  void_factor: factor.optional(),
  dead_heat_factor: factor.optional(),
});
export const betSettlementSchema = z.object({
  type: z.literal('bet_settlement'),
  ...withEvent,
  /** 1 live-scouted, 2 confirmed. */
  certainty: z.number().int().min(1).max(2),
  markets: z
    .array(z.object({ id: z.number().int().positive(), specifiers, outcomes: z.array(settledOutcomeSchema).max(500) }))
    .max(2000),
});

const marketRef = z.object({ id: z.number().int().positive(), specifiers });
export const rollbackBetSettlementSchema = z.object({
  type: z.literal('rollback_bet_settlement'),
  ...withEvent,
  markets: z.array(marketRef).max(2000),
});
export const betCancelSchema = z.object({
  type: z.literal('bet_cancel'),
  ...withEvent,
  /** Bets placed in [start_time, end_time] are void; either end open when absent. */
  start_time: z.number().int().nonnegative().optional(),
  end_time: z.number().int().nonnegative().optional(),
  superceded_by: eventId.optional(),
  markets: z.array(marketRef.extend({ void_reason: z.number().int().optional() })).max(2000),
});
export const rollbackBetCancelSchema = z.object({
  type: z.literal('rollback_bet_cancel'),
  ...withEvent,
  start_time: z.number().int().nonnegative().optional(),
  end_time: z.number().int().nonnegative().optional(),
  markets: z.array(marketRef).max(2000),
});
export const fixtureChangeSchema = z.object({
  type: z.literal('fixture_change'),
  ...withEvent,
  /** The new start time, when it moved. */
  start_time: z.number().int().nonnegative().optional(),
  /** UOF change_type: 1 new, 2 date/time, 3 cancelled, 4 format, 5 coverage. */
  change_type: z.number().int().min(1).max(20).optional(),
});
export const aliveSchema = z.object({
  type: z.literal('alive'),
  ...common,
  /** 0: the producer is up but our subscription is not (recover before taking bets). */
  subscribed: z.boolean(),
});
export const snapshotCompleteSchema = z.object({
  type: z.literal('snapshot_complete'),
  ...common,
  request_id: z.number().int().nonnegative(),
});

/** The Sports API's fixture (`<fixtures_fixture><fixture …>`): names, tournament and start. */
export const fixtureSchema = z.object({
  type: z.literal('fixture'),
  event_id: eventId,
  /** sr:sport:1 football, sr:sport:5 tennis, sr:sport:2 basketball, … */
  sport_id: z.string().regex(/^[a-z]+:sport:\d{1,9}$/),
  sport_name: z.string().min(1).max(100),
  category: z.string().min(1).max(100),
  tournament: z.string().min(1).max(200),
  home: z.string().min(1).max(200),
  away: z.string().min(1).max(200),
  start_time: z.number().int().nonnegative(),
});

export const uofMessageSchema = z.discriminatedUnion('type', [
  oddsChangeSchema,
  betStopSchema,
  betSettlementSchema,
  rollbackBetSettlementSchema,
  betCancelSchema,
  rollbackBetCancelSchema,
  fixtureChangeSchema,
  aliveSchema,
  snapshotCompleteSchema,
  fixtureSchema,
]);
export type UofMessage = z.infer<typeof uofMessageSchema>;
export type UofType = UofMessage['type'];
export type OddsChange = z.infer<typeof oddsChangeSchema>;
export type BetStop = z.infer<typeof betStopSchema>;
export type BetSettlement = z.infer<typeof betSettlementSchema>;
export type RollbackBetSettlement = z.infer<typeof rollbackBetSettlementSchema>;
export type BetCancel = z.infer<typeof betCancelSchema>;
export type RollbackBetCancel = z.infer<typeof rollbackBetCancelSchema>;
export type FixtureChange = z.infer<typeof fixtureChangeSchema>;
export type Alive = z.infer<typeof aliveSchema>;
export type SnapshotComplete = z.infer<typeof snapshotCompleteSchema>;
export type Fixture = z.infer<typeof fixtureSchema>;
