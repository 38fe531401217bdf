// Loyalty that counts only what was at risk, and bonus wagering counted exactly (issue 38,
// docs/decisions/053-loyalty-counts-the-edge-at-risk.md).
//
// - player_stats gains the product (casino, sportsbook) in its key, so cashback pays back each
//   product's own settled losses.
// - loyalty_count: one settled bet into the player's day: own money wagered and paid, the house
//   edge the bet actually put at risk (from its game's own math: a miner round cashed out before any
//   tile risked nothing and counts nothing), the bet (a later payment of a bet already counted, with
//   nothing wagered, adds its money but no bet), and its payout as the best win only when it paid
//   more than it cost. Called once, by whatever settles the bet, in the settling transaction.
//   VIP points, rakeback, weekly and monthly rewards and races all read the edge, never the stake.
// - wallet_game_move no longer counts every movement at the game's flat edge: it counts only a bet
//   it settles by itself (an instant bet), at the edge rate its caller computed from the game's math
//   (p_edge_rate: house edge per unit staked); without a rate it counts nothing (fails closed).
// - Bonus wagering is exact: each bet takes stake x weight / 100 off wager_remaining with its
//   fraction (numeric), and a bonus converts only when nothing at all remains; a game earns
//   wagering only when its template names it.
// - game_edges (a flat edge per game) goes: each game's math gives its edge per bet.
export default /* sql */ `
ALTER TABLE player_stats ADD COLUMN product text NOT NULL DEFAULT 'casino' CHECK (product IN ('casino', 'sportsbook'));
ALTER TABLE player_stats DROP CONSTRAINT player_stats_pkey;
ALTER TABLE player_stats ADD PRIMARY KEY (user_id, currency, day, product);

ALTER TABLE bonuses ALTER COLUMN wager_remaining TYPE numeric;
ALTER TABLE bonuses ALTER COLUMN default_weight SET DEFAULT 0;

CREATE FUNCTION loyalty_count(p_user bigint, p_currency text, p_product text, p_game text,
    p_wagered bigint, p_paid bigint, p_edge numeric) RETURNS void LANGUAGE sql AS $f$
  INSERT INTO player_stats AS s (user_id, currency, day, product, wagered, paid, best_win, best_win_game, edge, bets)
  VALUES (p_user, p_currency, (now() AT TIME ZONE 'UTC')::date, p_product, p_wagered, p_paid,
    CASE WHEN p_paid > p_wagered THEN p_paid ELSE 0 END, p_game, greatest(p_edge, 0), CASE WHEN p_wagered > 0 THEN 1 ELSE 0 END)
  ON CONFLICT (user_id, currency, day, product) DO UPDATE SET
    wagered = s.wagered + EXCLUDED.wagered, paid = s.paid + EXCLUDED.paid,
    best_win = greatest(s.best_win, EXCLUDED.best_win),
    best_win_game = CASE WHEN EXCLUDED.best_win > s.best_win THEN EXCLUDED.best_win_game ELSE s.best_win_game END,
    edge = s.edge + EXCLUDED.edge, bets = s.bets + EXCLUDED.bets
$f$;

DROP FUNCTION wallet_game_move(bigint, text, text, bigint, bigint, text, text, text, bigint, boolean);

CREATE FUNCTION wallet_game_move(p_user bigint, p_currency text, p_game text, p_stake bigint, p_payout bigint,
    p_key text, p_kind text, p_reference text, p_house bigint DEFAULT NULL, p_bonus_ok boolean DEFAULT false,
    p_edge_rate numeric DEFAULT NULL, p_product text DEFAULT 'casino')
  RETURNS TABLE (transaction_id bigint, balance bigint, posting_id bigint, replayed boolean)
  LANGUAGE plpgsql AS $f$
DECLARE
  v_tx bigint;
  v_acc bigint;
  v_old bigint;
  v_bal bigint;
  v_house bigint := p_house;
  v_first bigint;
  v_excluded text[];
  v_limited boolean;
  r record;
  v_bid bigint;
  v_bacc bigint;
  v_bmax bigint;
  v_bpre bigint;
  v_bonus boolean := false;
  v_from_bonus bigint := 0;
  v_bonus_win bigint := 0;
  v_bbal bigint;
  v_cs bigint;
  v_cp bigint;
  v_rem numeric;
BEGIN
  IF p_stake < 0 OR p_payout < 0 OR p_stake + p_payout = 0 THEN
    RAISE EXCEPTION 'casino:amount_too_large' USING DETAIL = '{}';
  END IF;
  IF p_key IS NULL THEN
    INSERT INTO wallet_transactions (idempotency_key, kind, reference, user_id, currency)
    VALUES (NULL, p_kind, p_reference, p_user, p_currency) RETURNING id INTO v_tx;
  ELSE
    INSERT INTO wallet_transactions (idempotency_key, kind, reference, user_id, currency)
    VALUES (p_key, p_kind, p_reference, p_user, p_currency)
    ON CONFLICT (idempotency_key) DO NOTHING RETURNING id INTO v_tx;
    IF v_tx IS NULL THEN
      SELECT t.id, t.kind, t.user_id INTO r FROM wallet_transactions t WHERE t.idempotency_key = p_key;
      IF r.kind IS DISTINCT FROM p_kind OR r.user_id IS DISTINCT FROM p_user THEN
        RAISE EXCEPTION 'casino:idempotency_conflict' USING DETAIL = '{}';
      END IF;
      RETURN QUERY SELECT r.id, coalesce(
          (SELECT p.balance_after FROM wallet_postings p JOIN wallet_accounts a ON a.id = p.account_id AND a.kind = 'cash'
            WHERE p.transaction_id = r.id ORDER BY p.id DESC LIMIT 1),
          (SELECT a.balance FROM wallet_accounts a WHERE a.user_id = p_user AND a.currency = p_currency AND a.kind = 'cash')),
        (SELECT p.id FROM wallet_postings p WHERE p.transaction_id = r.id AND p.balance_after IS NOT NULL ORDER BY p.id LIMIT 1),
        true;
      RETURN;
    END IF;
  END IF;
  -- The balance, locked, and in the same statement whether an exclusion runs and loss limits exist.
  SELECT a.id, a.balance,
         (SELECT ARRAY[e.kind, e.until::text] FROM rg_exclusions e WHERE e.user_id = p_user AND e.until > now()
           ORDER BY e.until DESC LIMIT 1),
         EXISTS (SELECT 1 FROM rg_limits l WHERE l.user_id = p_user AND l.kind = 'loss'),
         p_bonus_ok AND p_stake > 0 AND EXISTS (SELECT 1 FROM bonuses x WHERE x.user_id = p_user AND x.currency = p_currency
           AND x.product = 'casino' AND x.status = 'active')
    INTO v_acc, v_old, v_excluded, v_limited, v_bonus
    FROM wallet_accounts a WHERE a.user_id = p_user AND a.currency = p_currency AND a.kind = 'cash' FOR UPDATE OF a;
  IF v_acc IS NULL THEN RAISE EXCEPTION 'casino:currency_mismatch' USING DETAIL = '{}'; END IF;
  IF p_stake > 0 AND v_excluded IS NOT NULL THEN
    RAISE EXCEPTION 'casino:excluded' USING DETAIL = json_build_object('kind', v_excluded[1], 'until', v_excluded[2]::timestamptz)::text;
  END IF;
  -- The active casino bonus, when this instant bet's game counts toward it: its wagering counted
  -- and its row locked in one statement (after the cash, the order every bonus function keeps; a
  -- refusal below rolls the count back). The stake counts up to the maximum stake, by its weight.
  -- (Only when the locked read above found one: a bet without a bonus pays no extra statement.)
  IF v_bonus THEN
    UPDATE bonuses x SET wager_remaining = greatest(x.wager_remaining
        - least(p_stake, coalesce(x.max_stake, p_stake))::numeric * coalesce((x.weights ->> p_game)::int, x.default_weight) / 100, 0)
      FROM wallet_accounts a
     WHERE a.id = x.account_id AND x.user_id = p_user AND x.currency = p_currency AND x.product = 'casino'
       AND x.status = 'active' AND x.expires_at > now() AND coalesce((x.weights ->> p_game)::int, x.default_weight) > 0
    RETURNING x.id, x.account_id, x.max_stake, a.balance, x.wager_remaining INTO v_bid, v_bacc, v_bmax, v_bpre, v_rem;
    v_bonus := v_bid IS NOT NULL;
  END IF;
  IF v_bonus THEN
    -- Cash first; the rest from the bonus, never above its maximum stake.
    v_from_bonus := greatest(p_stake - v_old, 0);
    IF v_from_bonus > v_bpre THEN RAISE EXCEPTION 'casino:insufficient_funds' USING DETAIL = '{}'; END IF;
    IF v_from_bonus > 0 AND v_bmax IS NOT NULL AND p_stake > v_bmax THEN
      RAISE EXCEPTION 'casino:bonus_max_stake' USING DETAIL = json_build_object('max', v_bmax)::text;
    END IF;
    v_bonus_win := floor(p_payout::numeric * v_from_bonus / p_stake)::bigint;
    v_bbal := v_bpre - v_from_bonus + v_bonus_win;
  ELSIF v_old < p_stake THEN
    RAISE EXCEPTION 'casino:insufficient_funds' USING DETAIL = '{}';
  END IF;
  v_cs := p_stake - v_from_bonus;
  v_cp := p_payout - v_bonus_win;
  v_bal := v_old - v_cs + v_cp;
  -- Loss limits: roll each period over when it has ended, add this movement's cash, and refuse a
  -- stake that would take the period's net loss past the limit in force (the lowest one wins).
  IF v_limited THEN
    FOR r IN
      UPDATE rg_limits l SET
        window_start = CASE WHEN l.window_start IS NULL THEN now()
          WHEN l.window_start + make_interval(secs => rg_period_seconds(l.period)) <= now()
            THEN l.window_start + make_interval(secs => rg_period_seconds(l.period)
              * floor(extract(epoch FROM now() - l.window_start) / rg_period_seconds(l.period)))
          ELSE l.window_start END,
        window_net = CASE WHEN l.window_start IS NULL OR l.window_start + make_interval(secs => rg_period_seconds(l.period)) <= now()
          THEN 0 ELSE l.window_net END + v_cs - v_cp
       WHERE l.user_id = p_user AND l.kind = 'loss'
      RETURNING l.period,
        CASE WHEN l.pending_at IS NOT NULL AND l.pending_at <= now() THEN l.pending_amount ELSE l.amount END AS in_force,
        l.window_net - v_cs + v_cp AS used_before
    LOOP
      IF v_cs > 0 AND r.in_force IS NOT NULL AND greatest(r.used_before, 0) + v_cs > r.in_force THEN
        RAISE EXCEPTION 'casino:limit_exceeded' USING DETAIL = json_build_object('period', r.period, 'limit', r.in_force,
          'used', greatest(r.used_before, 0), 'remaining', greatest(r.in_force - greatest(r.used_before, 0), 0))::text;
      END IF;
    END LOOP;
  END IF;
  IF v_house IS NULL THEN
    SELECT a.id INTO v_house FROM wallet_accounts a WHERE a.user_id IS NULL AND a.currency = p_currency AND a.kind = 'game' AND a.name = p_game;
    IF v_house IS NULL THEN
      INSERT INTO wallet_accounts (user_id, currency, kind, name) VALUES (NULL, p_currency, 'game', p_game) ON CONFLICT DO NOTHING;
      SELECT a.id INTO v_house FROM wallet_accounts a WHERE a.user_id IS NULL AND a.currency = p_currency AND a.kind = 'game' AND a.name = p_game;
    END IF;
  END IF;
  -- The postings in one statement, in order (the cash stake and payout, the bonus's, the house's
  -- side); each player posting moves the balance it continues (its trigger).
  WITH ins AS (
    INSERT INTO wallet_postings (transaction_id, account_id, amount, balance_after)
    SELECT v_tx, x.acc, x.amt, x.after FROM (VALUES
        (1, v_acc, -v_cs, v_old - v_cs),
        (2, v_acc, v_cp, v_bal),
        (3, v_bacc, -v_from_bonus, v_bpre - v_from_bonus),
        (4, v_bacc, v_bonus_win, v_bbal),
        (5, v_house, p_stake - p_payout, NULL::bigint)) AS x(o, acc, amt, after)
     WHERE x.amt <> 0 ORDER BY x.o
    RETURNING id, balance_after)
  SELECT min(ins.id) INTO v_first FROM ins WHERE ins.balance_after IS NOT NULL;
  -- At zero remaining the bonus converts now; a bonus whose money is gone ends.
  IF v_bonus THEN
    IF v_rem = 0 THEN
      v_bal := v_bal + bonus_end(v_bid, 'converted');
    ELSIF v_bbal = 0 THEN
      PERFORM bonus_end(v_bid, 'spent');
    END IF;
  END IF;
  -- A bet settled by this one movement (an instant bet) counts for loyalty here, at the edge rate
  -- its game's math gives for its parameters, on the player's own money only. Every other movement
  -- (a round's stake or payout, a refund) counts nothing: its flow calls loyalty_count once the
  -- bet is settled.
  IF p_edge_rate IS NOT NULL AND p_stake > 0 THEN
    PERFORM loyalty_count(p_user, p_currency, p_product, p_game, v_cs, v_cp, v_cs * p_edge_rate);
  END IF;
  RETURN QUERY SELECT v_tx, v_bal, v_first, false;
END $f$;

DROP FUNCTION casino_place_bet(bigint, text, text, text, text, bigint, bigint, text, bigint, bigint, numeric, jsonb, jsonb, boolean, bigint);

-- An instant bet counts for loyalty at p_edge_rate (its game's edge for these parameters); a round
-- opened counts when it is settled.
CREATE FUNCTION casino_place_bet(p_user bigint, p_game text, p_key text, p_request_hash text, p_currency text,
    p_pair bigint, p_nonce bigint, p_client_seed text, p_stake bigint, p_payout bigint, p_multiplier numeric,
    p_params jsonb, p_outcome jsonb, p_open boolean, p_house bigint DEFAULT NULL, p_edge_rate numeric DEFAULT NULL)
  RETURNS TABLE (id bigint, created_at timestamptz, balance_after bigint)
  LANGUAGE plpgsql AS $f$
DECLARE
  v_hash text;
  v_move record;
BEGIN
  UPDATE fair_seed_pairs fp SET next_nonce = p_nonce + 1
   WHERE fp.id = p_pair AND fp.user_id = p_user AND fp.next_nonce = p_nonce AND fp.client_seed = p_client_seed
     AND fp.revealed_at IS NULL
  RETURNING fp.server_seed_hash INTO v_hash;
  IF v_hash IS NULL THEN RAISE EXCEPTION 'casino:stale_pair' USING DETAIL = '{}'; END IF;
  SELECT * INTO v_move FROM wallet_game_move(p_user, p_currency, p_game, p_stake, p_payout, NULL, 'bet', NULL, p_house, NOT p_open,
    CASE WHEN p_open THEN NULL ELSE p_edge_rate END);
  RETURN QUERY INSERT INTO bets AS b (user_id, game, currency, amount, seed_pair_id, nonce, server_seed_hash, client_seed,
      params, outcome, multiplier, payout, status, idempotency_key, request_hash, settled_at, balance_after, transaction_id)
    VALUES (p_user, p_game, p_currency, p_stake, p_pair, p_nonce, v_hash, p_client_seed, p_params, p_outcome,
      p_multiplier, p_payout, CASE WHEN p_open THEN 'open' ELSE 'settled' END, p_key, p_request_hash,
      CASE WHEN p_open THEN NULL ELSE now() END, v_move.balance, v_move.transaction_id)
    ON CONFLICT DO NOTHING
    RETURNING b.id, b.created_at, b.balance_after;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'casino:replay' USING DETAIL = '{}';
  END IF;
END $f$;
DROP TABLE game_edges;
`;
