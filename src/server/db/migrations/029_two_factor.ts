// Two-factor login with TOTP (issue 23, docs/decisions/047-two-factor-login.md).
// - user_two_factor: one row per player who started an enrolment. The TOTP secret is encrypted
//   (AES-256-GCM): the server must read it to check codes, so it cannot be hashed. enabled_at is
//   null while the enrolment waits for its first code. last_step is the last time step a code was
//   accepted for: a code of that step or an older one is a replay and is refused.
// - user_recovery_codes: the ten one-time codes, only as hashes; used_at marks a spent one.
// Login challenges are auth_tokens rows (purpose two_factor), hashed like every other token.
export default /* sql */ `
CREATE TABLE user_two_factor (
  user_id     bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret_enc  text NOT NULL,
  enabled_at  timestamptz,
  last_step   bigint NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_recovery_codes (
  user_id    bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash  text NOT NULL,
  used_at    timestamptz,
  PRIMARY KEY (user_id, code_hash)
);
`;
