// The studio's live tables (issue 21, src/studio/live, decision 042): rounds of roulette-live and
// baccarat-live played on hash chains (fair_chains, game 'studio-roulette' / 'studio-baccarat').
//
// Instants are epoch milliseconds (bigint): the engine's clock is injectable for tests.
// studio_table_rounds: one row per round. `hash` (the round's chain hash) and `result` stay on the
// server until the round's result is out (phase 'result' or 'settled'). At most one unsettled round
// per table (partial unique index), so two engines overlapping for a moment cannot open two.
// studio_table_bets: one row per accepted bet request (a list of positions, one wallet transaction:
// txId = id). `status` records where the money stands, so settlement resumes after a restart and
// pays each bet once: pending (wallet bet in flight) → accepted | refused | rolled_back; accepted →
// settled (the win, 0 for a loss, answered by the wallet or queued in studio_outbox; `wallet_status`
// keeps the wallet's answer). `session` is the StudioSession the bet
// was made in: the engine needs it for the win after the player has gone.
export default /* sql */ `
CREATE TABLE studio_table_rounds (
  id               bigserial PRIMARY KEY,
  table_code       text NOT NULL,
  chain_id         bigint NOT NULL REFERENCES fair_chains(id),
  chain_index      integer NOT NULL,
  hash             text NOT NULL,
  result           jsonb NOT NULL,
  phase            text NOT NULL CHECK (phase IN ('betting', 'closed', 'result', 'settled')),
  opened_at        bigint NOT NULL,
  betting_ends_at  bigint NOT NULL,
  result_at        bigint,
  settled_at       bigint,
  UNIQUE (chain_id, chain_index)
);
CREATE UNIQUE INDEX studio_table_rounds_live ON studio_table_rounds (table_code) WHERE phase <> 'settled';
CREATE INDEX studio_table_rounds_table ON studio_table_rounds (table_code, id DESC);

CREATE TABLE studio_table_bets (
  id               text PRIMARY KEY,
  round_id         bigint NOT NULL REFERENCES studio_table_rounds(id),
  table_code       text NOT NULL,
  session_id       text NOT NULL,
  player_key       text NOT NULL,
  player_name      text NOT NULL,
  session          jsonb NOT NULL,
  currency         text NOT NULL,
  amount           bigint NOT NULL CHECK (amount > 0),
  positions        jsonb NOT NULL,
  idempotency_key  text NOT NULL,
  status           text NOT NULL DEFAULT 'pending'
                   CHECK (status IN ('pending', 'accepted', 'refused', 'rolled_back', 'settled')),
  payout           bigint,
  wallet_status    text,
  placed_at        bigint NOT NULL,
  settled_at       bigint,
  UNIQUE (player_key, idempotency_key)
);
CREATE INDEX studio_table_bets_round ON studio_table_bets (round_id, status);
`;
