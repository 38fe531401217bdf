// Races (issue 20, contract in src/contract/top.ts): a period of a race is paid once. Its
// race_periods row is inserted first, in the transaction that posts the prizes and writes the
// results: a second process ending the same period waits on that row's key and then finds it
// taken, so it pays nothing (the prizes' ledger keys race:<id>:<periodStart>:<rank> are the
// second guard). A period with no players is recorded too, so it is never looked at again.
export default /* sql */ `
CREATE TABLE race_periods (
  race_id      text NOT NULL,
  period_start date NOT NULL,
  period_end   date NOT NULL CHECK (period_end > period_start),
  currency     text NOT NULL,
  settled_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (race_id, period_start)
);
CREATE TABLE race_results (
  race_id        text NOT NULL,
  period_start   date NOT NULL,
  rank           int NOT NULL CHECK (rank > 0),
  user_id        bigint NOT NULL REFERENCES users(id),
  wagered        bigint NOT NULL CHECK (wagered > 0),
  prize          bigint NOT NULL CHECK (prize > 0),
  transaction_id bigint NOT NULL REFERENCES wallet_transactions(id),
  PRIMARY KEY (race_id, period_start, rank),
  FOREIGN KEY (race_id, period_start) REFERENCES race_periods (race_id, period_start)
);
CREATE INDEX race_results_user ON race_results (user_id);
`;
