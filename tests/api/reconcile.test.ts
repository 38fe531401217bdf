// `npm run wallet -- reconcile` (issue 38): each product's books against the ledger and its stuck
// states. Normal play leaves nothing to report; each check finds the disagreement an operator would
// want to hear of when the books are tampered with. The ledger refuses UPDATE and DELETE, so every
// tampering goes through the product's own tables (a bet, a bonus, a withdrawal row) and is undone
// after, when the same check must find nothing again (this file's database ends clean: freshDb's
// drop reconciles it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betResponseSchema, roundResponseSchema } from '../../src/contract/bets';
import { minerMines } from '../../src/games/miner/math';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import {
  decideWithdrawal,
  endBonus,
  inWalletTransaction,
  requestWithdrawal,
  sendPayouts,
} from '../../src/server/wallet';
import { RECONCILE_CHECKS, reconcile, recentReconcile } from '../../src/server/wallet/reconcile';
import { configDir, freshDb, fundedPlayer, json, promoMaker, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

const templates = {
  gift: {
    kind: 'no_deposit',
    name: 'Gift',
    wagering: 1,
    weights: { dice: 100 },
    currencies: { RUB: { amount: 5_000, maxStake: 1_000 } },
  },
  instant: { kind: 'no_deposit', name: 'Instant', wagering: 0, currencies: { RUB: { amount: 700 } } },
};
const limits = { RUB: { games: { dice: { min: 100, max: 1_000_000 }, miner: { min: 100, max: 100_000 } } } };
const store = new ConfigStore(
  configDir({ bonuses: { templates }, limits, operator: { wallet: { providers: ['sandbox'] } } }),
);
const api = () => testApi(db, store);
const promo = promoMaker(() => db, store, 'RC');
const SETTINGS = { offered: ['sandbox'], depositExpiryMinutes: 30, withdrawalVerificationRequired: false };

type Auth = Record<string, string>;
let k = 0;
const key = () => `rc-${process.pid}-${++k}`;
const post = (path: string, auth: Auth, body: unknown = {}) =>
  api().request(path, json(body, { ...auth, 'idempotency-key': key() }));

/** The problems of one check kind (each check reports one kind). */
async function problems(kind: string): Promise<string[]> {
  const r = await reconcile(db);
  expect(r.checks.map((c) => c.kind)).toContain(kind);
  return r.problems.filter((p) => p.kind === kind).map((p) => p.detail);
}

/** Runs `tamper`, returns what `kind` then finds, and proves `undo` brings the books back to zero. */
async function found(kind: string, tamper: () => Promise<unknown>, undo: () => Promise<unknown>): Promise<string[]> {
  expect(await problems(kind)).toEqual([]);
  await tamper();
  try {
    return await problems(kind);
  } finally {
    await undo();
    expect(await problems(kind)).toEqual([]);
  }
}

async function diceBet(auth: Auth, amount = 1000) {
  const res = await post('/dice/bets', auth, { amount, target: 50, condition: 'over' });
  expect(res.status, await res.clone().text()).toBe(200);
  return betResponseSchema.parse(await res.json()).bet;
}

/** A miner round with one safe tile opened: the test reads the secret to know where the mines are. */
async function minerRound(auth: Auth) {
  const open = roundResponseSchema.parse(await (await post('/miner/bets', auth, { amount: 1000, mines: 3 })).json());
  const { rows } = await db.query<{ server_seed: string }>(
    'SELECT p.server_seed FROM bets b JOIN fair_seed_pairs p ON p.id = b.seed_pair_id WHERE b.id = $1',
    [open.bet.id],
  );
  const mines = minerMines(
    { serverSeed: rows[0]!.server_seed, clientSeed: open.fair.client_seed, nonce: open.fair.nonce },
    3,
  );
  const safe = [...Array(25).keys()].filter((t) => !mines.includes(t));
  expect((await post('/miner/bets/current/reveal', auth, { tile: safe[0] })).status).toBe(200);
  return { id: open.bet.id, mines, safe };
}

let diceBetId = 0;
let wonRound = 0;
let lostRound = 0;
let openRound = 0;
let activeBonus = 0;
let convertedBonus = 0;
let approved = '';
let rejected = '';

describe('after normal play', () => {
  it('every check runs and finds nothing', async () => {
    const a = await fundedPlayer(db, 1_000_000);
    for (let i = 0; i < 5; i++) diceBetId = Number((await diceBet(a.auth)).id);
    // A round cashed out, a round lost on a mine, a round left open.
    const won = await minerRound(a.auth);
    expect((await post('/miner/bets/current/cashout', a.auth)).status).toBe(200);
    wonRound = won.id;
    const lost = await minerRound(a.auth);
    const boom = roundResponseSchema.parse(
      await (await post('/miner/bets/current/reveal', a.auth, { tile: lost.mines[0] })).json(),
    );
    expect(boom.bet).toMatchObject({ status: 'settled', payout: 0 });
    lostRound = lost.id;
    openRound = (await minerRound(a.auth)).id;

    // Bonuses: one played with (its bets take bonus money), one converted at once, one expired.
    const b = await fundedPlayer(db, 0);
    expect((await post('/api/v2/bonuses/redeem', b.auth, { promo: await promo('gift') })).status).toBe(200);
    await diceBet(b.auth, 500);
    const c = await fundedPlayer(db, 0);
    expect((await post('/api/v2/bonuses/redeem', c.auth, { promo: await promo('instant') })).status).toBe(200);
    const d = await fundedPlayer(db, 0);
    expect((await post('/api/v2/bonuses/redeem', d.auth, { promo: await promo('gift') })).status).toBe(200);
    const { rows: bonuses } = await db.query<{ id: string; user_id: string; status: string }>(
      'SELECT id, user_id, status FROM bonuses WHERE user_id = ANY($1) ORDER BY id',
      [[b.user.id, c.user.id, d.user.id]],
    );
    activeBonus = Number(bonuses.find((x) => Number(x.user_id) === b.user.id && x.status === 'active')?.id);
    convertedBonus = Number(bonuses.find((x) => Number(x.user_id) === c.user.id)?.id);
    expect(bonuses.find((x) => Number(x.user_id) === c.user.id)?.status).toBe('converted');
    const dBonus = Number(bonuses.find((x) => Number(x.user_id) === d.user.id)?.id);
    await inWalletTransaction(db, (tx) => endBonus(tx, d.user.id, dBonus, 'expired'));
    expect(activeBonus).toBeGreaterThan(0);

    // Withdrawals: one approved and paid out, one rejected, one pending.
    const w = await fundedPlayer(db, 500_000);
    const request = (amount: number) =>
      inWalletTransaction(db, (tx) =>
        requestWithdrawal(tx, SETTINGS, w.user.id, { amount, method: 'sandbox', destination: '4242 4242 4242 4242' }),
      );
    approved = (await request(100_000)).id;
    await decideWithdrawal(db, approved, 'approve', { actor: 'test' });
    expect((await sendPayouts(db, { id: approved }))[0]?.state).toBe('sent');
    rejected = (await request(50_000)).id;
    await decideWithdrawal(db, rejected, 'reject', { actor: 'test', reason: 'test' });
    await request(20_000);

    const report = await reconcile(db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    // Every check is listed with its result, whether or not it found anything.
    expect(report.checks.map((c) => c.kind)).toEqual(RECONCILE_CHECKS.map((c) => c.kind));
    expect(report.checks.map((c) => c.kind)).toEqual(
      expect.arrayContaining([
        'instant_books',
        'instant_bet_money',
        'instant_round_stuck',
        'bonus_account',
        'bonus_conversion',
        'bonus_books',
        'withdrawal_money',
        'withdrawal_payout',
      ]),
    );
  });
});

/** A bet row written straight into the table: a bet the ledger never saw. */
async function insertBet(amount: number, payout: number, game = 'dice') {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO bets (user_id, game, currency, amount, seed_pair_id, nonce, server_seed_hash, client_seed, params,
                       outcome, multiplier, payout, status, idempotency_key, settled_at)
     SELECT b.user_id, $1, 'RUB', $2, b.seed_pair_id, 1000000 + b.nonce, b.server_seed_hash, b.client_seed, b.params,
            b.outcome, 1, $3, 'settled', 'tampered-' || b.id, now()
       FROM bets b WHERE b.id = $4 RETURNING id`,
    [game, amount, payout, diceBetId],
  );
  return Number(rows[0]!.id);
}

describe('the instant and round games', () => {
  it('a bet with no money in the ledger: its game is off by its stake, and the bet is named', async () => {
    let id = 0;
    const books = await found(
      'instant_books',
      async () => (id = await insertBet(1234, 0)),
      () => db.query('DELETE FROM bets WHERE id = $1', [id]),
    );
    expect(books).toEqual([
      expect.stringMatching(
        /^dice RUB: .* bets say the house holds -?\d+, its ledger account holds -?\d+ \(off by -1234\)$/,
      ),
    ]);
    const named = await found(
      'instant_bet_money',
      async () => (id = await insertBet(1234, 0)),
      () => db.query('DELETE FROM bets WHERE id = $1', [id]),
    );
    expect(named).toEqual([`dice bet ${id} (settled, stake 1234, payout 0 RUB) has no ledger transaction`]);
  });

  it('a bet whose money nets to nothing (payout = stake) escapes the books but not the per-bet check', async () => {
    let id = 0;
    const tamper = async () => (id = await insertBet(1000, 1000));
    const undo = () => db.query('DELETE FROM bets WHERE id = $1', [id]);
    expect(await found('instant_books', tamper, undo)).toEqual([]);
    expect(await found('instant_bet_money', tamper, undo)).toEqual([
      `dice bet ${id} (settled, stake 1000, payout 1000 RUB) has no ledger transaction`,
    ]);
  });

  it('a bet that claims another bet’s transaction, or says it paid more than it did', async () => {
    const { rows } = await db.query<{ amount: string; payout: string; transaction_id: string }>(
      'SELECT amount, payout, transaction_id FROM bets WHERE id = $1',
      [diceBetId],
    );
    const orig = rows[0]!;
    let id = 0;
    const shared = await found(
      'instant_bet_money',
      async () => {
        id = await insertBet(Number(orig.amount), Number(orig.payout));
        await db.query('UPDATE bets SET transaction_id = $2 WHERE id = $1', [id, orig.transaction_id]);
      },
      () => db.query('DELETE FROM bets WHERE id = $1', [id]),
    );
    expect(shared).toContain(
      `dice bet ${id} (settled, stake ${orig.amount}, payout ${orig.payout} RUB) shares ledger transaction ${orig.transaction_id} with 1 other bet(s)`,
    );
    const more = await found(
      'instant_bet_money',
      () => db.query('UPDATE bets SET payout = payout + 7 WHERE id = $1', [diceBetId]),
      () => db.query('UPDATE bets SET payout = payout - 7 WHERE id = $1', [diceBetId]),
    );
    const house = Number(orig.amount) - Number(orig.payout);
    expect(more).toEqual([
      `dice bet ${diceBetId} (settled, stake ${orig.amount}, payout ${Number(orig.payout) + 7} RUB) moved ${house} to the house in transaction ${orig.transaction_id}, expected ${house - 7}`,
    ]);
  });

  it('rounds: a payout the ledger does not hold, a lost or open round with one, an unpaid win', async () => {
    const { rows } = await db.query<{ payout: string }>('SELECT payout FROM bets WHERE id = $1', [wonRound]);
    const paid = Number(rows[0]!.payout);
    expect(paid).toBeGreaterThan(1000);
    const more = await found(
      'instant_bet_money',
      () => db.query('UPDATE bets SET payout = payout + 1 WHERE id = $1', [wonRound]),
      () => db.query('UPDATE bets SET payout = payout - 1 WHERE id = $1', [wonRound]),
    );
    expect(more).toEqual([
      `miner bet ${wonRound} (settled, stake 1000, payout ${paid + 1} RUB) was paid ${paid} (win), expected ${paid + 1}`,
    ]);
    // The round "lost" although it was paid: its money is in the ledger, its row says nothing came back.
    const lost = await found(
      'instant_bet_money',
      () => db.query('UPDATE bets SET payout = 0 WHERE id = $1', [wonRound]),
      () => db.query('UPDATE bets SET payout = $2 WHERE id = $1', [wonRound, paid]),
    );
    expect(lost).toEqual([`miner bet ${wonRound} (settled, stake 1000, payout 0 RUB) is lost but was paid ${paid}`]);
    // A lost round marked a win: the player was owed and never paid.
    const unpaid = await found(
      'instant_bet_money',
      () => db.query('UPDATE bets SET payout = 2500 WHERE id = $1', [lostRound]),
      () => db.query('UPDATE bets SET payout = 0 WHERE id = $1', [lostRound]),
    );
    expect(unpaid).toEqual([`miner bet ${lostRound} (settled, stake 1000, payout 2500 RUB) was never paid`]);
    // The books see it too: the house holds 2,500 the bets say it paid out.
    const books = await found(
      'instant_books',
      () => db.query('UPDATE bets SET payout = 2500 WHERE id = $1', [lostRound]),
      () => db.query('UPDATE bets SET payout = 0 WHERE id = $1', [lostRound]),
    );
    expect(books).toEqual([expect.stringMatching(/^miner RUB: .*\(off by 2500\)$/)]);
  });

  it('an open round past the operator’s timeout (and the sweep’s two hours) is stuck', async () => {
    const stuck = await found(
      'instant_round_stuck',
      () =>
        db.query(`UPDATE bets SET created_at = now() - interval '30 days 2 hours 1 minute' WHERE id = $1`, [openRound]),
      () => db.query('UPDATE bets SET created_at = now() WHERE id = $1', [openRound]),
    );
    expect(stuck).toEqual([
      expect.stringMatching(new RegExp(`^miner round ${openRound} \\(stake 1000 RUB\\) open since `)),
    ]);
    // Within the grace the sweep may still be on its way: not a problem yet.
    expect(
      await found(
        'instant_round_stuck',
        () => db.query(`UPDATE bets SET created_at = now() - interval '30 days 1 hour' WHERE id = $1`, [openRound]),
        () => db.query('UPDATE bets SET created_at = now() WHERE id = $1', [openRound]),
      ),
    ).toEqual([]);
  });
});

describe('bonuses', () => {
  it('an ended bonus whose account still holds money; a live one without its account', async () => {
    const { rows } = await db.query<{ balance: string; account_id: string }>(
      'SELECT a.balance, x.account_id FROM bonuses x JOIN wallet_accounts a ON a.id = x.account_id WHERE x.id = $1',
      [activeBonus],
    );
    const { balance, account_id } = rows[0]!;
    expect(Number(balance)).toBeGreaterThan(0);
    expect(
      await found(
        'bonus_account',
        () => db.query(`UPDATE bonuses SET status = 'expired' WHERE id = $1`, [activeBonus]),
        () => db.query(`UPDATE bonuses SET status = 'active' WHERE id = $1`, [activeBonus]),
      ),
    ).toEqual([`bonus ${activeBonus} is expired but account ${account_id} still holds ${balance}`]);
    expect(
      await found(
        'bonus_account',
        () => db.query('UPDATE bonuses SET account_id = NULL WHERE id = $1', [activeBonus]),
        () => db.query('UPDATE bonuses SET account_id = $2 WHERE id = $1', [activeBonus, account_id]),
      ),
    ).toEqual([
      `bonus ${activeBonus} is active but its account (none) does not exist`,
      `bonus ${activeBonus} account ${account_id} (balance ${balance}) belongs to no bonus row`,
    ]);
  });

  it('a converted bonus whose row says it paid another amount, or that never converted', async () => {
    const { rows } = await db.query<{ settled_amount: string }>('SELECT settled_amount FROM bonuses WHERE id = $1', [
      convertedBonus,
    ]);
    const paid = Number(rows[0]!.settled_amount);
    expect(paid).toBe(700);
    expect(
      await found(
        'bonus_conversion',
        () => db.query('UPDATE bonuses SET settled_amount = 1400 WHERE id = $1', [convertedBonus]),
        () => db.query('UPDATE bonuses SET settled_amount = 700 WHERE id = $1', [convertedBonus]),
      ),
    ).toEqual([`bonus ${convertedBonus} is converted to 1400 but its end paid 700 to cash`]);
    // Back to active after its conversion: a second conversion would pay it twice.
    expect(
      await found(
        'bonus_conversion',
        () => db.query(`UPDATE bonuses SET status = 'active' WHERE id = $1`, [convertedBonus]),
        () => db.query(`UPDATE bonuses SET status = 'converted' WHERE id = $1`, [convertedBonus]),
      ),
    ).toEqual([`bonus ${convertedBonus} is active but has an end transaction (bonus_converted)`]);
  });

  it("the house's bonus account against the grants the rows say", async () => {
    expect(
      await found(
        'bonus_books',
        () => db.query('UPDATE bonuses SET amount = amount + 100 WHERE id = $1', [activeBonus]),
        () => db.query('UPDATE bonuses SET amount = amount - 100 WHERE id = $1', [activeBonus]),
      ),
    ).toEqual(['RUB: 1 bonus(es) granted another amount than their row says']);
  });
});

describe('withdrawals', () => {
  it('a withdrawal whose status disagrees with its money', async () => {
    expect(
      await found(
        'withdrawal_money',
        () => db.query(`UPDATE withdrawals SET status = 'pending' WHERE id = $1`, [approved]),
        () => db.query(`UPDATE withdrawals SET status = 'approved' WHERE id = $1`, [approved]),
      ),
    ).toEqual([`withdrawal ${approved} (pending, 100000): paid out 100000 (expected nothing)`]);
    expect(
      await found(
        'withdrawal_money',
        () => db.query(`UPDATE withdrawals SET status = 'approved' WHERE id = $1`, [rejected]),
        () => db.query(`UPDATE withdrawals SET status = 'rejected' WHERE id = $1`, [rejected]),
      ),
    ).toEqual([
      `withdrawal ${rejected} (approved, 50000): paid out nothing (expected 50000), released 50000 (expected nothing)`,
    ]);
  });

  it('an approved withdrawal whose payout is neither sent nor queued, or queued and never taken', async () => {
    expect(
      await found(
        'withdrawal_payout',
        () => db.query('UPDATE withdrawals SET payout_state = NULL WHERE id = $1', [approved]),
        () => db.query(`UPDATE withdrawals SET payout_state = 'sent' WHERE id = $1`, [approved]),
      ),
    ).toEqual([
      `withdrawal ${approved} is approved (its money left the player) but its payout is neither sent nor queued`,
    ]);
    expect(
      await found(
        'withdrawal_payout',
        () =>
          db.query(
            `UPDATE withdrawals SET payout_state = 'queued', payout_next_at = now() - interval '11 minutes' WHERE id = $1`,
            [approved],
          ),
        () => db.query(`UPDATE withdrawals SET payout_state = 'sent', payout_next_at = NULL WHERE id = $1`, [approved]),
      ),
    ).toEqual([
      expect.stringMatching(new RegExp(`^withdrawal ${approved}: payout queued, due since .* and not taken$`)),
    ]);
  });
});

describe("scope 'recent' (what /metrics and /health/ready?deep=1 run)", () => {
  it('checks the newest bets, live bonuses and recent withdrawals the same way', async () => {
    const recent = async (kind: string) =>
      (await reconcile(db, 50, 'recent')).problems.filter((p) => p.kind === kind).map((p) => p.detail);
    expect((await reconcile(db, 50, 'recent')).problems).toEqual([]);
    const id = await insertBet(1000, 1000);
    try {
      expect(await recent('instant_bet_money')).toEqual([
        `dice bet ${id} (settled, stake 1000, payout 1000 RUB) has no ledger transaction`,
      ]);
    } finally {
      await db.query('DELETE FROM bets WHERE id = $1', [id]);
    }
    await db.query('UPDATE withdrawals SET payout_state = NULL WHERE id = $1', [approved]);
    try {
      expect(await recent('withdrawal_payout')).toHaveLength(1);
    } finally {
      await db.query(`UPDATE withdrawals SET payout_state = 'sent' WHERE id = $1`, [approved]);
    }
    await db.query(`UPDATE bonuses SET status = 'expired' WHERE id = $1`, [activeBonus]);
    try {
      expect(await recent('bonus_account')).toHaveLength(1);
    } finally {
      await db.query(`UPDATE bonuses SET status = 'active' WHERE id = $1`, [activeBonus]);
    }
  });

  it('scrapes and probes share a run: the cheap checks at most every 10 s, the whole books every 10 min', async () => {
    let statements = 0;
    const counted = {
      kind: db.kind,
      query: (sql: string, params?: unknown[]) => {
        statements++;
        return db.query(sql, params);
      },
    } as unknown as Db;
    const [a, b] = await Promise.all([recentReconcile(counted), recentReconcile(counted)]);
    expect(a.ok && b.ok).toBe(true);
    const once = statements;
    expect(once).toBeGreaterThanOrEqual(RECONCILE_CHECKS.length);
    // Every check is in the answer, in order, whichever tier ran it.
    expect(a.checks.map((c) => c.kind)).toEqual(RECONCILE_CHECKS.map((c) => c.kind));
    await recentReconcile(counted);
    expect(statements).toBe(once);
  });
});
