// A provider's rollback of a bet that a win settled (or that closed its round as lost) undoes
// it: the stake is returned and the win stands (Hub88's rule; docs/decisions/064-hub88-published-rules.md).
// The operator's own round rollback (operator:<bet>) still leaves such bets alone. provider_apply
// as in migration 33 otherwise. And an index for the operator's lookup of a round's transactions
// (reconciliation with the aggregator's Transactions API, which lists by round).
export default /* sql */ `
CREATE INDEX IF NOT EXISTS provider_transactions_by_round ON provider_transactions (provider, round_id);

CREATE OR REPLACE FUNCTION provider_apply(p_provider text, p_kind text, p_tx text, p_round text, p_ref text, p_user bigint,
    p_currency text, p_amount bigint, p_game text, p_house text, p_round_closed boolean, p_token_hash text)
  RETURNS TABLE (status text, balance bigint, replayed boolean)
  LANGUAGE plpgsql AS $f$
DECLARE
  s record;
  b record;
  v_bal bigint;
  v_inserted boolean;
  v_settled boolean;
  v_first boolean;
  v_staked bigint;
  v_bets int;
  v_key text := 'prov:' || p_provider || ':' || p_tx;
  v_ref text := 'provider:' || p_provider || ':' || p_round;
BEGIN
  IF p_kind = 'bet' THEN
    -- The row is written only under the launch's live token for this player, game and currency,
    -- and its round counted in the same statement. A bet that closes its round is settled by it.
    WITH ins AS (
      INSERT INTO provider_transactions (provider, tx_id, kind, user_id, currency, game, round_id, amount, status, settled_by)
      SELECT p_provider, p_tx, 'bet', p_user, p_currency, p_game, p_round, p_amount,
             CASE WHEN p_round_closed THEN 'closed' ELSE 'open' END, CASE WHEN p_round_closed THEN p_tx END
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
    IF p_round_closed THEN
      IF p_amount > 0 THEN
        PERFORM provider_count(p_provider, p_user, p_currency, p_game, p_amount, 0);
      END IF;
      IF v_bets > 1 THEN
        PERFORM provider_close_round(p_provider, p_round, p_user);
      END IF;
    END IF;
    RETURN QUERY SELECT 'ok'::text, v_bal, false;
    RETURN;
  END IF;

  IF p_kind = 'win' THEN
    -- The win's own row, the bet it settles (locked by the update: a rollback of it waits, or made
    -- this one wait; settled_by tells whether this win is its settlement) and its round, in one
    -- statement; the balance for a win of nothing with them.
    WITH ins AS (
      INSERT INTO provider_transactions (provider, tx_id, kind, user_id, currency, game, round_id, reference_tx, amount)
      VALUES (p_provider, p_tx, 'win', p_user, p_currency, p_game, p_round, p_ref, p_amount) ON CONFLICT DO NOTHING
      RETURNING 1
    ), bet AS (
      UPDATE provider_transactions t SET status = 'settled', paid = t.paid + p_amount,
          settled_by = coalesce(t.settled_by, p_tx)
       WHERE t.provider = p_provider AND t.tx_id = p_ref AND t.kind = 'bet' AND t.user_id = p_user
         AND t.round_id = p_round AND t.game = p_game AND t.currency = p_currency AND t.status <> 'rolled_back'
         AND EXISTS (SELECT 1 FROM ins)
      RETURNING t.amount, t.settled_by = p_tx AS first
    ), rnd AS (
      UPDATE provider_rounds r SET paid = r.paid + p_amount,
          closed_at = CASE WHEN p_round_closed THEN coalesce(r.closed_at, now()) ELSE r.closed_at END,
          closed_by = CASE WHEN p_round_closed THEN coalesce(r.closed_by, 'provider') ELSE r.closed_by END
       WHERE r.provider = p_provider AND r.round_id = p_round AND r.user_id = p_user
         AND (p_amount > 0 OR (p_round_closed AND r.closed_at IS NULL)) AND EXISTS (SELECT 1 FROM bet)
      RETURNING r.bets
    )
    SELECT EXISTS (SELECT 1 FROM ins), EXISTS (SELECT 1 FROM bet), (SELECT bet.amount FROM bet),
           (SELECT bet.first FROM bet), (SELECT bets FROM rnd),
           CASE WHEN p_amount = 0 THEN provider_cash(p_user, p_currency) END
      INTO v_inserted, v_settled, v_staked, v_first, v_bets, v_bal;
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
    -- The bet's settlement counts its stake and this payout; a later win of it only its payout.
    IF v_first AND v_staked + p_amount > 0 THEN
      PERFORM provider_count(p_provider, p_user, p_currency, p_game, v_staked, p_amount);
    ELSIF NOT v_first AND p_amount > 0 THEN
      PERFORM provider_count(p_provider, p_user, p_currency, p_game, 0, p_amount);
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
  -- The operator's round rollback (ids operator:<bet>) leaves a bet a win settled, or one whose
  -- round closed as lost, as it is. The provider's own rollback of such a bet undoes it (Hub88's
  -- rule: a rollback undoes the transaction it names, and its books then show the stake returned;
  -- decision 064): the stake comes back, the win already paid stands.
  IF b.status IN ('settled', 'closed') AND p_tx LIKE 'operator:%' THEN
    RETURN QUERY SELECT 'settled'::text, provider_cash(p_user, b.currency), false; RETURN;
  END IF;
  INSERT INTO provider_transactions (provider, tx_id, kind, user_id, currency, game, round_id, reference_tx, amount)
  VALUES (p_provider, p_tx, 'rollback', p_user, b.currency, p_game, p_round, p_ref,
          CASE WHEN b.status IN ('open', 'settled', 'closed') THEN b.amount ELSE 0 END) ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS v_inserted = ROW_COUNT;
  IF NOT v_inserted THEN
    RETURN QUERY SELECT * FROM provider_replay(p_provider, p_kind, p_tx, p_round, p_ref, p_user, p_currency, p_amount, p_game);
    RETURN;
  END IF;
  IF b.status IN ('open', 'settled', 'closed') AND b.amount > 0 THEN
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
