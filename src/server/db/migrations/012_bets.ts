// Bets of the instant games (issue 11): the seed pair and nonce used, the parameters, the outcome
// and the payout. (user, game, idempotency_key) is unique, so a repeated request finds its bet.
export default /* sql */ `
CREATE TABLE bets (
  id               bigserial PRIMARY KEY,
  user_id          bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  game             text NOT NULL,
  currency         text NOT NULL,
  amount           bigint NOT NULL CHECK (amount > 0),
  seed_pair_id     bigint NOT NULL REFERENCES fair_seed_pairs(id),
  nonce            bigint NOT NULL,
  params           jsonb NOT NULL,
  outcome          jsonb NOT NULL DEFAULT '{}'::jsonb,
  multiplier       numeric(24,4) NOT NULL DEFAULT 0,
  payout           bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  -- The cash balance right after settling: a replayed request answers exactly what the first got.
  balance_after    bigint,
  status           text NOT NULL DEFAULT 'settled' CHECK (status IN ('open','settled')),
  idempotency_key  text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  settled_at       timestamptz,
  UNIQUE (user_id, game, idempotency_key),
  UNIQUE (seed_pair_id, nonce)
);
CREATE INDEX bets_user ON bets (user_id, created_at DESC);
CREATE INDEX bets_recent ON bets (created_at DESC);
CREATE UNIQUE INDEX bets_one_open ON bets (user_id, game) WHERE status = 'open';
`;
