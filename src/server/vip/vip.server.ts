import { CURRENCIES, type Currency, type Lang } from '../../contract/common';
import type {
  VipClaimRefusal,
  VipConfig,
  VipLevelConfig,
  VipLevelView,
  VipPeriod,
  VipPlayer,
  VipRewardView,
} from '../../contract/vip';
import { RATED_EDGE, ratedWager } from '../../contract/vip';
import type { Db, Queryable } from '../db/types';
import { balancesOf, inWalletTransaction, payVip, vipPaymentKey } from '../wallet';
import { calendarMonth, isoWeek } from './periods';

// The VIP club (issue 20, issue 38). Points are the player's lifetime rated wager: the house edge
// their settled bets put at risk with their own money (player_stats.edge, counted once per settled
// bet by loyalty_count, migration 30), as the stake that would carry it at the 1 % reference edge
// (RATED_EDGE), each currency converted by vip.json's rate; a bet that risked nothing counts
// nothing. The level is the highest whose minimum the points reach, and never goes down (vip_players
// keeps the highest reached). A level's reward is paid when it is first reached, as the player's VIP
// state is read or a claim is made. Rakeback is each level's percent of the edge earned *while the
// player held that level* (rakebackValue), less what was paid; weekly and monthly rewards are
// claimed once per period, at most a share of the edge of the player's play in it (vip.json
// rewardsEdgeShare).
// Every payment is keyed (src/server/wallet/loyalty.server.ts), and each claim holds the player's
// vip_players row, so two requests at once pay once.

const isCurrency = (c: string | null): c is Currency => c !== null && (CURRENCIES as readonly string[]).includes(c);

/** Points from the rated wager per currency: floor(rated / rate) each, summed; never negative. */
export function pointsOf(cfg: VipConfig, rated: Partial<Record<string, number>>): number {
  let points = 0;
  for (const [currency, amount] of Object.entries(rated)) {
    const rate = cfg.points[currency as Currency];
    if (rate && amount && amount > 0) points += Math.floor(amount / rate);
  }
  return points;
}

/** The level the points reach: 0 below the first level's minimum, else 1… */
export function levelForPoints(cfg: VipConfig, points: number): number {
  let level = 0;
  for (const l of cfg.levels) if (points >= l.minPoints) level++;
  return level;
}

export const levelName = (l: VipLevelConfig, lang: Lang): string => l.name[lang] ?? l.name.en ?? l.id;

/** The public table: every level with what it gives, amounts in `currency`. */
export function levelsView(cfg: VipConfig, lang: Lang, currency: Currency): VipLevelView[] {
  return cfg.levels.map((l, i) => ({
    level: i + 1,
    id: l.id,
    name: levelName(l, lang),
    minPoints: l.minPoints,
    rakeback: l.rakeback,
    levelUp: l.levelUp[currency] ?? null,
    weekly: l.weekly[currency] ?? null,
    monthly: l.monthly[currency] ?? null,
  }));
}

interface Totals {
  currency: string;
  /** Rated wager, minor units. */
  rated: number;
}

async function ratedTotals(q: Queryable, userId: number): Promise<Totals[]> {
  // Rows counted before issue 38 may hold a negative day (a refund of an earlier day's stake).
  const { rows } = await q.query<{ currency: string; edge: string }>(
    `SELECT currency, greatest(sum(edge), 0)::text AS edge FROM player_stats WHERE user_id = $1 GROUP BY currency`,
    [userId],
  );
  return rows.map((r) => ({ currency: r.currency, rated: ratedWager(Number(r.edge)) }));
}

async function accountOf(q: Queryable, userId: number): Promise<{ currency: Currency | null; premium: string }> {
  const { rows } = await q.query<{ currency: string | null; premium_status: string }>(
    'SELECT currency, premium_status FROM users WHERE id = $1',
    [userId],
  );
  const currency = rows[0]?.currency ?? null;
  return { currency: isCurrency(currency) ? currency : null, premium: rows[0]?.premium_status ?? 'none' };
}

