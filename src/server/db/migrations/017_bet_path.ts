// The bet path in the database (issue 17, docs/decisions/031-one-round-trip-bets.md and
// 033-ledger-enforced-by-the-database.md).
//
// 1. The ledger's rules, enforced here whatever code writes to it:
//    - postings: each one goes to an existing account in its transaction's currency, and only into a
//      transaction written in the same database transaction (so a posting added later to an old
//      transaction is refused);
//    - transactions: at commit, each new one has postings that sum to zero (migration 9): with the
//      rule above, every posting ever written is inside a transaction checked at commit;
//    - accounts: a player account's cached balance starts at 0 and moves only with its postings:
//      each player posting moves it, from exactly the balance it continues (so cached balances
//      equal their postings by induction), and any other update of a balance is refused;
//    - postings and transactions refuse UPDATE, DELETE (migration 9) and TRUNCATE.
// 2. Loss limits by player, from running totals: each loss limit row keeps the net loss of its
//    current period (window_start, window_net), updated in the same statement as the stake; no
//    posting scan on the hot path. Periods run back to back from the limit's first use.
// 3. wallet_game_move: one money movement of a game (stake and/or payout) with every check.
//    casino_place_bet: a whole bet in one call: nonce compare-and-set on the pair, the movement and
//    the bet row (its unique key makes a repeat raise casino:replay; the caller reads the stored bet).
// Refusals raise 'casino:<code>' (SQLSTATE P0001) with JSON details: the statement rolls back and
// nothing changes, so a refused bet leaves no trace (not even a used nonce).
export default /* sql */ `
CREATE FUNCTION wallet_posting_check() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF NEW.balance_after IS NOT NULL THEN
    -- A player's posting moves its account's cached balance itself, from exactly the balance it
    -- continues, in its transaction's currency, into a transaction of this database transaction.
    UPDATE wallet_accounts a SET balance = NEW.balance_after, updated_at = now()
      FROM wallet_transactions t
     WHERE a.id = NEW.account_id AND a.user_id IS NOT NULL AND a.balance = NEW.balance_after - NEW.amount
       AND t.id = NEW.transaction_id AND t.currency = a.currency AND t.xmin = pg_current_xact_id()::xid;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'posting % refused: not to a player account in its transaction''s currency, not continuing the account''s balance, or into a transaction not written by this database transaction', NEW.id
        USING ERRCODE = '23514';
    END IF;
  ELSIF NOT EXISTS (
    SELECT 1 FROM wallet_transactions t JOIN wallet_accounts a ON a.id = NEW.account_id
     WHERE t.id = NEW.transaction_id AND a.user_id IS NULL AND a.currency = t.currency AND t.xmin = pg_current_xact_id()::xid) THEN
    RAISE EXCEPTION 'posting % refused: a posting without a running balance goes to a house account in its transaction''s currency, into a transaction written by this database transaction', NEW.id
      USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $f$;
CREATE TRIGGER wallet_postings_checked AFTER INSERT ON wallet_postings FOR EACH ROW EXECUTE FUNCTION wallet_posting_check();

-- A player account's cached balance starts at 0 and moves only with its postings (the trigger above,
-- one level down): an UPDATE of a balance from anywhere else is refused.
CREATE FUNCTION wallet_account_check() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.balance <> 0 THEN
    RAISE EXCEPTION 'wallet account %: a new account starts at 0', NEW.id USING ERRCODE = '23514';
  ELSIF TG_OP = 'UPDATE' AND NEW.balance IS DISTINCT FROM OLD.balance AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'wallet account %: a cached balance moves only with its postings', NEW.id USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END $f$;
CREATE TRIGGER wallet_accounts_cached BEFORE INSERT OR UPDATE OF balance ON wallet_accounts FOR EACH ROW
  EXECUTE FUNCTION wallet_account_check();

-- With the trigger above proving each posting's account and transaction, the foreign keys on the
-- hottest table only repeat it, at a row lock on the house account every bet shares: they go. Ledger
-- accounts are never deleted (below) and transactions never are (migration 9), so no posting can lose
-- what it points to.
ALTER TABLE wallet_postings DROP CONSTRAINT wallet_postings_transaction_id_fkey;
ALTER TABLE wallet_postings DROP CONSTRAINT wallet_postings_account_id_fkey;
CREATE TRIGGER wallet_accounts_no_delete BEFORE DELETE ON wallet_accounts FOR EACH ROW EXECUTE FUNCTION wallet_append_only();
CREATE TRIGGER wallet_accounts_no_truncate BEFORE TRUNCATE ON wallet_accounts FOR EACH STATEMENT EXECUTE FUNCTION wallet_append_only();
-- Bets are written only by casino_place_bet below, which proves their player and pair (the pair's
-- compare-and-set names both); a player with bets has ledger transactions, whose foreign key keeps
-- the player. The bets' own foreign keys would check it again on every bet.
ALTER TABLE bets DROP CONSTRAINT bets_user_id_fkey;
ALTER TABLE bets DROP CONSTRAINT bets_seed_pair_id_fkey;
-- Read by nothing: a player's pairs are found by the active pair's unique index.
DROP INDEX fair_seed_pairs_user;

CREATE TRIGGER wallet_postings_no_truncate BEFORE TRUNCATE ON wallet_postings FOR EACH STATEMENT EXECUTE FUNCTION wallet_append_only();
CREATE TRIGGER wallet_transactions_no_truncate BEFORE TRUNCATE ON wallet_transactions FOR EACH STATEMENT EXECUTE FUNCTION wallet_append_only();

-- A bet's ledger transaction needs no key of its own: the bet row (unique per player, game and key)
-- is its idempotency record, written in the same statement, and names the transaction.
ALTER TABLE wallet_transactions ALTER COLUMN idempotency_key DROP NOT NULL;
ALTER TABLE wallet_transactions ADD CONSTRAINT wallet_transactions_keyed CHECK (idempotency_key IS NOT NULL OR kind = 'bet');
ALTER TABLE bets ADD COLUMN transaction_id bigint;

-- Loss limits: the running net loss of each limit's current period.
ALTER TABLE rg_limits ADD COLUMN window_start timestamptz;
ALTER TABLE rg_limits ADD COLUMN window_net bigint NOT NULL DEFAULT 0;
UPDATE rg_limits l SET window_start = now(), window_net = coalesce((
  SELECT -sum(p.amount) FROM wallet_transactions t
    JOIN wallet_postings p ON p.transaction_id = t.id
    JOIN wallet_accounts a ON a.id = p.account_id AND a.user_id = t.user_id AND a.kind = 'cash'
   WHERE t.user_id = l.user_id AND t.kind IN ('stake','win')
     AND t.created_at > now() - make_interval(secs => CASE l.period WHEN 'day' THEN 86400 WHEN 'week' THEN 604800 ELSE 2592000 END)), 0)
 WHERE l.kind = 'loss';
-- Limits and exclusions belong to the player, not to an account: the per-account flag goes.
ALTER TABLE wallet_accounts DROP COLUMN guarded;

CREATE FUNCTION rg_period_seconds(period text) RETURNS int LANGUAGE sql IMMUTABLE AS $f$
  SELECT CASE period WHEN 'day' THEN 86400 WHEN 'week' THEN 604800 ELSE 2592000 END
$f$;

-- One game movement: the stake leaves the player's cash, the payout comes back, the game's house
-- account takes the difference; one ledger transaction (key p_key; NULL when the caller's own row
-- keys it, as a bet's does). A key seen before returns the first movement (replayed). Stakes check
-- the exclusion, the balance and every loss limit. p_house: the game's house account when the caller
-- knows it (else found, and made on first use).
CREATE FUNCTION wallet_game_move(p_user bigint, p_currency text, p_game text, p_stake bigint, p_payout bigint,
    p_key text, p_kind text, p_reference text, p_house bigint DEFAULT NULL)
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
          (SELECT p.balance_after FROM wallet_postings p WHERE p.transaction_id = r.id AND p.balance_after IS NOT NULL ORDER BY p.id DESC LIMIT 1),
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
         EXISTS (SELECT 1 FROM rg_limits l WHERE l.user_id = p_user AND l.kind = 'loss')
    INTO v_acc, v_old, v_excluded, v_limited
    FROM wallet_accounts a WHERE a.user_id = p_user AND a.currency = p_currency AND a.kind = 'cash' FOR UPDATE OF a;
  IF v_acc IS NULL THEN RAISE EXCEPTION 'casino:currency_mismatch' USING DETAIL = '{}'; END IF;
  IF p_stake > 0 AND v_excluded IS NOT NULL THEN
    RAISE EXCEPTION 'casino:excluded' USING DETAIL = json_build_object('kind', v_excluded[1], 'until', v_excluded[2]::timestamptz)::text;
  END IF;
  IF v_old < p_stake THEN RAISE EXCEPTION 'casino:insufficient_funds' USING DETAIL = '{}'; END IF;
  v_bal := v_old - p_stake + p_payout;
  -- Loss limits: roll each period over when it has ended, add this movement, and refuse a stake
  -- that would take the period's net loss past the limit in force (the lowest one wins).
  IF v_limited THEN
    FOR r IN
      UPDATE rg_limits l SET
        window_start = CASE WHEN l.window_start IS NULL THEN now()
          WHEN l.window_start + make_interval(secs => rg_period_seconds(l.period)) <= now()
            THEN l.window_start + make_interval(secs => rg_period_seconds(l.period)
              * floor(extract(epoch FROM now() - l.window_start) / rg_period_seconds(l.period)))
          ELSE l.window_start END,
        window_net = CASE WHEN l.window_start IS NULL OR l.window_start + make_interval(secs => rg_period_seconds(l.period)) <= now()
          THEN 0 ELSE l.window_net END + p_stake - p_payout
       WHERE l.user_id = p_user AND l.kind = 'loss'
      RETURNING l.period,
        -- The limit in force now: a change whose 24 hours have passed counts.
        CASE WHEN l.pending_at IS NOT NULL AND l.pending_at <= now() THEN l.pending_amount ELSE l.amount END AS in_force,
        l.window_net - p_stake + p_payout AS used_before
    LOOP
      IF p_stake > 0 AND r.in_force IS NOT NULL AND greatest(r.used_before, 0) + p_stake > r.in_force THEN
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
  -- The postings in one statement, in order (the stake, the payout, the house's side); each player
  -- posting moves the balance it continues (its trigger).
  WITH ins AS (
    INSERT INTO wallet_postings (transaction_id, account_id, amount, balance_after)
    SELECT v_tx, x.acc, x.amt, x.after FROM (VALUES
        (1, v_acc, -p_stake, v_old - p_stake),
        (2, v_acc, p_payout, v_bal),
        (3, v_house, p_stake - p_payout, NULL::bigint)) AS x(o, acc, amt, after)
     WHERE x.amt <> 0 ORDER BY x.o
    RETURNING id, balance_after)
  SELECT min(ins.id) INTO v_first FROM ins WHERE ins.balance_after IS NOT NULL;
  RETURN QUERY SELECT v_tx, v_bal, v_first, false;
END $f$;

-- A whole bet (an instant bet settled at once, or a round opened): one call, one transaction.
-- The caller computed the outcome for (p_pair, p_nonce, p_client_seed); the compare-and-set on the
-- pair refuses it (casino:stale_pair) if the pair changed meanwhile, so no bet is ever played on
-- seeds that are no longer the player's. A key seen before (the bet row's unique key) raises
-- casino:replay, undoing everything: the caller reads the stored bet.
CREATE FUNCTION casino_place_bet(p_user bigint, p_game text, p_key text, p_request_hash text, p_currency text,
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
  SELECT * INTO v_move FROM wallet_game_move(p_user, p_currency, p_game, p_stake, p_payout, NULL, 'bet', NULL, p_house);
  -- A new bet answers only what the caller does not know already: its id, time and balance.
  RETURN QUERY INSERT INTO bets AS b (user_id, game, currency, amount, seed_pair_id, nonce, server_seed_hash, client_seed,
      params, outcome, multiplier, payout, status, idempotency_key, request_hash, settled_at, balance_after, transaction_id)
    VALUES (p_user, p_game, p_currency, p_stake, p_pair, p_nonce, v_hash, p_client_seed, p_params, p_outcome,
      p_multiplier, p_payout, CASE WHEN p_open THEN 'open' ELSE 'settled' END, p_key, p_request_hash,
      CASE WHEN p_open THEN NULL ELSE now() END, v_move.balance, v_move.transaction_id)
    ON CONFLICT DO NOTHING
    RETURNING b.id, b.created_at, b.balance_after;
  IF NOT FOUND THEN
    -- The key was seen (or, opening a round, another is open): nothing of this call stands.
    RAISE EXCEPTION 'casino:replay' USING DETAIL = '{}';
  END IF;
END $f$;

-- Sessions cached by the processes (src/server/auth/session-cache.server.ts) are dropped on every
-- change that ends one: the change announces itself, whatever code or operator made it.
CREATE FUNCTION session_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN PERFORM pg_notify('session_changed', 's:' || NEW.id);
  ELSIF TG_TABLE_NAME = 'session_tokens' THEN PERFORM pg_notify('session_changed', 's:' || NEW.session_id);
  ELSE PERFORM pg_notify('session_changed', 'u:' || NEW.id);
  END IF;
  RETURN NULL;
END $f$;
CREATE TRIGGER sessions_changed AFTER UPDATE OF revoked_at, expires_at ON sessions FOR EACH ROW
  WHEN (NEW.revoked_at IS DISTINCT FROM OLD.revoked_at OR NEW.expires_at < OLD.expires_at) EXECUTE FUNCTION session_changed_notify();
CREATE TRIGGER session_tokens_changed AFTER UPDATE OF superseded_at, expires_at ON session_tokens FOR EACH ROW
  WHEN (NEW.superseded_at IS DISTINCT FROM OLD.superseded_at OR NEW.expires_at < OLD.expires_at) EXECUTE FUNCTION session_changed_notify();
CREATE TRIGGER users_sessions_changed AFTER UPDATE OF inactivity_logout_minutes ON users FOR EACH ROW
  WHEN (NEW.inactivity_logout_minutes IS DISTINCT FROM OLD.inactivity_logout_minutes) EXECUTE FUNCTION session_changed_notify();
`;
