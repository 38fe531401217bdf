// Third-party games through the seamless wallet (issue 21, docs/decisions/043-provider-wallet.md).
// - provider_sessions: the token a launch hands the provider, stored as its SHA-256, bound to one
//   player, game and currency; checked on bets only (wins and rollbacks come long after).
// - provider_transactions: every bet, win and rollback a provider sent, keyed by its own id. The row
//   is the call's idempotency record and is written in the same transaction as the ledger movement
//   (whose own key is `prov:<provider>:<tx>`). A rollback of an id never seen leaves a 'tombstone'
//   under that id, so the bet arriving late is refused.
// - provider_rounds: one row per provider round and player (a live table's round is shared), open
//   until the provider closes it; rounds open 48 hours are closed by the sweeper without any money.
// - provider_apply: the port. One statement per call (one round trip), every rule of
//   design/reference-notes.md 1.2 inside it; money through wallet_game_move (balance, exclusions,
//   loss limits, statistics). A refusal of wallet_game_move raises and leaves nothing behind.
// - The catalog tables learn where a row comes from (provider_game) and what the lobby sorts by.
export default /* sql */ `
CREATE TABLE provider_sessions (
  token_hash  text PRIMARY KEY,
  provider    text NOT NULL,
  user_id     bigint NOT NULL REFERENCES users(id),
  -- The player's login that launched it: a game takes bets only while that login lasts (logout,
  -- a password change elsewhere or its expiry end the game's token too).
  session_id  bigint NOT NULL REFERENCES sessions(id),
  game        text NOT NULL,
  currency    text NOT NULL,
  platform    text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
);
CREATE INDEX provider_sessions_user ON provider_sessions (user_id, created_at DESC);
CREATE INDEX provider_sessions_expiry ON provider_sessions (expires_at);

CREATE TABLE provider_transactions (
  provider     text NOT NULL,
  tx_id        text NOT NULL,
  kind         text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback', 'tombstone')),
  user_id      bigint NOT NULL,
  currency     text,
  game         text,
  round_id     text,
  reference_tx text,
  amount       bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  -- bets: 'open' until a win settles it ('settled') or a rollback returns it ('rolled_back')
  status       text NOT NULL DEFAULT 'done',
  paid         bigint NOT NULL DEFAULT 0,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, tx_id)
) WITH (fillfactor = 70);
CREATE INDEX provider_transactions_round ON provider_transactions (provider, round_id, user_id) WHERE kind = 'bet';

CREATE TABLE provider_rounds (
  provider   text NOT NULL,
  round_id   text NOT NULL,
  user_id    bigint NOT NULL,
  game       text NOT NULL,
  currency   text NOT NULL,
  staked     bigint NOT NULL DEFAULT 0,
  paid       bigint NOT NULL DEFAULT 0,
  bets       int NOT NULL DEFAULT 0,
  opened_at  timestamptz NOT NULL DEFAULT now(),
  closed_at  timestamptz,
  closed_by  text CHECK (closed_by IN ('provider', 'timeout', 'operator')),
  PRIMARY KEY (provider, round_id, user_id)
) WITH (fillfactor = 70);
CREATE INDEX provider_rounds_open ON provider_rounds (opened_at) WHERE closed_at IS NULL;

CREATE TABLE player_games (
  user_id         bigint NOT NULL REFERENCES users(id),
  slug            text NOT NULL,
  favourite       boolean NOT NULL DEFAULT false,
  last_played_at  timestamptz,
  PRIMARY KEY (user_id, slug)
);

ALTER TABLE slots ADD COLUMN provider_game text, ADD COLUMN category text, ADD COLUMN volatility text,
  ADD COLUMN added_at timestamptz NOT NULL DEFAULT now(), ADD COLUMN plays bigint NOT NULL DEFAULT 0;
ALTER TABLE slots DROP CONSTRAINT IF EXISTS slots_rtp_bp_check;
ALTER TABLE slots ADD CONSTRAINT slots_rtp_bp_check CHECK (rtp_bp BETWEEN 8000 AND 9999);
ALTER TABLE live_tables ADD COLUMN provider_game text, ADD COLUMN category text, ADD COLUMN rtp_bp int,
  ADD COLUMN added_at timestamptz NOT NULL DEFAULT now(), ADD COLUMN plays bigint NOT NULL DEFAULT 0;

-- The player's cash balance in a currency (0 without an account).
CREATE FUNCTION provider_cash(p_user bigint, p_currency text) RETURNS bigint LANGUAGE sql STABLE AS $f$
  SELECT coalesce((SELECT a.balance FROM wallet_accounts a
    WHERE a.user_id = p_user AND a.currency = p_currency AND a.kind = 'cash'), 0)
$f$;

-- The provider closed a round of several bets: those no win settled are lost (status closed),
-- so neither a late rollback nor the operator's round rollback returns them.
CREATE FUNCTION provider_close_round(p_provider text, p_round text, p_user bigint) RETURNS void LANGUAGE sql AS $f$
  UPDATE provider_transactions SET status = 'closed'
   WHERE provider = p_provider AND round_id = p_round AND user_id = p_user AND kind = 'bet' AND status = 'open'
$f$;

-- What an existing transaction id says to a new call under it: the same call again answers as the
-- first did (ok, replayed); anything else under that id is a different transaction (duplicate); a
-- bet under a rolled-back id is refused (rolled_back).
CREATE FUNCTION provider_replay(p_provider text, p_kind text, p_tx text, p_round text, p_ref text, p_user bigint,
    p_currency text, p_amount bigint, p_game text)
  RETURNS TABLE (status text, balance bigint, replayed boolean)
  LANGUAGE plpgsql AS $f$
DECLARE
  e record;
BEGIN
  SELECT t.* INTO e FROM provider_transactions t WHERE t.provider = p_provider AND t.tx_id = p_tx;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'not_found'::text, provider_cash(p_user, p_currency), false; RETURN;
  END IF;
  IF e.kind = 'tombstone' THEN
    RETURN QUERY SELECT CASE WHEN p_kind = 'bet' THEN 'rolled_back' ELSE 'duplicate' END, provider_cash(p_user, p_currency), false;
    RETURN;
  END IF;
  IF e.kind <> p_kind OR e.user_id <> p_user OR e.round_id IS DISTINCT FROM p_round OR e.game IS DISTINCT FROM p_game
     OR (p_kind <> 'rollback' AND (e.amount <> p_amount OR e.currency IS DISTINCT FROM p_currency))
     OR e.reference_tx IS DISTINCT FROM p_ref THEN
    RETURN QUERY SELECT 'duplicate'::text, provider_cash(p_user, coalesce(e.currency, p_currency)), false;
    RETURN;
  END IF;
  RETURN QUERY SELECT 'ok'::text, provider_cash(p_user, coalesce(e.currency, p_currency)), true;
END $f$;

-- One provider call (kind bet | win | rollback). Answers a status the adapter translates:
-- ok, duplicate, not_found, rolled_back, settled, invalid_token, token_expired, wrong_currency;
-- refusals of the money itself (insufficient_funds, excluded, limit_exceeded) raise as
-- wallet_game_move raises them, and so do a win's refusals found after its row was written
-- (casino:provider_<status>): a raise undoes the whole call. p_house names the game's house
-- account (and its edge). The common path of each kind is three or four statements: the call's
-- own row (whose unique key is the idempotency check), the bet row it settles, the money, the round.
CREATE FUNCTION provider_apply(p_provider text, p_kind text, p_tx text, p_round text, p_ref text, p_user bigint,
    p_currency text, p_amount bigint, p_game text, p_house text, p_round_closed boolean, p_token_hash text)
  RETURNS TABLE (status text, balance bigint, replayed boolean)
  LANGUAGE plpgsql AS $f$
DECLARE
  s record;
  b record;
  v_bal bigint;
  v_inserted boolean;
  v_settled boolean;
  v_bets int;
  v_key text := 'prov:' || p_provider || ':' || p_tx;
  v_ref text := 'provider:' || p_provider || ':' || p_round;
BEGIN
  IF p_kind = 'bet' THEN
    -- The row is written only under the launch's live token for this player, game and currency,
    -- and its round counted in the same statement.
    WITH ins AS (
      INSERT INTO provider_transactions (provider, tx_id, kind, user_id, currency, game, round_id, amount, status)
      SELECT p_provider, p_tx, 'bet', p_user, p_currency, p_game, p_round, p_amount,
             CASE WHEN p_round_closed THEN 'closed' ELSE 'open' END
        FROM provider_sessions x JOIN sessions a ON a.id = x.session_id AND a.revoked_at IS NULL AND a.expires_at > now()
       WHERE x.token_hash = p_token_hash AND x.provider = p_provider AND x.user_id = p_user AND x.game = p_game
         AND x.currency = p_currency AND x.expires_at > now()
      ON CONFLICT DO NOTHING RETURNING 1
    ), rnd AS (
      INSERT INTO provider_rounds AS r (provider, round_id, user_id, game, currency, staked, bets, closed_at, closed_by)
      SELECT p_provider, p_round, p_user, p_game, p_currency, p_amount, 1,
             CASE WHEN p_round_closed THEN now() END, CASE WHEN p_round_closed THEN 'provider' END FROM ins
      ON CONFLICT (provider, round_id, user_id) DO UPDATE SET staked = r.staked + excluded.staked, bets = r.bets + 1,
        closed_at = coalesce(r.closed_at, excluded.closed_at), closed_by = coalesce(r.closed_by, excluded.closed_by)
      RETURNING r.bets
    )
    SELECT EXISTS (SELECT 1 FROM ins), (SELECT bets FROM rnd) INTO v_inserted, v_bets;
    IF NOT v_inserted THEN
      -- A transaction id seen before (a retry, or another call under it) answers first; else the token.
      IF EXISTS (SELECT 1 FROM provider_transactions t WHERE t.provider = p_provider AND t.tx_id = p_tx) THEN
        RETURN QUERY SELECT * FROM provider_replay(p_provider, p_kind, p_tx, p_round, p_ref, p_user, p_currency, p_amount, p_game);
        RETURN;
      END IF;
      SELECT x.*, (a.revoked_at IS NULL AND a.expires_at > now()) AS login_live INTO s
        FROM provider_sessions x JOIN sessions a ON a.id = x.session_id
       WHERE x.token_hash = p_token_hash AND x.provider = p_provider;
      IF NOT FOUND OR s.user_id <> p_user OR s.game <> p_game THEN
        RETURN QUERY SELECT 'invalid_token'::text, provider_cash(p_user, p_currency), false; RETURN;
      END IF;
      IF s.currency <> p_currency THEN
        RETURN QUERY SELECT 'wrong_currency'::text, provider_cash(p_user, s.currency), false; RETURN;
      END IF;
      IF s.expires_at <= now() OR NOT s.login_live THEN
        RETURN QUERY SELECT 'token_expired'::text, provider_cash(p_user, p_currency), false; RETURN;
      END IF;
      -- The same id written by another call this instant: answer from what it wrote.
      RETURN QUERY SELECT * FROM provider_replay(p_provider, p_kind, p_tx, p_round, p_ref, p_user, p_currency, p_amount, p_game);
      RETURN;
    END IF;
    IF p_amount > 0 THEN
      SELECT m.balance INTO v_bal FROM wallet_game_move(p_user, p_currency, p_house, p_amount, 0, v_key, 'stake', v_ref) m;
    ELSE
      v_bal := provider_cash(p_user, p_currency);
    END IF;
    IF p_round_closed AND v_bets > 1 THEN
      PERFORM provider_close_round(p_provider, p_round, p_user);
    END IF;
    RETURN QUERY SELECT 'ok'::text, v_bal, false;
    RETURN;
  END IF;

  IF p_kind = 'win' THEN
    -- The win's own row, the bet it settles (locked by the update: a rollback of it waits, or made
    -- this one wait) and its round, in one statement; the balance for a win of nothing with them.
    WITH ins AS (
      INSERT INTO provider_transactions (provider, tx_id, kind, user_id, currency, game, round_id, reference_tx, amount)
      VALUES (p_provider, p_tx, 'win', p_user, p_currency, p_game, p_round, p_ref, p_amount) ON CONFLICT DO NOTHING
      RETURNING 1
    ), bet AS (
      UPDATE provider_transactions t SET status = 'settled', paid = t.paid + p_amount
       WHERE t.provider = p_provider AND t.tx_id = p_ref AND t.kind = 'bet' AND t.user_id = p_user
         AND t.round_id = p_round AND t.game = p_game AND t.currency = p_currency AND t.status <> 'rolled_back'
         AND EXISTS (SELECT 1 FROM ins)
      RETURNING 1
    ), rnd AS (
      UPDATE provider_rounds r SET paid = r.paid + p_amount,
          closed_at = CASE WHEN p_round_closed THEN coalesce(r.closed_at, now()) ELSE r.closed_at END,
          closed_by = CASE WHEN p_round_closed THEN coalesce(r.closed_by, 'provider') ELSE r.closed_by END
       WHERE r.provider = p_provider AND r.round_id = p_round AND r.user_id = p_user
         AND (p_amount > 0 OR (p_round_closed AND r.closed_at IS NULL)) AND EXISTS (SELECT 1 FROM bet)
      RETURNING r.bets
    )
    SELECT EXISTS (SELECT 1 FROM ins), EXISTS (SELECT 1 FROM bet), (SELECT bets FROM rnd),
           CASE WHEN p_amount = 0 THEN provider_cash(p_user, p_currency) END
      INTO v_inserted, v_settled, v_bets, v_bal;
    IF NOT v_inserted THEN
      RETURN QUERY SELECT * FROM provider_replay(p_provider, p_kind, p_tx, p_round, p_ref, p_user, p_currency, p_amount, p_game);
      RETURN;
    END IF;
    IF NOT v_settled THEN
      -- Refused after the win's row was written: raise, which undoes it.
      SELECT t.* INTO b FROM provider_transactions t WHERE t.provider = p_provider AND t.tx_id = p_ref;
      IF FOUND AND b.user_id = p_user AND b.round_id IS NOT DISTINCT FROM p_round
         AND (b.kind = 'tombstone' OR (b.kind = 'bet' AND b.status = 'rolled_back')) THEN
        RAISE EXCEPTION 'casino:provider_rolled_back' USING DETAIL = '{}';
      END IF;
      IF FOUND AND b.kind = 'bet' AND b.user_id = p_user AND b.round_id = p_round THEN
        RAISE EXCEPTION 'casino:provider_wrong_currency' USING DETAIL = '{}';
      END IF;
      RAISE EXCEPTION 'casino:provider_not_found' USING DETAIL = '{}';
    END IF;
    IF p_amount > 0 THEN
      SELECT m.balance INTO v_bal FROM wallet_game_move(p_user, p_currency, p_house, 0, p_amount, v_key, 'win', v_ref) m;
    END IF;
    -- A round of several bets closed by one win: its other open bets are over too.
    IF p_round_closed AND v_bets > 1 THEN
      PERFORM provider_close_round(p_provider, p_round, p_user);
    END IF;
    RETURN QUERY SELECT 'ok'::text, v_bal, false;
    RETURN;
  END IF;

  -- Rollback: seen before?
  IF EXISTS (SELECT 1 FROM provider_transactions t WHERE t.provider = p_provider AND t.tx_id = p_tx) THEN
    RETURN QUERY SELECT * FROM provider_replay(p_provider, p_kind, p_tx, p_round, p_ref, p_user, p_currency, p_amount, p_game);
    RETURN;
  END IF;
  -- The bet it names, locked, so a win and a rollback of one bet take turns.
  SELECT t.* INTO b FROM provider_transactions t WHERE t.provider = p_provider AND t.tx_id = p_ref FOR UPDATE;
  IF NOT FOUND THEN
    -- Never seen: remember the id, so the bet arriving late is refused. (A bet with this id being
    -- written right now makes the tombstone's insert wait and then find it: start again.)
    INSERT INTO provider_transactions (provider, tx_id, kind, user_id, round_id, game, status)
    VALUES (p_provider, p_ref, 'tombstone', p_user, p_round, p_game, 'tombstone') ON CONFLICT DO NOTHING;
    GET DIAGNOSTICS v_inserted = ROW_COUNT;
    IF NOT v_inserted THEN
      RETURN QUERY SELECT * FROM provider_apply(p_provider, p_kind, p_tx, p_round, p_ref, p_user, p_currency, p_amount, p_game, p_house, p_round_closed, p_token_hash);
      RETURN;
    END IF;
    INSERT INTO provider_transactions (provider, tx_id, kind, user_id, game, round_id, reference_tx)
    VALUES (p_provider, p_tx, 'rollback', p_user, p_game, p_round, p_ref);
    RETURN QUERY SELECT 'ok'::text, NULL::bigint, false;
    RETURN;
  END IF;
  IF b.kind = 'tombstone' THEN
    IF b.user_id <> p_user THEN
      RETURN QUERY SELECT 'not_found'::text, NULL::bigint, false; RETURN;
    END IF;
    INSERT INTO provider_transactions (provider, tx_id, kind, user_id, game, round_id, reference_tx)
    VALUES (p_provider, p_tx, 'rollback', p_user, p_game, p_round, p_ref) ON CONFLICT DO NOTHING;
    RETURN QUERY SELECT 'ok'::text, NULL::bigint, false;
    RETURN;
  END IF;
  IF b.kind <> 'bet' OR b.user_id <> p_user OR b.round_id IS DISTINCT FROM p_round OR b.game <> p_game THEN
    RETURN QUERY SELECT 'not_found'::text, provider_cash(p_user, coalesce(b.currency, p_currency)), false; RETURN;
  END IF;
  -- A bet a win has settled stays settled (refunding it too would pay the round twice), and one
  -- whose round the provider closed as lost stays lost.
  IF b.status IN ('settled', 'closed') THEN
    RETURN QUERY SELECT 'settled'::text, provider_cash(p_user, b.currency), false; RETURN;
  END IF;
  INSERT INTO provider_transactions (provider, tx_id, kind, user_id, currency, game, round_id, reference_tx, amount)
  VALUES (p_provider, p_tx, 'rollback', p_user, b.currency, p_game, p_round, p_ref,
          CASE WHEN b.status = 'open' THEN b.amount ELSE 0 END) ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS v_inserted = ROW_COUNT;
  IF NOT v_inserted THEN
    RETURN QUERY SELECT * FROM provider_replay(p_provider, p_kind, p_tx, p_round, p_ref, p_user, p_currency, p_amount, p_game);
    RETURN;
  END IF;
  IF b.status = 'open' AND b.amount > 0 THEN
    SELECT m.balance INTO v_bal FROM wallet_game_move(p_user, b.currency, p_house, 0, b.amount, v_key, 'refund', v_ref) m;
    UPDATE provider_rounds r SET staked = r.staked - b.amount
     WHERE r.provider = p_provider AND r.round_id = p_round AND r.user_id = p_user;
  ELSE
    v_bal := provider_cash(p_user, b.currency);
  END IF;
  UPDATE provider_transactions t SET status = 'rolled_back' WHERE t.provider = p_provider AND t.tx_id = p_ref;
  IF p_round_closed THEN
    UPDATE provider_rounds r SET closed_at = coalesce(r.closed_at, now()), closed_by = coalesce(r.closed_by, 'provider')
     WHERE r.provider = p_provider AND r.round_id = p_round AND r.user_id = p_user;
    PERFORM provider_close_round(p_provider, p_round, p_user);
  END IF;
  RETURN QUERY SELECT 'ok'::text, v_bal, false;
END $f$;
`;
