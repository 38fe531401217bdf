// Bonus money through the ledger, and the players' running statistics (issue 20,
// docs/decisions/039-bonus-money.md).
//
// - Each bonus has its own ledger account (wallet_accounts.bonus_id, kind 'bonus'): granted from the
//   house bonus_expense account, staked only after the player's cash, converted to cash (up to its
//   maximum cash-out) or removed (expired, forfeited) by one keyed ledger transaction each.
// - bonuses: one row per bonus with its terms frozen when the player accepted them, so an operator's
//   later edit of bonuses.json never changes a bonus already given. At most one active bonus per
//   player, currency and product; the others wait in a queue.
// - wallet_game_move (migration 17) gains the bonus: on an instant bet (p_bonus_ok) with an active
//   casino bonus whose weight for the game is above 0, the stake takes cash first and the rest from
//   the bonus; the payout returns in the same shares (the bonus's share rounded down); the stake
//   counts min(stake, max stake) × weight / 100 toward the wagering; at zero remaining the bonus
//   converts in the same statement. Loss limits count the cash part only (bonus money is not the
//   player's to lose).
// - player_stats: per player, currency and UTC day, what was wagered and paid with the player's own
//   money, the best single payout, the house edge earned (stake × the game's edge) and the bets;
//   written by the same statement as each movement, so VIP levels, rakeback, cashback and the top
//   read a few rows instead of the ledger.
export default /* sql */ `
ALTER TABLE wallet_accounts ADD COLUMN bonus_id bigint;
ALTER TABLE wallet_accounts ADD CONSTRAINT wallet_accounts_bonus_kind CHECK (bonus_id IS NULL OR (kind = 'bonus' AND user_id IS NOT NULL));
DROP INDEX wallet_accounts_player;
CREATE UNIQUE INDEX wallet_accounts_player ON wallet_accounts (user_id, currency, kind) WHERE user_id IS NOT NULL AND bonus_id IS NULL;
CREATE UNIQUE INDEX wallet_accounts_bonus ON wallet_accounts (bonus_id) WHERE bonus_id IS NOT NULL;

CREATE TABLE bonuses (
  id              bigserial PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users(id),
  currency        text NOT NULL,
  template        text NOT NULL,
  kind            text NOT NULL CHECK (kind IN ('deposit_match','free_bets','cashback','no_deposit')),
  product         text NOT NULL CHECK (product IN ('casino','sportsbook')),
  status          text NOT NULL CHECK (status IN ('waiting','queued','active','converted','expired','forfeited','spent')),
  promo           text,
  -- What made it, once: 'promo:<code>:<user>:<n>', 'cashback:<template>:<period>:<user>'.
  origin          text NOT NULL UNIQUE,
  name            jsonb NOT NULL,
  terms           jsonb NOT NULL,
  amount          bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  wager_required  bigint NOT NULL DEFAULT 0 CHECK (wager_required >= 0),
  wager_remaining bigint NOT NULL DEFAULT 0 CHECK (wager_remaining >= 0),
  max_stake       bigint,
  max_cashout     bigint,
  weights         jsonb NOT NULL DEFAULT '{}',
  default_weight  int NOT NULL DEFAULT 0,
  valid_days      int NOT NULL,
  account_id      bigint,
  settled_amount  bigint,
  created_at      timestamptz NOT NULL DEFAULT now(),
  activated_at    timestamptz,
  expires_at      timestamptz,
  ended_at        timestamptz
) WITH (fillfactor = 50);
CREATE UNIQUE INDEX bonuses_one_active ON bonuses (user_id, currency, product) WHERE status = 'active';
CREATE INDEX bonuses_user ON bonuses (user_id, id DESC);
CREATE INDEX bonuses_due ON bonuses (expires_at) WHERE status IN ('active','waiting');

CREATE TABLE game_edges (
  game     text PRIMARY KEY,
  edge_ppm int NOT NULL CHECK (edge_ppm BETWEEN 0 AND 1000000),
  -- False: the game's play is not counted in player_stats (rooms: a pot between players, where a
  -- stake risks only what the others put in, so its size says nothing of what the house earns).
  counts   boolean NOT NULL DEFAULT true
);

CREATE TABLE player_stats (
  user_id        bigint NOT NULL,
  currency       text NOT NULL,
  day            date NOT NULL,
  wagered        bigint NOT NULL DEFAULT 0,
  paid           bigint NOT NULL DEFAULT 0,
  best_win       bigint NOT NULL DEFAULT 0,
  best_win_game  text,
  edge           numeric NOT NULL DEFAULT 0,
  bets           int NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, currency, day)
) WITH (fillfactor = 50);
CREATE INDEX player_stats_day ON player_stats (day, currency);

-- The house's bonus account in a currency (made on first use).
CREATE FUNCTION bonus_house(p_currency text) RETURNS bigint LANGUAGE plpgsql AS $f$
DECLARE v bigint;
BEGIN
  SELECT a.id INTO v FROM wallet_accounts a WHERE a.user_id IS NULL AND a.currency = p_currency AND a.kind = 'bonus_expense' AND a.name = 'bonuses';
  IF v IS NULL THEN
    INSERT INTO wallet_accounts (user_id, currency, kind, name) VALUES (NULL, p_currency, 'bonus_expense', 'bonuses') ON CONFLICT DO NOTHING;
    SELECT a.id INTO v FROM wallet_accounts a WHERE a.user_id IS NULL AND a.currency = p_currency AND a.kind = 'bonus_expense' AND a.name = 'bonuses';
  END IF;
  RETURN v;
END $f$;

-- The player's cash account, locked: every bonus function takes it first, as a bet does, so a bet
-- and a grant, conversion or removal of the same player never deadlock.
CREATE FUNCTION bonus_lock_cash(p_user bigint, p_currency text) RETURNS TABLE (id bigint, balance bigint) LANGUAGE sql AS $f$
  SELECT a.id, a.balance FROM wallet_accounts a
   WHERE a.user_id = p_user AND a.currency = p_currency AND a.kind = 'cash' AND a.bonus_id IS NULL FOR UPDATE
$f$;

-- Starts the oldest queued bonus of a product when none is active.
CREATE FUNCTION bonus_activate_next(p_user bigint, p_currency text, p_product text) RETURNS void LANGUAGE sql AS $f$
  UPDATE bonuses SET status = 'active', activated_at = now(), expires_at = now() + make_interval(days => valid_days)
   WHERE id = (SELECT q.id FROM bonuses q WHERE q.user_id = p_user AND q.currency = p_currency AND q.product = p_product
                 AND q.status = 'queued' ORDER BY q.id LIMIT 1)
     AND NOT EXISTS (SELECT 1 FROM bonuses a WHERE a.user_id = p_user AND a.currency = p_currency AND a.product = p_product AND a.status = 'active')
$f$;

-- Ends a live bonus (waiting, queued or active) as p_status: 'converted' pays its balance to cash up
-- to the maximum cash-out and returns the rest to the house; 'expired' and 'forfeited' return it
-- all; 'spent' ends an empty one. One ledger transaction keyed bonus:<id>:end; a bonus already ended
-- answers NULL and changes nothing. Returns the cash paid.
CREATE FUNCTION bonus_end(p_bonus bigint, p_status text) RETURNS bigint LANGUAGE plpgsql AS $f$
DECLARE
  v_user bigint;
  v_cur text;
  v_cash record;
  b record;
  v_bal bigint;
  v_paid bigint := 0;
  v_tx bigint;
BEGIN
  IF p_status NOT IN ('converted','expired','forfeited','spent') THEN
    RAISE EXCEPTION 'bonus_end: % is not an end', p_status USING ERRCODE = '22023';
  END IF;
  SELECT x.user_id, x.currency INTO v_user, v_cur FROM bonuses x WHERE x.id = p_bonus;
  IF v_user IS NULL THEN RETURN NULL; END IF;
  SELECT * INTO v_cash FROM bonus_lock_cash(v_user, v_cur);
  SELECT x.*, coalesce(a.balance, 0) AS bal INTO b FROM bonuses x LEFT JOIN wallet_accounts a ON a.id = x.account_id
   WHERE x.id = p_bonus FOR UPDATE OF x;
  IF b.status NOT IN ('waiting','queued','active') THEN RETURN NULL; END IF;
  v_bal := b.bal;
  IF v_bal > 0 THEN
    IF p_status = 'converted' THEN v_paid := least(v_bal, coalesce(b.max_cashout, v_bal)); END IF;
    INSERT INTO wallet_transactions (idempotency_key, kind, reference, user_id, currency, meta)
    VALUES ('bonus:' || p_bonus || ':end', 'bonus_' || p_status, 'bonus:' || p_bonus, v_user, v_cur,
            json_build_object('bonus', p_bonus, 'removed', v_bal - v_paid)::jsonb)
    RETURNING id INTO v_tx;
    INSERT INTO wallet_postings (transaction_id, account_id, amount, balance_after)
    SELECT v_tx, x.acc, x.amt, x.after FROM (VALUES
        (1, b.account_id, -v_bal, 0::bigint),
        (2, v_cash.id, v_paid, v_cash.balance + v_paid),
        (3, bonus_house(v_cur), v_bal - v_paid, NULL::bigint)) AS x(o, acc, amt, after)
     WHERE x.amt <> 0 ORDER BY x.o;
  END IF;
  UPDATE bonuses SET status = p_status, ended_at = now(),
         settled_amount = CASE WHEN p_status = 'converted' THEN v_paid ELSE v_bal END,
         wager_remaining = CASE WHEN p_status = 'converted' THEN 0 ELSE wager_remaining END
   WHERE id = p_bonus;
  IF b.status = 'active' THEN PERFORM bonus_activate_next(v_user, v_cur, b.product); END IF;
  RETURN v_paid;
END $f$;

-- Grants a waiting bonus p_amount from the house: its own account, one ledger transaction keyed
-- bonus:<id>:grant, wagering of ceil(amount × the multiple); active when no other of its product is,
-- else queued. A bonus with nothing to wager converts at once. Returns the status it ends in (the
-- current one when it was not waiting: a repeat changes nothing).
CREATE FUNCTION bonus_grant(p_bonus bigint, p_amount bigint) RETURNS text LANGUAGE plpgsql AS $f$
DECLARE
  v_user bigint;
  v_cur text;
  b record;
  v_acc bigint;
  v_tx bigint;
  v_status text;
  v_wager bigint;
BEGIN
  IF p_amount <= 0 THEN RAISE EXCEPTION 'bonus_grant: amount % is not positive', p_amount USING ERRCODE = '22023'; END IF;
  SELECT x.user_id, x.currency INTO v_user, v_cur FROM bonuses x WHERE x.id = p_bonus;
  IF v_user IS NULL THEN RETURN NULL; END IF;
  PERFORM 1 FROM bonus_lock_cash(v_user, v_cur);
  SELECT x.* INTO b FROM bonuses x WHERE x.id = p_bonus FOR UPDATE;
  IF b.status <> 'waiting' THEN RETURN b.status; END IF;
  INSERT INTO wallet_accounts (user_id, currency, kind, bonus_id) VALUES (v_user, v_cur, 'bonus', p_bonus) RETURNING id INTO v_acc;
  INSERT INTO wallet_transactions (idempotency_key, kind, reference, user_id, currency, meta)
  VALUES ('bonus:' || p_bonus || ':grant', 'bonus_grant', 'bonus:' || p_bonus, v_user, v_cur, json_build_object('bonus', p_bonus)::jsonb)
  RETURNING id INTO v_tx;
  INSERT INTO wallet_postings (transaction_id, account_id, amount, balance_after)
  VALUES (v_tx, bonus_house(v_cur), -p_amount, NULL), (v_tx, v_acc, p_amount, p_amount);
  v_wager := ceil(p_amount * ((b.terms ->> 'wagering')::numeric));
  v_status := CASE WHEN EXISTS (SELECT 1 FROM bonuses a WHERE a.user_id = v_user AND a.currency = v_cur
                  AND a.product = b.product AND a.status = 'active') THEN 'queued' ELSE 'active' END;
  UPDATE bonuses SET status = v_status, amount = p_amount, account_id = v_acc, wager_required = v_wager, wager_remaining = v_wager,
         activated_at = CASE WHEN v_status = 'active' THEN now() END,
         expires_at = CASE WHEN v_status = 'active' THEN now() + make_interval(days => valid_days) END
   WHERE id = p_bonus;
  IF v_wager = 0 THEN
    PERFORM bonus_end(p_bonus, 'converted');
    RETURN 'converted';
  END IF;
  RETURN v_status;
END $f$;

DROP FUNCTION wallet_game_move(bigint, text, text, bigint, bigint, text, text, text, bigint);

-- One game movement (migration 17), now with the active bonus on instant bets (p_bonus_ok) and the
-- player's running statistics. See the head of this file.
CREATE FUNCTION wallet_game_move(p_user bigint, p_currency text, p_game text, p_stake bigint, p_payout bigint,
    p_key text, p_kind text, p_reference text, p_house bigint DEFAULT NULL, p_bonus_ok boolean DEFAULT false)
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
  v_rem bigint;
  v_edge int;
  v_counts boolean;
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
        - ceil(least(p_stake, coalesce(x.max_stake, p_stake))::numeric * coalesce((x.weights ->> p_game)::int, x.default_weight) / 100)::bigint, 0)
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
  -- The player's day: own money wagered and paid (a refund takes its stake back out), the best
  -- single payout, the house edge earned; not for a game whose play does not count.
  SELECT g.edge_ppm, g.counts INTO v_edge, v_counts FROM game_edges g WHERE g.game = p_game;
  IF coalesce(v_counts, true) THEN
  INSERT INTO player_stats AS s (user_id, currency, day, wagered, paid, best_win, best_win_game, edge, bets)
  VALUES (p_user, p_currency, (now() AT TIME ZONE 'UTC')::date,
    CASE WHEN p_kind = 'refund' THEN -v_cp ELSE v_cs END,
    CASE WHEN p_kind = 'refund' THEN 0 ELSE v_cp END,
    CASE WHEN p_kind = 'refund' THEN 0 ELSE p_payout END, p_game,
    (CASE WHEN p_kind = 'refund' THEN -v_cp ELSE v_cs END)::numeric * coalesce(v_edge, 0) / 1000000,
    CASE WHEN p_kind = 'refund' THEN -1 WHEN p_stake > 0 THEN 1 ELSE 0 END)
  ON CONFLICT (user_id, currency, day) DO UPDATE SET
    wagered = s.wagered + EXCLUDED.wagered, paid = s.paid + EXCLUDED.paid,
    best_win = greatest(s.best_win, EXCLUDED.best_win),
    best_win_game = CASE WHEN EXCLUDED.best_win > s.best_win THEN EXCLUDED.best_win_game ELSE s.best_win_game END,
    edge = s.edge + EXCLUDED.edge, bets = s.bets + EXCLUDED.bets;
  END IF;
  RETURN QUERY SELECT v_tx, v_bal, v_first, false;
END $f$;

-- Instant bets may stake bonus money; a round opened (miner, hilo) stakes cash only, since its
-- payout comes later, in another movement.
CREATE OR REPLACE FUNCTION casino_place_bet(p_user bigint, p_game text, p_key text, p_request_hash text, p_currency text,
    p_pair bigint, p_nonce bigint, p_client_seed text, p_stake bigint, p_payout bigint, p_multiplier numeric,
    p_params jsonb, p_outcome jsonb, p_open boolean, p_house bigint DEFAULT NULL)
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
  SELECT * INTO v_move FROM wallet_game_move(p_user, p_currency, p_game, p_stake, p_payout, NULL, 'bet', NULL, p_house, NOT p_open);
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
`;
