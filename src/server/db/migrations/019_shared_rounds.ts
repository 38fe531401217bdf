// Shared rounds (issue 19): crash and the rooms. Contracts in src/contract/crash.ts and rooms.ts.
//
// fair_chains: one hash chain per game (fairness.md "Crash and other shared rounds"). `seed` is the
// chain's last hash, secret: every round hash is derived from it by hashing down. `checkpoints[k]`
// (1-based array) is the hash of index (k − 1) × step, so any round's hash costs at most `step`
// sha256 calls. Index 0 is the terminating hash; round i of the chain plays index i.
// The secret hash of a round lives on its row (hash, crash point) and is only ever shown once the
// round is over; the server reads it, the API never does before that.
export default /* sql */ `
CREATE TABLE fair_chains (
  id               bigserial PRIMARY KEY,
  game             text NOT NULL,
  seed             text NOT NULL,
  salt             text NOT NULL,
  terminating_hash text NOT NULL,
  length           integer NOT NULL CHECK (length > 0),
  step             integer NOT NULL CHECK (step > 0),
  checkpoints      text[] NOT NULL,
  next_index       integer NOT NULL DEFAULT 1,
  first_round_id   bigint,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX fair_chains_game ON fair_chains (game, id DESC);

CREATE TABLE crash_rounds (
  id               bigint PRIMARY KEY,
  chain_id         bigint NOT NULL REFERENCES fair_chains(id),
  chain_index      integer NOT NULL,
  hash             text NOT NULL,
  crash_hundredths bigint NOT NULL CHECK (crash_hundredths >= 100),
  phase            text NOT NULL CHECK (phase IN ('betting', 'running', 'crashed', 'refunded')),
  betting_ends_at  timestamptz NOT NULL,
  started_at       timestamptz,
  force_hundredths bigint,
  ended_hundredths bigint,
  ended_at         timestamptz,
  settled_at       timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (chain_id, chain_index)
);

CREATE TABLE crash_bets (
  id               bigserial PRIMARY KEY,
  round_id         bigint NOT NULL REFERENCES crash_rounds(id),
  user_id          bigint NOT NULL REFERENCES users(id),
  currency         text NOT NULL,
  amount           bigint NOT NULL CHECK (amount > 0),
  auto_cashout     bigint CHECK (auto_cashout >= 101),
  status           text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'cashed', 'lost', 'refunded')),
  cashed_out_at    bigint,
  payout           bigint,
  idempotency_key  text NOT NULL,
  request_hash     text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  settled_at       timestamptz,
  UNIQUE (round_id, user_id),
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX crash_bets_open ON crash_bets (round_id) WHERE status = 'open';
CREATE INDEX crash_bets_user ON crash_bets (user_id, id DESC);

CREATE TABLE room_rounds (
  id               bigserial PRIMARY KEY,
  room             text NOT NULL CHECK (room IN ('purple', 'red', 'yellow')),
  currency         text NOT NULL,
  chain_id         bigint NOT NULL REFERENCES fair_chains(id),
  chain_index      integer NOT NULL,
  hash             text NOT NULL,
  hash_commitment  text NOT NULL,
  phase            text NOT NULL CHECK (phase IN ('open', 'countdown', 'settled', 'refunded')),
  ends_at          timestamptz,
  countdown_cap_at timestamptz,
  total            bigint NOT NULL DEFAULT 0,
  players          integer NOT NULL DEFAULT 0,
  commission_bps   integer NOT NULL,
  winning_ticket   bigint,
  winner_entry_id  bigint,
  payout           bigint,
  commission       bigint,
  created_at       timestamptz NOT NULL DEFAULT now(),
  settled_at       timestamptz,
  UNIQUE (chain_id, chain_index)
);
-- One round takes stakes per room and currency.
CREATE UNIQUE INDEX room_rounds_live ON room_rounds (room, currency) WHERE phase IN ('open', 'countdown');
CREATE INDEX room_rounds_history ON room_rounds (room, currency, id DESC) WHERE phase IN ('settled', 'refunded');

CREATE TABLE room_entries (
  id               bigserial PRIMARY KEY,
  round_id         bigint NOT NULL REFERENCES room_rounds(id),
  user_id          bigint NOT NULL REFERENCES users(id),
  currency         text NOT NULL,
  amount           bigint NOT NULL CHECK (amount > 0),
  ticket_from      bigint NOT NULL,
  ticket_to        bigint NOT NULL,
  idempotency_key  text NOT NULL,
  request_hash     text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (ticket_to - ticket_from = amount),
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX room_entries_round ON room_entries (round_id, id);

-- Events too large for a NOTIFY payload (8000 bytes) travel by id (src/games/kit/shared/bus.server.ts).
CREATE TABLE round_events (
  id         bigserial PRIMARY KEY,
  payload    text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;
