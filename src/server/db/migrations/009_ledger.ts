// The double-entry ledger (issue 10, docs/decisions/011-wallet-ledger.md). Replaces the
// single-entry wallets/ledger_entries pair: those are kept, renamed legacy_*, for audit,
// and every balance they held is carried over as an opening transaction.
//
// - wallet_accounts: a player's cash, bonus and withdrawal_pending per currency; house
//   accounts (game per game slug, payment_clearing per provider, bonus_expense, adjustment).
//   Only player accounts keep a cached balance (house rows would be one hot row every bet
//   waits on); the CHECK keeps a player's balance from going negative.
// - wallet_transactions: one per money movement, its idempotency key UNIQUE.
// - wallet_postings: append-only. A deferred constraint trigger (once per transaction, at
//   COMMIT) refuses a transaction without postings or whose postings do not sum to zero;
//   postings are only ever written in the same database transaction as their row.
// Function bodies are written on one line: splitStatements cuts at ';' + end of line.
export default /* sql */ `
ALTER TABLE wallets RENAME TO legacy_wallets;
ALTER TABLE ledger_entries RENAME TO legacy_ledger_entries;

CREATE TABLE wallet_accounts (
  id          bigserial PRIMARY KEY,
  user_id     bigint REFERENCES users(id),
  currency    text NOT NULL,
  kind        text NOT NULL CHECK (kind IN ('cash','bonus','withdrawal_pending','game','payment_clearing','bonus_expense','adjustment')),
  name        text NOT NULL DEFAULT '',
  balance     bigint NOT NULL DEFAULT 0,
  -- True while a loss limit or an exclusion may apply: stakes then take the checked path.
  guarded     boolean NOT NULL DEFAULT false,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT wallet_accounts_owner CHECK ((user_id IS NULL) = (kind IN ('game','payment_clearing','bonus_expense','adjustment'))),
  CONSTRAINT wallet_accounts_player_nonnegative CHECK (user_id IS NULL OR balance >= 0)
);
CREATE UNIQUE INDEX wallet_accounts_player ON wallet_accounts (user_id, currency, kind) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX wallet_accounts_house ON wallet_accounts (currency, kind, name) WHERE user_id IS NULL;

CREATE TABLE wallet_transactions (
  id               bigserial PRIMARY KEY,
  idempotency_key  text NOT NULL UNIQUE,
  kind             text NOT NULL,
  reference        text,
  user_id          bigint REFERENCES users(id),
  currency         text NOT NULL,
  meta             jsonb,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_transactions_user ON wallet_transactions (user_id, created_at DESC, id DESC);

CREATE TABLE wallet_postings (
  id              bigserial PRIMARY KEY,
  transaction_id  bigint NOT NULL REFERENCES wallet_transactions(id),
  account_id      bigint NOT NULL REFERENCES wallet_accounts(id),
  amount          bigint NOT NULL CHECK (amount <> 0),
  -- The account's cached balance after this posting (player accounts only).
  balance_after   bigint
);
CREATE INDEX wallet_postings_account ON wallet_postings (account_id, id);
CREATE INDEX wallet_postings_transaction ON wallet_postings (transaction_id);

CREATE FUNCTION wallet_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $f$ BEGIN IF (SELECT sum(amount) FROM wallet_postings WHERE transaction_id = NEW.id) IS DISTINCT FROM 0 THEN RAISE EXCEPTION 'wallet transaction % does not sum to zero', NEW.id USING ERRCODE = '23514'; END IF; RETURN NULL; END $f$;
CREATE CONSTRAINT TRIGGER wallet_transactions_balanced AFTER INSERT ON wallet_transactions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION wallet_check_balanced();

CREATE FUNCTION wallet_append_only() RETURNS trigger LANGUAGE plpgsql AS $f$ BEGIN RAISE EXCEPTION 'the ledger is append-only' USING ERRCODE = '42501'; END $f$;
CREATE TRIGGER wallet_postings_append_only BEFORE UPDATE OR DELETE ON wallet_postings FOR EACH ROW EXECUTE FUNCTION wallet_append_only();
CREATE TRIGGER wallet_transactions_append_only BEFORE UPDATE OR DELETE ON wallet_transactions FOR EACH ROW EXECUTE FUNCTION wallet_append_only();

-- Carry the old balances over: each player account opens against the house adjustment account.
INSERT INTO wallet_accounts (user_id, currency, kind, balance)
SELECT u.id, u.currency, k.kind, 0 FROM users u CROSS JOIN (VALUES ('cash'), ('bonus'), ('withdrawal_pending')) AS k(kind) WHERE u.currency IS NOT NULL
UNION SELECT w.user_id, w.currency, k.kind, 0 FROM legacy_wallets w CROSS JOIN (VALUES ('cash'), ('bonus'), ('withdrawal_pending')) AS k(kind)
ON CONFLICT DO NOTHING;
INSERT INTO wallet_accounts (user_id, currency, kind, name)
SELECT DISTINCT NULL::bigint, currency, 'adjustment', 'opening' FROM legacy_wallets WHERE balance > 0 OR bonus > 0
ON CONFLICT DO NOTHING;
INSERT INTO wallet_transactions (idempotency_key, kind, reference, user_id, currency, meta)
SELECT 'opening:' || user_id || ':' || currency, 'opening', 'migration:9', user_id, currency, jsonb_build_object('reason', 'balance carried over from the single-entry wallet')
FROM legacy_wallets WHERE balance > 0 OR bonus > 0;
INSERT INTO wallet_postings (transaction_id, account_id, amount, balance_after)
SELECT t.id, a.id, w.balance, w.balance FROM legacy_wallets w
JOIN wallet_transactions t ON t.idempotency_key = 'opening:' || w.user_id || ':' || w.currency
JOIN wallet_accounts a ON a.user_id = w.user_id AND a.currency = w.currency AND a.kind = 'cash'
WHERE w.balance > 0
UNION ALL SELECT t.id, a.id, w.bonus, w.bonus FROM legacy_wallets w
JOIN wallet_transactions t ON t.idempotency_key = 'opening:' || w.user_id || ':' || w.currency
JOIN wallet_accounts a ON a.user_id = w.user_id AND a.currency = w.currency AND a.kind = 'bonus'
WHERE w.bonus > 0
UNION ALL SELECT t.id, a.id, -(w.balance + w.bonus), NULL FROM legacy_wallets w
JOIN wallet_transactions t ON t.idempotency_key = 'opening:' || w.user_id || ':' || w.currency
JOIN wallet_accounts a ON a.user_id IS NULL AND a.currency = w.currency AND a.kind = 'adjustment' AND a.name = 'opening'
WHERE w.balance > 0 OR w.bonus > 0;
UPDATE wallet_accounts a SET balance = w.balance FROM legacy_wallets w WHERE a.user_id = w.user_id AND a.currency = w.currency AND a.kind = 'cash';
UPDATE wallet_accounts a SET balance = w.bonus FROM legacy_wallets w WHERE a.user_id = w.user_id AND a.currency = w.currency AND a.kind = 'bonus';
`;
