import { PLAY_GAMES } from '../../../games/play';
import { getEnv } from '../../env.server';
import type { ReconcileCheck } from './types';

// The in-house instant and round games (table `bets`, src/server/bets): their books against the
// ledger and their stuck states (see ./types.ts).
//
// How a bet's money is written (migrations 17 and 30, src/server/bets/rounds.server.ts):
// - an instant bet: one ledger transaction (kind 'bet', no key: the bet row names it in
//   transaction_id) whose posting on the game's house account is stake − payout (none at 0);
// - a round (miner, hilo): the same transaction takes the stake (house + stake); settling it pays
//   the payout in a transaction keyed `bet:<id>:win` (kind 'win', or 'refund' for a round that
//   risked nothing), house − payout; a lost round writes nothing more.
// Each check compares in ONE statement, so it reads one snapshot: a bet committed while it runs is
// either wholly in it or wholly out, and never shows as a difference.

const SLUGS = PLAY_GAMES.map((g) => g.slug);
const ROUNDS = PLAY_GAMES.filter((g) => g.kind === 'round').map((g) => g.slug);

/** The game's whole books per currency: what its bets say the house holds vs its ledger account. */
const books: ReconcileCheck = {
  kind: 'instant_books',
  product: 'instant',
  // One pass over every bet and every house posting of the games, whatever the scope.
  wholeBooks: true,
  title: 'each instant/round game: stakes − payouts of its bets = its house account, per currency',
  async run(q, limit) {
    // The house side sums its account's postings through their index (account_id, id); the bets
    // side is one pass over bets. Accounts of the games only: crash, rooms and providers have their own.
    const { rows } = await q.query<{ game: string; currency: string; expected: string; held: string; bets: string }>(
      `WITH b AS (
         SELECT game, currency, sum(amount - CASE WHEN status = 'settled' THEN payout ELSE 0 END) AS expected,
                count(*) AS bets
           FROM bets GROUP BY game, currency),
       h AS (
         SELECT a.name AS game, a.currency,
                coalesce((SELECT sum(p.amount) FROM wallet_postings p WHERE p.account_id = a.id), 0) AS held
           FROM wallet_accounts a WHERE a.user_id IS NULL AND a.kind = 'game' AND a.name = ANY($1::text[]))
       SELECT coalesce(b.game, h.game) AS game, coalesce(b.currency, h.currency) AS currency,
              coalesce(b.expected, 0) AS expected, coalesce(h.held, 0) AS held, coalesce(b.bets, 0) AS bets
         FROM b FULL JOIN h ON h.game = b.game AND h.currency = b.currency
        WHERE coalesce(b.expected, 0) <> coalesce(h.held, 0)
        ORDER BY 1, 2 LIMIT $2`,
      [SLUGS, limit],
    );
    return rows.map((r) => ({
      kind: 'instant_books',
      detail:
        `${r.game} ${r.currency}: its ${r.bets} bets say the house holds ${r.expected}, ` +
        `its ledger account holds ${r.held} (off by ${Number(r.held) - Number(r.expected)})`,
    }));
  },
};

/** In scope 'recent': the newest bets by id (the primary key's last entries), and every open round. */
export const RECENT_BETS = 5_000;

/**
 * The id the bets read start after: 0 in scope 'full'. Read first, on its own, so the planner sees a
 * value (a range it can estimate: index lookups for a few thousand bets; computed inside the
 * statement it guessed a third of the table, chose to scan the ledger whole and JIT-compiled it).
 */
async function floorOf(q: Parameters<ReconcileCheck['run']>[0], scope: string | undefined): Promise<number> {
  if (scope !== 'recent') return 0;
  const { rows } = await q.query<{ id: string | null }>('SELECT max(id) AS id FROM bets');
  return Math.max(0, Number(rows[0]?.id ?? 0) - RECENT_BETS);
}

/**
 * Each bet against its own ledger transactions: the stake's transaction is the player's, in the
 * bet's currency, and moves exactly the bet's money on its game's house account; a round's payout
 * is in the ledger once, at the amount the bet row says, and an open or lost round has none. Finds
 * the bet the books check above cannot name (and a bet whose money nets to zero, which the books
 * do not see at all). Every bet is read through indexes only (its transaction by primary key, the
 * postings by transaction, a round's payout by its key), so 'recent' costs the same at any size.
 */
