// Answers to requests that carried an Idempotency-Key, so a retry or a double click
// replays the first answer instead of doing the work twice.
export default /* sql */ `
CREATE TABLE idempotency_keys (
  scope         text NOT NULL,
  key           text NOT NULL,
  request_hash  text NOT NULL,
  status        int,
  body          text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
`;
