// The sportsbook (issue 22, docs/decisions/044-sportsbook.md).
// - The feed's state: producers (alive, recovery), events, markets (UOF status), outcomes with a
//   version per price and an append-only price history for disputes; bet_cancel windows.
// - Bets and legs: the accepted price and its version are copied onto each leg. A leg's result is
//   read from its outcome's settlement and the cancel windows covering the bet's placement, so a
//   rollback of either only has to clear what it rolls back and settle the bet again.
// - sb_moves: every money movement of a bet, in order (stake, settlement, reversal, refund,
//   cash-out), append-only. A bet's net paid is theirs; settling again moves only the difference,
//   so a rollback posts a compensating entry and never deletes one.
// - sb_debts: a reversal finding the winnings already spent takes what the balance holds; the rest
//   is owed and taken from the player's next sportsbook payouts.
// - sb_place_bet: the bet path in one statement, after the service priced the legs (or, when the
//   player takes only the price shown, with the prices themselves): every leg still at that version
//   or price and taking bets, the bet row in its final state (its unique key is the idempotency
//   check), the stake through wallet_game_move (which locks the player's balance), the legs, and the
//   player's running open stakes (sb_exposure) checked against the limits under that lock.
// - sb_odds_change, sb_legs_now: the feed's hottest message and the bet path's read, as functions
//   so that their statements are planned once per connection.
export default /* sql */ `
CREATE TABLE sb_producers (
  product          int PRIMARY KEY,
  -- down: silent too long or unsubscribed; recovering: a snapshot was asked for; up: takes bets.
  state            text NOT NULL DEFAULT 'down' CHECK (state IN ('up', 'down', 'recovering')),
  last_alive_at    timestamptz,
  alive_limit_ms   int NOT NULL,
  recovery_request bigint,
  changed_at       timestamptz NOT NULL DEFAULT now()
);
INSERT INTO sb_producers (product, alive_limit_ms) VALUES (1, 15000), (3, 300000);

CREATE TABLE sb_events (
  id            text PRIMARY KEY,
  sport_id      text NOT NULL DEFAULT '',
  sport_name    text NOT NULL DEFAULT '',
  category      text NOT NULL DEFAULT '',
  tournament    text NOT NULL DEFAULT '',
  home          text NOT NULL DEFAULT '',
  away          text NOT NULL DEFAULT '',
  start_at      timestamptz,
  -- UOF EventStatus: 0 not started, 1 live, 2 suspended, 3 ended, 4 closed, 5+ cancelled or the like.
  status        smallint NOT NULL DEFAULT 0,
  home_score    int,
  away_score    int,
  periods       jsonb,
  match_status  int,
  clock         text,
  clock_at      timestamptz,
  clock_stopped boolean NOT NULL DEFAULT false,
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sb_events_board ON sb_events (status, start_at);

CREATE TABLE sb_markets (
  id          bigserial PRIMARY KEY,
  event_id    text NOT NULL REFERENCES sb_events(id),
  type        int NOT NULL,
  specifiers  text NOT NULL DEFAULT '',
  -- The producer whose prices these are (the live one takes a pre-match market over).
  product     int NOT NULL,
  status      smallint NOT NULL CHECK (status BETWEEN -4 AND 1),
  cashout     boolean NOT NULL DEFAULT true,
  -- When it last stopped taking bets: a live bet parked before it is refused at the end of its delay.
  stopped_at  timestamptz,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (event_id, type, specifiers)
);

CREATE TABLE sb_outcomes (
  id               bigserial PRIMARY KEY,
  market_id        bigint NOT NULL REFERENCES sb_markets(id),
  ref              text NOT NULL,
  odds             int CHECK (odds > 1000),
  active           boolean NOT NULL,
  version          bigint NOT NULL DEFAULT 1,
  -- The settlement (bet_settlement), cleared by rollback_bet_settlement.
  result           smallint CHECK (result IN (0, 1)),
  void_factor      text,
  dead_heat_factor text,
  UNIQUE (market_id, ref)
) WITH (fillfactor = 70);

CREATE TABLE sb_price_history (
  outcome_id  bigint NOT NULL,
  version     bigint NOT NULL,
  odds        int,
  active      boolean NOT NULL,
  at          timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (outcome_id, version)
);
-- Append-only: a price once recorded never changes; housekeeping prunes rows past the retention
-- (90 days, past any bet's dispute window), and nothing younger can be deleted.
CREATE FUNCTION sb_history_guard() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF TG_OP = 'UPDATE' OR OLD.at > now() - interval '90 days' THEN
    RAISE EXCEPTION 'the price history is append-only' USING ERRCODE = '42501';
  END IF;
  RETURN OLD;
END $f$;
CREATE TRIGGER sb_price_history_append_only BEFORE UPDATE OR DELETE ON sb_price_history
  FOR EACH ROW EXECUTE FUNCTION sb_history_guard();
CREATE INDEX sb_price_history_at ON sb_price_history (at);

-- bet_cancel: bets on the market placed in [start_at, end_at] are void (an open end is unbounded).
CREATE TABLE sb_cancels (
  id           bigserial PRIMARY KEY,
  market_id    bigint NOT NULL REFERENCES sb_markets(id),
  start_at     timestamptz,
  end_at       timestamptz,
  void_reason  int,
  rolled_back  boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sb_cancels_market ON sb_cancels (market_id) WHERE NOT rolled_back;

CREATE TABLE sb_bets (
  id               bigserial PRIMARY KEY,
  user_id          bigint NOT NULL REFERENCES users(id),
  currency         text NOT NULL,
  idempotency_key  text NOT NULL,
  request_hash     text NOT NULL,
  kind             text NOT NULL CHECK (kind IN ('single', 'accumulator', 'system')),
  system           text,
  stake            bigint NOT NULL CHECK (stake > 0),
  potential_win    bigint NOT NULL,
  accept_odds      text NOT NULL CHECK (accept_odds IN ('none', 'higher', 'any')),
  status           text NOT NULL CHECK (status IN ('pending', 'accepted', 'rejected', 'settled', 'cashed_out')),
  reason           text,
  -- Net paid to the player so far (settlements, reversals, cash-out).
  paid             bigint NOT NULL DEFAULT 0,
  moves            int NOT NULL DEFAULT 0,
  live             boolean NOT NULL DEFAULT false,
  decide_at        timestamptz,
  placed_at        timestamptz NOT NULL DEFAULT now(),
  settled_at       timestamptz,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX sb_bets_user ON sb_bets (user_id, id DESC);
CREATE INDEX sb_bets_open ON sb_bets (user_id) WHERE status IN ('pending', 'accepted');
CREATE INDEX sb_bets_pending ON sb_bets (decide_at) WHERE status = 'pending';

CREATE TABLE sb_legs (
  bet_id      bigint NOT NULL REFERENCES sb_bets(id),
  idx         smallint NOT NULL,
  outcome_id  bigint NOT NULL REFERENCES sb_outcomes(id),
  market_id   bigint NOT NULL,
  event_id    text NOT NULL,
  odds        int NOT NULL CHECK (odds > 1000),
  version     bigint NOT NULL,
  PRIMARY KEY (bet_id, idx)
);
CREATE INDEX sb_legs_market ON sb_legs (market_id);
CREATE INDEX sb_legs_event ON sb_legs (event_id);

CREATE TABLE sb_moves (
  bet_id          bigint NOT NULL REFERENCES sb_bets(id),
  seq             int NOT NULL,
  kind            text NOT NULL CHECK (kind IN ('stake', 'settle', 'reverse', 'refund', 'cashout')),
  -- Signed, from the player's side: the stake negative, a payout positive, a reversal negative.
  amount          bigint NOT NULL,
  -- Of that amount, what went to or came from a debt instead of the balance.
  debt            bigint NOT NULL DEFAULT 0,
  transaction_id  bigint,
  at              timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (bet_id, seq)
);
CREATE TRIGGER sb_moves_append_only BEFORE UPDATE OR DELETE ON sb_moves FOR EACH ROW EXECUTE FUNCTION wallet_append_only();

CREATE TABLE sb_debts (
  user_id   bigint NOT NULL REFERENCES users(id),
  currency  text NOT NULL,
  amount    bigint NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (user_id, currency)
);

-- A player's open stakes (pending and accepted bets), in all (event_id '') and per event: running
-- totals, so the exposure limits cost the same for a player with five open bets or five hundred.
-- The bet path adds a new bet; the trigger below follows every bet in and out of the open states.
CREATE TABLE sb_exposure (
  user_id     bigint NOT NULL,
  currency    text NOT NULL,
  event_id    text NOT NULL,
  open_stake  bigint NOT NULL,
  PRIMARY KEY (user_id, currency, event_id)
);
CREATE FUNCTION sb_exposure_follow() RETURNS trigger LANGUAGE plpgsql AS $f$
DECLARE
  v_delta bigint;
BEGIN
  IF (OLD.status IN ('pending', 'accepted')) = (NEW.status IN ('pending', 'accepted')) THEN RETURN NULL; END IF;
  v_delta := CASE WHEN NEW.status IN ('pending', 'accepted') THEN NEW.stake ELSE -NEW.stake END;
  UPDATE sb_exposure x SET open_stake = x.open_stake + v_delta
   WHERE x.user_id = NEW.user_id AND x.currency = NEW.currency
     AND (x.event_id = '' OR x.event_id IN (SELECT l.event_id FROM sb_legs l WHERE l.bet_id = NEW.id));
  RETURN NULL;
END $f$;
CREATE TRIGGER sb_bets_exposure AFTER UPDATE OF status ON sb_bets FOR EACH ROW EXECUTE FUNCTION sb_exposure_follow();

-- The sportsbook's house account and its edge (unknown: a book's margin is not an RTP; VIP reads 0).
INSERT INTO game_edges (game, edge_ppm, counts) VALUES ('betting', 0, true) ON CONFLICT DO NOTHING;

-- An odds_change applied (the feed's hottest message): the event's state, its markets, their
-- outcomes and the price history. A function, so its statements are planned once per connection,
-- not at every message (planning was most of a message's cost). Rows: one 'e' with the event's
-- state when the message carried it, an 'm' per market it wrote, an 'o' per price it changed.
-- Markets: settled and cancelled stay so (only a rollback reopens them); a pre-match message no
-- longer moves a market the live producer took over; only rows that change are written.
CREATE FUNCTION sb_odds_change(p_event text, p_product int, p_ts bigint, p_has_status boolean, p_status int,
    p_home int, p_away int, p_match_status int, p_clock text, p_stopped boolean, p_periods jsonb,
    p_mtype int[], p_mspec text[], p_mstatus int[], p_mcash boolean[],
    p_otype int[], p_ospec text[], p_oref text[], p_oodds int[], p_oactive boolean[])
  RETURNS TABLE (k text, market_id bigint, status int, flag boolean, outcome_id bigint, odds int, active boolean,
    home_score int, away_score int, periods jsonb, clock text, clock_ms bigint, clock_stopped boolean)
  LANGUAGE plpgsql AS $f$
#variable_conflict use_column
DECLARE
  v_was smallint;
  e record;
BEGIN
  IF p_has_status THEN
    SELECT x.status INTO v_was FROM sb_events x WHERE x.id = p_event;
    INSERT INTO sb_events AS x (id, status, home_score, away_score, match_status, clock, clock_at, clock_stopped, periods)
    VALUES (p_event, p_status, p_home, p_away, p_match_status, p_clock,
            CASE WHEN p_clock IS NULL THEN NULL ELSE to_timestamp(p_ts / 1000.0) END, coalesce(p_stopped, false), p_periods)
    ON CONFLICT (id) DO UPDATE SET status = excluded.status,
      home_score = coalesce(excluded.home_score, x.home_score), away_score = coalesce(excluded.away_score, x.away_score),
      match_status = coalesce(excluded.match_status, x.match_status), clock = coalesce(excluded.clock, x.clock),
      clock_at = coalesce(excluded.clock_at, x.clock_at), clock_stopped = coalesce(p_stopped, x.clock_stopped),
      periods = coalesce(excluded.periods, x.periods), updated_at = now()
    RETURNING x.* INTO e;
    RETURN QUERY SELECT 'e'::text, NULL::bigint, e.status::int, v_was IS DISTINCT FROM e.status, NULL::bigint, NULL::int,
      NULL::boolean, e.home_score, e.away_score, e.periods, e.clock, (extract(epoch FROM e.clock_at) * 1000)::bigint,
      e.clock_stopped;
  ELSE
    INSERT INTO sb_events (id) VALUES (p_event) ON CONFLICT DO NOTHING;
  END IF;
  IF cardinality(p_mtype) = 0 THEN RETURN; END IF;
  RETURN QUERY
  WITH x AS (SELECT * FROM unnest(p_mtype, p_mspec, p_mstatus, p_mcash) AS x(type, spec, status, cashout)),
  mk AS (
    INSERT INTO sb_markets AS m (event_id, type, specifiers, product, status, cashout, stopped_at)
    SELECT p_event, x.type, x.spec, p_product, x.status, x.cashout, CASE WHEN x.status <> 1 THEN now() END FROM x
    ON CONFLICT (event_id, type, specifiers) DO UPDATE SET
      status = excluded.status, product = excluded.product, cashout = excluded.cashout,
      stopped_at = CASE WHEN m.status = 1 AND excluded.status <> 1 THEN now() ELSE m.stopped_at END,
      updated_at = now()
    WHERE m.status NOT IN (-3, -4) AND NOT (m.product = 1 AND excluded.product <> 1)
      AND (m.status, m.product, m.cashout) IS DISTINCT FROM (excluded.status, excluded.product, excluded.cashout)
    RETURNING m.id, m.type, m.specifiers, m.status, m.product, (xmax = 0) AS inserted),
  -- The markets as this message leaves them: those it wrote, the others as they were.
  cur AS (
    SELECT mk.id, mk.type, mk.specifiers, mk.status, mk.product, mk.inserted, true AS written FROM mk
    UNION ALL
    SELECT m.id, m.type, m.specifiers, m.status, m.product, false, false
      FROM sb_markets m JOIN x ON m.event_id = p_event AND m.type = x.type AND m.specifiers = x.spec
     WHERE m.id NOT IN (SELECT mk.id FROM mk)),
  y AS (SELECT * FROM unnest(p_otype, p_ospec, p_oref, p_oodds, p_oactive) AS y(type, spec, ref, odds, active)),
  up AS (
    INSERT INTO sb_outcomes AS o (market_id, ref, odds, active)
    SELECT cur.id, y.ref, y.odds, y.active FROM y JOIN cur ON cur.type = y.type AND cur.specifiers = y.spec
     WHERE cur.status NOT IN (-3, -4) AND (cur.product = p_product OR p_product = 1)
    ON CONFLICT (market_id, ref) DO UPDATE SET odds = coalesce(excluded.odds, o.odds), active = excluded.active,
      version = o.version + 1
    WHERE (coalesce(excluded.odds, o.odds), excluded.active) IS DISTINCT FROM (o.odds, o.active)
    RETURNING o.id, o.market_id, o.version, o.odds, o.active),
  hist AS (INSERT INTO sb_price_history (outcome_id, version, odds, active) SELECT up.id, up.version, up.odds, up.active FROM up)
  SELECT 'm'::text, cur.id, cur.status::int, cur.inserted, NULL::bigint, NULL::int, NULL::boolean,
         NULL::int, NULL::int, NULL::jsonb, NULL::text, NULL::bigint, NULL::boolean FROM cur WHERE cur.written
  UNION ALL
  SELECT 'o'::text, up.market_id, cur.status::int, false, up.id, up.odds, up.active,
         NULL::int, NULL::int, NULL::jsonb, NULL::text, NULL::bigint, NULL::boolean FROM up JOIN cur ON cur.id = up.market_id;
END $f$;

-- The selections of a bet as they stand, with what the answer names them by (planned once).
CREATE FUNCTION sb_legs_now(p_ids bigint[])
  RETURNS TABLE (id bigint, odds int, active boolean, version bigint, result smallint, ref text, market_id bigint,
    mstatus smallint, mcashout boolean, type int, specifiers text, event_id text, estatus smallint, home text,
    away text, up boolean)
  LANGUAGE plpgsql STABLE AS $f$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT o.id, o.odds, o.active, o.version, o.result, o.ref, m.id, m.status, m.cashout, m.type, m.specifiers,
         e.id, e.status, e.home, e.away,
         (p.state = 'up' AND p.last_alive_at > now() - make_interval(secs => p.alive_limit_ms / 1000.0))
    FROM sb_outcomes o JOIN sb_markets m ON m.id = o.market_id JOIN sb_events e ON e.id = m.event_id
    JOIN sb_producers p ON p.product = m.product
   WHERE o.id = ANY(p_ids);
END $f$;

-- A payout of a bet (a settlement's difference or a cash-out): what the player owes from earlier
-- reversals is taken first; the rest goes to the balance.
CREATE FUNCTION sb_pay(p_bet bigint, p_kind text, p_amount bigint)
  RETURNS TABLE (balance bigint, debt bigint) LANGUAGE plpgsql AS $f$
DECLARE
  b record;
  v_debt bigint := 0;
  v_tx bigint;
  v_bal bigint;
BEGIN
  SELECT x.* INTO b FROM sb_bets x WHERE x.id = p_bet;
  SELECT least(d.amount, p_amount) INTO v_debt FROM sb_debts d
   WHERE d.user_id = b.user_id AND d.currency = b.currency FOR UPDATE;
  v_debt := coalesce(v_debt, 0);
  IF v_debt > 0 THEN
    UPDATE sb_debts d SET amount = d.amount - v_debt WHERE d.user_id = b.user_id AND d.currency = b.currency;
  END IF;
  IF p_amount - v_debt > 0 THEN
    SELECT m.transaction_id, m.balance INTO v_tx, v_bal
      FROM wallet_game_move(b.user_id, b.currency, 'betting', 0, p_amount - v_debt,
        'sb:' || p_bet || ':' || (b.moves + 1), CASE WHEN p_kind = 'refund' THEN 'refund' ELSE 'win' END,
        'sportsbook:' || p_bet) m;
  ELSE
    v_bal := provider_cash(b.user_id, b.currency);
  END IF;
  INSERT INTO sb_moves (bet_id, seq, kind, amount, debt, transaction_id) VALUES (p_bet, b.moves + 1, p_kind, p_amount, v_debt, v_tx);
  UPDATE sb_bets SET moves = moves + 1, paid = paid + p_amount WHERE id = p_bet;
  RETURN QUERY SELECT v_bal, v_debt;
END $f$;

-- A compensating entry: takes back what a rollback says was paid in error, from the balance as far
-- as it goes; the rest becomes a debt. Never refused (exclusions and limits are about new stakes).
CREATE FUNCTION sb_reverse(p_bet bigint, p_amount bigint)
  RETURNS TABLE (balance bigint, debt bigint) LANGUAGE plpgsql AS $f$
DECLARE
  b record;
  v_acc bigint;
  v_old bigint;
  v_take bigint;
  v_house bigint;
  v_tx bigint;
BEGIN
  SELECT x.* INTO b FROM sb_bets x WHERE x.id = p_bet;
  SELECT a.id, a.balance INTO v_acc, v_old FROM wallet_accounts a
   WHERE a.user_id = b.user_id AND a.currency = b.currency AND a.kind = 'cash' FOR UPDATE;
  v_take := least(coalesce(v_old, 0), p_amount);
  IF v_take > 0 THEN
    SELECT a.id INTO v_house FROM wallet_accounts a WHERE a.user_id IS NULL AND a.currency = b.currency AND a.kind = 'game' AND a.name = 'betting';
    INSERT INTO wallet_transactions (idempotency_key, kind, reference, user_id, currency)
    VALUES ('sb:' || p_bet || ':' || (b.moves + 1), 'reversal', 'sportsbook:' || p_bet, b.user_id, b.currency) RETURNING id INTO v_tx;
    INSERT INTO wallet_postings (transaction_id, account_id, amount, balance_after) VALUES
      (v_tx, v_acc, -v_take, v_old - v_take), (v_tx, v_house, v_take, NULL);
  END IF;
  IF p_amount > v_take THEN
    INSERT INTO sb_debts AS d (user_id, currency, amount) VALUES (b.user_id, b.currency, p_amount - v_take)
    ON CONFLICT (user_id, currency) DO UPDATE SET amount = d.amount + excluded.amount;
  END IF;
  INSERT INTO sb_moves (bet_id, seq, kind, amount, debt, transaction_id)
  VALUES (p_bet, b.moves + 1, 'reverse', -p_amount, p_amount - v_take, v_tx);
  UPDATE sb_bets SET moves = moves + 1, paid = paid - p_amount WHERE id = p_bet;
  RETURN QUERY SELECT coalesce(v_old, 0) - v_take, p_amount - v_take;
END $f$;

-- The bet path (see the head of this file). Refusals raise casino:<code>; sb_changed means a leg is
-- no longer at the version the service priced, or no longer takes bets: the service reads again.
CREATE FUNCTION sb_place_bet(p_user bigint, p_currency text, p_key text, p_hash text, p_kind text, p_system text,
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
  v_bal bigint;
  v_tx bigint;
  v_status text;
  v_decide bigint;
  v_placed bigint;
  r record;
BEGIN
  -- Every leg at the version priced (or, with none: the one-trip path, at the price shown), active,
  -- its market active, its event not over, its producer up; one leg per event; the live delay.
  SELECT count(*), count(DISTINCT m.event_id),
         max(CASE WHEN e.status = 1 THEN coalesce((p_delays ->> e.sport_id)::int, (p_delays ->> 'default')::int, 0) END),
         array_agg(m.id ORDER BY u.i), array_agg(m.event_id ORDER BY u.i), array_agg(o.version ORDER BY u.i)
    INTO v_ok, v_events, v_delay, v_markets, v_event_ids, v_versions
    FROM unnest(p_outcomes, p_versions, p_odds) WITH ORDINALITY AS u(o, v, odds, i)
    JOIN sb_outcomes o ON o.id = u.o AND (CASE WHEN u.v IS NULL THEN o.odds = u.odds ELSE o.version = u.v END)
      AND o.active AND o.odds IS NOT NULL AND o.result IS NULL
    JOIN sb_markets m ON m.id = o.market_id AND m.status = 1
    JOIN sb_events e ON e.id = m.event_id AND e.status IN (0, 1)
    JOIN sb_producers p ON p.product = m.product AND p.state = 'up'
      AND p.last_alive_at > now() - make_interval(secs => p.alive_limit_ms / 1000.0);
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
  INSERT INTO sb_legs (bet_id, idx, outcome_id, market_id, event_id, odds, version)
  SELECT v_id, u.i, u.o, u.m, u.e, u.odds, u.v
    FROM unnest(p_outcomes, v_markets, v_event_ids, p_odds, v_versions) WITH ORDINALITY AS u(o, m, e, odds, v, i);
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
