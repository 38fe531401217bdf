// The sportsbook's money made durable and exact (issue 38, docs/decisions/054-sportsbook-settlement-is-durable.md).
// - sb_settle_queue: a market whose results or cancels changed, written in the feed's own transaction
//   (sb_results_changed); the feed's process then settles its bets, and the sportsbook's leader sweeps
//   whatever a death or an error left (a row is deleted only at the generation it was read at, so a
//   change arriving meanwhile is settled again). Settling a bet is idempotent (it pays the difference).
// - Placement, the live delay's decision and cash-out take a shared advisory lock per market of the
//   bet (sorted), result messages an exclusive one (sorted): a bet can no longer commit on a market
//   being settled without the settlement seeing it, nor be decided on results it did not read.
// - A pre-match market stops taking bets at its event's start (or when the start is unknown): the
//   bet path's own check, as for a silent producer (sb_legs_now's `up` too, for the read path).
// - sb_legs.margin: the market's overround at acceptance (1 − 1/Σ 1/odds over its active outcomes),
//   the book's edge on the leg; loyalty counts a bet's edge from it once, when it is settled.
// - Debts are ledger receivables: a house account ('receivable', named by the player's id) per
//   player and currency; a reversal larger than the balance posts the rest to it, a later payout
//   repays it first. sb_debts stays as its cached amount (and the row every debt movement locks),
//   always the receivable's postings negated. Withdrawals subtract it (payments.server.ts).
// - sb_pay and sb_reverse lock the player's cash first, then the debt (as every wallet function
//   does): before, a payout locked the debt first and a reversal the cash first, and deadlocked.
export default /* sql */ `
ALTER TABLE sb_legs ADD COLUMN margin numeric;
-- Loyalty counted this bet (once, at its first final state).
ALTER TABLE sb_bets ADD COLUMN counted boolean NOT NULL DEFAULT false;
-- When a settlement last looked at the bet (reconcile: a market changed after it is a bet left behind).
ALTER TABLE sb_bets ADD COLUMN checked_at timestamptz;
-- When the market's results or cancel windows last changed.
ALTER TABLE sb_markets ADD COLUMN results_at timestamptz;

CREATE TABLE sb_settle_queue (
  market_id  bigint PRIMARY KEY,
  gen        bigint NOT NULL DEFAULT 1,
  queued_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sb_settle_queue_at ON sb_settle_queue (queued_at);

-- Markets whose results (settlement, its rollback) or cancels (bet_cancel, its rollback) changed:
-- their bets still to settle, in the same transaction as the change.
CREATE FUNCTION sb_results_changed(p_markets bigint[]) RETURNS void LANGUAGE sql AS $f$
  UPDATE sb_markets SET results_at = now() WHERE id = ANY(p_markets);
  INSERT INTO sb_settle_queue AS q (market_id) SELECT DISTINCT unnest(p_markets)
  ON CONFLICT (market_id) DO UPDATE SET gen = q.gen + 1, queued_at = now();
$f$;

-- The advisory lock of a market (two-int form: its own key space, apart from hashtext() locks).
CREATE FUNCTION sb_market_lock_key(p_market bigint) RETURNS int LANGUAGE sql IMMUTABLE AS $f$
  SELECT (p_market % 2147483647)::int
$f$;

-- Receivables: a house-side account per player (no cached balance, any sign); its postings sum to
-- minus what the player owes.
ALTER TABLE wallet_accounts DROP CONSTRAINT wallet_accounts_kind_check;
ALTER TABLE wallet_accounts ADD CONSTRAINT wallet_accounts_kind_check CHECK (kind IN ('cash','bonus','withdrawal_pending','frozen','game','payment_clearing','bonus_expense','adjustment','receivable'));
ALTER TABLE wallet_accounts DROP CONSTRAINT wallet_accounts_owner;
ALTER TABLE wallet_accounts ADD CONSTRAINT wallet_accounts_owner CHECK ((user_id IS NULL) = (kind IN ('game','payment_clearing','bonus_expense','adjustment','receivable')));

CREATE FUNCTION wallet_receivable(p_user bigint, p_currency text) RETURNS bigint LANGUAGE plpgsql AS $f$
DECLARE
  v_id bigint;
BEGIN
  SELECT a.id INTO v_id FROM wallet_accounts a
   WHERE a.user_id IS NULL AND a.currency = p_currency AND a.kind = 'receivable' AND a.name = p_user::text;
  IF v_id IS NULL THEN
    INSERT INTO wallet_accounts (user_id, currency, kind, name) VALUES (NULL, p_currency, 'receivable', p_user::text)
    ON CONFLICT DO NOTHING;
    SELECT a.id INTO v_id FROM wallet_accounts a
     WHERE a.user_id IS NULL AND a.currency = p_currency AND a.kind = 'receivable' AND a.name = p_user::text;
  END IF;
  RETURN v_id;
END $f$;

-- What a player owes the house in a currency (their receivable), 0 when nothing.
CREATE FUNCTION wallet_owed(p_user bigint, p_currency text) RETURNS bigint LANGUAGE sql STABLE AS $f$
  SELECT coalesce(-sum(p.amount), 0)::bigint FROM wallet_accounts a JOIN wallet_postings p ON p.account_id = a.id
   WHERE a.user_id IS NULL AND a.currency = p_currency AND a.kind = 'receivable' AND a.name = p_user::text
$f$;

-- The sportsbook's house account in a currency (made by the first stake; made here if not).
CREATE FUNCTION sb_house(p_currency text) RETURNS bigint LANGUAGE plpgsql AS $f$
DECLARE
  v_id bigint;
BEGIN
  SELECT a.id INTO v_id FROM wallet_accounts a WHERE a.user_id IS NULL AND a.currency = p_currency AND a.kind = 'game' AND a.name = 'betting';
  IF v_id IS NULL THEN
    INSERT INTO wallet_accounts (user_id, currency, kind, name) VALUES (NULL, p_currency, 'game', 'betting') ON CONFLICT DO NOTHING;
    SELECT a.id INTO v_id FROM wallet_accounts a WHERE a.user_id IS NULL AND a.currency = p_currency AND a.kind = 'game' AND a.name = 'betting';
  END IF;
  RETURN v_id;
END $f$;

-- Debts owed before this migration enter the ledger: the house's game account takes back what was
-- owed, the player's receivable holds it (from then on, the sportsbook's books equal the ledger's).
INSERT INTO wallet_transactions (idempotency_key, kind, reference, user_id, currency, meta)
SELECT 'sb:debt-opening:' || d.user_id || ':' || d.currency, 'reversal', 'migration:31', d.user_id, d.currency,
       jsonb_build_object('reason', 'sportsbook debt carried into the ledger')
  FROM sb_debts d WHERE d.amount > 0;
INSERT INTO wallet_postings (transaction_id, account_id, amount, balance_after)
SELECT t.id, x.acc, x.amt, NULL FROM sb_debts d
  JOIN wallet_transactions t ON t.idempotency_key = 'sb:debt-opening:' || d.user_id || ':' || d.currency
 CROSS JOIN LATERAL (VALUES (sb_house(d.currency), d.amount), (wallet_receivable(d.user_id, d.currency), -d.amount)) AS x(acc, amt)
 WHERE d.amount > 0;

-- A payout of a bet (a settlement's difference, a refund or a cash-out). Locks the player's cash,
-- then their debt; what they owe is repaid first (the game account pays it to the receivable), the
-- rest goes to the balance. One ledger transaction keyed sb:<bet>:<move>.
CREATE OR REPLACE FUNCTION sb_pay(p_bet bigint, p_kind text, p_amount bigint)
  RETURNS TABLE (balance bigint, debt bigint) LANGUAGE plpgsql AS $f$
DECLARE
  b record;
  v_cash record;
  v_owed bigint;
  v_debt bigint := 0;
  v_tx bigint;
  v_bal bigint;
  v_key text;
BEGIN
  SELECT x.* INTO b FROM sb_bets x WHERE x.id = p_bet;
  v_key := 'sb:' || p_bet || ':' || (b.moves + 1);
  SELECT * INTO v_cash FROM bonus_lock_cash(b.user_id, b.currency);
  SELECT d.amount INTO v_owed FROM sb_debts d WHERE d.user_id = b.user_id AND d.currency = b.currency FOR UPDATE;
  v_debt := least(coalesce(v_owed, 0), p_amount);
  v_bal := v_cash.balance;
  IF p_amount - v_debt > 0 THEN
    SELECT m.transaction_id, m.balance INTO v_tx, v_bal
      FROM wallet_game_move(b.user_id, b.currency, 'betting', 0, p_amount - v_debt, v_key,
        CASE WHEN p_kind = 'refund' THEN 'refund' ELSE 'win' END, 'sportsbook:' || p_bet) m;
  END IF;
  IF v_debt > 0 THEN
    UPDATE sb_debts d SET amount = d.amount - v_debt WHERE d.user_id = b.user_id AND d.currency = b.currency;
    IF v_tx IS NULL THEN
      INSERT INTO wallet_transactions (idempotency_key, kind, reference, user_id, currency)
      VALUES (v_key, 'debt_repaid', 'sportsbook:' || p_bet, b.user_id, b.currency) RETURNING id INTO v_tx;
    END IF;
    INSERT INTO wallet_postings (transaction_id, account_id, amount, balance_after) VALUES
      (v_tx, sb_house(b.currency), -v_debt, NULL), (v_tx, wallet_receivable(b.user_id, b.currency), v_debt, NULL);
  END IF;
  INSERT INTO sb_moves (bet_id, seq, kind, amount, debt, transaction_id) VALUES (p_bet, b.moves + 1, p_kind, p_amount, v_debt, v_tx);
  UPDATE sb_bets SET moves = moves + 1, paid = paid + p_amount WHERE id = p_bet;
  RETURN QUERY SELECT v_bal, v_debt;
END $f$;

-- A compensating entry: takes back what a rollback says was paid in error, from the balance as far
-- as it goes; the rest is owed (the receivable). The game account takes back the whole amount. Cash
-- locked first, then the debt. Never refused (exclusions and limits are about new stakes).
CREATE OR REPLACE FUNCTION sb_reverse(p_bet bigint, p_amount bigint)
  RETURNS TABLE (balance bigint, debt bigint) LANGUAGE plpgsql AS $f$
DECLARE
  b record;
  v_cash record;
  v_take bigint;
  v_owe bigint;
  v_tx bigint;
BEGIN
  SELECT x.* INTO b FROM sb_bets x WHERE x.id = p_bet;
  SELECT * INTO v_cash FROM bonus_lock_cash(b.user_id, b.currency);
  v_take := least(coalesce(v_cash.balance, 0), p_amount);
  v_owe := p_amount - v_take;
  INSERT INTO wallet_transactions (idempotency_key, kind, reference, user_id, currency)
  VALUES ('sb:' || p_bet || ':' || (b.moves + 1), 'reversal', 'sportsbook:' || p_bet, b.user_id, b.currency) RETURNING id INTO v_tx;
  INSERT INTO wallet_postings (transaction_id, account_id, amount, balance_after)
  SELECT v_tx, x.acc, x.amt, x.after FROM (VALUES
      (1, v_cash.id, -v_take, v_cash.balance - v_take),
      (2, sb_house(b.currency), p_amount, NULL::bigint),
      (3, CASE WHEN v_owe > 0 THEN wallet_receivable(b.user_id, b.currency) END, -v_owe, NULL::bigint)) AS x(o, acc, amt, after)
   WHERE x.amt <> 0 ORDER BY x.o;
  IF v_owe > 0 THEN
    INSERT INTO sb_debts AS d (user_id, currency, amount) VALUES (b.user_id, b.currency, v_owe)
    ON CONFLICT (user_id, currency) DO UPDATE SET amount = d.amount + excluded.amount;
  END IF;
  INSERT INTO sb_moves (bet_id, seq, kind, amount, debt, transaction_id)
  VALUES (p_bet, b.moves + 1, 'reverse', -p_amount, v_owe, v_tx);
  UPDATE sb_bets SET moves = moves + 1, paid = paid - p_amount WHERE id = p_bet;
  RETURN QUERY SELECT coalesce(v_cash.balance, 0) - v_take, v_owe;
END $f$;

-- The selections of a bet as they stand (migration 28's), with a pre-match market's event past its
-- start (or with no known start) no longer up.
CREATE OR REPLACE FUNCTION sb_legs_now(p_ids bigint[])
  RETURNS TABLE (id bigint, odds int, active boolean, version bigint, result smallint, ref text, market_id bigint,
    mstatus smallint, mcashout boolean, type int, specifiers text, event_id text, estatus smallint, home text,
    away text, up boolean)
  LANGUAGE plpgsql STABLE AS $f$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT o.id, o.odds, o.active, o.version, o.result, o.ref, m.id, m.status, m.cashout, m.type, m.specifiers,
         e.id, e.status, e.home, e.away,
         (p.state = 'up' AND p.last_alive_at > now() - make_interval(secs => p.alive_limit_ms / 1000.0)
           AND (m.product = 1 OR coalesce(e.start_at > now(), false)))
    FROM sb_outcomes o JOIN sb_markets m ON m.id = o.market_id JOIN sb_events e ON e.id = m.event_id
    JOIN sb_producers p ON p.product = m.product
   WHERE o.id = ANY(p_ids);
END $f$;

-- The bet path (migration 28's), three changes: each market of the bet is share-locked first
-- (sorted; a result message holds it exclusively), so the check below reads a settlement committed
-- meanwhile; a pre-match market takes no bet once its event's start has come (or with none known);
-- each leg keeps its market's overround at acceptance (loyalty counts the bet's edge from it).
CREATE OR REPLACE FUNCTION sb_place_bet(p_user bigint, p_currency text, p_key text, p_hash text, p_kind text, p_system text,
    p_stake bigint, p_potential bigint, p_accept text, p_outcomes bigint[], p_versions bigint[], p_odds int[],
    p_event_max bigint, p_open_max bigint, p_delays jsonb)
  RETURNS TABLE (bet_id bigint, status text, balance bigint, decide_at bigint, placed_at bigint, replayed boolean)
  LANGUAGE plpgsql AS $f$
DECLARE
  v_id bigint;
  v_n int := cardinality(p_outcomes);
  v_ok int;
  v_events int;
  v_delay int;
  v_markets bigint[];
  v_event_ids text[];
  v_versions bigint[];
  v_margins numeric[];
  v_bal bigint;
  v_tx bigint;
  v_status text;
  v_decide bigint;
  v_placed bigint;
  r record;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(28, sb_market_lock_key(x.market_id))
     FROM (SELECT DISTINCT o.market_id FROM sb_outcomes o WHERE o.id = ANY(p_outcomes) ORDER BY 1) x;
  -- Every leg at the version priced (or, with none: the one-trip path, at the price shown), active,
  -- its market active, its event not over (a pre-match market: not started), its producer up; one
  -- leg per event; the live delay.
  SELECT count(*), count(DISTINCT m.event_id),
         max(CASE WHEN e.status = 1 THEN coalesce((p_delays ->> e.sport_id)::int, (p_delays ->> 'default')::int, 0) END),
         array_agg(m.id ORDER BY u.i), array_agg(m.event_id ORDER BY u.i), array_agg(o.version ORDER BY u.i),
         array_agg(mg.margin ORDER BY u.i)
    INTO v_ok, v_events, v_delay, v_markets, v_event_ids, v_versions, v_margins
    FROM unnest(p_outcomes, p_versions, p_odds) WITH ORDINALITY AS u(o, v, odds, i)
    JOIN sb_outcomes o ON o.id = u.o AND (CASE WHEN u.v IS NULL THEN o.odds = u.odds ELSE o.version = u.v END)
      AND o.active AND o.odds IS NOT NULL AND o.result IS NULL
    JOIN sb_markets m ON m.id = o.market_id AND m.status = 1
    JOIN sb_events e ON e.id = m.event_id AND e.status IN (0, 1) AND (m.product = 1 OR e.start_at > now())
    JOIN sb_producers p ON p.product = m.product AND p.state = 'up'
      AND p.last_alive_at > now() - make_interval(secs => p.alive_limit_ms / 1000.0)
    -- The book's margin on the market now: at most 25 % (above that it is not one winner's market).
    CROSS JOIN LATERAL (SELECT least(greatest(1 - 1 / sum(1000.0 / x.odds), 0), 0.25) AS margin
                          FROM sb_outcomes x WHERE x.market_id = m.id AND x.active AND x.odds IS NOT NULL) mg;
  IF v_ok <> v_n OR (v_n > 1 AND v_events <> v_n) THEN
    -- (A repeat of a bet made when the prices were as shown: the service finds the bet by its key.)
    RAISE EXCEPTION 'casino:sb_changed' USING DETAIL = '{}';
  END IF;
  -- The bet row, in its final state: its unique key is the idempotency check.
  INSERT INTO sb_bets AS b (user_id, currency, idempotency_key, request_hash, kind, system, stake, potential_win,
                            accept_odds, status, live, decide_at)
  VALUES (p_user, p_currency, p_key, p_hash, p_kind, p_system, p_stake, p_potential, p_accept,
          CASE WHEN coalesce(v_delay, 0) > 0 THEN 'pending' ELSE 'accepted' END, v_delay IS NOT NULL,
          CASE WHEN coalesce(v_delay, 0) > 0 THEN now() + make_interval(secs => v_delay / 1000.0) END)
  ON CONFLICT (user_id, idempotency_key) DO NOTHING
  RETURNING b.id, b.status, (extract(epoch FROM b.decide_at) * 1000)::bigint, (extract(epoch FROM b.placed_at) * 1000)::bigint
    INTO v_id, v_status, v_decide, v_placed;
  IF v_id IS NULL THEN
    SELECT x.id, x.request_hash, x.status, x.decide_at, x.placed_at INTO r FROM sb_bets x WHERE x.user_id = p_user AND x.idempotency_key = p_key;
    IF r.request_hash <> p_hash THEN RAISE EXCEPTION 'casino:idempotency_conflict' USING DETAIL = '{}'; END IF;
    RETURN QUERY SELECT r.id, r.status, provider_cash(p_user, p_currency),
      (extract(epoch FROM r.decide_at) * 1000)::bigint, (extract(epoch FROM r.placed_at) * 1000)::bigint, true;
    RETURN;
  END IF;
  -- The stake: locks the player's balance, so the limits below see every earlier bet of theirs.
  SELECT m.transaction_id, m.balance INTO v_tx, v_bal
    FROM wallet_game_move(p_user, p_currency, 'betting', p_stake, 0, 'sb:' || v_id || ':0', 'stake', 'sportsbook:' || v_id) m;
  INSERT INTO sb_legs (bet_id, idx, outcome_id, market_id, event_id, odds, version, margin)
  SELECT v_id, u.i, u.o, u.m, u.e, u.odds, u.v, u.mg
    FROM unnest(p_outcomes, v_markets, v_event_ids, p_odds, v_versions, v_margins) WITH ORDINALITY AS u(o, m, e, odds, v, mg, i);
  -- Exposure: this bet added to the player's running open stakes, in all and on each of its events
  -- (rows locked under the player's balance lock, so two bets of one player queue here).
  FOR r IN
    INSERT INTO sb_exposure AS x (user_id, currency, event_id, open_stake)
    SELECT p_user, p_currency, k.event_id, p_stake FROM unnest(array_append(v_event_ids, '')) AS k(event_id)
    ON CONFLICT (user_id, currency, event_id) DO UPDATE SET open_stake = x.open_stake + excluded.open_stake
    RETURNING x.event_id, x.open_stake
  LOOP
    IF r.event_id = '' AND p_open_max IS NOT NULL AND r.open_stake > p_open_max THEN
      RAISE EXCEPTION 'casino:open_limit' USING DETAIL = json_build_object('limit', p_open_max, 'used', r.open_stake - p_stake)::text;
    END IF;
    IF r.event_id <> '' AND p_event_max IS NOT NULL AND r.open_stake > p_event_max THEN
      RAISE EXCEPTION 'casino:event_limit' USING DETAIL = json_build_object('limit', p_event_max, 'used', r.open_stake - p_stake)::text;
    END IF;
  END LOOP;
  INSERT INTO sb_moves (bet_id, seq, kind, amount, transaction_id) VALUES (v_id, 0, 'stake', -p_stake, v_tx);
  RETURN QUERY SELECT v_id, v_status, v_bal, v_decide, v_placed, false;
END $f$;
`;
