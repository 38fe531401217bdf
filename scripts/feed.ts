// `npm run feed -- replay <dir|file> [--speed N | --as-fast] | status`
// The operator's side of the sportsbook feed (issue 22), on the product's own database (DATABASE_URL,
// else the embedded PGlite in DATA_DIR). A replay goes through feedXml, the adapter boundary the
// simulator and a real feed use: parsed, validated, applied, announced to the running servers' pages
// (over the bus: pg_notify on PostgreSQL) and the bets it touches settled again.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Currency } from '../src/contract/common';
import { eventStatusOf } from '../src/games/betting/board.server';
import { feedXml } from '../src/games/betting/engine.server';
import { parseUof, splitUofMessages } from '../src/games/betting/uof/parse';
import { stopBus } from '../src/games/kit/shared/bus.server';
import { maxPayout } from '../src/server/bets/limits.server';
import { getConfig } from '../src/server/config/store.server';
import { getDb } from '../src/server/db/index.server';
import type { Db } from '../src/server/db/types';
import { getEnv } from '../src/server/env.server';

const USAGE = `Usage: npm run feed -- <command>

  replay <dir|file> [--speed N | --as-fast]
        feed recorded UOF XML messages in order through the feed's adapter: a directory's *.xml
        files sorted by name, or one file of one or many messages (optionally inside <messages>).
        The waits between messages follow their timestamps: --speed N plays N times faster than
        recorded (default 1, real time); --as-fast does not wait. A message that cannot be read is
        reported and skipped; one read in part is applied in part, the markets its unread parts
        name suspended. Prints what was applied, what was read in part or skipped and why, and the
        bets settled.
  status
        producers' states, events by status, open bets and their stake by currency

The database is DATABASE_URL when set, else the embedded one in DATA_DIR (default: data).
On PostgreSQL a replay runs beside the product: its changes reach the open pages at once.
With the embedded database, stop the server first: only one process may open it.`;

function usage(problem?: string): never {
  if (problem) console.error(`${problem}\n`);
  console.error(USAGE);
  process.exit(2);
}

