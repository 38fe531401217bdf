import { z } from 'zod';
import { CURRENCIES, LANGS, REGIONS } from './common';

// The bonus system's contract (issue 20): bonus templates as the operator writes them in
// bonuses.json, promo codes, and the two `bonus-system` reads of the spec (section 7).
// Money is minor units everywhere; terms are written once here and shown to the player as
// they are, before they accept (docs/decisions/039-bonus-money.md).

const minor = z.number().int().nonnegative();
const percent = z.number().int().min(0).max(100);

/** The player-facing name of a bonus: one text, or one per language (English the fallback). */
export const bonusNameSchema = z.union([
  z.string().trim().min(1).max(120),
  z.partialRecord(z.enum(LANGS), z.string().trim().min(1).max(120)).refine((r) => r.en !== undefined, {
    message: 'a name per language needs at least "en"',
  }),
]);

/** Amounts of a template in one currency. */
export const templateMoneySchema = z
  .object({
    /** deposit_match: the largest bonus; no_deposit: the bonus; free_bets: one free bet's stake. */
    amount: minor.positive(),
    /** deposit_match: the smallest deposit that earns the bonus. */
    minDeposit: minor.optional(),
    /** The largest bet that uses bonus money; it also caps what one bet counts toward wagering. */
    maxStake: minor.positive().optional(),
    /** The most the bonus converts to cash; the rest is removed at conversion. */
    maxCashout: minor.positive().optional(),
  })
  .strict();

export const BONUS_KINDS = ['deposit_match', 'free_bets', 'cashback', 'no_deposit'] as const;
export const BONUS_PRODUCTS = ['casino', 'sportsbook'] as const;

/** One template, as the operator writes it; every field is a term the player sees. */
export const bonusTemplateSchema = z
  .object({
    kind: z.enum(BONUS_KINDS),
    name: bonusNameSchema,
    enabled: z.boolean().default(true),
    /** Never mixed: a casino bonus is wagered on casino games only (UK rule from 2026). */
    product: z.enum(BONUS_PRODUCTS).default('casino'),
    /** deposit_match: percent of the deposit; cashback: percent of the net loss. */
    percent: z.number().int().min(1).max(500).optional(),
    /** free_bets: the in-house game and how many bets. */
    game: z.string().min(1).max(40).optional(),
    count: z.number().int().min(1).max(1000).optional(),
    /** cashback: the period the net loss is counted over. */
    period: z.enum(['day', 'week']).optional(),
    /** Multiple of the bonus to wager; at most 10 unless the operator lifts `maxWagering`. */
    wagering: z.number().min(0).max(100).default(10),
    /** Percent of a stake that counts, per game slug; a game not listed counts `defaultWeight`. */
    weights: z.record(z.string().min(1).max(40), percent).default({}),
    /**
     * What a game the template does not name counts: nothing unless the operator says so (issue 38:
     * a game earns wagering only when named, so a new game never clears bonuses by default).
     */
    defaultWeight: percent.default(0),
    /** Days the bonus may be wagered after it is granted. */
    validDays: z.number().int().min(1).max(365).default(30),
    /** Empty: every region. */
    regions: z.array(z.enum(REGIONS)).default([]),
    /** The currencies offered, with the amounts in each. */
    currencies: z.partialRecord(z.enum(CURRENCIES), templateMoneySchema),
  })
  .strict()
  .superRefine((t, ctx) => {
    const need = (field: keyof typeof t, when: boolean) => {
      if (when && t[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: `${t.kind} needs ${field}` });
    };
    need('percent', t.kind === 'deposit_match' || t.kind === 'cashback');
    need('game', t.kind === 'free_bets');
    need('count', t.kind === 'free_bets');
    need('period', t.kind === 'cashback');
    if (!Object.keys(t.currencies).length)
      ctx.addIssue({ code: 'custom', path: ['currencies'], message: 'no currency offered' });
  });
export type BonusTemplate = z.infer<typeof bonusTemplateSchema>;

export const TEMPLATE_ID = /^[a-z0-9][a-z0-9_-]{0,39}$/;

/** bonuses.json: the templates by id, and the wagering cap (10x by default, the UK's 2026 rule). */
export const bonusesConfigSchema = z
  .object({
    maxWagering: z.number().min(0).max(100).default(10),
    templates: z.record(z.string().regex(TEMPLATE_ID), bonusTemplateSchema).default({}),
  })
  .strict()
  .superRefine((c, ctx) => {
    for (const [id, t] of Object.entries(c.templates)) {
      if (t.wagering > c.maxWagering) {
        ctx.addIssue({
          code: 'custom',
          path: ['templates', id, 'wagering'],
          message: `wagering ${t.wagering}x is above maxWagering ${c.maxWagering}x`,
        });
      }
    }
  });
export type BonusesConfig = z.infer<typeof bonusesConfigSchema>;

/** A promo code as typed by a player or in an address: letters, digits, '-' and '_'; case-insensitive. */
export const promoCodeSchema = z
  .string()
  .trim()
  .min(2)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/)
  .transform((s) => s.toUpperCase());

