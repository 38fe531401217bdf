// Every bet keeps the seeds it was played with (issue 17, fairness.md "Rules of the pair"): the
// server seed hash and the client seed are copied onto the bet, so a later client-seed change
// or rotation never alters how a past bet reads or verifies, and an open round is never re-dealt.
// The server seed itself stays on the pair (it never changes there; it is revealed by rotation).
// Bets made before this migration get their pair's current values: the best record there is.
//
// request_hash binds an idempotency key to the request it first came with (same key, other body:
// 422). action_keys holds each action of a round as key:request-hash, so a retried reveal, guess or
// cash-out (even a late retry of an earlier one) answers instead of acting twice; the index finds a
// player's latest finished round, whose last action a late retry most likely repeats.
export default /* sql */ `
ALTER TABLE bets ADD COLUMN server_seed_hash text;
ALTER TABLE bets ADD COLUMN client_seed text;
UPDATE bets b SET server_seed_hash = p.server_seed_hash, client_seed = p.client_seed FROM fair_seed_pairs p WHERE p.id = b.seed_pair_id;
ALTER TABLE bets ALTER COLUMN server_seed_hash SET NOT NULL;
ALTER TABLE bets ALTER COLUMN client_seed SET NOT NULL;
ALTER TABLE bets ADD COLUMN request_hash text;
ALTER TABLE bets ADD COLUMN action_keys text[];
CREATE INDEX bets_round_actions ON bets (user_id, game, id DESC) WHERE action_keys IS NOT NULL AND status = 'settled';
-- A player's list reads settled bets only, and its index says so: that also keeps the planner from
-- answering a bet's key lookup (user, game, key: its unique index) with a scan of the player's whole
-- history when table statistics are missing (PGlite never analyzes by itself).
DROP INDEX bets_user;
CREATE INDEX bets_user ON bets (user_id, created_at DESC) WHERE status = 'settled';
-- The live feed's latest bets follow the primary key (ids grow with time); its big wins read only the
-- few bets of 10x and more: an entry for every bet would serve neither.
DROP INDEX bets_recent;
CREATE INDEX bets_big_wins ON bets (created_at DESC) WHERE status = 'settled' AND multiplier >= 10;
`;
