// `npm run bonus -- promo add <CODE> --template <id> [--max N] [--per-player N] [--from ISO] [--until ISO] |
//  promo list | promo disable <CODE> | templates | player <user id> | forfeit <bonus id> | sweep`
// The operator's side of the bonus system (issue 20), on the product's own database (DATABASE_URL,
// else the embedded PGlite in DATA_DIR). Templates live in the operator folder's bonuses.json.
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { promoCodeSchema } from '../src/contract/bonus';
import { BONUS_GAMES, expireBonuses, grantCashback, playerBonuses } from '../src/server/bonus/bonuses.server';
import { createPromo, disablePromo, listPromos, PromoError, templateName } from '../src/server/bonus/promo.server';
import { getConfig } from '../src/server/config/store.server';
import { getDb } from '../src/server/db/index.server';
import { gameEdgesPpm } from '../src/server/vip/edges.server';
import { endBonus, inWalletTransaction } from '../src/server/wallet';

const USAGE = `Usage: npm run bonus -- <command>

  templates                               the bonus templates of bonuses.json (id, kind, name)
  promo list                              every promo code with its limits and redemptions
  promo add <CODE> --template <id>        a new code for a template; options:
      [--max N]                           redemptions overall (default: no limit)
      [--per-player N]                    redemptions per player (default 1)
      [--from ISO] [--until ISO]          the dates it is offered between (default: now, no end)
  promo disable <CODE>                    stop offering it (redemptions made stay)
  player <user id>                        a player's bonuses with their progress
  forfeit <bonus id>                      end a live bonus; its money returns to the house (ledger)
  sweep                                   expire what is due and grant the last period's cashback now

The database is DATABASE_URL when set, else the embedded one in DATA_DIR (default: data).
With the embedded database, stop the server first: only one process may open it.`;

function usage(problem?: string): never {
  if (problem) console.error(`${problem}\n`);
  console.error(USAGE);
  process.exit(2);
}

const options = {
  template: { type: 'string' },
  max: { type: 'string' },
  'per-player': { type: 'string' },
  from: { type: 'string' },
  until: { type: 'string' },
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

const count = z.coerce.number().int().positive();
const date = z.iso.datetime({ offset: true }).transform((s) => new Date(s));
function opt<T>(schema: z.ZodType<T>, v: string | undefined, name: string): T | null {
  if (v === undefined) return null;
  const r = schema.safeParse(v);
  if (!r.success) usage(`--${name}: not valid (${v})`);
  return r.data;
}

const [cmd, sub, arg] = positionals;
try {
  if (cmd === 'templates') {
    // With each template, what clearing it is expected to cost a player on each game that counts,
    // as a share of the bonus: wagering × the game's house edge ÷ its weight. Under 100 % the
    // bonus is worth more than it costs, and players who do the sums will clear it for a profit.
    const edges = gameEdgesPpm();
    for (const [id, t] of Object.entries(getConfig().bonuses.templates)) {
      console.log(`${id}\t${t.kind}\t${t.enabled ? 'on' : 'off'}\t${templateName(t, 'en')}`);
      const weights = t.kind === 'free_bets' && t.game ? { [t.game]: 100 } : t.weights;
      for (const g of BONUS_GAMES) {
        const w = weights[g] ?? (t.kind === 'free_bets' ? 0 : t.defaultWeight);
        const edge = edges[g as keyof typeof edges];
        if (!w || !edge || !t.wagering) continue;
        const cost = (t.wagering * (edge / 1e6) * 100) / (w / 100);
        console.log(
          `  ${g.padEnd(10)} weight ${String(w).padStart(3)} %  expected cost to clear ${cost.toFixed(0).padStart(4)} % of the bonus${cost < 100 ? '  ← players profit' : ''}`,
        );
      }
    }
  } else if (cmd === 'promo' && sub === 'list') {
    const rows = await listPromos(await getDb());
    if (!rows.length) console.log('No promo codes.');
    for (const p of rows) {
      console.log(
        `${p.code}\t${p.template}\t${p.redeemed}/${p.maxRedemptions ?? '∞'} (per player ${p.perPlayer})\t${p.validFrom} → ${p.validUntil ?? 'no end'}${p.disabled ? '\tDISABLED' : ''}`,
      );
    }
  } else if (cmd === 'promo' && sub === 'add') {
    const code = promoCodeSchema.safeParse(arg ?? '');
    if (!code.success) usage('A code is 2–40 letters, digits, "-" or "_".');
    if (!values.template) usage('promo add needs --template <id>.');
    await createPromo(await getDb(), getConfig().bonuses, {
      code: code.data,
      template: values.template,
      maxRedemptions: opt(count, values.max, 'max'),
      perPlayer: opt(count, values['per-player'], 'per-player') ?? 1,
      validFrom: opt(date, values.from, 'from'),
      validUntil: opt(date, values.until, 'until'),
      by: userInfo().username,
    });
    console.log(`Promo code ${code.data} added for template ${values.template}.`);
  } else if (cmd === 'promo' && sub === 'disable') {
    const code = promoCodeSchema.safeParse(arg ?? '');
    if (!code.success) usage('Which code?');
    await disablePromo(await getDb(), code.data);
    console.log(`Promo code ${code.data} is no longer offered.`);
  } else if (cmd === 'player') {
    const id = opt(count, sub, 'user id') ?? usage('Which player (user id)?');
    const rows = await playerBonuses(await getDb(), id, 'en');
    if (!rows.length) console.log('No bonuses.');
    for (const b of rows) {
      console.log(
        `#${b.id}\t${b.status}\t${b.template}\t${b.terms.currency} ${b.amount} (balance ${b.balance})\twagered ${b.wager_required - b.wager_remaining}/${b.wager_required}\t${b.expires_at ?? ''}`,
      );
    }
  } else if (cmd === 'forfeit') {
    const id = opt(count, sub, 'bonus id') ?? usage('Which bonus (id)?');
    const db = await getDb();
    const { rows } = await db.query<{ user_id: number }>('SELECT user_id FROM bonuses WHERE id = $1', [id]);
    if (!rows[0]) usage(`No bonus #${id}.`);
    const out = await inWalletTransaction(db, (tx) => endBonus(tx, Number(rows[0]!.user_id), id, 'forfeited'));
    console.log(out === null ? `Bonus #${id} had already ended; nothing changed.` : `Bonus #${id} forfeited.`);
  } else if (cmd === 'sweep') {
    const db = await getDb();
    console.log(
      `Expired: ${await expireBonuses(db)}; cashback granted: ${await grantCashback(db, getConfig().bonuses)}.`,
    );
  } else {
    usage(`Unknown command: ${positionals.join(' ')}`);
  }
  process.exit(0);
} catch (e) {
  if (e instanceof PromoError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}
