// Studio spins and provider rollbacks that finish after a crash, and provider bets counted for
// loyalty (issue 38, docs/decisions/056-studio-spins-finish-after-a-crash.md).
//
// - studio_outbox.spin_id: the spin whose money a queued call moves (null for the live tables'
//   calls). A spin's guard (its rollback, armed) is written in the spin's first transaction, and
//   the row's final answer and the spin's new state are written in one transaction, so no kill
//   leaves a spin without the call that finishes it.
// - Spins the old flow left wrong are driven again through the wallet's own answers: a spin the
//   old recovery voided though the wallet may have charged it, one marked rolled back without a
//   rollback the wallet accepted, one pending behind a refused rollback: each gets its rollback
//   again (the wallet returns an open stake, or refuses because the bet stands, and then the spin
//   is settled with its outcome); a spin whose win is owed gets its win queued again.
// - provider_transactions.settled_by: what first settled a bet (its win's id, or the round's
//   close). The update that settles a bet sets it only when empty and returns it, so the one
//   statement knows whether this call is the bet's settlement (counted for loyalty once) or a
//   later win of a bet already counted.
// - provider_count: one settled provider bet into loyalty (loyalty_count, product casino) with the
//   edge its game declares: stake x (1 - RTP) from the catalog's rtp_bp (slots, live_tables, keyed
//   by the catalog slug <provider>-<game>), 0 without a declared RTP (still wagered and paid).
//   Counted where the bet settles: a win (its first), a bet that closes its round as a loss, the
//   bets a round's close leaves lost. A rolled-back bet never counts; a bet whose round the
//   sweeper closed after 48 hours stays open (the operator may still roll it back) and counts
//   only if a late win settles it.
// - provider_rounds.rollback_requested_at / rolled_back_at: the operator's round rollback is
//   recorded first, then its money and the round's close are one transaction; the sweeper finishes
//   a recorded rollback whose money a crash stopped, and does not close such a round as timed out.
/** Drives the spins the old flow left wrong through the wallet again (exported for its test). */
export const repairSpins = /* sql */ `
UPDATE studio_spins SET win_tx = gen_random_uuid()::text WHERE win_tx IS NULL;
UPDATE studio_spins s SET status = 'bet_ok'
 WHERE s.mode = 'real' AND s.status IN ('bet_ok', 'win_pending')
   AND NOT EXISTS (SELECT 1 FROM studio_outbox o WHERE o.spin_id = s.id AND o.state IN ('armed', 'due'));
INSERT INTO studio_outbox AS o (kind, tx_id, reference, round, payload, state, next_at, created_at, updated_at, spin_id)
SELECT 'win', s.win_tx, s.id, s.id,
       jsonb_build_object('user', x.user_id, 'token', x.token, 'game', s.game, 'currency', s.currency, 'txId', s.win_tx,
         'round', s.id, 'roundClosed', true, 'amount', s.payout, 'referenceTxId', s.id),
       'due', now(), now(), now(), s.id
  FROM studio_spins s JOIN studio_sessions x ON x.id = s.session_id
 WHERE s.mode = 'real' AND s.status = 'bet_ok'
   AND NOT EXISTS (SELECT 1 FROM studio_outbox b WHERE b.spin_id = s.id AND b.state IN ('armed', 'due'))
ON CONFLICT (tx_id) DO UPDATE SET state = 'due', attempts = 0, next_at = now(), updated_at = now();
UPDATE studio_spins s SET status = 'pending'
 WHERE s.mode = 'real' AND (s.status IN ('pending', 'void', 'win_failed')
     OR (s.status = 'rolled_back' AND NOT EXISTS (SELECT 1 FROM studio_outbox r
           WHERE r.spin_id = s.id AND r.kind = 'rollback' AND r.state = 'done' AND r.last_status = 'RS_OK')))
   AND NOT EXISTS (SELECT 1 FROM studio_outbox o WHERE o.spin_id = s.id AND o.state IN ('armed', 'due'));
INSERT INTO studio_outbox (kind, tx_id, reference, round, payload, state, next_at, created_at, updated_at, spin_id)
SELECT 'rollback', r.tx, s.id, s.id,
       jsonb_build_object('user', x.user_id, 'token', x.token, 'game', s.game, 'txId', r.tx, 'round', s.id,
         'roundClosed', true, 'referenceTxId', s.id),
       'due', now(), now(), now(), s.id
  FROM studio_spins s JOIN studio_sessions x ON x.id = s.session_id CROSS JOIN LATERAL (SELECT gen_random_uuid()::text AS tx) r
 WHERE s.mode = 'real' AND s.status = 'pending'
   AND NOT EXISTS (SELECT 1 FROM studio_outbox o WHERE o.spin_id = s.id AND o.state IN ('armed', 'due'));
`;

export default /* sql */ `
ALTER TABLE studio_outbox ADD COLUMN spin_id text;
UPDATE studio_outbox o SET spin_id = o.reference WHERE EXISTS (SELECT 1 FROM studio_spins s WHERE s.id = o.reference);
CREATE INDEX studio_outbox_spin ON studio_outbox (spin_id) WHERE spin_id IS NOT NULL;

${repairSpins}
ALTER TABLE provider_transactions ADD COLUMN settled_by text;
UPDATE provider_transactions SET settled_by = 'before-033' WHERE kind = 'bet' AND status IN ('settled', 'closed');

ALTER TABLE provider_rounds ADD COLUMN rollback_requested_at timestamptz, ADD COLUMN rolled_back_at timestamptz;
CREATE INDEX provider_rounds_rollback ON provider_rounds (rollback_requested_at)
  WHERE rollback_requested_at IS NOT NULL AND rolled_back_at IS NULL;

-- PL/pgSQL, not SQL: its plan is kept for the session, where a SQL function is planned at every call
-- (about 5 % of a bet+win pair on PostgreSQL).
CREATE FUNCTION provider_count(p_provider text, p_user bigint, p_currency text, p_game text, p_wagered bigint,
    p_paid bigint) RETURNS void LANGUAGE plpgsql AS $f$
DECLARE
  v_slug text := p_provider || '-' || p_game;
  v_rtp int;
BEGIN
  SELECT s.rtp_bp INTO v_rtp FROM slots s WHERE s.slug = v_slug;
  IF NOT FOUND THEN
    SELECT l.rtp_bp INTO v_rtp FROM live_tables l WHERE l.slug = v_slug;
  END IF;
  PERFORM loyalty_count(p_user, p_currency, 'casino', v_slug, p_wagered, p_paid,
    p_wagered * coalesce((10000 - v_rtp) / 10000.0, 0));
END $f$;

-- The provider closed a round of several bets: those no win settled are lost (status closed), so
-- neither a late rollback nor the operator's round rollback returns them; each counts as settled.
CREATE OR REPLACE FUNCTION provider_close_round(p_provider text, p_round text, p_user bigint) RETURNS void
  LANGUAGE plpgsql AS $f$
DECLARE
  c record;
BEGIN
  FOR c IN
    UPDATE provider_transactions SET status = 'closed', settled_by = coalesce(settled_by, 'round')
     WHERE provider = p_provider AND round_id = p_round AND user_id = p_user AND kind = 'bet' AND status = 'open'
    RETURNING currency, game, amount
  LOOP
    IF c.amount > 0 THEN
      PERFORM provider_count(p_provider, p_user, c.currency, c.game, c.amount, 0);
    END IF;
  END LOOP;
END $f$;

-- As in migration 25, with each bet counted for loyalty where it settles (see above).
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
