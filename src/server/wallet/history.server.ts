import { DomainError } from '../../contract/domain-errors';
import { decodeHistoryCursor, type HistoryItem, type HistoryKind } from '../../contract/wallet';
import type { Queryable } from '../db/types';

// The player's money history (GET /wallet/history): deposits and withdrawals with their
// states, ledger movements (adjustments, bets, wins, bonuses) and logins, newest first,
// paged by a cursor of (time, id). New kinds join by adding a branch below.

// A bet's or win's detail is its game: the name of the house game account on the other side
// of the posting (the registry slug), not the internal reference.
const GAME_OF = `(SELECT a.name FROM wallet_postings p JOIN wallet_accounts a ON a.id = p.account_id
                 WHERE p.transaction_id = t.id AND a.kind = 'game' LIMIT 1)`;

const BRANCHES: Record<HistoryKind, string> = {
  deposit: `SELECT 'd:' || d.id AS id, 'deposit' AS kind, d.amount AS amount, d.currency, d.status, d.method AS detail, d.created_at
              FROM deposits d WHERE d.user_id = $1`,
  withdrawal: `SELECT 'w:' || w.id, 'withdrawal', -w.amount, w.currency, w.status, split_part(w.method, ':', 2), w.created_at
              FROM withdrawals w WHERE w.user_id = $1`,
  login: `SELECT 'l:' || e.id, 'login', NULL::bigint, NULL, CASE WHEN e.success THEN 'ok' ELSE 'failed' END, e.method, e.created_at
              FROM login_events e WHERE e.user_id = $1`,
  adjustment: ledgerBranch(['adjustment', 'demo_grant', 'opening'], 'adjustment'),
  bet: gameBranch('bet'),
  win: gameBranch('win'),
  bonus: ledgerBranch(
    ['bonus', 'bonus_grant', 'bonus_converted', 'bonus_expired', 'bonus_forfeited', 'race_prize'],
    'bonus',
  ),
};

function ledgerBranch(kinds: string[], as: HistoryKind, detail = "coalesce(t.meta->>'reason', t.reference)"): string {
  const list = kinds.map((k) => `'${k}'`).join(',');
  return `SELECT 't:' || t.id, '${as}', (SELECT sum(p.amount) FROM wallet_postings p JOIN wallet_accounts a ON a.id = p.account_id
                 WHERE p.transaction_id = t.id AND a.user_id = t.user_id AND a.kind IN ('cash','bonus')),
            t.currency, 'done', ${detail}, t.created_at
              FROM wallet_transactions t WHERE t.user_id = $1 AND t.kind IN (${list})`;
}

// A bet settled at once is one ledger transaction (kind 'bet') with the stake and the payout as
// two postings on the player's cash: history shows them as a bet and a win, one row per posting.
function gameBranch(as: 'bet' | 'win'): string {
  const sign = as === 'bet' ? '<' : '>';
  // Refunds (a round never played, a live bet refused after its delay) come back like a win; a
  // sportsbook reversal (a settlement rolled back) goes out like a stake: the statement adds up.
  const kinds = as === 'bet' ? `'stake','bet','reversal'` : `'win','bet','refund'`;
  return `SELECT 'p:' || p.id, '${as}', p.amount, t.currency, 'done', ${GAME_OF}, t.created_at
              FROM wallet_transactions t JOIN wallet_postings p ON p.transaction_id = t.id
              JOIN wallet_accounts a ON a.id = p.account_id AND a.user_id = t.user_id AND a.kind IN ('cash','bonus')
             WHERE t.user_id = $1 AND t.kind IN (${kinds}) AND p.amount ${sign} 0`;
}

export interface HistoryFilter {
  kinds?: HistoryKind[];
  from?: string;
  to?: string;
  cursor?: string;
  limit: number;
}

export function encodeCursor(item: Pick<HistoryItem, 'created_at' | 'id'>): string {
  return Buffer.from(`${item.created_at}|${item.id}`).toString('base64url');
}
/**
 * The cursor's position; one this history could not have given (malformed, a NUL in the id,
 * a year the database cannot read) is refused, never sent to the query (it was a 500).
 */
function decodeCursor(c: string): { at: string; id: string } {
  const cur = decodeHistoryCursor(c);
  if (!cur) throw new DomainError('invalid_cursor', 'Not a cursor this history gave', 'cursor');
  return cur;
}

export async function history(
  q: Queryable,
  userId: number,
  f: HistoryFilter,
): Promise<{ items: HistoryItem[]; nextCursor: string | null }> {
  const kinds = f.kinds?.length ? f.kinds : (Object.keys(BRANCHES) as HistoryKind[]);
  const union = kinds.map((k) => BRANCHES[k]).join('\nUNION ALL\n');
  const cur = f.cursor ? decodeCursor(f.cursor) : null;
  const { rows } = await q.query<{
    id: string;
    kind: HistoryKind;
    amount: number | null;
    currency: string | null;
    status: string;
    detail: string | null;
    created_at: Date | string;
  }>(
    `SELECT * FROM (${union}) h(id, kind, amount, currency, status, detail, created_at)
      WHERE ($2::timestamptz IS NULL OR created_at >= $2) AND ($3::timestamptz IS NULL OR created_at < $3)
        AND ($4::timestamptz IS NULL OR (created_at, id) < ($4, $5::text))
      ORDER BY created_at DESC, id DESC LIMIT $6`,
    [userId, f.from ?? null, toExclusive(f.to), cur?.at ?? null, cur?.id ?? '', f.limit + 1],
  );
  const items = rows.slice(0, f.limit).map((r) => ({
    id: r.id,
    kind: r.kind,
    amount: r.amount === null ? null : Number(r.amount),
    currency: (r.currency as HistoryItem['currency']) ?? null,
    status: r.status,
    detail: r.detail,
    created_at: new Date(r.created_at).toISOString(),
  }));
  const last = items.at(-1);
  return { items, nextCursor: rows.length > f.limit && last ? encodeCursor(last) : null };
}

/** A date-only `to` includes that whole day. */
function toExclusive(to: string | undefined): string | null {
  if (!to) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(to)) return new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString();
  return to;
}

const csvCell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  // Quote always; a leading = + - @ could be read as a formula by spreadsheets.
  return `"${(/^[=+\-@]/.test(s) && Number.isNaN(Number(s)) ? `'${s}` : s).replace(/"/g, '""')}"`;
};

export function historyCsv(items: HistoryItem[], columns: readonly (keyof HistoryItem)[]): string {
  return [columns.join(','), ...items.map((i) => columns.map((c) => csvCell(i[c])).join(','))].join('\r\n');
}
