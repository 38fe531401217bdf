// Accounts and sessions (issue 3). Every secret a visitor holds (session tokens, one-time
// codes, reset links, SSO tickets) is stored only as a hash, so a leaked database hands
// out nothing that logs anyone in.
export default /* sql */ `
ALTER TABLE users ADD COLUMN verification_status text;
ALTER TABLE users ADD COLUMN vip_requested_at timestamptz;
ALTER TABLE users ADD COLUMN partner text;
ALTER TABLE users ADD COLUMN adplace text;
ALTER TABLE users ADD COLUMN stag text;
ALTER TABLE users ADD COLUMN promo text;
ALTER TABLE users ADD COLUMN password_changed_at timestamptz;

-- A session is one login on one device; it lives while it is used (expires_at slides on
-- refresh). Its bearer tokens rotate on refresh and live in session_tokens.
ALTER TABLE sessions DROP COLUMN token_hash;
ALTER TABLE sessions ADD COLUMN method text NOT NULL DEFAULT 'password';
ALTER TABLE sessions ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now();

-- A superseded token keeps working for a short grace period, so a refresh racing another
-- refresh of the same session (two tabs) gets a token of its own instead of a logout.
CREATE TABLE session_tokens (
  token_hash     text PRIMARY KEY,
  session_id     bigint NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  created_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL,
  superseded_at  timestamptz
);
CREATE INDEX session_tokens_session ON session_tokens (session_id);

-- One-time codes sent by e-mail or SMS: short-lived, single-use, a bounded number of tries.
CREATE TABLE auth_codes (
  id            bigserial PRIMARY KEY,
  purpose       text NOT NULL,
  target        text NOT NULL,
  user_id       bigint REFERENCES users(id) ON DELETE CASCADE,
  code_hash     text NOT NULL,
  attempts      int NOT NULL DEFAULT 0,
  max_attempts  int NOT NULL,
  expires_at    timestamptz NOT NULL,
  consumed_at   timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_codes_lookup ON auth_codes (purpose, target, created_at DESC);

-- Single-use random tokens: reset links and reset tokens, SSO tickets, simple-auth tokens,
-- OAuth states. data holds what the token is for (e.g. the return origin of an OAuth state).
CREATE TABLE auth_tokens (
  token_hash   text PRIMARY KEY,
  purpose      text NOT NULL,
  user_id      bigint REFERENCES users(id) ON DELETE CASCADE,
  data         jsonb NOT NULL DEFAULT '{}'::jsonb,
  expires_at   timestamptz NOT NULL,
  consumed_at  timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_tokens_user ON auth_tokens (user_id, purpose);

-- The session the SSO host keeps in its own cookie, shared by every mirror.
CREATE TABLE sso_sessions (
  token_hash  text PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz
);
CREATE INDEX sso_sessions_user ON sso_sessions (user_id);

-- Accounts at social (OpenID Connect / OAuth 2) providers linked to a player.
CREATE TABLE user_identities (
  provider    text NOT NULL,
  subject     text NOT NULL,
  user_id     bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email       text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);
CREATE INDEX user_identities_user ON user_identities (user_id);

-- Every login attempt, for the player's login history and for abuse review.
CREATE TABLE login_events (
  id          bigserial PRIMARY KEY,
  user_id     bigint REFERENCES users(id) ON DELETE CASCADE,
  method      text NOT NULL,
  identifier  text,
  success     boolean NOT NULL,
  reason      text,
  ip          text,
  user_agent  text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_events_user ON login_events (user_id, created_at DESC);

-- Fixed-window counters shared by every process on one database.
CREATE TABLE rate_limit_buckets (
  key           text PRIMARY KEY,
  window_start  timestamptz NOT NULL,
  count         int NOT NULL
);

-- Mail and SMS waiting to go out; rows survive a crash and are retried.
CREATE TABLE outbox (
  id               bigserial PRIMARY KEY,
  channel          text NOT NULL CHECK (channel IN ('email','sms')),
  recipient        text NOT NULL,
  subject          text NOT NULL DEFAULT '',
  body             text NOT NULL,
  purpose          text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  sent_at          timestamptz,
  transport        text,
  attempts         int NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  last_error       text
);
CREATE INDEX outbox_pending ON outbox (next_attempt_at) WHERE sent_at IS NULL;

-- Identity documents a player submits; an operator decides them (scripts/verification.ts).
CREATE TABLE verification_requests (
  id               bigserial PRIMARY KEY,
  user_id          bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status           text NOT NULL DEFAULT 'pending',
  full_name        text NOT NULL,
  birth_date       date NOT NULL,
  country          text NOT NULL,
  document_type    text NOT NULL,
  document_number  text NOT NULL,
  submitted_at     timestamptz NOT NULL DEFAULT now(),
  decided_at       timestamptz,
  decision_note    text
);
CREATE INDEX verification_requests_user ON verification_requests (user_id, submitted_at DESC);

-- Devices seen per player (GET /profile/user?whoAreYou=…, the super_bonus cookie).
CREATE TABLE user_devices (
  user_id     bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  device_id   text NOT NULL,
  first_seen  timestamptz NOT NULL DEFAULT now(),
  last_seen   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, device_id)
);

-- Server-side secrets made on first start (e.g. the pepper of one-time code hashes).
CREATE TABLE app_secrets (
  name   text PRIMARY KEY,
  value  text NOT NULL
);
`;