/** GET /bonus-system/bonus/{promo} → `{data}`; expires_in in seconds (null: no end date). */
export const bonusDataSchema = z.object({
  name: z.string(),
  expires_in: z.number().int().nonnegative().nullable(),
  /** The regions the code is offered in; null: every region. */
  region: z.array(z.enum(REGIONS)).nullable(),
});
export type BonusData = z.infer<typeof bonusDataSchema>;
export const bonusDataResponseSchema = z.object({ data: bonusDataSchema });
export type BonusDataResponse = z.infer<typeof bonusDataResponseSchema>;

/**
 * GET /bonus-system/bonus-activation/waiting-reg-and-dep → `{data}`, `{data: null}` when none waits (issue 39:
 * no waiting bonus is an ordinary answer, not a 404 every signed-in page logged as an error).
 */
export const waitingBonusSchema = z.object({
  name: z.string(),
  expires_in: z.number().int().nonnegative().nullable(),
});
export type WaitingBonus = z.infer<typeof waitingBonusSchema>;
export const waitingBonusResponseSchema = z.object({ data: waitingBonusSchema.nullable() });
export type WaitingBonusResponse = z.infer<typeof waitingBonusResponseSchema>;

// ---- The player's bonuses (docs/decisions/039-bonus-money.md) ----

/**
 * The terms of a bonus in one currency, exactly as the player sees them before accepting, and
 * frozen on the bonus when it is granted: a later edit of the template never changes them.
 */
export const bonusTermsSchema = z.object({
  kind: z.enum(BONUS_KINDS),
  product: z.enum(BONUS_PRODUCTS),
  currency: z.enum(CURRENCIES),
  /** deposit_match: the largest bonus; no_deposit: the bonus; free_bets: one bet's stake; cashback: the largest grant. */
  amount: minor,
  percent: z.number().int().nullable(),
  minDeposit: minor.nullable(),
  /** The largest bet that uses bonus money (null: no cap); it also caps what one bet counts. */
  maxStake: minor.nullable(),
  /** The most the bonus turns into cash (null: no cap). */
  maxCashout: minor.nullable(),
  game: z.string().nullable(),
  count: z.number().int().nullable(),
  period: z.enum(['day', 'week']).nullable(),
  /** Multiple of the bonus to wager. */
  wagering: z.number(),
  weights: z.record(z.string(), z.number().int()),
  defaultWeight: z.number().int(),
  validDays: z.number().int(),
});
export type BonusTerms = z.infer<typeof bonusTermsSchema>;

/** GET /api/v2/bonuses/offers?currency=&lang= → the offers for the visitor's region and currency. */
export const bonusOfferSchema = z.object({
  /** The template's id. */
  id: z.string(),
  name: z.string(),
  /** How it is obtained: with a promo code, automatically (cashback), or the demo's code. */
  terms: bonusTermsSchema,
});
export type BonusOffer = z.infer<typeof bonusOfferSchema>;
export const bonusOffersQuerySchema = z.object({
  currency: z.enum(CURRENCIES).optional(),
  lang: z.enum(LANGS).optional(),
});
export const bonusOffersResponseSchema = z.object({ data: z.array(bonusOfferSchema) });
export type BonusOffersResponse = z.infer<typeof bonusOffersResponseSchema>;

/**
 * waiting: redeemed, granted at the next qualifying deposit; queued: granted, starts when the active
 * one ends; active: being wagered; converted: turned into cash; expired / forfeited: removed with a
 * ledger transaction; spent: its money was lost in play.
 */
export const BONUS_STATUSES = ['waiting', 'queued', 'active', 'converted', 'expired', 'forfeited', 'spent'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** One bonus of the player, with its progress. */
export const playerBonusSchema = z.object({
  id: z.number().int(),
  template: z.string(),
  name: z.string(),
  status: z.enum(BONUS_STATUSES),
  promo: z.string().nullable(),
  /** The bonus granted (0 while waiting for a deposit). */
  amount: minor,
  /** The bonus money left in its ledger account. */
  balance: minor,
  wager_required: minor,
  wager_remaining: minor,
  /** What conversion paid to cash (converted), or was removed (expired, forfeited). */
  settled_amount: minor.nullable(),
  terms: bonusTermsSchema,
  created_at: z.string(),
  activated_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  ended_at: z.string().nullable(),
});
export type PlayerBonus = z.infer<typeof playerBonusSchema>;

/** GET /api/v2/bonuses?lang= → the player's bonuses: live ones first, then the last 50 ended. */
export const playerBonusesResponseSchema = z.object({ data: z.array(playerBonusSchema) });
export type PlayerBonusesResponse = z.infer<typeof playerBonusesResponseSchema>;

/** POST /api/v2/bonuses/redeem {promo} → the bonus made (waiting, queued or active). */
export const redeemBodySchema = z.object({ promo: promoCodeSchema });
export const playerBonusResponseSchema = z.object({ data: playerBonusSchema });
export type PlayerBonusResponse = z.infer<typeof playerBonusResponseSchema>;

/** POST /api/v2/bonuses/{id}/forfeit → the bonus, forfeited (its money removed by a ledger transaction). */
export const bonusIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const BONUS_CALLS = {
  promo: 'GET /bonus-system/bonus/{promo}',
  waiting: 'GET /bonus-system/bonus-activation/waiting-reg-and-dep',
  offers: 'GET /api/v2/bonuses/offers',
  mine: 'GET /api/v2/bonuses',
  redeem: 'POST /api/v2/bonuses/redeem',
  forfeit: 'POST /api/v2/bonuses/{id}/forfeit',
} as const;
