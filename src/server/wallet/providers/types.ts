import type { Queryable } from '../../db/types';

// A payment provider (issue 10). The built-in `sandbox` works on one machine; a real one is
// a new file implementing this interface, registered in ./index.ts, with its keys in the
// environment (never in the repository).
//
// Money leaving the house (payouts, refunds) is sent after the ledger has committed, outside
// any database transaction, and may be sent again: after a crash between the provider's answer
// and its record, or after a timeout whose call did reach the provider. So every such call
// carries an idempotency key, and the provider MUST honour it: the same key answers the first
// transfer's reference and moves no money a second time (Stripe's Idempotency-Key, PayPal's
// PayPal-Request-Id…). A provider whose API has no such key cannot be plugged in here safely.
// docs/decisions/035-payouts-frozen-payments-sandbox.md.

export interface PaymentMethod {
  id: string;
  name: string;
}

export interface CreatePaymentInput {
  depositId: string;
  amount: number;
  currency: string;
  method: string;
}
export interface CreatePaymentResult {
  providerRef: string;
  /** The hosted page (absolute URL, or a path on the API host for the sandbox). */
  payUrl: string;
}

/** A verified webhook: which deposit, and what happened. */
export interface PaymentEvent {
  eventId: string;
  depositId: string;
  status: 'pending' | 'paid' | 'failed';
  amount: number;
  currency: string;
}

export interface PayoutInput {
  withdrawalId: string;
  /** The provider's idempotency key: the withdrawal id. A resend carries the same one. */
  idempotencyKey: string;
  amount: number;
  currency: string;
  method: string;
  destination: string;
}

export interface RefundInput {
  depositId: string;
  /** The provider's idempotency key: the deposit id. A resend carries the same one. */
  idempotencyKey: string;
  /** The reference createPayment answered for this deposit (null if it never answered one). */
  paymentRef: string | null;
  amount: number;
  currency: string;
}

export interface PaymentProvider {
  readonly id: string;
  depositMethods(currency: string): PaymentMethod[];
  withdrawalMethods(currency: string): PaymentMethod[];
  /** Called inside the deposit's transaction (PGlite has one connection: use `q`, never another). */
  createPayment(q: Queryable, input: CreatePaymentInput): Promise<CreatePaymentResult>;
  /**
   * Checks a webhook's signature over the raw body (timing-safe) and its age, and parses it.
   * Throws WalletError('invalid_signature') for anything not provably from the provider.
   */
  verifyWebhook(q: Queryable, rawBody: string, headers: (name: string) => string | undefined): Promise<PaymentEvent>;
  /**
   * Returns a paid deposit's money to the payer (a frozen payment the operator returns).
   * Called outside any database transaction; idempotent on `input.idempotencyKey`. Answers the
   * provider's reference of the refund; throws when the provider did not accept it.
   */
  refund(q: Queryable, input: RefundInput): Promise<{ providerRef: string }>;
  /**
   * Sends an approved withdrawal. Called outside any database transaction, possibly more than
   * once for one withdrawal (retries, a crash before the answer was recorded): idempotent on
   * `input.idempotencyKey` (same key → the same reference, no second payout). Answers the
   * provider's reference; throws when the provider did not accept it (the sender retries).
   */
  payout(q: Queryable, input: PayoutInput): Promise<{ providerRef: string }>;
}