const options = {
  speed: { type: 'string' },
  'as-fast': { type: 'boolean' },
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
const [cmd, target] = positionals;

/** The messages of a directory (its *.xml files by name) or of one file, each with where it came from. */
function readMessages(p: string): { where: string; xml: string }[] {
  let st: ReturnType<typeof statSync>;
  try {
    st = statSync(p);
  } catch {
    usage(`no such file or directory: ${p}`);
  }
  const files = st.isDirectory()
    ? readdirSync(p)
        .filter((f) => f.toLowerCase().endsWith('.xml'))
        .sort()
        .map((f) => path.join(p, f))
    : [p];
  const out: { where: string; xml: string }[] = [];
  for (const f of files) {
    const list = splitUofMessages(readFileSync(f, 'utf8'));
    for (const [i, xml] of list.entries()) out.push({ where: list.length > 1 ? `${f} #${i + 1}` : f, xml });
  }
  return out;
}

/**
 * The database as the replay uses it: every statement it sends is remembered until it ends, so the
 * bus's notifications (sent in the background, after each commit) are all out before we exit.
 */
function tracked(db: Db): { db: Db; drain(): Promise<void> } {
  const pending = new Set<Promise<unknown>>();
  const query: Db['query'] = (sql, params) => {
    const p = db.query(sql, params);
    pending.add(p);
    p.then(
      () => pending.delete(p),
      () => pending.delete(p),
    );
    return p as never;
  };
  const proxy = new Proxy(db, {
    get(t, k) {
      if (k === 'query') return query;
      const v = Reflect.get(t, k, t);
      return typeof v === 'function' ? v.bind(t) : v;
    },
  });
  return {
    db: proxy,
    async drain() {
      // A large event is stored first and notified after: wait until nothing new follows.
      while (pending.size) {
        await Promise.allSettled([...pending]);
        await new Promise((r) => setImmediate(r));
      }
    },
  };
}

const fmtDuration = (ms: number) => {
  const s = Math.round(ms / 1000);
  return s < 120 ? `${s} s` : s < 7200 ? `${Math.round(s / 60)} min` : `${(s / 3600).toFixed(1)} h`;
};

async function replay(db: Db): Promise<number> {
  if (!target) usage('replay needs a directory or a file');
  let speed = 1;
  if (values.speed !== undefined) {
    if (values['as-fast']) usage('--speed or --as-fast, not both');
    speed = Number(values.speed);
    if (!Number.isFinite(speed) || speed <= 0) usage('--speed: a number above 0');
  }
  const wait = !values['as-fast'];
  const messages = readMessages(target);
  if (!messages.length) {
    console.log(`No messages in ${target}.`);
    return 0;
  }
  // The recording's timestamps (fixtures have none): how long the waits take in all.
  const stamps = messages.map(({ xml }) => {
    const p = parseUof(xml);
    return p.ok && 'timestamp' in p.message ? p.message.timestamp : null;
  });
  const known = stamps.filter((t): t is number => t !== null);
  const span = known.length ? Math.max(...known) - Math.min(...known) : 0;
  console.log(
    `Replaying ${messages.length} message(s) from ${target}${
      wait && span
        ? `, spanning ${fmtDuration(span)} recorded (≈ ${fmtDuration(span / speed)} at speed ${speed}; --as-fast to skip the waits)`
        : ''
    }.`,
  );

  const env = getEnv();
  if (!env.DATABASE_URL) {
    console.log(
      `Embedded database ${path.resolve(env.DATA_DIR, 'pglite')}: the product must be stopped while this runs ` +
        '(only one process may open it; nothing here can tell whether it is running).',
    );
  }
  const { db: feedDb, drain } = tracked(db);
  const cfg = getConfig();
  const opts = { replay: true, maxPayoutOf: (c: string) => maxPayout(cfg.betLimits, c as Currency) };
  const since = (await db.query<{ now: string }>('SELECT now()::text AS now')).rows[0]!.now;
  const applied = new Map<string, number>();
  const skipped: { where: string; error: string }[] = [];
  const partly: { where: string; problems: string[] }[] = [];
  let last: number | null = null;
  const started = Date.now();
  for (const [i, m] of messages.entries()) {
    const t = stamps[i] ?? null;
    if (wait && t !== null && last !== null && t > last) await new Promise((r) => setTimeout(r, (t - last!) / speed));
    if (t !== null) last = t;
    const res = await feedXml(feedDb, m.xml, opts);
    if (res.ok) {
      applied.set(res.message.type, (applied.get(res.message.type) ?? 0) + 1);
      if (res.unread) partly.push({ where: m.where, problems: res.unread.problems });
    } else skipped.push({ where: m.where, error: res.error });
  }
  await drain();
  const { rows } = await db.query<{ bets: string; moves: string }>(
    `SELECT count(DISTINCT bet_id) AS bets, count(*) AS moves FROM sb_moves
      WHERE kind IN ('settle', 'reverse', 'refund') AND at >= $1::timestamptz`,
    [since],
  );
  const total = [...applied.values()].reduce((a, n) => a + n, 0);
  console.log(`\nApplied ${total} of ${messages.length} in ${((Date.now() - started) / 1000).toFixed(1)} s:`);
  for (const [type, n] of [...applied].sort((a, b) => b[1] - a[1])) console.log(`  ${type.padEnd(26)} ${n}`);
  if (partly.length) {
    console.log(`Read in part ${partly.length} (what was not read suspended its markets):`);
    for (const p of partly) console.log(`  ${p.where}: ${p.problems.join('; ')}`);
  }
  console.log(`Skipped ${skipped.length}${skipped.length ? ':' : '.'}`);
  for (const s of skipped) console.log(`  ${s.where}: ${s.error}`);
  console.log(`Bets settled: ${rows[0]!.bets} (${rows[0]!.moves} ledger moves: payouts, reversals, refunds).`);
  return 0;
}

async function status(db: Db): Promise<number> {
  const producers = await db.query<{ product: number; state: string; age: string | null; limit_s: string }>(
    `SELECT product, state, round(extract(epoch FROM now() - last_alive_at))::text AS age,
            (alive_limit_ms / 1000)::text AS limit_s
       FROM sb_producers ORDER BY product`,
  );
  const names: Record<number, string> = { 1: 'live', 3: 'pre-match' };
  console.log('Producers:');
  for (const p of producers.rows) {
    console.log(
      `  ${String(p.product).padEnd(3)} ${(names[p.product] ?? '').padEnd(10)} ${p.state.padEnd(11)} ${
        p.age === null ? 'never heard from' : `alive ${p.age} s ago`
      } (limit ${p.limit_s} s)`,
    );
  }
  const events = await db.query<{ status: number; n: string; markets: string; active: string }>(
    `SELECT e.status, count(DISTINCT e.id) AS n, count(m.id) AS markets, count(m.id) FILTER (WHERE m.status = 1) AS active
       FROM sb_events e LEFT JOIN sb_markets m ON m.event_id = e.id GROUP BY e.status ORDER BY e.status`,
  );
  console.log('Events:');
  if (!events.rows.length) console.log('  none');
  for (const e of events.rows) {
    console.log(
      `  ${eventStatusOf(e.status).padEnd(10)} ${String(e.n).padStart(6)}   markets ${e.markets} (${e.active} active)`,
    );
  }
  const bets = await db.query<{ currency: string; n: string; stake: string; potential: string }>(
    `SELECT currency, count(*) AS n, sum(stake)::text AS stake, sum(potential_win)::text AS potential
       FROM sb_bets WHERE status IN ('pending', 'accepted') GROUP BY currency ORDER BY currency`,
  );
  const open = bets.rows.reduce((a, r) => a + Number(r.n), 0);
  console.log(`Open bets: ${open}`);
  for (const b of bets.rows) {
    console.log(`  ${b.currency}  ${b.n} bet(s), stake ${b.stake}, potential win ${b.potential} (minor units)`);
  }
  return 0;
}

async function open(): Promise<Db> {
  const env = getEnv();
  try {
    return await getDb();
  } catch (e) {
    if (!env.DATABASE_URL) {
      console.error(
        `Could not open the embedded database in ${path.resolve(env.DATA_DIR, 'pglite')}: ${(e as Error).message}\n` +
          'If the product is running on it, stop it first: only one process may open an embedded database ' +
          '(or run the product on PostgreSQL, DATABASE_URL, and replay beside it).',
      );
    } else console.error(`Could not open the database: ${(e as Error).message}`);
    process.exit(1);
  }
}

async function main(): Promise<number> {
  if (cmd !== 'replay' && cmd !== 'status') usage(`Unknown command: ${positionals.join(' ')}`);
  const db = await open();
  try {
    return cmd === 'replay' ? await replay(db) : await status(db);
  } finally {
    await stopBus(db);
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error((e as Error).message);
    process.exit(1);
  },
);
