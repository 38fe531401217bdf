// Accounts, wallet and ledger. Money is bigint minor units everywhere.
export default /* sql */ `
CREATE TABLE users (
  id                    bigserial PRIMARY KEY,
  name                  text,
  email                 text UNIQUE,
  phone                 text UNIQUE,
  password_hash         text,
  currency              text CHECK (currency IN ('RUB','USD','KZT','INR','EUR')),
  locale                text,
  timezone              text,
  register_method       text NOT NULL DEFAULT 'email',
  region                text NOT NULL DEFAULT 'RU' CHECK (region IN ('RU','KZ')),
  is_phone_verified     boolean NOT NULL DEFAULT false,
  is_email_verified     boolean NOT NULL DEFAULT false,
  is_avatar_hidden      boolean NOT NULL DEFAULT false,
  is_statistics_hidden  boolean NOT NULL DEFAULT false,
  premium_status        text NOT NULL DEFAULT 'none',
  image_small           text,
  created_at            timestamptz NOT NULL DEFAULT now()
);

-- One balance row per user and currency; changed only together with a ledger entry.
CREATE TABLE wallets (
  user_id     bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  currency    text NOT NULL,
  balance     bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
  bonus       bigint NOT NULL DEFAULT 0 CHECK (bonus >= 0),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, currency)
);

-- Append-only: the sum of amount per (user, currency, account) equals the wallet column.
CREATE TABLE ledger_entries (
  id               bigserial PRIMARY KEY,
  user_id          bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  currency         text NOT NULL,
  account          text NOT NULL DEFAULT 'cash' CHECK (account IN ('cash','bonus')),
  amount           bigint NOT NULL,
  balance_after    bigint NOT NULL,
  kind             text NOT NULL,
  reference        text,
  idempotency_key  text NOT NULL UNIQUE,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_user ON ledger_entries (user_id, created_at DESC);

-- Sessions hold only a hash of the bearer token, so a leaked table hands out no session.
CREATE TABLE sessions (
  id            bigserial PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash    text NOT NULL UNIQUE,
  ip            text,
  user_agent    text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  revoked_at    timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id);
`;