const betMoney: ReconcileCheck = {
  kind: 'instant_bet_money',
  product: 'instant',
  title: 'each bet: its stake and payout are in the ledger exactly once, with its money',
  async run(q, limit, scope = 'full') {
    const { rows } = await q.query<{
      id: string;
      game: string;
      currency: string;
      status: string;
      amount: string;
      payout: string;
      transaction_id: string | null;
      tx_ok: boolean | null;
      shared: string;
      staked: string;
      expected_staked: string;
      win_kind: string | null;
      paid: string | null;
    }>(
      `WITH b AS (
         SELECT b.id, b.user_id, b.game, b.currency, b.status, b.amount, b.payout, b.transaction_id,
                b.game = ANY($2::text[]) AS round
           FROM bets b WHERE b.id > $4 AND b.game = ANY($1::text[])
         UNION ALL
         -- Older open rounds (the partial index bets_one_open holds exactly these).
         SELECT b.id, b.user_id, b.game, b.currency, b.status, b.amount, b.payout, b.transaction_id, true
           FROM bets b WHERE b.status = 'open' AND b.id <= $4 AND b.game = ANY($1::text[])),
       x AS (
         SELECT b.*, count(*) OVER (PARTITION BY b.transaction_id) AS shared,
                (t.id IS NOT NULL AND t.kind = 'bet' AND t.user_id = b.user_id AND t.currency = b.currency) AS tx_ok,
                (SELECT coalesce(sum(p.amount), 0) FROM wallet_postings p JOIN wallet_accounts h ON h.id = p.account_id
                  WHERE p.transaction_id = b.transaction_id AND h.user_id IS NULL AND h.kind = 'game'
                    AND h.name = b.game AND h.currency = b.currency) AS staked,
                CASE WHEN b.round THEN b.amount
                     ELSE b.amount - CASE WHEN b.status = 'settled' THEN b.payout ELSE 0 END END AS expected_staked,
                w.id AS win_id, w.kind AS win_kind, w.user_id AS win_user
           FROM b
           LEFT JOIN wallet_transactions t ON t.id = b.transaction_id
           LEFT JOIN wallet_transactions w ON b.round AND w.idempotency_key = 'bet:' || b.id || ':win'),
       y AS (
         SELECT x.*,
                CASE WHEN x.win_id IS NULL THEN NULL ELSE
                  -(SELECT coalesce(sum(p.amount), 0) FROM wallet_postings p JOIN wallet_accounts h ON h.id = p.account_id
                     WHERE p.transaction_id = x.win_id AND h.user_id IS NULL AND h.kind = 'game'
                       AND h.name = x.game AND h.currency = x.currency) END AS paid
           FROM x)
       SELECT id, game, currency, status, amount, payout, transaction_id, tx_ok, shared, staked, expected_staked,
              win_kind, paid
         FROM y
        WHERE transaction_id IS NULL OR NOT tx_ok OR shared > 1 OR staked <> expected_staked
           OR (round AND CASE WHEN status = 'settled' AND payout > 0
                 THEN win_id IS NULL OR win_kind NOT IN ('win', 'refund') OR win_user <> user_id OR paid <> payout
                 ELSE win_id IS NOT NULL END)
        ORDER BY id LIMIT $3`,
      [SLUGS, ROUNDS, limit, await floorOf(q, scope)],
    );
    return rows.map((r) => {
      const bet = `${r.game} bet ${r.id} (${r.status}, stake ${r.amount}, payout ${r.payout} ${r.currency})`;
      let why: string;
      if (r.transaction_id === null) why = 'has no ledger transaction';
      else if (!r.tx_ok) why = `names ledger transaction ${r.transaction_id}, which is not its player's bet`;
      else if (Number(r.shared) > 1)
        why = `shares ledger transaction ${r.transaction_id} with ${Number(r.shared) - 1} other bet(s)`;
      else if (Number(r.staked) !== Number(r.expected_staked))
        why = `moved ${r.staked} to the house in transaction ${r.transaction_id}, expected ${r.expected_staked}`;
      else if (r.paid === null) why = 'was never paid';
      else if (r.status !== 'settled' || Number(r.payout) === 0)
        why = `is ${r.status === 'open' ? 'open' : 'lost'} but was paid ${r.paid}`;
      else why = `was paid ${r.paid} (${r.win_kind}), expected ${r.payout}`;
      return { kind: 'instant_bet_money', detail: `${bet} ${why}` };
    });
  },
};

/** Past the operator's timeout the housekeeping sweep (hourly) cashes a round out: give it two runs. */
const SWEEP_GRACE_HOURS = 2;

const stuckRounds: ReconcileCheck = {
  kind: 'instant_round_stuck',
  product: 'instant',
  title: `open miner/hilo rounds older than the operator's timeout (OPEN_GAME_TIMEOUT_DAYS) + ${SWEEP_GRACE_HOURS} h`,
  async run(q, limit) {
    // Open rounds only: the partial unique index bets_one_open holds exactly these.
    const { rows } = await q.query<{ id: string; game: string; amount: string; currency: string; created_at: Date }>(
      `SELECT id, game, amount, currency, created_at FROM bets
        WHERE status = 'open' AND created_at < now() - make_interval(days => $1, hours => $2)
        ORDER BY id LIMIT $3`,
      [getEnv().OPEN_GAME_TIMEOUT_DAYS, SWEEP_GRACE_HOURS, limit],
    );
    return rows.map((r) => ({
      kind: 'instant_round_stuck',
      detail: `${r.game} round ${r.id} (stake ${r.amount} ${r.currency}) open since ${new Date(r.created_at).toISOString()}`,
    }));
  },
};

export const checks: ReconcileCheck[] = [books, betMoney, stuckRounds];
