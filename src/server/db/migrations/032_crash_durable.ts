// Crash rounds that settle durably, and crash bets counted for loyalty once settled (issue 38,
// docs/decisions/055-crash-rounds-settle-durably.md).
//
// - owed_hundredths: what the end of a round owes a bet still open, written in the same statement
//   that marks the round crashed (src/games/crash/service.server.ts markCrashed): its auto cash-out
//   when the curve reached it, or the forced point when the round ended at the maximum payout.
//   The bet stays `open` until crash_cash_out pays it (the engine right away, or the sweep of the
//   next engine after a kill); only bets owed nothing are ever settled as lost.
// - cashout_key: the Idempotency-Key of the player's cash-out, written by crash_cash_out in the
//   statement that pays it, so a retry answers from the bet row (never 409 after a kill between the
//   money and the answer). Unique per player.
// - crash_edge(amount, t): the house edge in minor units of a bet cashed out (or aimed) at t
//   hundredths, exactly from the crash point's math (src/games/crash/math.ts crashEdge, the same
//   formula): amount − floor(amount × t / 100) × floor(99 × 2^52 / max(t, 101)) / 2^52.
// - crash_cash_out counts the bet for loyalty with its payout (one statement, as before);
//   crash_settle_losses settles a round's lost bets in one statement and counts each at the target
//   the crash took from it (its auto cash-out, else one hundredth above the crash point). Refunded
//   bets never count.
export default /* sql */ `
ALTER TABLE crash_bets ADD COLUMN owed_hundredths bigint CHECK (owed_hundredths >= 100);
ALTER TABLE crash_bets ADD COLUMN cashout_key text;
CREATE UNIQUE INDEX crash_bets_cashout_key ON crash_bets (user_id, cashout_key) WHERE cashout_key IS NOT NULL;

CREATE FUNCTION crash_edge(p_amount bigint, p_target bigint) RETURNS numeric LANGUAGE sql IMMUTABLE AS $f$
  SELECT p_amount::numeric - floor(p_amount::numeric * p_target / 100)
    * floor(99 * 4503599627370496::numeric / greatest(p_target, 101)) / 4503599627370496::numeric
$f$;

DROP FUNCTION crash_cash_out(bigint, bigint, bigint);

CREATE FUNCTION crash_cash_out(p_bet bigint, p_at bigint, p_payout bigint, p_key text DEFAULT NULL)
  RETURNS TABLE (balance bigint)
  LANGUAGE plpgsql AS $f$
DECLARE
  v record;
  v_move record;
BEGIN
  UPDATE crash_bets b SET status = 'cashed', cashed_out_at = p_at, payout = p_payout, settled_at = now(),
         cashout_key = p_key
   WHERE b.id = p_bet AND b.status = 'open' RETURNING b.user_id, b.currency, b.round_id, b.amount INTO v;
  IF v.user_id IS NULL THEN RETURN; END IF;
  SELECT * INTO v_move FROM wallet_game_move(v.user_id, v.currency, 'crash', 0, p_payout, 'crash-bet:' || p_bet || ':win',
    'win', 'crash:' || v.round_id);
  PERFORM loyalty_count(v.user_id, v.currency, 'casino', 'crash', v.amount, p_payout, crash_edge(v.amount, p_at));
  RETURN QUERY SELECT v_move.balance;
END $f$;

CREATE FUNCTION crash_settle_losses(p_round bigint) RETURNS integer LANGUAGE plpgsql AS $f$
DECLARE
  v record;
  v_n integer := 0;
BEGIN
  FOR v IN
    UPDATE crash_bets b SET status = 'lost', payout = 0, settled_at = now()
      FROM crash_rounds r
     WHERE b.round_id = p_round AND r.id = p_round AND r.phase = 'crashed' AND b.status = 'open'
       AND b.owed_hundredths IS NULL
    RETURNING b.user_id, b.currency, b.amount,
      coalesce(b.auto_cashout, greatest(coalesce(r.ended_hundredths, r.crash_hundredths) + 1, 101)) AS target
  LOOP
    PERFORM loyalty_count(v.user_id, v.currency, 'casino', 'crash', v.amount, 0, crash_edge(v.amount, v.target));
    v_n := v_n + 1;
  END LOOP;
  -- The round is settled once none of its bets is open (owed ones are paid first).
  UPDATE crash_rounds r SET settled_at = now()
   WHERE r.id = p_round AND r.settled_at IS NULL AND r.phase = 'crashed'
     AND NOT EXISTS (SELECT 1 FROM crash_bets b WHERE b.round_id = p_round AND b.status = 'open');
  RETURN v_n;
END $f$;
`;
