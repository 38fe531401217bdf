import { z } from 'zod';
import type { Currency } from './common';
import { currencySchema } from './enums';

// The wallet's HTTP contract (issue 10). Money is always an integer in minor units
// (all five currencies have two decimals, see MINOR_PER_MAJOR in ./common).
// Server routes parse requests with these schemas; clients parse responses with them.

// ---------------------------------------------------------------------------- paths

export const WALLET_PATHS = {
  wallet: 'GET /wallet',
  methods: 'GET /wallet/methods',
  depositCreate: 'POST /wallet/deposits',
  depositGet: 'GET /wallet/deposits/:id',
  withdrawalCreate: 'POST /wallet/withdrawals',
  history: 'GET /wallet/history',
  /** Server-sent events of the player's balance (see walletEvent* below). */
  events: 'GET /wallet/events',
  /** A short-lived ticket for EventSource, which cannot send an Authorization header. */
  eventsTicket: 'POST /wallet/events/ticket',
  rg: 'GET /responsible-gaming',
  rgLimits: 'PUT /responsible-gaming/limits',
  rgSettings: 'PUT /responsible-gaming/settings',
  rgExclusion: 'POST /responsible-gaming/exclusion',
} as const;
export type WalletCall = keyof typeof WALLET_PATHS;

/** "GET /wallet" → ["GET", "/wallet"]. */
export function splitWalletCall(call: WalletCall): [method: string, path: string] {
  const [method, path] = WALLET_PATHS[call].split(' ') as [string, string];
  return [method, path];
}

// ---------------------------------------------------------------------------- money

/** The largest amount a single movement may carry: 10 billion major units. */
export const MAX_AMOUNT = 1_000_000_000_000;
/** A positive whole number of minor units; 0, negatives, fractions and huge values are refused. */
export const amountSchema = z.number().int().positive().max(MAX_AMOUNT);

/** Spec section 9: minimum payout per currency, in minor units. */
export const MIN_PAYOUT: Record<Currency, number> = { RUB: 10_000, USD: 100, EUR: 100, KZT: 50_000, INR: 10_000 };
/** The smallest deposit per currency, in minor units. */
export const MIN_DEPOSIT: Record<Currency, number> = { RUB: 10_000, USD: 100, EUR: 100, KZT: 50_000, INR: 10_000 };
/** PayIn's amount presets per currency, in minor units (spec section 2). */
export const DEPOSIT_PRESETS: Record<Currency, readonly number[]> = {
  RUB: [50_000, 100_000, 300_000, 500_000, 1_000_000],
  USD: [1_000, 2_500, 5_000, 10_000, 25_000],
  EUR: [1_000, 2_500, 5_000, 10_000, 25_000],
  KZT: [250_000, 500_000, 1_000_000, 2_500_000, 5_000_000],
  INR: [50_000, 100_000, 250_000, 500_000, 1_000_000],
};

/** A payment method id: `sandbox` in the demo; a real provider adds its own. */
export const methodSchema = z
  .string()
  .regex(/^[a-z0-9_]{1,32}$/)
  .max(32);

// ---------------------------------------------------------------------------- GET /wallet

export const walletSchema = z.object({
  currency: currencySchema.nullable(),
  /** Cash the player can stake. */
  balance: z.number().int(),
  bonus_balance: z.number().int(),
  total_balance: z.number().int(),
  /** Cash that can be withdrawn now (cash minus nothing held; held funds are not in balance). */
  withdrawable: z.number().int(),
  /** Lifetime deposits minus paid-out and pending withdrawals. */
  net_deposits: z.number().int(),
});
export type Wallet = z.infer<typeof walletSchema>;
export const walletResponseSchema = z.object({ data: walletSchema });
export type WalletResponse = z.infer<typeof walletResponseSchema>;

export const paymentMethodSchema = z.object({ id: methodSchema, name: z.string() });
export const walletMethodsResponseSchema = z.object({
  data: z.object({
    currency: currencySchema.nullable(),
    deposit: z.array(paymentMethodSchema),
    withdrawal: z.array(paymentMethodSchema),
    presets: z.array(z.number().int()),
    min_deposit: z.number().int().nullable(),
    min_payout: z.number().int().nullable(),
  }),
});
export type WalletMethodsResponse = z.infer<typeof walletMethodsResponseSchema>;

// ---------------------------------------------------------------------------- deposits

/**
 * created → pending → paid | failed, or expired when nobody paid. `cancelled`: still open when the
 * player's exclusion started. `frozen`: paid anyway (cancelled, player excluded, or expired and over
 * a deposit limit): held apart from the balance until the operator returns it (`returned`).
 */
export const DEPOSIT_STATUSES = [
  'created',
  'pending',
  'paid',
  'failed',
  'expired',
  'cancelled',
  'frozen',
  'returned',
] as const;
export const depositStatusSchema = z.enum(DEPOSIT_STATUSES);
export type DepositStatus = z.infer<typeof depositStatusSchema>;

