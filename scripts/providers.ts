// `npm run providers -- list | rounds [--provider P] [--older-than H] | rollback <provider> <round> <user id> | sweep
//   | tx <provider> <transaction uuid> | round <provider> <round>`
// The operator's side of the game providers (issue 21), on the product's own database
// (DATABASE_URL, else the embedded PGlite in DATA_DIR). Providers live in providers.json.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { getConfig } from '../src/server/config/store.server';
import { getDb } from '../src/server/db/index.server';
import { providersOf } from '../src/server/providers/registry.server';
import {
  OPEN_ROUND_HOURS,
  openRounds,
  providerTransactions,
  rollbackRound,
  sweepProviderRounds,
} from '../src/server/providers/rounds.server';

const USAGE = `Usage: npm run providers -- <command>

  list                                        the providers of providers.json with their games
  rounds [--provider P] [--older-than H]      rounds still open (default: all ages)
  rollback <provider> <round> <user id>       return the round's unsettled stakes to the player and close it
  sweep                                       finish recorded rollbacks, then close rounds open ${OPEN_ROUND_HOURS} hours (no money moves)
  tx <provider> <transaction uuid>            our record of one transaction, one JSON line (Hub88's names, amounts in 1/100,000)
  round <provider> <round>                    every transaction of a round, as above: compare with the aggregator's
                                              Transactions API (Hub88: POST /operator/generic/v2/transactions/list by round)

The database is DATABASE_URL when set, else the embedded one in DATA_DIR (default: data).
With the embedded database, stop the server first: only one process may open it.`;

function usage(problem?: string): never {
  if (problem) console.error(`${problem}\n`);
  console.error(USAGE);
  process.exit(2);
}

const options = {
  provider: { type: 'string' },
  'older-than': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;
let parsed: ReturnType<typeof parseArgs<{ allowPositionals: true; options: typeof options }>>;
try {
  parsed = parseArgs({ allowPositionals: true, options });
} catch (e) {
  usage(e instanceof Error ? e.message : String(e));
}
const { values, positionals } = parsed;
if (values.help || !positionals.length) usage();
const [cmd, a, b, c] = positionals;
const hours = z.coerce.number().int().min(0).max(100_000);
const userId = z.coerce.number().int().positive();

try {
  if (cmd === 'list') {
    for (const p of providersOf(getConfig()).byName.values()) {
      console.log(
        `${p.name}\t${p.config.protocol}\t${p.config.enabled ? 'on' : 'OFF'}\t${p.config.games.length} games`,
      );
      for (const g of p.config.games) console.log(`  ${p.name}-${g.code}\t${g.kind}\tRTP ${g.rtp} %\t${g.title}`);
    }
  } else if (cmd === 'rounds') {
    const older = values['older-than'] === undefined ? 0 : hours.safeParse(values['older-than']);
    if (typeof older !== 'number' && !older.success) usage('--older-than: hours');
    const rows = await openRounds(await getDb(), {
      provider: values.provider,
      olderThanHours: typeof older === 'number' ? older : older.data,
    });
    if (!rows.length) console.log('No open rounds.');
    for (const r of rows) {
      console.log(
        `${r.provider}\t${r.round_id}\tuser ${r.user_id}\t${r.game}\t${r.currency} staked ${r.staked} paid ${r.paid}\topened ${r.opened_at}`,
      );
    }
  } else if (cmd === 'rollback') {
    const u = userId.safeParse(c);
    if (!a || !b || !u.success) usage('rollback needs <provider> <round> <user id>.');
    const out = await rollbackRound(await getDb(), a, b, u.data);
    if (!out.bets.length) console.log('No bets in that round.');
    for (const x of out.bets) {
      const what =
        x.status === 'ok'
          ? 'returned (or already returned)'
          : x.status === 'settled'
            ? 'kept: a win settled it'
            : x.status;
      console.log(`bet ${x.tx}\t${x.amount}\t${what}`);
    }
  } else if (cmd === 'tx' || cmd === 'round') {
    if (!a || !b) usage(`${cmd} needs <provider> <${cmd === 'tx' ? 'transaction uuid' : 'round'}>.`);
    const rows = await providerTransactions(await getDb(), a, cmd === 'tx' ? { tx: b } : { round: b });
    if (!rows.length) {
      console.error(`No transaction of ${a} with that ${cmd === 'tx' ? 'uuid' : 'round'}.`);
      process.exit(1);
    }
    for (const r of rows) console.log(JSON.stringify(r));
  } else if (cmd === 'sweep') {
    const { rolledBack, closed } = await sweepProviderRounds(await getDb());
    console.log(`Finished ${rolledBack} recorded rollback(s); closed ${closed} stale round(s) with no money moved.`);
  } else {
    usage(`Unknown command: ${positionals.join(' ')}`);
  }
  process.exit(0);
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}
