// The in-house studio (issue 21): a separate product that shares the database but owns only
// `studio_` tables. Sessions of the iframe pages, the per-player seed pairs of its slots, the spins,
// the demo purse, and the outbox that keeps wins and rollbacks owed to the casino's wallet across
// restarts (the wallet is reached only over the Hub88 protocol).
export default /* sql */ `
CREATE TABLE studio_sessions (
  id            text PRIMARY KEY,
  sid_hash      text NOT NULL UNIQUE,
  mode          text NOT NULL CHECK (mode IN ('real', 'demo')),
  user_id       text,
  token         text,
  currency      text NOT NULL,
  game          text NOT NULL,
  lang          text NOT NULL,
  lobby         text,
  demo_balance  bigint NOT NULL DEFAULT 0 CHECK (demo_balance >= 0),
  created_at    timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL
);
CREATE INDEX studio_sessions_expiry ON studio_sessions (expires_at);
CREATE TABLE studio_demo_moves (
  session_id    text NOT NULL REFERENCES studio_sessions(id) ON DELETE CASCADE,
  tx_id         text NOT NULL,
  kind          text NOT NULL,
  amount        bigint NOT NULL,
  reference     text,
  rolled_back   boolean NOT NULL DEFAULT false,
  PRIMARY KEY (session_id, tx_id)
);
CREATE TABLE studio_seeds (
  id                bigserial PRIMARY KEY,
  owner             text NOT NULL,
  server_seed       text NOT NULL,
  server_seed_hash  text NOT NULL,
  client_seed       text NOT NULL,
  next_nonce        bigint NOT NULL DEFAULT 0,
  created_at        timestamptz NOT NULL DEFAULT now(),
  revealed_at       timestamptz
);
CREATE UNIQUE INDEX studio_seeds_active ON studio_seeds (owner) WHERE revealed_at IS NULL;
CREATE INDEX studio_seeds_owner ON studio_seeds (owner, created_at DESC);
CREATE TABLE studio_spins (
  id                text PRIMARY KEY,
  session_id        text NOT NULL,
  owner             text NOT NULL,
  game              text NOT NULL,
  mode              text NOT NULL,
  currency          text NOT NULL,
  idempotency       text,
  seed_id           bigint NOT NULL REFERENCES studio_seeds(id),
  server_seed_hash  text NOT NULL,
  client_seed       text NOT NULL,
  nonce             bigint NOT NULL,
  stake             bigint NOT NULL,
  buy               boolean NOT NULL DEFAULT false,
  cost              bigint NOT NULL,
  multiplier        numeric NOT NULL,
  payout            bigint NOT NULL,
  steps             jsonb NOT NULL,
  status            text NOT NULL,
  wallet_status     text,
  win_tx            text,
  created_at        timestamptz NOT NULL,
  settled_at        timestamptz
);
CREATE UNIQUE INDEX studio_spins_idem ON studio_spins (owner, idempotency) WHERE idempotency IS NOT NULL;
CREATE INDEX studio_spins_owner ON studio_spins (owner, created_at DESC);
CREATE INDEX studio_spins_open ON studio_spins (status, created_at) WHERE status IN ('pending', 'bet_ok');
CREATE TABLE studio_outbox (
  id            bigserial PRIMARY KEY,
  kind          text NOT NULL CHECK (kind IN ('win', 'rollback')),
  tx_id         text NOT NULL UNIQUE,
  reference     text NOT NULL,
  round         text NOT NULL,
  payload       jsonb NOT NULL,
  state         text NOT NULL CHECK (state IN ('armed', 'due', 'done', 'gave_up')),
  attempts      int NOT NULL DEFAULT 0,
  next_at       timestamptz NOT NULL,
  last_status   text,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);
CREATE INDEX studio_outbox_due ON studio_outbox (next_at) WHERE state IN ('armed', 'due');
`;
