// Promo codes (issue 20, docs/decisions/039-bonus-money.md): made by the operator
// (`npm run bonus -- promo add …`), each naming a template of bonuses.json. A code is stored
// upper-case (players type it in any case). Redemptions are counted against the limits overall
// and per player in the transaction that records them (a row per redemption, never a counter
// that two requests could both read as under the limit).
export default /* sql */ `
CREATE TABLE promo_codes (
  code            text PRIMARY KEY CHECK (code = upper(code) AND code ~ '^[A-Z0-9_-]{2,40}$'),
  template        text NOT NULL,
  -- NULL: no limit.
  max_redemptions int CHECK (max_redemptions IS NULL OR max_redemptions > 0),
  per_player      int NOT NULL DEFAULT 1 CHECK (per_player > 0),
  valid_from      timestamptz NOT NULL DEFAULT now(),
  valid_until     timestamptz,
  disabled_at     timestamptz,
  created_by      text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (valid_until IS NULL OR valid_until > valid_from)
);
CREATE TABLE promo_redemptions (
  id          bigserial PRIMARY KEY,
  code        text NOT NULL REFERENCES promo_codes(code),
  user_id     bigint NOT NULL REFERENCES users(id),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX promo_redemptions_code ON promo_redemptions (code, user_id);
`;
