// `npm run wallet -- check | adjust <user> <amount> --reason "…" | withdrawals list [--all] | withdrawals approve <id> | withdrawals reject <id> --reason "…"`
// The operator's side of the wallet, on the product's own database (DATABASE_URL, else the
// embedded PGlite in DATA_DIR). The logic lives in src/server/wallet.
import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { WalletError } from '../src/contract/wallet-errors';
import { getDb } from '../src/server/db/index.server';
import { adjust, checkLedger, decideWithdrawal, inWalletTransaction, listWithdrawals } from '../src/server/wallet';

const USAGE = `Usage: npm run wallet -- <command>

  check                                   prove the ledger: every transaction sums to zero and every
                                          cached balance equals its postings (exit 1 if not)
  adjust <user> <amount> --reason "…"     manual adjustment of the player's cash in their currency;
                                          <user> is an id or an e-mail, <amount> signed minor units
                                          (-500 takes 5.00); recorded with the reason and your name
  withdrawals list [--all]                pending withdrawals (--all: every one)
  withdrawals approve <id>                pay it out through its provider
  withdrawals reject <id> --reason "…"    refuse it; the held money returns to the player

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
    options: { all: { type: 'boolean' }; reason: { type: 'string' }; help: { type: 'boolean'; short: 'h' } };
  }>
>;
try {
  parsed = parseArgs({
    allowPositionals: true,
    allowNegative: false,
    // A negative amount (-500) is a value, not an option.
    args: process.argv.slice(2).map((x) => (/^-\d+$/.test(x) ? `neg:${x.slice(1)}` : x)),
    options: { all: { type: 'boolean' }, reason: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
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
        const list = await listWithdrawals(db, values.all ? 'all' : 'pending');
        if (!list.length) console.log('no withdrawals');
        for (const w of list) {
          console.log(
            `${w.id}  ${w.created_at}  player ${w.user_id} ${w.email ?? ''}  ${w.amount} ${w.currency}  ${w.method}  ${w.status}`,
          );
        }
        return 0;
      }
      if ((a === 'approve' || a === 'reject') && b) {
        if (a === 'reject' && !values.reason?.trim()) usage('reject needs --reason "…"');
        const w = await decideWithdrawal(db, b, a, { actor, reason: values.reason?.trim() });
        console.log(`withdrawal ${w.id}: ${w.status}`);
        return 0;
      }
      usage('withdrawals list | approve <id> | reject <id> --reason "…"');
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

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
