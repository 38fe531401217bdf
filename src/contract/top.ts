import { z } from 'zod';
import { CURRENCIES, LANGS } from './common';
import { TOP_BOARDS, TOP_PERIODS } from './top-base';

// The top (issue 20): leaderboards of the biggest wins and the most wagered per UTC day, ISO week
// and month, and races — periods with a prize table by rank, paid through the ledger when they end.
// Read from player_stats (migration 22); races are configured in races.json (operator folder).
// Money: minor units. A player who hides their statistics or avatar appears without name and avatar.

export * from './top-base';

const minor = z.number().int().nonnegative();

// ---- races.json ----

/** A race's player-facing name: one text, or one per language (English the fallback). */
export const raceNameSchema = z.union([
  z.string().trim().min(1).max(80),
  z.partialRecord(z.enum(LANGS), z.string().trim().min(1).max(80)).refine((r) => r.en !== undefined, {
    message: 'a name per language needs at least "en"',
  }),
]);

/** The id is part of every prize's idempotency key (race:<id>:<periodStart>:<rank>): never reuse one. */
export const RACE_ID = /^[a-z0-9][a-z0-9_-]{0,39}$/;

export const raceSchema = z
  .object({
    name: raceNameSchema,
    enabled: z.boolean().default(true),
    /** UTC day, ISO week (from Monday) or calendar month. */
    period: z.enum(TOP_PERIODS),
    /** One currency per race: players rank by what they wagered in it. */
    currency: z.enum(CURRENCIES),
    /** Prizes by rank, first place first. */
    prizes: z.array(minor.positive()).min(1).max(100),
    /**
     * A place's prize is paid only to a player who wagered at least this many times it in the
     * period (else that prize is not paid). At 400 and a 1 % house edge a prize is at most a quarter
     * of what the qualifying play earned the house: a handful of accounts betting a little each
     * cannot collect a quiet day's prize table, and races with VIP stay under the edge (red team;
     * decision 040).
     */
    prizeWagerMultiple: z.number().int().min(0).max(100_000).default(400),
    /**
     * The first day (YYYY-MM-DD, UTC) the race runs: a period that began earlier is never paid,
     * so adding a race does not pay for wagers made before it was announced.
     */
    startsOn: z.iso.date().optional(),
  })
  .strict();
export type Race = z.infer<typeof raceSchema>;

/** The prize a place wins, when its wagering qualifies for it (0 otherwise, or past the table). */
export const racePrize = (race: Pick<Race, 'prizes' | 'prizeWagerMultiple'>, rank: number, wagered: number): number => {
  const prize = race.prizes[rank - 1] ?? 0;
  return wagered >= prize * race.prizeWagerMultiple ? prize : 0;
};

export const racesConfigSchema = z
  .object({ races: z.record(z.string().regex(RACE_ID), raceSchema).default({}) })
  .strict()
  .default({ races: {} });
export type RacesConfig = z.infer<typeof racesConfigSchema>;

// ---- GET /api/v2/top?board=&period=&currency= ----

export const topQuerySchema = z.object({
  board: z.enum(TOP_BOARDS).default('wins'),
  period: z.enum(TOP_PERIODS).default('day'),
  /** The viewer's currency; the site's default when left out. */
  currency: z.enum(CURRENCIES).optional(),
});
export type TopQuery = z.infer<typeof topQuerySchema>;

export const topRowSchema = z.object({
  rank: z.number().int().positive(),
  /** The public name; null when the player hides their statistics or avatar, or has no name. */
  player: z.string().nullable(),
  /** Whether the player's avatar may be shown (false for a hidden player). */
  avatar: z.boolean(),
  /** wins: the largest single payout in the period; wagered: the sum of stakes. */
  amount: minor,
  /** wins: the game of that payout; wagered: null. */
  game: z.string().nullable(),
});
export type TopRow = z.infer<typeof topRowSchema>;

export const topResponseSchema = z.object({
  data: z.object({
    board: z.enum(TOP_BOARDS),
    period: z.enum(TOP_PERIODS),
    currency: z.enum(CURRENCIES),
    starts_at: z.string(),
    ends_at: z.string(),
    rows: z.array(topRowSchema),
  }),
});
export type TopResponse = z.infer<typeof topResponseSchema>;

// ---- GET /api/v2/races?currency=&lang= ----

export const racesQuerySchema = z.object({
  currency: z.enum(CURRENCIES).optional(),
  lang: z.enum(LANGS).optional(),
});

export const raceStandingSchema = z.object({
  rank: z.number().int().positive(),
  player: z.string().nullable(),
  avatar: z.boolean(),
  /** Wagered in the period. */
  amount: minor,
  /** The prize this rank wins (0 past the prize table, or while the player's wagering is under its qualification). */
  prize: minor,
});
export type RaceStanding = z.infer<typeof raceStandingSchema>;

export const raceViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  period: z.enum(TOP_PERIODS),
  currency: z.enum(CURRENCIES),
  starts_at: z.string(),
  ends_at: z.string(),
  /** Prizes by rank, first place first. */
  prizes: z.array(minor),
  /** A prize is paid to a player who wagered at least this many times it. */
  prize_wager_multiple: z.number().int().nonnegative(),
  standings: z.array(raceStandingSchema),
  /** The signed-in player's own place in the current period; null when anonymous or not racing. */
  me: z.object({ rank: z.number().int().positive(), amount: minor, prize: minor }).nullable(),
  /** The last period paid, with its winners. */
  last: z.object({ starts_at: z.string(), ends_at: z.string(), winners: z.array(raceStandingSchema) }).nullable(),
});
export type RaceView = z.infer<typeof raceViewSchema>;

export const racesResponseSchema = z.object({
  data: z.object({ currency: z.enum(CURRENCIES), races: z.array(raceViewSchema) }),
});
export type RacesResponse = z.infer<typeof racesResponseSchema>;
