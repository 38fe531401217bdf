import type {
  BonusesConfig,
  BonusOffer,
  BonusStatus,
  BonusTemplate,
  BonusTerms,
  PlayerBonus,
} from '../../contract/bonus';
import type { Currency, Lang, Region } from '../../contract/common';
import { PLAY_GAMES } from '../../games/play';
import type { Db, Queryable } from '../db/types';
import { dayKey, periodAt, previousPeriod } from '../top/periods';
import { activeExclusion, endBonus, grantBonus, inWalletTransaction } from '../wallet';
import { templateName } from './promo.server';
import { logFor } from '../log.server';

const log = logFor('bonus');

// The player's bonuses (issue 20, docs/decisions/039-bonus-money.md): offers with their terms,
// redemption of a promo code, the list with progress, forfeit, expiry and cashback. Money moves
// only through the wallet's bonus functions; the terms a player accepted are frozen on the bonus.

export class BonusError extends Error {
  constructor(
    readonly code:
      | 'not_found'
      | 'already_redeemed'
      | 'currency_required'
      | 'not_offered'
      | 'excluded'
      | 'not_live'
      | 'automatic',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The games whose bets settle in one call (wallet_game_move's p_bonus_ok): the only ones bonus money
 * stakes on and wagering counts. A weight a template gives another game (miner, hilo, crash…)
 * would promise what the bet path never does, so the terms leave it out.
 */
export const BONUS_GAMES: ReadonlySet<string> = new Set(
  PLAY_GAMES.filter((g) => g.kind === 'instant').map((g) => g.slug),
);

const bonusWeights = (w: Record<string, number>) =>
  Object.fromEntries(Object.entries(w).filter(([game]) => BONUS_GAMES.has(game)));

/** A template's terms in one currency, as shown before accepting and frozen when granted. */
export function termsOf(t: BonusTemplate, currency: Currency): BonusTerms | null {
  const m = t.currencies[currency];
  if (!m) return null;
  return {
    kind: t.kind,
    product: t.product,
    currency,
    amount: m.amount,
    percent: t.percent ?? null,
    minDeposit: m.minDeposit ?? null,
    // Free bets stake exactly their amount, on their game only.
    maxStake: t.kind === 'free_bets' ? m.amount : (m.maxStake ?? null),
    maxCashout: m.maxCashout ?? null,
    game: t.game ?? null,
    count: t.count ?? null,
    period: t.period ?? null,
    wagering: t.wagering,
    weights: bonusWeights(t.kind === 'free_bets' && t.game ? { [t.game]: 100 } : t.weights),
    defaultWeight: t.kind === 'free_bets' ? 0 : t.defaultWeight,
    validDays: t.validDays,
  };
}

const offeredIn = (t: BonusTemplate, region: Region | null) =>
  t.enabled && (!t.regions.length || (region !== null && t.regions.includes(region)));

/** The enabled templates offered in a region and currency, with their terms. */
export function offers(cfg: BonusesConfig, region: Region | null, currency: Currency, lang: Lang): BonusOffer[] {
  const out: BonusOffer[] = [];
  for (const [id, t] of Object.entries(cfg.templates)) {
    const terms = offeredIn(t, region) ? termsOf(t, currency) : null;
    if (terms) out.push({ id, name: templateName(t, lang), terms });
  }
  return out;
}

interface BonusRow {
  id: number;
  template: string;
  name: BonusTemplate['name'];
  status: BonusStatus;
  promo: string | null;
  amount: number;
  balance: number | null;
  wager_required: number;
  /** numeric: exact, with the fraction the weights leave. */
  wager_remaining: string | number;
  settled_amount: number | null;
  terms: BonusTerms;
  created_at: Date | string;
  activated_at: Date | string | null;
  expires_at: Date | string | null;
  ended_at: Date | string | null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const nameIn = (name: BonusTemplate['name'], lang: Lang) =>
  typeof name === 'string' ? name : (name[lang] ?? name.en ?? '');

function toPlayerBonus(r: BonusRow, lang: Lang): PlayerBonus {
  return {
    id: Number(r.id),
    template: r.template,
    name: nameIn(r.name, lang),
    status: r.status,
    promo: r.promo,
    amount: Number(r.amount),
    balance: Number(r.balance ?? 0),
    wager_required: Number(r.wager_required),
    // Kept exactly, fractions of a minor unit included (migration 30); shown rounded up, as what is
    // left is never less than the exact figure.
    wager_remaining: Math.ceil(Number(r.wager_remaining)),
    settled_amount: r.settled_amount === null ? null : Number(r.settled_amount),
    terms: r.terms,
    created_at: iso(r.created_at)!,
    activated_at: iso(r.activated_at),
    expires_at: iso(r.expires_at),
    ended_at: iso(r.ended_at),
  };
}

const BONUS_SELECT = `SELECT b.id, b.template, b.name, b.status, b.promo, b.amount, a.balance, b.wager_required,
    b.wager_remaining, b.settled_amount, b.terms, b.created_at, b.activated_at, b.expires_at, b.ended_at
  FROM bonuses b LEFT JOIN wallet_accounts a ON a.id = b.account_id`;

/** The player's bonuses: live ones (active, queued, waiting) first, then the last 50 that ended. */
export async function playerBonuses(q: Queryable, userId: number, lang: Lang): Promise<PlayerBonus[]> {
  const { rows } = await q.query<BonusRow>(
    `(${BONUS_SELECT} WHERE b.user_id = $1 AND b.status IN ('active','queued','waiting'))
     UNION ALL
     (${BONUS_SELECT} WHERE b.user_id = $1 AND b.status NOT IN ('active','queued','waiting') ORDER BY b.id DESC LIMIT 50)`,
    [userId],
  );
  const rank = { active: 0, queued: 1, waiting: 2 } as Record<string, number>;
  return rows
    .map((r) => toPlayerBonus(r, lang))
    .sort((a, b) => (rank[a.status] ?? 3) - (rank[b.status] ?? 3) || b.id - a.id);
}

/** One of the player's bonuses as the API answers it. */
export async function playerBonus(q: Queryable, userId: number, id: number, lang: Lang): Promise<PlayerBonus> {
  const { rows } = await q.query<BonusRow>(`${BONUS_SELECT} WHERE b.id = $1 AND b.user_id = $2`, [id, userId]);
  if (!rows[0]) throw new BonusError('not_found', 'No such bonus.');
  return toPlayerBonus(rows[0], lang);
}

/**
 * A new bonus row, waiting to be granted, with its terms frozen; null when its origin was seen
 * before (each origin makes one bonus). A deposit match waits `validDays` for its deposit.
 */
async function insertBonus(
  tx: Queryable,
  b: {
    userId: number;
    currency: Currency;
    template: string;
    t: BonusTemplate;
    terms: BonusTerms;
    origin: string;
    promo: string | null;
  },
): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO bonuses (user_id, currency, template, kind, product, status, promo, origin, name, terms,
                          max_stake, max_cashout, weights, default_weight, valid_days, expires_at)
     VALUES ($1, $2, $3, $4, $5, 'waiting', $6, $7, $8, $9, $10, $11, $12, $13, $14,
             CASE WHEN $4 = 'deposit_match' THEN now() + make_interval(days => $14) END)
     ON CONFLICT (origin) DO NOTHING RETURNING id`,
    [
      b.userId,
      b.currency,
      b.template,
      b.t.kind,
      b.t.product,
      b.promo,
      b.origin,
      JSON.stringify(b.t.name),
      JSON.stringify(b.terms),
      b.terms.maxStake,
      b.terms.maxCashout,
      JSON.stringify(b.terms.weights),
      b.terms.defaultWeight,
      b.terms.validDays,
    ],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/**
 * Redeems a promo code for the player, in one transaction under the code's row lock, so two
 * redemptions at once never pass a limit together: the code offered now (dates, switch, overall
 * limit, template enabled), the player's region and currency, the per-player limit, not used by
 * another account on one of the player's devices, no exclusion running. A deposit match waits for the next qualifying deposit; the other kinds are granted now.
 * Cashback is never a code's: it comes by itself.
 */
export async function redeemPromo(
  db: Db,
  cfg: BonusesConfig,
  userId: number,
  code: string,
  lang: Lang,
): Promise<PlayerBonus> {
  const id = await inWalletTransaction(db, (tx) => redeemPromoIn(tx, cfg, userId, code));
  return playerBonus(db, userId, id, lang);
}

/** A promo code redeemed inside the caller's transaction (the API records its answer there too); the new bonus's id. */
export async function redeemPromoIn(tx: Queryable, cfg: BonusesConfig, userId: number, code: string): Promise<number> {
  const { rows: users } = await tx.query<{ currency: Currency | null; region: Region }>(
    'SELECT currency, region FROM users WHERE id = $1 FOR NO KEY UPDATE',
    [userId],
  );
  const u = users[0];
  if (!u) throw new BonusError('not_found', 'No such bonus.');
  const { rows: promos } = await tx.query<{
    template: string;
    max_redemptions: number | null;
    per_player: number;
    valid_from: Date;
    valid_until: Date | null;
    disabled_at: Date | null;
  }>(
    `SELECT template, max_redemptions, per_player, valid_from, valid_until, disabled_at FROM promo_codes
      WHERE code = $1 FOR UPDATE`,
    [code],
  );
  const p = promos[0];
  const t = p ? cfg.templates[p.template] : undefined;
  const now = Date.now();
  if (
    !p ||
    !t?.enabled ||
    p.disabled_at !== null ||
    new Date(p.valid_from).getTime() > now ||
    (p.valid_until !== null && new Date(p.valid_until).getTime() <= now)
  ) {
    throw new BonusError('not_found', 'No such bonus.');
  }
  if (t.kind === 'cashback') throw new BonusError('automatic', 'Cashback comes by itself; no code is needed.');
  const { rows: used } = await tx.query<{ all: number; mine: number }>(
    `SELECT count(*)::int AS all, count(*) FILTER (WHERE user_id = $2)::int AS mine FROM promo_redemptions WHERE code = $1`,
    [code, userId],
  );
  if (p.max_redemptions !== null && Number(used[0]!.all) >= Number(p.max_redemptions)) {
    throw new BonusError('not_found', 'No such bonus.');
  }
  if (Number(used[0]!.mine) >= Number(p.per_player)) {
    throw new BonusError('already_redeemed', 'You have already used this code.');
  }
  // The offer is tied to the device as well as the account (spec: super_bonus / whoAreYou, kept
  // in user_devices by the profile call): another account seen on one of this player's devices
  // that redeemed the code has used it for that device. Only the device cookie's ids count, not
  // login fingerprints ('fp:…'): identical devices share a fingerprint (every headless Chromium
  // on one machine does), which would refuse strangers their bonus.
  const { rows: device } = await tx.query<{ shared: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM user_devices mine JOIN user_devices other ON other.device_id = mine.device_id
                      JOIN promo_redemptions r ON r.user_id = other.user_id AND r.code = $1
                     WHERE mine.user_id = $2 AND other.user_id <> $2 AND mine.device_id NOT LIKE 'fp:%') AS shared`,
    [code, userId],
  );
  if (device[0]?.shared) throw new BonusError('already_redeemed', 'This code was already used on this device.');
  if (!u.currency) throw new BonusError('currency_required', 'Choose your account currency first.');
  if (t.regions.length && !t.regions.includes(u.region)) throw new BonusError('not_offered', 'Not offered here.');
  const terms = termsOf(t, u.currency);
  if (!terms) throw new BonusError('not_offered', 'Not offered in your currency.');
  if (await activeExclusion(tx, userId)) throw new BonusError('excluded', 'Bonuses are off while a break runs.');
  await tx.query('INSERT INTO promo_redemptions (code, user_id) VALUES ($1, $2)', [code, userId]);
  const bonusId = await insertBonus(tx, {
    userId,
    currency: u.currency,
    template: p.template,
    t,
    terms,
    origin: `promo:${code}:${userId}:${Number(used[0]!.mine) + 1}`,
    promo: code,
  });
  if (bonusId === null) throw new BonusError('already_redeemed', 'You have already used this code.');
  if (t.kind === 'no_deposit') await grantBonus(tx, userId, bonusId, terms.amount);
  if (t.kind === 'free_bets') await grantBonus(tx, userId, bonusId, terms.amount * (terms.count ?? 1));
  return bonusId;
}

/**
 * The code a player registered with (users.promo), redeemed once: at registration, or, for a player
 * who had no currency then, before their first deposit. A code that is not offered to them is
 * simply not redeemed: registration and deposits never fail over a promo.
 */
export async function redeemSignupPromo(db: Db, cfg: BonusesConfig, userId: number): Promise<PlayerBonus | null> {
  const { rows } = await db.query<{ promo: string | null; used: boolean }>(
    `SELECT u.promo, EXISTS (SELECT 1 FROM promo_redemptions r WHERE r.code = upper(trim(u.promo)) AND r.user_id = u.id) AS used
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  const code = rows[0]?.promo?.trim().toUpperCase();
  if (!code || rows[0]!.used || !/^[A-Z0-9_-]{2,40}$/.test(code)) return null;
  try {
    return await redeemPromo(db, cfg, userId, code, 'en');
  } catch (e) {
    if (e instanceof BonusError) return null;
    throw e;
  }
}

/** The player forfeits a live bonus: its money returns to the house in one ledger transaction. */
export async function forfeitBonus(db: Db, userId: number, id: number, lang: Lang): Promise<PlayerBonus> {
  await inWalletTransaction(db, (tx) => forfeitBonusIn(tx, userId, id));
  return playerBonus(db, userId, id, lang);
}

/** The forfeit inside the caller's transaction (the API records its answer there too). */
export async function forfeitBonusIn(tx: Queryable, userId: number, id: number): Promise<void> {
  const { rows } = await tx.query<{ status: string }>('SELECT status FROM bonuses WHERE id = $1 AND user_id = $2', [
    id,
    userId,
  ]);
  if (!rows[0]) throw new BonusError('not_found', 'No such bonus.');
  if ((await endBonus(tx, userId, id, 'forfeited')) === null) {
    throw new BonusError('not_live', 'This bonus has already ended.');
  }
}

/**
 * Ends what is due: active bonuses past their validity (their money removed by a ledger
 * transaction) and deposit matches that waited too long. Each bonus in its own transaction, so one
 * failure never holds up the others; any process may run it (bonus_end ends a bonus once).
 */
export async function expireBonuses(db: Db, now = new Date()): Promise<number> {
  const { rows } = await db.query<{ id: number; user_id: number }>(
    `SELECT id, user_id FROM bonuses WHERE status IN ('active','waiting') AND expires_at <= $1 ORDER BY expires_at LIMIT 500`,
    [now],
  );
  let n = 0;
  for (const r of rows) {
    try {
      const out = await inWalletTransaction(db, (tx) => endBonus(tx, Number(r.user_id), Number(r.id), 'expired'));
      if (out !== null) n++;
    } catch (e) {
      log.warn({ bonusId: r.id, err: e }, 'expiring a bonus failed');
    }
  }
  return n;
}

/** The last complete period before `now` (UTC days; ISO weeks from Monday), as YYYY-MM-DD bounds. */
export function lastPeriod(period: 'day' | 'week', now: Date): { start: string; end: string } {
  const p = previousPeriod(period, periodAt(period, now));
  return { start: dayKey(p.start), end: dayKey(p.end) };
}

/**
 * Cashback: for each enabled cashback template, every player in its regions and currencies whose
 * own-money net loss over the last complete period is above 0 gets percent of it (at most the
 * template's amount) as a bonus, once per period (the bonus's origin is unique). One transaction per
 * player.
 */
export async function grantCashback(db: Db, cfg: BonusesConfig, now = new Date()): Promise<number> {
  let n = 0;
  for (const [id, t] of Object.entries(cfg.templates)) {
    if (t.kind !== 'cashback' || !t.enabled || !t.period) continue;
    const { start, end } = lastPeriod(t.period, now);
    // The loss is of the player's own money on the template's product (casino or sportsbook), of bets
    // settled in the period (player_stats counts a bet once it is settled, never a stake still open):
    // stakes minus payouts, minus what that product's bonuses converted to cash in the period (a bonus
    // cleared by losing some cash is a gain, not a loss to refund).
    const { rows } = await db.query<{ user_id: number; currency: Currency; region: Region; loss: string }>(
      `SELECT x.user_id, x.currency, x.region, x.loss FROM (
         SELECT s.user_id, s.currency, u.region, sum(s.wagered - s.paid) - coalesce((
             SELECT sum(b.settled_amount) FROM bonuses b WHERE b.user_id = s.user_id AND b.currency = s.currency
                AND b.product = $5 AND b.status = 'converted' AND b.ended_at >= $1::timestamp AT TIME ZONE 'UTC'
                AND b.ended_at < $2::timestamp AT TIME ZONE 'UTC'), 0) AS loss
           FROM player_stats s JOIN users u ON u.id = s.user_id AND u.currency = s.currency
          WHERE s.day >= $1 AND s.day < $2 AND s.currency = ANY($3) AND s.product = $5
            AND NOT EXISTS (SELECT 1 FROM bonuses b WHERE b.origin = 'cashback:' || $4 || ':' || $1 || ':' || s.user_id)
          GROUP BY s.user_id, s.currency, u.region) x
        WHERE x.loss > 0 LIMIT 1000`,
      [start, end, Object.keys(t.currencies), id, t.product],
    );
    for (const r of rows) {
      if (!offeredIn(t, r.region)) continue;
      const terms = termsOf(t, r.currency);
      if (!terms) continue;
      const amount = Math.min(Math.floor((Number(r.loss) * (t.percent ?? 0)) / 100), terms.amount);
      if (amount <= 0) continue;
      try {
        await inWalletTransaction(db, async (tx) => {
          if (await activeExclusion(tx, Number(r.user_id))) return;
          const made = await insertBonus(tx, {
            userId: Number(r.user_id),
            currency: r.currency,
            template: id,
            t,
            terms,
            origin: `cashback:${id}:${start}:${r.user_id}`,
            promo: null,
          });
          if (made !== null) {
            await grantBonus(tx, Number(r.user_id), made, amount);
            n++;
          }
        });
      } catch (e) {
        log.warn({ userId: r.user_id, err: e }, 'cashback failed');
      }
    }
  }
  return n;
}
