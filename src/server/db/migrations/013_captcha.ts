// Captcha solutions already used (issue 12): a solved challenge opens one sign-up or login,
// then its signature is kept here until the challenge expires, so a replay is refused.
export default /* sql */ `
CREATE TABLE captcha_used (
  signature   text PRIMARY KEY,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX captcha_used_expiry ON captcha_used (expires_at);
`;
