// `npm run verification -- list [--all] | show <id> | approve <id> [--note "…"] | reject <id> [--note "…"]`
// The operator's side of identity verification: reads and decides the requests players
// submit (POST /api/v2/verification) in the product's own database (DATABASE_URL, else the
// embedded PGlite in DATA_DIR). The logic lives in src/server/auth/verification.server.ts.
import { parseArgs } from 'node:util';
import { getDb } from '../src/server/db/index.server';
import {
  DecisionError,
  decideVerification,
  formatRequest,
  formatRequestTable,
  getVerificationRequest,
  listVerificationRequests,
} from '../src/server/auth/verification.server';

const USAGE = `Usage: npm run verification -- <command>

  list [--all]                 pending requests (--all: every request)
  show <id>                    one request in full
  approve <id> [--note "…"]    verify the player (status success)
  reject <id> [--note "…"]     refuse the request (status failed; the player may submit again)

The database is DATABASE_URL when set, else the embedded one in DATA_DIR (default: data).
With the embedded database, stop the server first: only one process may open it.`;

function usage(problem?: string): never {
  if (problem) console.error(`${problem}\n`);
  console.error(USAGE);
  process.exit(2);
}

function parse() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { all: { type: 'boolean' }, note: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (e) {
    usage(e instanceof Error ? e.message : String(e));
  }
}
const parsed = parse();
const { values, positionals } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [command, idArg, ...extra] = positionals;
if (!command) usage();
if (extra.length) usage(`Unexpected arguments: ${extra.join(' ')}`);

const needsId = command === 'show' || command === 'approve' || command === 'reject';
if (!needsId && command !== 'list') usage(`Unknown command: ${command}`);
if (needsId && !/^\d+$/.test(idArg ?? '')) usage(`${command} needs a request id (a number)`);
if (!needsId && idArg) usage(`list takes no id`);
if (values.note !== undefined && command !== 'approve' && command !== 'reject')
  usage('--note goes with approve or reject');
if (values.all && command !== 'list') usage('--all goes with list');

const db = await getDb();
let code = 0;
try {
  if (command === 'list') {
    console.log(formatRequestTable(await listVerificationRequests(db, { all: values.all === true })));
  } else if (command === 'show') {
    const request = await getVerificationRequest(db, Number(idArg));
    if (request) console.log(formatRequest(request));
    else {
      console.error(`No verification request #${idArg}`);
      code = 1;
    }
  } else {
    const decided = await decideVerification(
      db,
      Number(idArg),
      command === 'approve' ? 'approve' : 'reject',
      values.note,
    );
    console.log(
      `Request #${decided.id} ${command === 'approve' ? 'approved' : 'rejected'}: player #${decided.user_id} is now ${decided.status}.`,
    );
  }
} catch (e) {
  if (!(e instanceof DecisionError)) throw e;
  console.error(e.message);
  code = 1;
} finally {
  await db.close();
}
process.exit(code);
