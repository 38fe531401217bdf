// Typed failures of the wallet domain (src/server/wallet). Domain code throws WalletError;
// the API layer maps `code` to an HTTP status with WALLET_ERROR_STATUS and answers in the
// spec's error shape: { message, errors: { [field]: ["<code>: <text>"] } }.

export const WALLET_ERROR_CODES = [
  /** The cash balance is smaller than the debit. */
  'insufficient_funds',
  /** A deposit or loss limit of the player's responsible-gaming settings forbids it. */
  'limit_exceeded',
  /** The player is in a cool-off or self-exclusion. */
  'excluded',
  /** The movement's currency is not the account currency. */
  'currency_mismatch',
  /** The account has no currency yet (POST /profile/currency first). */
  'currency_required',
  /** The account currency cannot change after the first deposit. */
  'currency_locked',
  /** Below the minimum (e.g. minimum payout of spec section 9). */
  'below_minimum',
  /** Above the largest amount one movement may carry. */
  'amount_too_large',
  /** No such deposit / withdrawal / user (or it belongs to another player). */
  'not_found',
  /** The object is not in a state that allows this (e.g. approving a rejected withdrawal). */
  'invalid_state',
  /** The operator requires a verified identity for withdrawals. */
  'verification_required',
  /** The payment method is not offered. */
  'method_unavailable',
  /** An idempotency key was reused with a different movement. */
  'idempotency_conflict',
  /** A webhook's signature is missing, wrong or too old. */
  'invalid_signature',
  /** The stake would take bonus money above the active bonus's maximum stake. */
  'bonus_max_stake',
] as const;
export type WalletErrorCode = (typeof WALLET_ERROR_CODES)[number];

/** HTTP status for each code (the route layer's only mapping). */
export const WALLET_ERROR_STATUS: Record<WalletErrorCode, 400 | 401 | 403 | 404 | 409 | 422> = {
  insufficient_funds: 422,
  limit_exceeded: 422,
  excluded: 403,
  currency_mismatch: 422,
  currency_required: 422,
  currency_locked: 422,
  below_minimum: 422,
  amount_too_large: 422,
  not_found: 404,
  invalid_state: 409,
  verification_required: 403,
  method_unavailable: 422,
  idempotency_conflict: 422,
  invalid_signature: 400,
  bonus_max_stake: 422,
};

/** The field an error is reported under in the spec's `errors` object. */
export const WALLET_ERROR_FIELD: Partial<Record<WalletErrorCode, string>> = {
  insufficient_funds: 'amount',
  limit_exceeded: 'amount',
  below_minimum: 'amount',
  amount_too_large: 'amount',
  currency_mismatch: 'currency',
  currency_required: 'currency',
  currency_locked: 'currency',
  method_unavailable: 'method',
  bonus_max_stake: 'amount',
};

const DEFAULT_TEXT: Record<WalletErrorCode, string> = {
  insufficient_funds: 'Not enough money on the balance',
  limit_exceeded: 'This would exceed your limit',
  excluded: 'Your account is excluded from play for now',
  currency_mismatch: 'Another currency than the account currency',
  currency_required: 'Choose the account currency first',
  currency_locked: 'The account currency is already chosen and cannot change',
  below_minimum: 'The amount is below the minimum',
  amount_too_large: 'The amount is too large',
  not_found: 'Not found',
  invalid_state: 'Not possible in the current state',
  verification_required: 'Verify your identity first',
  method_unavailable: 'This payment method is not available',
  idempotency_conflict: 'This key was used for another movement',
  bonus_max_stake: 'Above the largest stake allowed while wagering a bonus',
  invalid_signature: 'Invalid signature',
};

export class WalletError extends Error {
  constructor(
    public code: WalletErrorCode,
    message?: string,
    public details?: Record<string, unknown>,
  ) {
    super(message ?? DEFAULT_TEXT[code]);
    this.name = 'WalletError';
  }
}

export function isWalletError(e: unknown): e is WalletError {
  return e instanceof WalletError;
}
