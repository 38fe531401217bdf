import type { Queryable } from '../../db/types';

// A payment provider (issue 10). The built-in `sandbox` works on one machine; a real one is
// a new file implementing this interface, registered in ./index.ts, with its keys in the
// environment (never in the repository).

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
  amount: number;
  currency: string;
  method: string;
  destination: string;
}

// Calls get the caller's transaction (PGlite has one connection: a query outside it would wait forever).
export interface PaymentProvider {
  readonly id: string;
  depositMethods(currency: string): PaymentMethod[];
  withdrawalMethods(currency: string): PaymentMethod[];
  createPayment(q: Queryable, input: CreatePaymentInput): Promise<CreatePaymentResult>;
  /**
   * Checks a webhook's signature over the raw body (timing-safe) and its age, and parses it.
   * Throws WalletError('invalid_signature') for anything not provably from the provider.
   */
  verifyWebhook(q: Queryable, rawBody: string, headers: (name: string) => string | undefined): Promise<PaymentEvent>;
  /** Returns money of a paid deposit to the payer. */
  refund(q: Queryable, providerRef: string, amount: number): Promise<void>;
  /** Sends an approved withdrawal; returns the provider's reference. */
  payout(q: Queryable, input: PayoutInput): Promise<{ providerRef: string }>;
}
