// Provably fair seed pairs (issue 11): one active pair per player; rotation reveals the old one.
export default /* sql */ `
CREATE TABLE fair_seed_pairs (
  id                bigserial PRIMARY KEY,
  user_id           bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  server_seed       text NOT NULL,
  server_seed_hash  text NOT NULL,
  client_seed       text NOT NULL,
  next_nonce        bigint NOT NULL DEFAULT 0,
  created_at        timestamptz NOT NULL DEFAULT now(),
  revealed_at       timestamptz
);
CREATE UNIQUE INDEX fair_seed_pairs_active ON fair_seed_pairs (user_id) WHERE revealed_at IS NULL;
CREATE INDEX fair_seed_pairs_user ON fair_seed_pairs (user_id, created_at DESC);
`;
