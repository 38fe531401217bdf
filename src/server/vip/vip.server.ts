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
import type { Db, Queryable } from '../db/types';
import { balancesOf, inWalletTransaction, payVip, vipPaymentKey } from '../wallet';
import { calendarMonth, isoWeek } from './periods';

// The VIP club (issue 20). Points are the player's lifetime own-money wagering (player_stats, kept
// by every game movement), each currency converted by vip.json's rate; the level is the highest
// whose minimum the points reach, and never goes down (vip_players keeps the highest reached). A
// level's reward is paid when it is first reached, as the player's VIP state is read or a claim is
// made; rakeback is the level's percent of the house edge (player_stats.edge) earned since the last
// claim; weekly and monthly rewards are claimed once per period, at most a share of the house edge
// of the player's play in it (vip.json rewardsEdgeShare).
// Every payment is keyed (src/server/wallet/loyalty.server.ts), and each claim holds the player's
// vip_players row, so two requests at once pay once.

const isCurrency = (c: string | null): c is Currency => c !== null && (CURRENCIES as readonly string[]).includes(c);

/** Points from what was wagered per currency: floor(wagered / rate) each, summed; never negative. */
export function pointsOf(cfg: VipConfig, wagered: Partial<Record<string, number>>): number {
  let points = 0;
  for (const [currency, amount] of Object.entries(wagered)) {
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
  wagered: number;
}

async function wageredTotals(q: Queryable, userId: number): Promise<Totals[]> {
  // A day may dip below zero after a refund of an earlier day's stake; the lifetime sum may not.
  const { rows } = await q.query<{ currency: string; wagered: string }>(
    `SELECT currency, greatest(sum(wagered), 0)::text AS wagered FROM player_stats WHERE user_id = $1 GROUP BY currency`,
    [userId],
  );
  return rows.map((r) => ({ currency: r.currency, wagered: Number(r.wagered) }));
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
    wageredTotals(db, userId),
    accountOf(db, userId),
    db.query<{ level: number }>('SELECT level FROM vip_players WHERE user_id = $1', [userId]),
  ]);
  const points = pointsOf(cfg, Object.fromEntries(totals.map((t) => [t.currency, t.wagered])));
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
 * Rakeback owed per currency: (edge now − edge at the last claim) × percent / 100 plus the fraction
 * the last claim left, in numeric (exact) arithmetic; `amount` is what a claim pays (whole units).
 */
async function rakebackOwed(
  q: Queryable,
  userId: number,
  percent: number,
  currency?: string,
): Promise<{ currency: string; total: string; value: string; amount: number }[]> {
  const { rows } = await q.query<{ currency: string; total: string; value: string; amount: string }>(
    `WITH s AS (SELECT currency, sum(edge) AS total FROM player_stats
                 WHERE user_id = $1 AND ($3::text IS NULL OR currency = $3) GROUP BY currency),
          v AS (SELECT s.currency, s.total,
                       (s.total - coalesce(r.claimed_edge, 0)) * $2::numeric / 100 + coalesce(r.carry, 0) AS value
                  FROM s LEFT JOIN vip_rakeback r ON r.user_id = $1 AND r.currency = s.currency)
     SELECT currency, total::text, value::text, greatest(floor(value), 0)::text AS amount FROM v`,
    [userId, String(percent), currency ?? null],
  );
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
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
  const { rows } = await q.query<{ w: string | null; edge: string | null }>(
    `SELECT sum(wagered)::text AS w, sum(edge)::text AS edge FROM player_stats
      WHERE user_id = $1 AND currency = $2 AND day >= $3::date AND day < $4::date`,
    [userId, currency, span.from, span.until],
  );
  const cap = Math.floor((Number(rows[0]?.edge ?? 0) * cfg.rewardsEdgeShare) / 100);
  return { span, full, amount: Math.max(0, Math.min(full, cap)), wagered: Number(rows[0]?.w ?? 0) > 0 };
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
  const owed = await rakebackOwed(db, userId, rakebackPercent(cfg, level));
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
  await syncLevel(db, cfg, userId);
  const currency = asked ?? (await accountOf(db, userId)).currency;
  if (!currency) return { ok: false, reason: 'nothing_to_claim' };
  return inWalletTransaction(db, async (tx): Promise<ClaimResult> => {
    const held = await lockPlayer(tx, userId);
    const percent = rakebackPercent(cfg, Math.min(held.level, cfg.levels.length));
    const [owed] = await rakebackOwed(tx, userId, percent, currency);
    if (!percent || !owed || owed.amount < 1) return { ok: false, reason: 'nothing_to_claim' };
    const claim = held.claims + 1;
    await payVip(tx, { payment: 'rakeback', occasion: claim, userId, currency, amount: owed.amount });
    await tx.query(
      `INSERT INTO vip_rakeback (user_id, currency, claimed_edge, carry, paid, claimed_at)
       VALUES ($1, $2, $3::numeric, $4::numeric - $5::bigint, $5::bigint, now())
       ON CONFLICT (user_id, currency) DO UPDATE SET claimed_edge = EXCLUDED.claimed_edge, carry = EXCLUDED.carry,
         paid = vip_rakeback.paid + EXCLUDED.paid, claimed_at = EXCLUDED.claimed_at`,
      [userId, currency, owed.total, owed.value, owed.amount],
    );
    await tx.query('UPDATE vip_players SET rakeback_claims = $2 WHERE user_id = $1', [userId, claim]);
    const { balance } = await balancesOf(tx, userId, currency);
    return { ok: true, currency, amount: owed.amount, balance };
  });
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
  await syncLevel(db, cfg, userId);
  const { currency } = await accountOf(db, userId);
  if (!currency) return { ok: false, reason: 'no_reward' };
  return inWalletTransaction(db, async (tx): Promise<ClaimResult> => {
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
  });
}
