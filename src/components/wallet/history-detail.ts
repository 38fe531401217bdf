import type { HistoryItem } from '../../contract/wallet';
import type { Translate } from '../../i18n';
import { methodLabel } from '../profile/method-label';

/** A game's slug (the ledger's game account) to its name in the page's language. */
export type GameNames = Readonly<Record<string, string>>;

/**
 * A history row's detail in words a player reads. The server sends what the ledger holds: a
 * game's account name (`betting`, `dice`), a bonus's reference (`bonus:1`), a loyalty or race
 * reason (`vip_cashback`, `race 3 2026-06-01 #2`), a payment method or a login method (issue 39
 * found `betting` and `bonus:1` on the page). An operator's own adjustment reason is free text and
 * shown as written; anything else that looks like an internal id is left out rather than shown.
 */
export function historyDetail(item: Pick<HistoryItem, 'kind' | 'detail'>, t: Translate, games: GameNames): string {
  const d = item.detail?.trim() ?? '';
  if (!d) return '';
  switch (item.kind) {
    case 'bet':
    case 'win':
      return games[d] ?? (d.startsWith('provider:') || d.includes(':') ? t('wallet.detail.game') : humanize(d));
    case 'login':
      return methodLabel(d, t);
    case 'deposit':
    case 'withdrawal':
      // The demo's payment method; a real provider's method id is its own name ("card", "sbp").
      if (d === 'sandbox') return t('wallet.detail.method_sandbox');
      return looksInternal(d) ? '' : d;
    case 'bonus': {
      const bonus = /^bonus:(\d+)/.exec(d);
      if (bonus) return t('wallet.detail.bonus', { id: bonus[1]! });
      if (d.startsWith('vip_')) return t('wallet.detail.vip');
      const race = /^race\b.*#(\d+)$/.exec(d);
      if (race) return t('wallet.detail.race', { place: race[1]! });
      if (d.startsWith('race')) return t('wallet.detail.race_any');
      return looksInternal(d) ? '' : d;
    }
    case 'adjustment':
      if (d === 'demo-seed' || d.startsWith('demo')) return t('wallet.detail.demo');
      if (d.startsWith('adjustment:') || d === 'opening') return t('wallet.detail.adjustment');
      return looksInternal(d) ? '' : d;
    default:
      return looksInternal(d) ? '' : d;
  }
}

/** JSON, or a single token with a colon or underscore (`bonus:1`, `room-round:7`, `vip_rakeback`). */
function looksInternal(s: string): boolean {
  return /^[[{]/.test(s) || (!/\s/.test(s) && /[:_]/.test(s));
}

/** A slug with no name known (a game since removed): "lucky-seven" → "Lucky seven". */
function humanize(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : '';
}