export const depositRequestSchema = z.object({ amount: amountSchema, method: methodSchema }).strict();
export type DepositRequest = z.infer<typeof depositRequestSchema>;

/** Ids of deposits and withdrawals are opaque strings (UUIDs today). */
export const moneyIdSchema = z.string().uuid();

export const depositSchema = z.object({
  id: z.string(),
  status: depositStatusSchema,
  amount: z.number().int(),
  currency: currencySchema,
  /**
   * Where to send the player to pay (the provider's hosted page); null once final. An
   * absolute URL, or for the sandbox a path on the API host: resolve it against the API base.
   */
  pay_url: z.string().nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;
export const depositResponseSchema = z.object({ data: depositSchema });
export type DepositResponse = z.infer<typeof depositResponseSchema>;

// ---------------------------------------------------------------------------- withdrawals

export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const withdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;
/**
 * An approved withdrawal's payout (operator side): queued in the approval's transaction, sent once
 * the provider accepted it (its reference kept), failed while the provider refuses or is down
 * (retried with backoff).
 */
export const PAYOUT_STATES = ['queued', 'sent', 'failed'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

export const withdrawalRequestSchema = z
  .object({
    amount: amountSchema,
    method: methodSchema,
    /** Card number, wallet address… as the method needs; never logged. */
    destination: z.string().trim().min(4).max(128),
  })
  .strict();
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;
export const withdrawalResponseSchema = z.object({
  data: z.object({ id: z.string(), status: withdrawalStatusSchema }),
});
export type WithdrawalResponse = z.infer<typeof withdrawalResponseSchema>;

// ---------------------------------------------------------------------------- history

export const HISTORY_KINDS = ['deposit', 'withdrawal', 'adjustment', 'login', 'bet', 'win', 'bonus'] as const;
export const historyKindSchema = z.enum(HISTORY_KINDS);
export type HistoryKind = z.infer<typeof historyKindSchema>;

// The dates a history can mean: the epoch up to the end of 2100. Far years used to reach the
// database as dates it cannot read (a 500): a date-only `to` of 9999-12-31 ends at +010000,
// and zod's date format lets year 0000 through.
const HISTORY_FROM_MS = Date.UTC(1970, 0, 1);
const HISTORY_UNTIL_MS = Date.UTC(2101, 0, 1);
const inHistoryRange = (ms: number) => ms >= HISTORY_FROM_MS && ms < HISTORY_UNTIL_MS;

const dateParam = z.iso
  .datetime({ offset: true })
  .or(z.iso.date())
  .refine((s) => inHistoryRange(Date.parse(s)), {
    message: 'A date from 1970 to 2100',
    params: { code: 'out_of_range' },
  });

const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/;
const CURSOR_ID = /^[A-Za-z0-9:_-]{1,200}$/;

/**
 * A history cursor's position (time, id), or null when it is not one the history could
 * have given: not base64url of "<ISO time>|<id>", or a time outside the history's range.
 */
export function decodeHistoryCursor(cursor: string): { at: string; id: string } | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  let raw: string;
  try {
    raw = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const bar = raw.indexOf('|');
  const at = raw.slice(0, bar);
  const id = raw.slice(bar + 1);
  if (bar < 0 || !CURSOR_AT.test(at) || !CURSOR_ID.test(id) || !inHistoryRange(Date.parse(at))) return null;
  return { at, id };
}

/** Query of GET /wallet/history; `kind` may repeat as a comma list (deposit,withdrawal). */
export const historyQuerySchema = z
  .object({
    kind: z
      .string()
      .max(200)
      .transform((s) => s.split(',').filter(Boolean))
      .pipe(z.array(historyKindSchema).max(HISTORY_KINDS.length))
      .optional(),
    from: dateParam.optional(),
    to: dateParam.optional(),
    cursor: z
      .string()
      .refine((c) => decodeHistoryCursor(c) !== null, {
        message: 'Not a cursor this history gave',
        params: { code: 'invalid_cursor' },
      })
      .optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .strict();
export type HistoryQuery = z.input<typeof historyQuerySchema>;

export const historyItemSchema = z.object({
  id: z.string(),
  kind: historyKindSchema,
  /** Signed: money in is positive, money out negative; null for logins. */
  amount: z.number().int().nullable(),
  currency: currencySchema.nullable(),
  /** Deposit/withdrawal status, 'done' for ledger movements, 'ok' for logins. */
  status: z.string(),
  /** Free text: the payment method, the adjustment reason, the login address… */
  detail: z.string().nullable(),
  created_at: z.string(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;
export const historyResponseSchema = z.object({
  data: z.array(historyItemSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  next_cursor: z.string().nullable(),
  net_deposits: z.number().int(),
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;
/** Columns of the CSV export (same order). */
export const HISTORY_CSV_COLUMNS = ['created_at', 'kind', 'amount', 'currency', 'status', 'detail', 'id'] as const;

// ---------------------------------------------------------------------------- responsible gaming

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const LIMIT_KINDS = ['deposit', 'loss'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** A limit value: minor units; null removes the limit. */
const limitValue = amountSchema.nullable();
const periodLimits = z
  .object({ day: limitValue.optional(), week: limitValue.optional(), month: limitValue.optional() })
  .strict();
export const limitsRequestSchema = z
  .object({ deposit: periodLimits.optional(), loss: periodLimits.optional() })
  .strict();
export type LimitsRequest = z.infer<typeof limitsRequestSchema>;

export const limitStateSchema = z.object({
  /** The limit in force now, or null. */
  amount: z.number().int().nullable(),
  /** Used so far: deposits in the rolling period, or the net loss of the loss limit's current period. */
  used: z.number().int(),
  /** A raise or removal waiting out its 24 hours: the value and when it takes effect. */
  pending: z.object({ amount: z.number().int().nullable(), effective_at: z.string() }).nullable(),
  /** Loss limits: when the current period ends and its count starts again (null: no period running). */
  resets_at: z.string().nullable().optional(),
});
export type LimitState = z.infer<typeof limitStateSchema>;
const periodStates = z.object({ day: limitStateSchema, week: limitStateSchema, month: limitStateSchema });

export const EXCLUSION_KINDS = ['cool_off', 'self_exclusion'] as const;
export const COOL_OFF_PERIODS = ['1d', '1w', '1m', '2m', '3m'] as const;
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y'] as const;
export const exclusionRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cool_off'), period: z.enum(COOL_OFF_PERIODS) }).strict(),
  z.object({ kind: z.literal('self_exclusion'), period: z.enum(SELF_EXCLUSION_PERIODS) }).strict(),
]);
export type ExclusionRequest = z.infer<typeof exclusionRequestSchema>;
export const exclusionSchema = z.object({ kind: z.enum(EXCLUSION_KINDS), until: z.string() });

export const rgSettingsRequestSchema = z
  .object({
    /** Minutes between reality-check reminders; null turns them off. */
    reality_check_minutes: z.number().int().min(5).max(720).nullable().optional(),
    /** Minutes without activity after which the session ends; null = the operator default. */
    inactivity_logout_minutes: z.number().int().min(5).max(1440).nullable().optional(),
  })
  .strict();
export type RgSettingsRequest = z.infer<typeof rgSettingsRequestSchema>;

export const rgStateSchema = z.object({
  limits: z.object({ deposit: periodStates, loss: periodStates }),
  exclusion: exclusionSchema.nullable(),
  reality_check_minutes: z.number().int().nullable(),
  inactivity_logout_minutes: z.number().int().nullable(),
  /** For the reality check: when this session started, and the player's net position since. */
  session: z.object({ started_at: z.string().nullable(), net: z.number().int() }),
});
export type RgState = z.infer<typeof rgStateSchema>;
/** GET /responsible-gaming, PUT …/limits, PUT …/settings all answer the whole state. */
export const rgResponseSchema = z.object({ data: rgStateSchema });
export type RgResponse = z.infer<typeof rgResponseSchema>;
export const exclusionResponseSchema = z.object({ data: exclusionSchema });

// ---------------------------------------------------------------------------- live balance (SSE)

export const eventsTicketResponseSchema = z.object({
  data: z.object({ ticket: z.string(), expires_in: z.number().int() }),
});
/** Query of GET /wallet/events (Authorization header or ticket; Last-Event-ID header or query). */
export const eventsQuerySchema = z.object({
  ticket: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,300}$/)
    .optional(),
  last_event_id: z
    .string()
    .regex(/^\d{1,20}$/)
    .optional(),
});

/** SSE `event: balance`, `id:` a growing number per player (resume with Last-Event-ID). */
export const balanceEventSchema = z.object({
  currency: currencySchema,
  balance: z.number().int(),
  bonus_balance: z.number().int(),
  total_balance: z.number().int(),
  /** What moved it: deposit, withdrawal, withdrawal_reject, adjustment, stake, win… */
  reason: z.string(),
  at: z.string(),
});
export type BalanceEvent = z.infer<typeof balanceEventSchema>;
/** SSE `event: logout`: the session ended on the server (exclusion, revoked). */
export const logoutEventSchema = z.object({ reason: z.enum(['excluded', 'revoked']) });
export type LogoutEvent = z.infer<typeof logoutEventSchema>;
export const WALLET_EVENT_NAMES = ['balance', 'logout'] as const;

// ---------------------------------------------------------------------------- registration

/** The version of the terms a player accepts at registration (stored with the time). */
export const TERMS_VERSION = '2026-01';
/** Registration's extra fields: the terms and the 18+ declaration, both in one checkbox. */
export const acceptTermsSchema = z.literal(true, { message: 'You must accept the terms and confirm you are 18+' });
