// Payouts after commit, frozen payments, cancelled deposits (issue 17,
// docs/decisions/035-payouts-frozen-payments-sandbox.md).
//
// - withdrawals: approving one settles the ledger and queues its payout in the same
//   transaction (payout_state 'queued', an outbox); a sender outside any transaction calls
//   the provider with the withdrawal id as its idempotency key and records provider_ref
//   ('sent'), or the error and the next try ('failed', retried with backoff). A claim
//   (payout_claimed_until) keeps two processes from sending one payout at the same moment.
// - deposits: 'cancelled' (open when the player's exclusion started), 'frozen' (paid anyway:
//   credited to the player's frozen account, for the operator to return), 'returned' (refunded).
// - wallet_accounts: the player account kind 'frozen' (neither stakeable nor withdrawable).
// - sandbox_transfers: the sandbox provider's own record of payouts and refunds by
//   idempotency key (same key, same reference, no second transfer).
// No function bodies here; every statement ends with ';' at the end of its line.
export default /* sql */ `
ALTER TABLE wallet_accounts DROP CONSTRAINT wallet_accounts_kind_check;
ALTER TABLE wallet_accounts ADD CONSTRAINT wallet_accounts_kind_check CHECK (kind IN ('cash','bonus','withdrawal_pending','frozen','game','payment_clearing','bonus_expense','adjustment'));

ALTER TABLE deposits DROP CONSTRAINT deposits_status_check;
ALTER TABLE deposits ADD CONSTRAINT deposits_status_check CHECK (status IN ('created','pending','paid','failed','expired','cancelled','frozen','returned'));
-- Why a payment was frozen: its deposit was cancelled, the player is excluded, or (expired) it would pass a deposit limit.
ALTER TABLE deposits ADD COLUMN frozen_reason text CHECK (frozen_reason IN ('cancelled','excluded','limit'));
ALTER TABLE deposits ADD COLUMN refund_ref text;
ALTER TABLE deposits ADD COLUMN returned_by text;
ALTER TABLE deposits ADD COLUMN returned_at timestamptz;
CREATE INDEX deposits_frozen ON deposits (updated_at) WHERE status = 'frozen';

ALTER TABLE withdrawals ADD COLUMN payout_state text CHECK (payout_state IN ('queued','sent','failed'));
ALTER TABLE withdrawals ADD COLUMN payout_attempts int NOT NULL DEFAULT 0;
ALTER TABLE withdrawals ADD COLUMN payout_next_at timestamptz;
ALTER TABLE withdrawals ADD COLUMN payout_claimed_until timestamptz;
ALTER TABLE withdrawals ADD COLUMN payout_last_error text;
ALTER TABLE withdrawals ADD COLUMN provider_ref text;
ALTER TABLE withdrawals ADD COLUMN paid_out_at timestamptz;
CREATE INDEX withdrawals_payout_due ON withdrawals (payout_next_at) WHERE payout_state IN ('queued','failed');
-- Approved before this migration: the old code paid them out inside the approval (its reference was not kept).
UPDATE withdrawals SET payout_state = 'sent', paid_out_at = decided_at WHERE status = 'approved';

CREATE TABLE sandbox_transfers (
  kind             text NOT NULL CHECK (kind IN ('payout','refund')),
  idempotency_key  text NOT NULL,
  reference        text NOT NULL UNIQUE,
  amount           bigint NOT NULL CHECK (amount > 0),
  currency         text NOT NULL,
  destination      text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, idempotency_key)
);
`;
