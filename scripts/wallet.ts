// `npm run wallet -- check | reconcile | adjust <user> <amount> --reason "…" | withdrawals list [--all|--failed] |
//  withdrawals approve <id> | withdrawals retry <id> | withdrawals reject <id> --reason "…" |
//  frozen list [--all] | frozen return <deposit id>`
// The operator's side of the wallet, on the product's own database (DATABASE_URL, else the
// embedded PGlite in DATA_DIR). The logic lives in src/server/wallet.
import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { moneyIdSchema } from '../src/contract/wallet';
import { WalletError } from '../src/contract/wallet-errors';
import { getDb } from '../src/server/db/index.server';
import {
  adjust,
  checkLedger,
  decideWithdrawal,
  inWalletTransaction,
  listFrozen,
  listWithdrawals,
  type PayoutOutcome,
  retryPayout,
  returnFrozen,
  sendPayouts,
} from '../src/server/wallet';
import { reconcile } from '../src/server/wallet/reconcile';

const USAGE = `Usage: npm run wallet -- <command>

  check                                   prove the ledger: every transaction sums to zero and every
                                          cached balance equals its postings (exit 1 if not)
  reconcile                               prove each product's books against the ledger (instant and
                                          round games, crash, rooms, sportsbook, providers, the studio,
                                          bonuses, withdrawals) and that no flow is stuck half-way:
                                          prints every check with its result and each problem found
                                          (at most 50 a check; exit 1 if any)
  adjust <user> <amount> --reason "…"     manual adjustment of the player's cash in their currency;
                                          <user> is an id or an e-mail, <amount> signed minor units
                                          (-500 takes 5.00); recorded with the reason and your name
  withdrawals list [--all | --failed]     pending withdrawals (--all: every one; --failed: approved
                                          ones whose payout the provider refused or did not answer)
  withdrawals approve <id>                approve it (the ledger settles and the payout is queued in
                                          one transaction), then send the payout through its provider;
                                          a payout that fails is retried with backoff by the server
  withdrawals retry <id>                  send a failed payout again now (same idempotency key)
  withdrawals reject <id> --reason "…"    refuse it; the held money returns to the player
  frozen list [--all]                     payments held in players' frozen accounts (paid after the
                                          player's exclusion started, or over a deposit limit after
                                          expiry); --all: returned ones too
  frozen return <deposit id>              refund it to the payer through its provider and close it in
                                          the ledger (running it again refunds nothing more)

The database is DATABASE_URL when set, else the embedded one in DATA_DIR (default: data).
With the embedded database, stop the server first: only one process may open it.`;

function usage(problem?: string): never {
  if (problem) console.error(`${problem}\n`);
  console.error(USAGE);
  process.exit(2);
}

let parsed: ReturnType<
  typeof parseArgs<{
    allowPositionals: true;
    options: {
      all: { type: 'boolean' };
      failed: { type: 'boolean' };
      reason: { type: 'string' };
      help: { type: 'boolean'; short: 'h' };
    };
  }>
