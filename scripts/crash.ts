// `npm run crash -- announce <block height> | enter <terminating hash> <block hash> | status`
// The operator's side of the crash seeding event (issue 40, docs/decisions/066-crash-seeding-event.md),
// on the product's own database (DATABASE_URL, else the embedded PGlite in DATA_DIR). The back office
// does the same through POST /crash/seeding and /crash/seeding/salt (bearer ADMIN_TOKEN).
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { CrashError, crashAnnounceBodySchema, crashSaltBodySchema } from '../src/contract/crash';
import { announceChain, currentSeeding, enterSalt, seedingOf } from '../src/games/crash/seeding.server';
import { getDb } from '../src/server/db/index.server';
import { getEnv } from '../src/server/env.server';

const USAGE = `Usage: npm run crash -- <command>

  announce <block height>                  build a new chain and announce its terminating hash with a
                                           bitcoin block not yet mined; publish both at once
  enter <terminating hash> <block hash>    once that block is mined: its hash becomes the chain's salt,
                                           and rounds start
  status                                   the chain in play, its announcement and its salt

Rounds of a real install (CRASH_SEEDING=public, the default off the demo) start only after enter.
The database is DATABASE_URL when set, else the embedded one in DATA_DIR (default: data).
With the embedded database, stop the server first: only one process may open it.`;

function usage(problem?: string): never {
  if (problem) console.error(`${problem}\n`);
  console.error(USAGE);
  process.exit(2);
}

let positionals: string[];
try {
  ({ positionals } = parseArgs({ allowPositionals: true, options: {} }));
} catch (e) {
  usage(e instanceof Error ? e.message : String(e));
}
const [cmd, a, b] = positionals;

function parsed<T>(schema: z.ZodType<T>, v: unknown): T {
  const r = schema.safeParse(v);
  if (!r.success) usage(z.prettifyError(r.error));
  return r.data;
}

try {
  const db = await getDb();
  if (cmd === 'announce' && a !== undefined) {
    const { block_height } = parsed(crashAnnounceBodySchema, { block_height: Number(a) });
    const out = await announceChain(db, block_height, getEnv().CRASH_CHAIN_LENGTH);
    console.log(`terminating hash\t${out.terminating_hash}`);
    console.log(`chain length\t${out.length}`);
    console.log(`salt\tthe hash of bitcoin block ${block_height} (${out.seeding.source_url})`);
    console.log(`announced at\t${new Date(out.seeding.announced_at).toISOString()}`);
    console.log('Publish these now; enter the block hash once it is mined.');
  } else if (cmd === 'enter' && a !== undefined && b !== undefined) {
    const body = parsed(crashSaltBodySchema, { terminating_hash: a, salt: b });
    const out = await enterSalt(db, body.terminating_hash, body.salt);
    console.log(`salt\t${out.salt}\nentered at\t${new Date(out.seeding.salted_at ?? 0).toISOString()}`);
    console.log('Rounds start with the engine’s next step.');
  } else if (cmd === 'status') {
    const r = await currentSeeding(db);
    if (!r) console.log('no chain yet');
    else {
      const s = seedingOf(r);
      console.log(`terminating hash\t${r.terminating_hash}\nseeding\t${s.source}`);
      if (s.block_height !== null) console.log(`block\t${s.block_height} (${s.source_url})`);
      console.log(`announced at\t${new Date(s.announced_at).toISOString()}`);
      console.log(`salt\t${r.salt ?? '(awaiting the seeding event)'}`);
      console.log(`rounds played\t${Number(r.next_index) - 1} of ${r.length}`);
    }
  } else usage();
  process.exit(0);
} catch (e) {
  if (e instanceof CrashError) {
    console.error(`${e.code}: ${e.message}`);
    process.exit(1);
  }
  throw e;
}
