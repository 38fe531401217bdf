// The VIP club (issue 20, src/server/vip/vip.server.ts). Points are read from player_stats
// (migration 22); these tables keep only what must never go back:
// - vip_players: the highest level a player has reached (a level only goes up, even when the operator
//   raises the thresholds later) and the count of their rakeback claims (each claim's idempotency key
//   is vip:rakeback:<user>:<n>). Its row is the lock every claim of the player takes first.
// - vip_rakeback: per player and currency, the house edge (player_stats.edge, summed) up to which
//   rakeback was paid, and the fraction of a minor unit the last claim could not pay (`carry`), paid
//   with the next one.
export default /* sql */ `
CREATE TABLE vip_players (
  user_id          bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  level            int NOT NULL DEFAULT 0 CHECK (level >= 0),
  level_reached_at timestamptz,
  rakeback_claims  int NOT NULL DEFAULT 0 CHECK (rakeback_claims >= 0)
);
CREATE TABLE vip_rakeback (
  user_id      bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  currency     text NOT NULL,
  claimed_edge numeric NOT NULL DEFAULT 0,
  carry        numeric NOT NULL DEFAULT 0 CHECK (carry >= 0 AND carry < 1),
  paid         bigint NOT NULL DEFAULT 0 CHECK (paid >= 0),
  claimed_at   timestamptz,
  PRIMARY KEY (user_id, currency)
);
`;
