'use client';

import { useCallback, useEffect, useState } from 'react';
import { errorLines } from '../../client/errors';
import { useLang, useT } from '../../client/i18n';
import { type HistoryFilter, walletApi } from '../../client/wallet-api';
import type { Currency } from '../../contract/common';
import type { HistoryItem, HistoryKind } from '../../contract/wallet';
import { formatMoney, formatSignedMoney } from '../../site/format';
import { inputClass, Notice } from '../profile/form-parts';
import { formatDateTime } from '../profile/time';
import { usePlayerTimeZone } from '../profile/use-time-zone';
import { Button, buttonClass } from '../ui/button';
import { type GameNames, historyDetail } from './history-detail';

/** The kinds offered as filters: what exists today (bets, wins and bonuses join with the games). */
export const HISTORY_FILTER_KINDS: readonly HistoryKind[] = ['deposit', 'withdrawal', 'adjustment', 'login', 'bet'];

/**
 * /profile/history: deposits, withdrawals, adjustments and logins, newest first, with
 * filters by kind and date, "Show more" paging by cursor, the lifetime net deposits and
 * a CSV export of the filtered list (fetched with the bearer header, then saved).
 */
export function WalletHistory({
  timeZone,
  currency,
  games = {},
}: {
  timeZone: string | null;
  currency: Currency;
  /** Game names by slug in the page's language, for bet and win rows (the server's registry holds them). */
  games?: GameNames;
}) {
  const t = useT();
  const lang = useLang();
  const tz = usePlayerTimeZone(timeZone);
  const [kind, setKind] = useState<HistoryKind | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [applied, setApplied] = useState<HistoryFilter>({});
  const [items, setItems] = useState<HistoryItem[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [net, setNet] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string[]>([]);

  const load = useCallback(
    async (filter: HistoryFilter, after: string | null) => {
      setBusy(true);
      try {
        const res = await walletApi.history({ ...filter, cursor: after ?? undefined });
        setItems((list) => (after ? [...(list ?? []), ...res.data] : res.data));
        setCursor(res.next_cursor);
        setNet(res.net_deposits);
        setError([]);
      } catch (e) {
        const lines = errorLines(e, t);
        setError(lines.length ? lines : [t('wallet.loadFailed')]);
      } finally {
        setBusy(false);
      }
    },
    [t],
  );

  useEffect(() => {
    void load(applied, null);
  }, [applied, load]);

  const onFilter = (e: React.FormEvent) => {
    e.preventDefault();
    setApplied({ kinds: kind ? [kind] : undefined, from: from || undefined, to: to || undefined });
  };

  const downloadCsv = async () => {
    try {
      const text = await walletApi.historyCsv(applied);
      const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `history-${new Date().toISOString().slice(0, 10)}.csv`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      const lines = errorLines(e, t);
      setError(lines.length ? lines : [t('wallet.loadFailed')]);
    }
  };

  return (
    <div className="flex flex-col gap-4" data-testid="wallet-history">
      {net !== null ? (
        <p className="font-semibold" data-testid="net-deposits">
          {t('wallet.netDeposits', { amount: formatMoney(net, currency, lang) })}
        </p>
      ) : null}
      <form className="flex flex-wrap items-end gap-3" onSubmit={onFilter} aria-label={t('wallet.historyFilters')}>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t('wallet.kind')}
          <select
            className={`${inputClass} w-44`}
            value={kind}
            name="kind"
            onChange={(e) => setKind(e.target.value as HistoryKind | '')}
          >
            <option value="">{t('wallet.kindAll')}</option>
            {HISTORY_FILTER_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`wallet.kind_${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t('wallet.from')}
          <input
            type="date"
            name="from"
            className={`${inputClass} w-44`}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t('wallet.to')}
          <input
            type="date"
            name="to"
            className={`${inputClass} w-44`}
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
        </label>
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {t('wallet.apply')}
        </button>
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => void downloadCsv()}
          data-testid="history-csv"
        >
          {t('wallet.csv')}
        </button>
      </form>
      {error.length ? <Notice tone="error">{error.join('\n')}</Notice> : null}
      {items && !items.length ? <p className="text-muted">{t('wallet.empty')}</p> : null}
      {items?.length ? (
        // A table on a wider screen; on a phone each row is a card of labelled lines, so nothing
        // scrolls sideways (issue 39: the 560 px table pushed a 360 px page wide).
        <table className="w-full text-left text-sm max-sm:block" data-testid="history-table">
          <thead className="text-muted max-sm:sr-only">
            <tr>
              <th className="py-2 pr-3 font-semibold">{t('wallet.colDate')}</th>
              <th className="py-2 pr-3 font-semibold">{t('wallet.colKind')}</th>
              <th className="py-2 pr-3 text-right font-semibold">{t('wallet.colAmount')}</th>
              <th className="py-2 pr-3 font-semibold">{t('wallet.colStatus')}</th>
              <th className="py-2 font-semibold">{t('wallet.colDetail')}</th>
            </tr>
          </thead>
          <tbody className="max-sm:flex max-sm:flex-col max-sm:gap-2">
            {items.map((it) => {
              const detail = historyDetail(it, t, games);
              return (
                <tr
                  key={it.id}
                  className="border-t border-line max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-x-3 max-sm:gap-y-0.5 max-sm:rounded-lg max-sm:border max-sm:bg-elevated max-sm:p-3"
                  data-kind={it.kind}
                  data-status={it.status}
                >
                  <td className="py-2 pr-3 whitespace-nowrap max-sm:order-3 max-sm:p-0 max-sm:text-xs max-sm:text-muted">
                    {formatDateTime(it.created_at, lang, tz)}
                  </td>
                  <td className="py-2 pr-3 max-sm:order-1 max-sm:p-0 max-sm:font-semibold">
                    {t(`wallet.item_${it.kind}`)}
                  </td>
                  <td
                    className={`py-2 pr-3 text-right font-semibold whitespace-nowrap max-sm:order-2 max-sm:p-0 ${it.amount !== null && it.amount > 0 ? 'text-win' : ''}`}
                  >
                    {/* A movement: its own sign, once ("+5 ₽", "-0.54 $"). */}
                    {it.amount === null ? '—' : formatSignedMoney(it.amount, it.currency ?? currency, lang)}
                  </td>
                  <td className="py-2 pr-3 max-sm:order-4 max-sm:p-0 max-sm:text-right max-sm:text-xs">
                    {statusText(t, it.status)}
                  </td>
                  <td className="py-2 break-words text-muted max-sm:order-5 max-sm:col-span-2 max-sm:p-0 max-sm:text-xs max-sm:empty:hidden">
                    {detail}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {cursor ? (
        <Button variant="secondary" disabled={busy} onClick={() => void load(applied, cursor)}>
          {t('wallet.more')}
        </Button>
      ) : null}
    </div>
  );
}

/** A status the dictionary knows, else the server's word. */
function statusText(t: ReturnType<typeof useT>, status: string): string {
  const key = `wallet.status_${status}`;
  const v = t(key);
  return v === key ? status : v;
}
