// Deposits, withdrawals, webhooks, player protection and money-call idempotency (issue 10).
export default /* sql */ `
-- Registration records the terms version, when they were accepted and the 18+ declaration.
ALTER TABLE users ADD COLUMN terms_version text;
ALTER TABLE users ADD COLUMN terms_accepted_at timestamptz;
ALTER TABLE users ADD COLUMN adult_declared_at timestamptz;
ALTER TABLE users ADD COLUMN reality_check_minutes int;
ALTER TABLE users ADD COLUMN inactivity_logout_minutes int;

CREATE TABLE deposits (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id         bigint NOT NULL REFERENCES users(id),
  currency        text NOT NULL,
  amount          bigint NOT NULL CHECK (amount > 0),
  method          text NOT NULL,
  provider        text NOT NULL,
  status          text NOT NULL DEFAULT 'created' CHECK (status IN ('created','pending','paid','failed','expired')),
  provider_ref    text,
  pay_url         text,
  transaction_id  bigint REFERENCES wallet_transactions(id),
  -- Sandbox only: when a delayed card confirms.
  confirm_at      timestamptz,
  expires_at      timestamptz NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deposits_user ON deposits (user_id, created_at DESC);
CREATE INDEX deposits_open ON deposits (expires_at) WHERE status IN ('created','pending');

CREATE TABLE withdrawals (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id            bigint NOT NULL REFERENCES users(id),
  currency           text NOT NULL,
  amount             bigint NOT NULL CHECK (amount > 0),
  method             text NOT NULL,
  destination        text NOT NULL,
  status             text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','approved','rejected')),
  reason             text,
  decided_by         text,
  decided_at         timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX withdrawals_user ON withdrawals (user_id, created_at DESC);
CREATE INDEX withdrawals_pending ON withdrawals (created_at) WHERE status = 'pending';

-- Webhook events already applied: a replay finds its row and changes nothing.
CREATE TABLE payment_events (
  provider     text NOT NULL,
  event_id     text NOT NULL,
  received_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);

-- Deposit and loss limits: the amount in force, and a raise waiting out its 24 hours.
CREATE TABLE rg_limits (
  user_id         bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind            text NOT NULL CHECK (kind IN ('deposit','loss')),
  period          text NOT NULL CHECK (period IN ('day','week','month')),
  amount          bigint CHECK (amount > 0),
  pending_amount  bigint CHECK (pending_amount > 0),
  pending_at      timestamptz,
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind, period)
);

CREATE TABLE rg_exclusions (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('cool_off','self_exclusion')),
  period      text NOT NULL,
  starts_at   timestamptz NOT NULL DEFAULT now(),
  until       timestamptz NOT NULL
);
CREATE INDEX rg_exclusions_user ON rg_exclusions (user_id, until DESC);

-- Idempotency of money calls: keyed on the player (not the token, which rotates) and
-- written in the same transaction as the movement, so the answer and the effect commit together.
CREATE TABLE wallet_idempotency (
  user_id       bigint NOT NULL,
  route         text NOT NULL,
  key           text NOT NULL,
  request_hash  text NOT NULL,
  status        int NOT NULL,
  body          text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, route, key)
);
CREATE INDEX wallet_idempotency_created ON wallet_idempotency (created_at);
`;
