import { z } from 'zod';
import { CURRENCIES, LANGS } from './common';

// The VIP club (issue 20): levels from the player's rated wager, only going up, a reward when a
// level is first reached, rakeback (a share of the house edge of the player's settled bets,
// claimable at any time) and weekly and monthly rewards by level. The operator writes the programme
// in vip.json; money is minor units everywhere.

const minor = z.number().int().nonnegative();

/**
 * Loyalty counts the house edge a settled bet actually put at risk, never its stake (issue 38,
 * docs/decisions/053). Points and races read it as a *rated wager*: the stake that would carry the
 * same edge at this reference edge (1 %, the house's standard). A 100 ₽ dice bet (1 % edge) rates
 * 100 ₽, 100 ₽ on roulette (2.7 %) 270 ₽, a miner round cashed out before any tile 0.
 */
export const RATED_EDGE = 0.01;

/** The rated wager of a house edge at risk, minor units (floored: never in the player's favour). */
export const ratedWager = (edge: number) => Math.max(0, Math.floor(edge / RATED_EDGE + 1e-9));

/** An amount per currency; a currency left out gets nothing. */
const perCurrency = z.partialRecord(z.enum(CURRENCIES), minor);

/** A level's player-facing name, per language; English is required and is the fallback. */
export const vipLevelNameSchema = z
  .partialRecord(z.enum(LANGS), z.string().trim().min(1).max(40))
  .refine((r) => r.en !== undefined, { message: 'a name per language needs at least "en"' });

export const vipLevelSchema = z
  .object({
    /** Stable id (also the name of its texts); never reuse one for another level. */
    id: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,31}$/),
    name: vipLevelNameSchema,
    /** Points (see `points`) from which a player holds the level. */
    minPoints: z.number().int().positive(),
    /** Percent of the house edge of the player's bets paid back as rakeback (up to two decimals). */
    rakeback: z
      .number()
      .min(0)
      .max(100)
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9, { message: 'at most two decimals' }),
    /** Paid once, when the level is first reached. */
    levelUp: perCurrency.default({}),
    /** Claimable once per ISO week (UTC) by a player at this level who put an edge at risk that week. */
    weekly: perCurrency.default({}),
    /** Claimable once per calendar month (UTC) by a player at this level who wagered that month. */
    monthly: perCurrency.default({}),
  })
  .strict();
export type VipLevelConfig = z.infer<typeof vipLevelSchema>;

/** Spec section 9, "Level minimum: 100": the first level starts at 100 points at the least. */
export const VIP_LEVEL_MINIMUM = 100;

/**
 * vip.json. Without the file there are no levels: nobody is paid anything. `points`: how many
 * minor units of rated wager (RATED_EDGE) in a currency make one point (a currency left out earns
 * none).
 */
export const vipConfigSchema = z
  .object({
    points: z.partialRecord(z.enum(CURRENCIES), z.number().int().positive()).default({}),
    levels: z.array(vipLevelSchema).max(30).default([]),
    /**
     * A weekly or monthly reward pays at most this percent of the house edge of the player's own
     * play in that period: rewards stay a share of what the play earned the house, so accounts
     * kept alive with one small bet a week earn next to nothing (red team).
     */
    rewardsEdgeShare: z.number().int().min(0).max(100).default(15),
  })
  .strict()
  .superRefine((c, ctx) => {
    c.levels.forEach((l, i) => {
      const prev = c.levels[i - 1];
      if (i === 0 && l.minPoints < VIP_LEVEL_MINIMUM)
        ctx.addIssue({
          code: 'custom',
          path: ['levels', i, 'minPoints'],
          message: `the first level starts at ${VIP_LEVEL_MINIMUM} points at the least`,
        });
      if (prev && l.minPoints <= prev.minPoints)
        ctx.addIssue({
          code: 'custom',
          path: ['levels', i, 'minPoints'],
          message: 'minPoints must increase strictly from level to level',
        });
      if (c.levels.findIndex((o) => o.id === l.id) !== i)
        ctx.addIssue({ code: 'custom', path: ['levels', i, 'id'], message: `duplicate level id ${l.id}` });
    });
  });
