// Crash's bet path in one statement each (issue 19's benchmark: 1,000 bets and cash-outs a second).
// An interactive transaction costs a round trip per statement (about 8 for a bet); these functions
// do the same checks and writes inside the database, as casino_place_bet does for the instant games
// (migration 17), and raise `casino:<code>` refusals that the server maps to its errors.
//
// crash_place_bet: the key first (a repeat answers the stored bet), the player's currency and limits
// (passed in from the operator's configuration as {"RUB": {"min", "max", "cap"}, …}), the round in
// betting under a share lock (the engine's start waits for it), the request's arrival not before the
// round opened, the round's stakes in the currency within what the maximum payout covers at 1.01×
// (as committed so far; the start refunds any overshoot of bets made at once),
// the bet row, then the stake through wallet_game_move (balance, exclusions, loss limits).
// crash_cash_out: the price is computed by the server (src/games/crash/math.ts, one implementation
// with the browser's); this marks the open bet cashed at it and pays, or returns nothing when the
// bet was settled meanwhile.
export default /* sql */ `
CREATE FUNCTION crash_place_bet(p_user bigint, p_amount bigint, p_auto bigint, p_key text, p_request_hash text,
    p_arrival_ms bigint, p_now_ms bigint, p_limits jsonb)
  RETURNS TABLE (bet_id bigint, round_id bigint, currency text, player text, balance bigint)
  LANGUAGE plpgsql AS $f$
DECLARE
  v_cur text;
  v_player text;
  v_lim jsonb;
  v_round record;
  v_total bigint;
  v_bet bigint;
  v_move record;
BEGIN
  IF EXISTS (SELECT 1 FROM crash_bets b WHERE b.user_id = p_user AND b.idempotency_key = p_key) THEN
    RAISE EXCEPTION 'casino:replay' USING DETAIL = '{}';
  END IF;
  SELECT u.currency, CASE WHEN u.is_statistics_hidden THEN NULL ELSE u.public_name END INTO v_cur, v_player
    FROM users u WHERE u.id = p_user;
  IF v_cur IS NULL THEN RAISE EXCEPTION 'casino:currency_required' USING DETAIL = '{}'; END IF;
  v_lim := p_limits -> v_cur;
  IF v_lim IS NULL THEN RAISE EXCEPTION 'casino:game_unavailable' USING DETAIL = '{}'; END IF;
  IF p_amount < (v_lim ->> 'min')::bigint THEN
    RAISE EXCEPTION 'casino:below_min_bet' USING DETAIL = json_build_object('min', v_lim -> 'min')::text;
  END IF;
  IF p_amount > (v_lim ->> 'max')::bigint THEN
    RAISE EXCEPTION 'casino:above_max_bet' USING DETAIL = json_build_object('max', v_lim -> 'max')::text;
  END IF;
  SELECT r.id, r.phase, (extract(epoch FROM r.betting_ends_at) * 1000)::bigint AS ends,
         (extract(epoch FROM r.created_at) * 1000)::bigint AS opened
    INTO v_round FROM crash_rounds r ORDER BY r.id DESC LIMIT 1 FOR SHARE;
  IF v_round.id IS NULL OR v_round.phase <> 'betting' OR p_now_ms >= v_round.ends OR p_arrival_ms < v_round.opened THEN
    RAISE EXCEPTION 'casino:betting_closed' USING DETAIL = '{}';
  END IF;
  -- Unlocked on purpose (a lock would queue every bet behind the previous one's commit): two bets at
  -- once may pass together, and the start refunds what does not fit (startRound, fitStakes).
  SELECT coalesce(sum(b.amount), 0) INTO v_total FROM crash_bets b WHERE b.round_id = v_round.id AND b.currency = v_cur;
  IF (v_total + p_amount) * 101 > (v_lim ->> 'cap')::bigint * 100 THEN
    RAISE EXCEPTION 'casino:max_payout_exceeded' USING DETAIL = '{}';
  END IF;
  INSERT INTO crash_bets AS b (round_id, user_id, currency, amount, auto_cashout, idempotency_key, request_hash)
    VALUES (v_round.id, p_user, v_cur, p_amount, p_auto, p_key, p_request_hash)
    ON CONFLICT DO NOTHING RETURNING b.id INTO v_bet;
  IF v_bet IS NULL THEN
    -- The same key racing this call committed first (a repeat), or the player already bet this round.
    IF EXISTS (SELECT 1 FROM crash_bets b WHERE b.user_id = p_user AND b.idempotency_key = p_key) THEN
      RAISE EXCEPTION 'casino:replay' USING DETAIL = '{}';
    END IF;
    RAISE EXCEPTION 'casino:already_bet' USING DETAIL = '{}';
  END IF;
  SELECT * INTO v_move FROM wallet_game_move(p_user, v_cur, 'crash', p_amount, 0, 'crash-bet:' || v_bet || ':stake',
    'stake', 'crash:' || v_round.id);
  RETURN QUERY SELECT v_bet, v_round.id::bigint, v_cur, v_player, v_move.balance;
END $f$;

CREATE FUNCTION crash_cash_out(p_bet bigint, p_at bigint, p_payout bigint)
  RETURNS TABLE (balance bigint)
  LANGUAGE plpgsql AS $f$
DECLARE
  v record;
  v_move record;
BEGIN
  UPDATE crash_bets b SET status = 'cashed', cashed_out_at = p_at, payout = p_payout, settled_at = now()
   WHERE b.id = p_bet AND b.status = 'open' RETURNING b.user_id, b.currency, b.round_id INTO v;
  IF v.user_id IS NULL THEN RETURN; END IF;
  SELECT * INTO v_move FROM wallet_game_move(v.user_id, v.currency, 'crash', 0, p_payout, 'crash-bet:' || p_bet || ':win',
    'win', 'crash:' || v.round_id);
  RETURN QUERY SELECT v_move.balance;
END $f$;
`;
