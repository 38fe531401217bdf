'use client';

import { useCallback, useEffect, useState } from 'react';
import { errorLines, fieldErrors } from '../../client/errors';
import { useLang, useT } from '../../client/i18n';
import { walletApi } from '../../client/wallet-api';
import type { HistoryItem, Wallet, WalletMethodsResponse } from '../../contract/wallet';
import { formatMoney } from '../../site/format';
import { Field, Notice, inputClass } from '../profile/form-parts';
import { formatDateTime } from '../profile/time';
import { buttonClass } from '../ui/button';
import { parseMajor } from './money';

type Methods = WalletMethodsResponse['data'];

/**
 * A withdrawal request: at least the currency's minimum payout (spec section 9), a method
 * and a destination. The money is held at once; the operator approves or rejects it. The
 * requests still waiting are listed under the form.
 */
export function WithdrawForm({ timeZone }: { timeZone: string | null }) {
  const t = useT();
  const lang = useLang();
  const [wallet, setWallet] = useState<Wallet | null>(null);
  const [methods, setMethods] = useState<Methods | null>(null);
  const [pending, setPending] = useState<HistoryItem[]>([]);
  const [amountText, setAmountText] = useState('');
  const [method, setMethod] = useState('');
  const [destination, setDestination] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    try {
      const [w, m, h] = await Promise.all([
        walletApi.wallet(),
        walletApi.methods(),
        walletApi.history({ kinds: ['withdrawal'], limit: 50 }),
      ]);
      setWallet(w.data);
      setMethods(m.data);
      setMethod((cur) => cur || m.data.withdrawal[0]?.id || '');
      setPending(h.data.filter((x) => x.status === 'pending'));
    } catch (e) {
      setAlert(errorLines(e, t));
    }
  }, [t]);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  if (!wallet || !methods) return alert.length ? <Notice tone="error">{alert.join('\n')}</Notice> : null;
  const currency = wallet.currency;
  if (!currency) return <p className="text-muted">{t('wallet.noCurrency')}</p>;
  const min = methods.min_payout;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setAlert([]);
    setDone(null);
    const amount = parseMajor(amountText);
    if (amount === null) return setErrors({ amount: t('payin.amountInvalid') });
    if (min && amount < min)
      return setErrors({ amount: t('wallet.withdrawMin', { min: formatMoney(min, currency, lang) }) });
    setErrors({});
    setBusy(true);
    try {
      await walletApi.createWithdrawal({ amount, method, destination: destination.trim() });
      setDone(t('wallet.withdrawDone', { amount: formatMoney(amount, currency, lang) }));
      setAmountText('');
      setDestination('');
      await refresh();
    } catch (err) {
      setErrors(fieldErrors(err, t));
      setAlert(errorLines(err, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4" data-testid="withdraw">
      <p className="font-semibold" data-testid="withdrawable">
        {t('wallet.withdrawable', { amount: formatMoney(wallet.withdrawable, currency, lang) })}
      </p>
      <form className="flex max-w-md flex-col gap-3" onSubmit={submit} noValidate>
        <Field
          label={t('wallet.withdrawAmount', { currency })}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          onChange={(e) => setAmountText(e.target.value)}
          error={errors.amount}
          // The spec's minimum withdrawal, stated where it applies (issue 39 found it as a card on
          // every game screen, beside 1.98 ₽ wins that were paid).
          hint={min ? t('wallet.minPayout', { min: formatMoney(min, currency, lang) }) : undefined}
        />
        <label className="flex flex-col gap-1.5 text-sm font-semibold">
          {t('wallet.withdrawMethod')}
          <select className={inputClass} name="method" value={method} onChange={(e) => setMethod(e.target.value)}>
            {methods.withdrawal.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
        <Field
          label={t('wallet.destination')}
          name="destination"
          autoComplete="off"
          value={destination}
          onChange={(e) => setDestination(e.target.value)}
          error={errors.destination}
        />
        <p className="text-xs text-muted">{t('wallet.withdrawIrreversible')}</p>
        {alert.length ? <Notice tone="error">{alert.join('\n')}</Notice> : null}
        {done ? (
          <Notice tone="success" testId="withdraw-done">
            {done}
          </Notice>
        ) : null}
        <button type="submit" className={buttonClass('primary')} disabled={busy} data-testid="withdraw-submit">
          {t('wallet.withdrawSubmit')}
        </button>
      </form>
      {pending.length ? (
        <section>
          <h3 className="mb-2 font-semibold">{t('wallet.pendingTitle')}</h3>
          <ul className="flex flex-col gap-1 text-sm" data-testid="withdraw-pending">
            {pending.map((p) => (
              <li key={p.id} className="flex justify-between gap-3 border-t border-line py-1.5">
                <span>{formatDateTime(p.created_at, lang, timeZone)}</span>
                <span className="font-semibold">{formatMoney(Math.abs(p.amount ?? 0), currency, lang)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