export type VipConfig = z.infer<typeof vipConfigSchema>;

export const VIP_PERIODS = ['weekly', 'monthly'] as const;
export type VipPeriod = (typeof VIP_PERIODS)[number];

// ---- GET /api/v2/vip?lang=&currency= ----

export const vipQuerySchema = z.object({
  lang: z.enum(LANGS).optional(),
  /** The currency the table's amounts are shown in for a visitor (a player sees their own). */
  currency: z.enum(CURRENCIES).optional(),
});

/** One level as the public table shows it, amounts in the response's currency (null: none). */
export const vipLevelViewSchema = z.object({
  /** 1 for the first level; 0 is "no level yet" and has no row. */
  level: z.number().int().positive(),
  id: z.string(),
  name: z.string(),
  minPoints: z.number().int(),
  rakeback: z.number(),
  levelUp: minor.nullable(),
  weekly: minor.nullable(),
  monthly: minor.nullable(),
});
export type VipLevelView = z.infer<typeof vipLevelViewSchema>;

export const VIP_REWARD_STATES = ['claimable', 'claimed', 'no_wager', 'none'] as const;
/** A weekly or monthly reward of the current period: `no_wager` until the player wagers in it. */
export const vipRewardViewSchema = z.object({
  /** 2026-W05 or 2026-02 (UTC). */
  period: z.string(),
  amount: minor,
  state: z.enum(VIP_REWARD_STATES),
  /** When the period ends (ISO time): the next one starts. */
  endsAt: z.string(),
});
export type VipRewardView = z.infer<typeof vipRewardViewSchema>;

export const vipPlayerSchema = z.object({
  /** 0: below the first level. */
  level: z.number().int().nonnegative(),
  points: z.number().int().nonnegative(),
  next: z.object({ level: z.number().int().positive(), name: z.string(), minPoints: z.number().int() }).nullable(),
  /** 0–1 of the way from the current level's minimum to the next one's (1 at the top level). */
  progress: z.number().min(0).max(1),
  /** Rakeback the player may claim now, per currency they played in (their account currency first). */
  rakeback: z.array(z.object({ currency: z.enum(CURRENCIES), available: minor })),
  weekly: vipRewardViewSchema,
  monthly: vipRewardViewSchema,
  /** users.premium_status: none, pending… (POST /api/v2/vip/join). */
  premium: z.string(),
});
export type VipPlayer = z.infer<typeof vipPlayerSchema>;

export const vipResponseSchema = z.object({
  data: z.object({
    currency: z.enum(CURRENCIES),
    levels: z.array(vipLevelViewSchema),
    /** Null for a visitor. */
    player: vipPlayerSchema.nullable(),
  }),
});
export type VipResponse = z.infer<typeof vipResponseSchema>;

// ---- POST /api/v2/vip/rakeback/claim, POST /api/v2/vip/rewards/claim ----

export const rakebackClaimSchema = z.object({ currency: z.enum(CURRENCIES).optional() }).strict();
export const rewardClaimSchema = z.object({ period: z.enum(VIP_PERIODS) }).strict();

export const vipClaimResponseSchema = z.object({
  data: z.object({ currency: z.enum(CURRENCIES), amount: minor.positive(), balance: minor }),
});
export type VipClaimResponse = z.infer<typeof vipClaimResponseSchema>;

/** Why a claim pays nothing (422): the code of the spec's error line. */
export const VIP_CLAIM_REFUSALS = ['nothing_to_claim', 'already_claimed', 'no_wager', 'no_reward'] as const;
export type VipClaimRefusal = (typeof VIP_CLAIM_REFUSALS)[number];

export const VIP_PATHS = {
  state: '/api/v2/vip',
  rakebackClaim: '/api/v2/vip/rakeback/claim',
  rewardClaim: '/api/v2/vip/rewards/claim',
} as const;
