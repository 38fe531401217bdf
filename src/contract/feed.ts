// The live bets feed and game recall (issue 11), on the `general` service:
//   GET /bets/feed?game=dice          recent bets of all players and the day's big wins
//   GET /bets/mine?game=dice          the signed-in player's own recent bets
//   GET /bets/:id                     one settled bet with everything needed to verify it
// Rows name players by their public name (PUT /profile/public-name, src/contract/public-name.ts).
// Names of players who hide their statistics (PUT /profile/settings is_statistics_hidden)
// never leave the server: such rows, and those of players without a public name, carry `player: null`.
import { z } from 'zod';
import { fairRefSchema, serverSeedSchema } from './fair';

export const FEED_PATHS = {
  feed: 'GET /bets/feed',
  mine: 'GET /bets/mine',
  detail: 'GET /bets/:id',
} as const;

/** How many rows a list answers; the feed is for a glance, history is in /profile/history. */
export const FEED_LIMIT = 20;
/** A settled bet paying at least this multiple is a big win. */
export const BIG_WIN_MULTIPLIER = 10;

const slug = z
  .string()
  .regex(/^[a-z0-9-]{1,32}$/, 'a game id')
  .optional();
export const feedQuerySchema = z.object({ game: slug }).strict();
export type FeedQuery = z.infer<typeof feedQuerySchema>;

export const feedBetSchema = z.object({
  id: z.number().int(),
  game: z.string(),
  /** The player's public name; null when hidden or never set. */
  player: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  multiplier: z.number(),
  payout: z.number().int(),
  created_at: z.string(),
});
export type FeedBet = z.infer<typeof feedBetSchema>;

export const feedResponseSchema = z.object({
  data: z.object({ recent: z.array(feedBetSchema), big_wins: z.array(feedBetSchema) }),
});
export type FeedResponse = z.infer<typeof feedResponseSchema>;

export const myBetsResponseSchema = z.object({ data: z.array(feedBetSchema) });
export type MyBetsResponse = z.infer<typeof myBetsResponseSchema>;

export const betIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const betDetailResponseSchema = z.object({
  data: feedBetSchema.extend({
    params: z.record(z.string(), z.unknown()),
    outcome: z.record(z.string(), z.unknown()),
    fair: fairRefSchema,
    /** The server seed once its pair has been rotated (revealed); null while it still commits bets. */
    server_seed: serverSeedSchema.nullable(),
  }),
});
export type BetDetailResponse = z.infer<typeof betDetailResponseSchema>;
