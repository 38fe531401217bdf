// The result line of an instant game, the same on every screen: the multiplier and the profit
// (payout − stake) with one sign, "Win ×1.98 · +0.98 ₽" / "No win · -1 ₽". The payout used to be
// shown as if it were the profit ("Win x1.98 (+1.98)").
import type { Currency, Lang } from '../../contract/common';
import { formatSignedMoney, formatTimes } from '../../site/format';
import { money } from './play-client';

export interface Settled {
  payout: number;
  multiplier: number;
  bet: { amount: number };
}

/** "×1.98" (en), "×1,98" (ru): at most two decimals, as the tables print them, in the reader's language. */
export const timesText = (m: number, lang: Lang) => formatTimes(m, lang);

/** "+0.98 ₽", "-1 ₽", "0 ₽"; demo amounts (fun) without a currency sign, as the demo balance shows them. */
export function signedMoney(minor: number, fmt: { currency: Currency; lang: Lang; fun?: boolean }): string {
  if (!fmt.fun) return formatSignedMoney(minor, fmt.currency, fmt.lang);
  return `${minor > 0 ? '+' : minor < 0 ? '-' : ''}${money(Math.abs(minor))}`;
}

/**
 * What a settled bet shows: `won` (it paid something: the strip's green), `tone` (the profit's
 * colour class) and the line's text.
 */
export function resultLine(
  res: Settled,
  labels: { win: string; lose: string },
  fmt: { currency: Currency; lang: Lang; fun?: boolean },
) {
  const won = res.payout > 0;
  const profit = res.payout - res.bet.amount;
  const text = won
    ? `${labels.win} ${timesText(res.multiplier, fmt.lang)} · ${signedMoney(profit, fmt)}`
    : `${labels.lose} · ${signedMoney(profit, fmt)}`;
  const tone = profit > 0 ? 'text-win' : profit < 0 ? 'text-lose' : 'text-muted';
  return { won, profit, text, tone };
}

/** A result's id in the recent strip: the bet's, or (fun bets are not stored) its throwaway seed's. */
export const recentId = (res: { bet: { id: number | null }; fair: { server_seed_hash: string; nonce: number } }) =>
  res.bet.id !== null ? String(res.bet.id) : `fun:${res.fair.server_seed_hash}:${res.fair.nonce}`;
