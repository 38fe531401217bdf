import type { BonusData, BonusesConfig, BonusTemplate, WaitingBonus } from '../../contract/bonus';
import type { Lang } from '../../contract/common';
import type { Queryable } from '../db/types';

// Promo codes and the waiting bonus (issue 20, spec sections 4 and 7). Domain code: no HTTP.
// A code is offered while it exists, is not disabled, is inside its dates, is under its overall
// limit, and names an enabled template of bonuses.json; anything else reads as unknown, so a
// probe learns nothing about codes that once existed.

export interface PromoInput {
  code: string;
  template: string;
  maxRedemptions: number | null;
  perPlayer: number;
  validFrom: Date | null;
  validUntil: Date | null;
  by: string;
}

export class PromoError extends Error {
  constructor(
    readonly code: 'unknown_template' | 'exists' | 'not_found',
    message: string,
  ) {
    super(message);
  }
}

interface PromoRow {
  code: string;
  template: string;
  max_redemptions: number | null;
  per_player: number;
  valid_from: Date;
  valid_until: Date | null;
  disabled_at: Date | null;
  redeemed: number;
}

/** The template's name in a language: that language, else English, else the first given. */
export function templateName(t: BonusTemplate, lang: Lang): string {
  if (typeof t.name === 'string') return t.name;
  return t.name[lang] ?? t.name.en ?? Object.values(t.name)[0] ?? '';
}

export async function createPromo(q: Queryable, cfg: BonusesConfig, p: PromoInput): Promise<void> {
  if (!cfg.templates[p.template]) {
    throw new PromoError('unknown_template', `no template "${p.template}" in bonuses.json`);
  }
  if (cfg.templates[p.template]!.kind === 'cashback') {
    throw new PromoError('unknown_template', `"${p.template}" is a cashback: it is granted by itself, not with a code`);
  }
  const { rows } = await q.query(
    `INSERT INTO promo_codes (code, template, max_redemptions, per_player, valid_from, valid_until, created_by)
     VALUES ($1, $2, $3, $4, coalesce($5, now()), $6, $7) ON CONFLICT (code) DO NOTHING RETURNING code`,
    [p.code, p.template, p.maxRedemptions, p.perPlayer, p.validFrom, p.validUntil, p.by],
  );
  if (!rows[0]) throw new PromoError('exists', `promo code ${p.code} exists`);
}

export async function disablePromo(q: Queryable, code: string): Promise<void> {
  const { rows } = await q.query(
    `UPDATE promo_codes SET disabled_at = coalesce(disabled_at, now()) WHERE code = $1 RETURNING code`,
    [code],
  );
  if (!rows[0]) throw new PromoError('not_found', `no promo code ${code}`);
}

export interface PromoListItem {
  code: string;
  template: string;
  maxRedemptions: number | null;
  perPlayer: number;
  validFrom: string;
  validUntil: string | null;
  disabled: boolean;
  redeemed: number;
}

export async function listPromos(q: Queryable): Promise<PromoListItem[]> {
  const { rows } = await q.query<PromoRow>(`${PROMO_SELECT} ORDER BY p.created_at DESC, p.code`);
  return rows.map((r) => ({
    code: r.code,
    template: r.template,
    maxRedemptions: r.max_redemptions === null ? null : Number(r.max_redemptions),
    perPlayer: Number(r.per_player),
    validFrom: new Date(r.valid_from).toISOString(),
    validUntil: r.valid_until ? new Date(r.valid_until).toISOString() : null,
    disabled: r.disabled_at !== null,
    redeemed: Number(r.redeemed),
  }));
}

const PROMO_SELECT = `SELECT p.code, p.template, p.max_redemptions, p.per_player, p.valid_from, p.valid_until,
    p.disabled_at, (SELECT count(*) FROM promo_redemptions r WHERE r.code = p.code)::int AS redeemed
  FROM promo_codes p`;

const secondsUntil = (end: Date | null, now: number): number | null =>
  end === null ? null : Math.max(0, Math.floor((new Date(end).getTime() - now) / 1000));

/** The code's row and template while it is offered at `now`, else null. */
async function offered(
  q: Queryable,
  cfg: BonusesConfig,
  code: string,
  now: number,
): Promise<{ row: PromoRow; template: BonusTemplate } | null> {
  const { rows } = await q.query<PromoRow>(`${PROMO_SELECT} WHERE p.code = $1`, [code]);
  const row = rows[0];
  if (!row || row.disabled_at !== null) return null;
  if (new Date(row.valid_from).getTime() > now) return null;
  if (row.valid_until !== null && new Date(row.valid_until).getTime() <= now) return null;
  if (row.max_redemptions !== null && Number(row.redeemed) >= Number(row.max_redemptions)) return null;
  const template = cfg.templates[row.template];
  if (!template?.enabled) return null;
  return { row, template };
}

/** GET /bonus-system/bonus/{promo}: what a visitor's code offers, or null (unknown, expired, used up). */
export async function lookupPromo(
  q: Queryable,
  cfg: BonusesConfig,
  code: string,
  lang: Lang,
  now = Date.now(),
): Promise<BonusData | null> {
  const o = await offered(q, cfg, code, now);
  if (!o) return null;
  return {
    name: templateName(o.template, lang),
    expires_in: secondsUntil(o.row.valid_until, now),
    region: o.template.regions.length ? o.template.regions : null,
  };
}

/**
 * The player's waiting bonus: the code they registered with (users.promo), still offered, in
 * their region and currency, not yet redeemed as often as it allows, and, for a deposit match,
 * before their first paid deposit. Null when nothing waits.
 */
export async function waitingBonus(
  q: Queryable,
  cfg: BonusesConfig,
  userId: number,
  lang: Lang,
  now = Date.now(),
): Promise<WaitingBonus | null> {
  const { rows } = await q.query<{ promo: string | null; region: string; currency: string | null; deposited: boolean }>(
    `SELECT u.promo, u.region, u.currency,
            EXISTS (SELECT 1 FROM deposits d WHERE d.user_id = u.id AND d.status = 'paid') AS deposited
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  const u = rows[0];
  // A code already redeemed: its bonus waits for a qualifying deposit (docs/decisions/039).
  const held = await q.query<{ name: BonusTemplate['name']; expires_at: Date | null }>(
    `SELECT name, expires_at FROM bonuses WHERE user_id = $1 AND status = 'waiting' ORDER BY id LIMIT 1`,
    [userId],
  );
  const w = held.rows[0];
  if (w) {
    const name = typeof w.name === 'string' ? w.name : (w.name[lang] ?? w.name.en ?? '');
    return { name, expires_in: secondsUntil(w.expires_at, now) };
  }
  if (!u?.promo) return null;
  const code = u.promo.trim().toUpperCase();
  const o = await offered(q, cfg, code, now);
  if (!o) return null;
  const t = o.template;
  if (t.regions.length && !(t.regions as string[]).includes(u.region)) return null;
  if (u.currency && !Object.hasOwn(t.currencies, u.currency)) return null;
  if (t.kind === 'deposit_match' && u.deposited) return null;
  const used = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM promo_redemptions WHERE code = $1 AND user_id = $2',
    [code, userId],
  );
  if (Number(used.rows[0]!.n) >= Number(o.row.per_player)) return null;
  return { name: templateName(t, lang), expires_in: secondsUntil(o.row.valid_until, now) };
}