>;
try {
  parsed = parseArgs({
    allowPositionals: true,
    allowNegative: false,
    // A negative amount (-500) is a value, not an option.
    args: process.argv.slice(2).map((x) => (/^-\d+$/.test(x) ? `neg:${x.slice(1)}` : x)),
    options: {
      all: { type: 'boolean' },
      failed: { type: 'boolean' },
      reason: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (e) {
  usage(e instanceof Error ? e.message : String(e));
}
const { values } = parsed;
const positionals = parsed.positionals.map((x) => (x.startsWith('neg:') ? `-${x.slice(4)}` : x));
if (values.help || !positionals.length) usage();
const actor = process.env.WALLET_ACTOR || userInfo().username || 'operator';

async function main(): Promise<number> {
  const db = await getDb();
  const [cmd, a, b] = positionals;
  if ((cmd === 'withdrawals' || cmd === 'frozen') && b && !moneyIdSchema.safeParse(b).success) {
    usage(`not a withdrawal or deposit id: ${b}`);
  }
  try {
    if (cmd === 'check') {
      const r = await checkLedger(db);
      if (r.ok) {
        console.log(`ledger OK: ${r.transactions} transactions, ${r.accounts} accounts, all balanced`);
        return 0;
      }
      console.error(`ledger FAILED (${r.problems.length} problems):`);
      for (const p of r.problems) console.error(`  ${p}`);
      return 1;
    }
    if (cmd === 'reconcile') {
      const LIMIT = 50;
      const r = await reconcile(db, LIMIT);
      const width = Math.max(...r.checks.map((c) => c.kind.length));
      for (const c of r.checks) {
        const result = c.error
          ? 'ERROR '
          : c.problems === 0
            ? 'ok    '
            : `${c.problems >= LIMIT ? `${LIMIT}+` : c.problems} problem${c.problems === 1 ? '' : 's'}`;
        const line = `${result.padEnd(12)}${c.kind.padEnd(width + 2)}${c.title}`;
        if (c.problems === 0) console.log(line);
        else console.error(line);
        for (const p of r.problems.filter((x) => x.kind === c.kind)) console.error(`              ${p.detail}`);
      }
      const secs = (r.ms / 1000).toFixed(2);
      if (r.ok) {
        console.log(
          `reconcile OK: ${r.checks.length} checks, every book agrees with the ledger, nothing stuck (${secs} s)`,
        );
        return 0;
      }
      console.error(
        `reconcile FAILED: ${r.problems.length} problem${r.problems.length === 1 ? '' : 's'} in ${r.checks.filter((c) => c.problems).length} of ${r.checks.length} checks (${secs} s)`,
      );
      return 1;
    }
    if (cmd === 'adjust') {
      if (!a || !b) usage('adjust needs <user> and <amount>');
      const amount = Number(b);
      if (!Number.isSafeInteger(amount) || amount === 0) usage('<amount> is a nonzero whole number of minor units');
      const reason = values.reason?.trim();
      if (!reason) usage('adjust needs --reason "…" (it is kept in the ledger)');
      const { rows } = await db.query<{ id: number; currency: string | null }>(
        /^\d+$/.test(a)
          ? 'SELECT id, currency FROM users WHERE id = $1'
          : 'SELECT id, currency FROM users WHERE email = lower($1)',
        [a],
      );
      const u = rows[0];
      if (!u) usage(`no such player: ${a}`);
      if (!u.currency) usage('the player has no currency yet');
      const res = await inWalletTransaction(db, (tx) =>
        adjust(tx, {
          key: `adjustment:${randomUUID()}`,
          userId: Number(u.id),
          currency: u.currency!,
          amount,
          reason,
          actor,
        }),
      );
      console.log(`adjusted player ${u.id} by ${amount} ${u.currency} (transaction ${res.transactionId})`);
      return 0;
    }
    if (cmd === 'withdrawals') {
      if (a === 'list') {
        const list = await listWithdrawals(db, values.failed ? 'payout_failed' : values.all ? 'all' : 'pending');
        if (!list.length) console.log('no withdrawals');
        for (const w of list) {
          const payout = w.payout_state
            ? `  payout ${w.payout_state}${w.provider_ref ? ` ${w.provider_ref}` : ''}${
                w.payout_state === 'sent'
                  ? ''
                  : ` (attempts ${w.payout_attempts}${w.payout_next_at ? `, next ${w.payout_next_at}` : ''})`
              }${w.payout_last_error ? `  last error: ${w.payout_last_error}` : ''}`
            : '';
          console.log(
            `${w.id}  ${w.created_at}  player ${w.user_id} ${w.email ?? ''}  ${w.amount} ${w.currency}  ${w.method}  ${w.status}${payout}`,
          );
        }
        return 0;
      }
      if (a === 'approve' && b) {
        const w = await decideWithdrawal(db, b, 'approve', { actor, reason: values.reason?.trim() });
        console.log(`withdrawal ${w.id}: ${w.status}, payout queued`);
        return payoutReport(await sendPayouts(db, { id: w.id }));
      }
      if (a === 'retry' && b) return payoutReport([await retryPayout(db, b)]);
      if (a === 'reject' && b) {
        if (!values.reason?.trim()) usage('reject needs --reason "…"');
        const w = await decideWithdrawal(db, b, 'reject', { actor, reason: values.reason?.trim() });
        console.log(`withdrawal ${w.id}: ${w.status}`);
        return 0;
      }
      usage('withdrawals list [--all|--failed] | approve <id> | retry <id> | reject <id> --reason "…"');
    }
    if (cmd === 'frozen') {
      if (a === 'list') {
        const list = await listFrozen(db, !!values.all);
        if (!list.length) console.log('no frozen payments');
        for (const f of list) {
          console.log(
            `${f.deposit_id}  ${f.frozen_at}  player ${f.user_id} ${f.email ?? ''}  ${f.amount} ${f.currency}  ${f.provider}  ${f.status}  reason ${f.reason ?? '?'}${f.refund_ref ? `  refund ${f.refund_ref}` : ''}`,
          );
        }
        return 0;
      }
      if (a === 'return' && b) {
        const r = await returnFrozen(db, b, { actor });
        console.log(
          `deposit ${b}: returned${r.refundRef ? ` (refund ${r.refundRef})` : ''}${r.replayed ? ', already done before' : ''}`,
        );
        return 0;
      }
      usage('frozen list [--all] | return <deposit id>');
    }
    usage(`unknown command: ${cmd}`);
  } catch (e) {
    if (e instanceof WalletError) {
      console.error(`${e.code}: ${e.message}`);
      return 1;
    }
    throw e;
  } finally {
    await db.close();
  }
}

function payoutReport(list: PayoutOutcome[]): number {
  if (!list.length) {
    console.log('payout: not due or being sent by another process (see withdrawals list --all)');
    return 0;
  }
  for (const p of list) {
    if (p.state === 'sent') console.log(`payout sent: provider reference ${p.providerRef}`);
    else console.error(`payout ${p.state}: ${p.error} (the server retries it; withdrawals list --failed shows it)`);
  }
  return list.every((p) => p.state === 'sent') ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