/** The player's row, made on first use and locked: every claim and level-up of the player waits here. */
async function lockPlayer(tx: Queryable, userId: number): Promise<{ level: number; claims: number }> {
  await tx.query('INSERT INTO vip_players (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [userId]);
  const { rows } = await tx.query<{ level: number; rakeback_claims: number }>(
    'SELECT level, rakeback_claims FROM vip_players WHERE user_id = $1 FOR UPDATE',
    [userId],
  );
  return { level: Number(rows[0]!.level), claims: Number(rows[0]!.rakeback_claims) };
}

/**
 * Raises the stored level to what the points reach and pays each newly reached level's reward
 * (key vip:levelup:<user>:<level>, so once per player and level whatever happens). Returns the
 * player's level: the highest reached, capped at the levels configured now.
 */
export async function syncLevel(db: Db, cfg: VipConfig, userId: number): Promise<{ level: number; points: number }> {
  const [totals, account, stored] = await Promise.all([
    ratedTotals(db, userId),
    accountOf(db, userId),
    db.query<{ level: number }>('SELECT level FROM vip_players WHERE user_id = $1', [userId]),
  ]);
  const points = pointsOf(cfg, Object.fromEntries(totals.map((t) => [t.currency, t.rated])));
  const reached = levelForPoints(cfg, points);
  let level = Number(stored.rows[0]?.level ?? 0);
  // Rewards are paid in the account's currency; a player without one has not played yet.
  if (reached > level && account.currency) {
    const currency = account.currency;
    level = await inWalletTransaction(db, async (tx) => {
      const held = await lockPlayer(tx, userId);
      if (reached <= held.level) return held.level;
      for (let l = held.level + 1; l <= reached; l++) {
        const amount = cfg.levels[l - 1]!.levelUp[currency] ?? 0;
        if (amount > 0) await payVip(tx, { payment: 'levelup', occasion: l, userId, currency, amount });
      }
      await tx.query('UPDATE vip_players SET level = $2, level_reached_at = now() WHERE user_id = $1', [
        userId,
        reached,
      ]);
      return reached;
    });
  }
  return { level: Math.min(Math.max(level, reached), cfg.levels.length), points };
}

const rakebackPercent = (cfg: VipConfig, level: number) => (level > 0 ? (cfg.levels[level - 1]?.rakeback ?? 0) : 0);

/**
 * The mean rakeback percent over the points [from, to): each level's percent weighted by the share
 * of that span spent at it. A player who climbed mid-span earns the lower rate on the part of the
 * span before the threshold (issue 38: rakeback earned at a lower level is paid at that level's rate).
 */
export function meanRakebackPercent(cfg: VipConfig, from: number, to: number): number {
  if (to <= from) return rakebackPercent(cfg, levelForPoints(cfg, from));
  let sum = 0;
  let at = from;
  while (at < to) {
    const level = levelForPoints(cfg, at);
    const next = cfg.levels[level]?.minPoints ?? Number.POSITIVE_INFINITY;
    const end = Math.min(to, next);
    sum += (end - at) * rakebackPercent(cfg, level);
    at = end;
  }
  return sum / (to - from);
}

interface DayEdge {
  day: string;
  currency: string;
  edge: number;
}

/**
 * The rakeback a player's whole history is worth per currency, minor units (fractional): day by day
 * in order, the day's edge at the mean percent of the levels its points crossed (points from every
 * currency, unfloored, so a threshold falls where the play reached it). Exact when the player plays
 * one currency a day; with several the day's points are shared in proportion.
 */
export function rakebackValue(cfg: VipConfig, days: readonly DayEdge[]): Map<string, number> {
  const value = new Map<string, number>();
  let points = 0;
  for (let i = 0; i < days.length; ) {
    const day = days[i]!.day;
    let j = i;
    let gained = 0;
    for (; j < days.length && days[j]!.day === day; j++) {
      const d = days[j]!;
      const rate = cfg.points[d.currency as Currency];
      if (rate && d.edge > 0) gained += d.edge / RATED_EDGE / rate;
    }
    const percent = meanRakebackPercent(cfg, points, points + gained);
    for (let k = i; k < j; k++) {
      const d = days[k]!;
      if (d.edge > 0) value.set(d.currency, (value.get(d.currency) ?? 0) + (d.edge * percent) / 100);
    }
    points += gained;
    i = j;
  }
  return value;
}

/**
 * Rakeback owed per currency: the history's value (rakebackValue) less what claims paid; `amount`
 * is what a claim pays (whole minor units, the fraction left for the next claim).
 */
async function rakebackOwed(
  q: Queryable,
  cfg: VipConfig,
  userId: number,
  currency?: string,
): Promise<{ currency: string; amount: number }[]> {
  const [days, paid] = await Promise.all([
    q.query<{ day: string; currency: string; edge: string }>(
      `SELECT day::text AS day, currency, sum(edge)::text AS edge FROM player_stats WHERE user_id = $1
        GROUP BY day, currency ORDER BY day, currency`,
      [userId],
    ),
    q.query<{ currency: string; paid: string }>(
      'SELECT currency, paid::text AS paid FROM vip_rakeback WHERE user_id = $1',
      [userId],
    ),
  ]);
  const value = rakebackValue(
    cfg,
    days.rows.map((r) => ({ day: r.day, currency: r.currency, edge: Number(r.edge) })),
  );
  const paidOf = new Map(paid.rows.map((r) => [r.currency, Number(r.paid)]));
  return [...value]
    .filter(([c]) => currency === undefined || c === currency)
    .map(([c, v]) => ({ currency: c, amount: Math.max(0, Math.floor(v - (paidOf.get(c) ?? 0) + 1e-9)) }));
}

/**
 * A weekly or monthly reward's span and amount for a player at `level`: the level's reward, at most
 * `rewardsEdgeShare` percent of the house edge of the player's play in the period so far.
 */
async function rewardOf(
  q: Queryable,
  cfg: VipConfig,
  userId: number,
  level: number,
  period: VipPeriod,
  currency: Currency | null,
  now: Date,
) {
  const span = period === 'weekly' ? isoWeek(now) : calendarMonth(now);
  const l = level > 0 ? cfg.levels[level - 1] : undefined;
  const full = (currency && l?.[period][currency]) || 0;
  if (!full || !currency) return { span, full, amount: 0, wagered: false };
  const { rows } = await q.query<{ edge: string | null }>(
    `SELECT sum(edge)::text AS edge FROM player_stats
      WHERE user_id = $1 AND currency = $2 AND day >= $3::date AND day < $4::date`,
    [userId, currency, span.from, span.until],
  );
  const edge = Number(rows[0]?.edge ?? 0);
  const cap = Math.floor((edge * cfg.rewardsEdgeShare) / 100);
  // "Wagered" in the period means a settled bet that put an edge at risk.
  return { span, full, amount: Math.max(0, Math.min(full, cap)), wagered: edge > 0 };
}

async function rewardView(
  q: Queryable,
  cfg: VipConfig,
  userId: number,
  level: number,
  period: VipPeriod,
  currency: Currency | null,
  now: Date,
): Promise<VipRewardView> {
  const { span, full, amount, wagered } = await rewardOf(q, cfg, userId, level, period, currency, now);
  const base = { period: span.key, amount, endsAt: `${span.until}T00:00:00.000Z` };
  if (!full) return { ...base, state: 'none' };
  const key = vipPaymentKey({ payment: period, userId, occasion: span.key });
  const claimed = await q.query('SELECT 1 FROM wallet_transactions WHERE idempotency_key = $1', [key]);
  return { ...base, state: claimed.rows.length ? 'claimed' : wagered && amount > 0 ? 'claimable' : 'no_wager' };
}

/** A signed-in player's VIP state (paying any level-up reward now due). */
export async function vipPlayerState(db: Db, cfg: VipConfig, userId: number, lang: Lang, now = new Date()) {
  const { level, points } = await syncLevel(db, cfg, userId);
  const account = await accountOf(db, userId);
  const nextCfg = cfg.levels[level];
  const floorPoints = level > 0 ? cfg.levels[level - 1]!.minPoints : 0;
  const progress = nextCfg
    ? Math.min(1, Math.max(0, (points - floorPoints) / (nextCfg.minPoints - floorPoints)))
    : cfg.levels.length
      ? 1
      : 0;
  const owed = await rakebackOwed(db, cfg, userId);
  const rakeback = owed
    .filter((o) => isCurrency(o.currency))
    .map((o) => ({ currency: o.currency as Currency, available: o.amount }));
  if (account.currency && !rakeback.some((r) => r.currency === account.currency))
    rakeback.push({ currency: account.currency, available: 0 });
  rakeback.sort((a, b) => Number(b.currency === account.currency) - Number(a.currency === account.currency));
  const [weekly, monthly] = await Promise.all([
    rewardView(db, cfg, userId, level, 'weekly', account.currency, now),
    rewardView(db, cfg, userId, level, 'monthly', account.currency, now),
  ]);
  const player: VipPlayer = {
    level,
    points,
    next: nextCfg ? { level: level + 1, name: levelName(nextCfg, lang), minPoints: nextCfg.minPoints } : null,
    progress,
    rakeback,
    weekly,
    monthly,
    premium: account.premium,
  };
  return { player, currency: account.currency };
}

export type ClaimResult =
  | { ok: true; currency: Currency; amount: number; balance: number }
  | { ok: false; reason: VipClaimRefusal };

/**
 * Pays the rakeback owed in a currency (the account's by default): floor of what is owed, the
 * fraction kept for the next claim. Under the player's row lock, so of two claims at once the
 * second finds nothing left; its key vip:rakeback:<user>:<n> counts the player's claims.
 */
export async function claimRakeback(db: Db, cfg: VipConfig, userId: number, asked?: Currency): Promise<ClaimResult> {
  const { currency } = await beforeClaim(db, cfg, userId);
  return inWalletTransaction(db, (tx) => claimRakebackIn(tx, cfg, userId, asked ?? currency));
}

/**
 * What a claim does before its own transaction: pays any level-up now due (its own keyed movement)
 * and reads the player's account currency.
 */
export async function beforeClaim(db: Db, cfg: VipConfig, userId: number): Promise<{ currency: Currency | null }> {
  await syncLevel(db, cfg, userId);
  return { currency: (await accountOf(db, userId)).currency };
}

/** The rakeback claim itself, inside the caller's transaction (the API's records its answer there too). */
export async function claimRakebackIn(
  tx: Queryable,
  cfg: VipConfig,
  userId: number,
  currency: Currency | null,
): Promise<ClaimResult> {
  if (!currency) return { ok: false, reason: 'nothing_to_claim' };
  const held = await lockPlayer(tx, userId);
  const [owed] = await rakebackOwed(tx, cfg, userId, currency);
  if (!owed || owed.amount < 1) return { ok: false, reason: 'nothing_to_claim' };
  const claim = held.claims + 1;
  await payVip(tx, { payment: 'rakeback', occasion: claim, userId, currency, amount: owed.amount });
  // What was paid is the whole record: the next claim owes the history's value less it.
  await tx.query(
    `INSERT INTO vip_rakeback (user_id, currency, paid, claimed_at) VALUES ($1, $2, $3::bigint, now())
     ON CONFLICT (user_id, currency) DO UPDATE SET paid = vip_rakeback.paid + EXCLUDED.paid, claimed_at = EXCLUDED.claimed_at`,
    [userId, currency, owed.amount],
  );
  await tx.query('UPDATE vip_players SET rakeback_claims = $2 WHERE user_id = $1', [userId, claim]);
  const { balance } = await balancesOf(tx, userId, currency);
  return { ok: true, currency, amount: owed.amount, balance };
}

/**
 * The current week's or month's reward of the player's level, once per period (key
 * vip:weekly:<user>:<YYYY-Www> / vip:monthly:<user>:<YYYY-MM>), for a player who wagered in it.
 */
export async function claimReward(
  db: Db,
  cfg: VipConfig,
  userId: number,
  period: VipPeriod,
  now = new Date(),
): Promise<ClaimResult> {
  const { currency } = await beforeClaim(db, cfg, userId);
  return inWalletTransaction(db, (tx) => claimRewardIn(tx, cfg, userId, currency, period, now));
}

/** The weekly or monthly claim itself, inside the caller's transaction. */
export async function claimRewardIn(
  tx: Queryable,
  cfg: VipConfig,
  userId: number,
  currency: Currency | null,
  period: VipPeriod,
  now = new Date(),
): Promise<ClaimResult> {
  if (!currency) return { ok: false, reason: 'no_reward' };
  const held = await lockPlayer(tx, userId);
  const { span, full, amount } = await rewardOf(
    tx,
    cfg,
    userId,
    Math.min(held.level, cfg.levels.length),
    period,
    currency,
    now,
  );
  if (!full) return { ok: false, reason: 'no_reward' };
  if (!amount) return { ok: false, reason: 'no_wager' };
  const paid = await payVip(tx, { payment: period, occasion: span.key, userId, currency, amount });
  if (paid.replayed) return { ok: false, reason: 'already_claimed' };
  const { balance } = await balancesOf(tx, userId, currency);
  return { ok: true, currency, amount, balance };
}
