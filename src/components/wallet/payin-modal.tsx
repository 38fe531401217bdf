'use client';

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { authApi } from '../../client/api';
import { promoName, redeemPromo } from '../../client/bonuses';
import { bus } from '../../client/bus';
import { errorLines, fieldErrors } from '../../client/errors';
import { checkNavigation, currentUrl } from '../../client/navigation';
import { useLang, useT } from '../../client/i18n';
import { reloadProfile } from '../../client/session-actions';
import { resolvePayUrl, walletApi } from '../../client/wallet-api';
import { promoCodeSchema } from '../../contract/bonus';
import { CURRENCIES, type Currency } from '../../contract/common';
import type { Deposit, WalletMethodsResponse } from '../../contract/wallet';
import { formatMoney } from '../../site/format';
import { AuthDialog } from '../auth/auth-dialog';
import { Field, Notice } from '../profile/form-parts';
import { buttonClass } from '../ui/button';
import { parseMajor, toMajorText } from './money';

type Methods = WalletMethodsResponse['data'];
type Phase =
  | { kind: 'loading' }
  | { kind: 'currency' }
  | { kind: 'form' }
  | { kind: 'waiting'; deposit: Deposit; popupBlocked: boolean }
  | { kind: 'done'; deposit: Deposit };

/** How often the modal asks for the deposit's state while the player pays (the stream also moves the balance). */
export const DEPOSIT_POLL_MS = 1500;
const FINAL = new Set(['paid', 'failed', 'expired']);

/**
 * PayIn (spec section 2): choose the account currency when there is none, then an amount
 * (presets per currency or a free amount) and a method. The provider's hosted page opens in
 * a new tab (opened inside the click, so no popup blocker stops it; a link is shown when one
 * does); this modal follows the deposit until it is paid, failed or expired and shows the
 * result. A refusal (a deposit limit, an exclusion) is shown before any money moves.
 */
export function PayInModal() {
  const t = useT();
  const [methods, setMethods] = useState<Methods | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [loadError, setLoadError] = useState<string[]>([]);

  async function load() {
    setPhase({ kind: 'loading' });
    try {
      const { data } = await walletApi.methods();
      setMethods(data);
      setPhase({ kind: data.currency ? 'form' : 'currency' });
      setLoadError([]);
    } catch (e) {
      setLoadError(errorLines(e, t).length ? errorLines(e, t) : [t('payin.loadFailed')]);
    }
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the modal opens
  useEffect(() => {
    void load();
  }, []);

  let body: ReactNode;
  if (loadError.length) {
    body = (
      <div className="flex flex-col gap-3">
        <Notice tone="error" testId="payin-error">
          {loadError.join('\n')}
        </Notice>
        <button type="button" className={buttonClass('secondary')} onClick={() => void load()}>
          {t('payin.retry')}
        </button>
      </div>
    );
  } else if (phase.kind === 'loading' || !methods) {
    body = <p className="text-muted">{t('payin.loading')}</p>;
  } else if (phase.kind === 'currency') {
    body = <CurrencyStep onDone={() => void load()} />;
  } else if (phase.kind === 'form') {
    body = (
      <DepositForm
        methods={methods}
        onCreated={(deposit, popupBlocked) => setPhase({ kind: 'waiting', deposit, popupBlocked })}
      />
    );
  } else if (phase.kind === 'waiting') {
    body = (
      <Waiting
        deposit={phase.deposit}
        popupBlocked={phase.popupBlocked}
        onFinal={(deposit) => setPhase({ kind: 'done', deposit })}
      />
    );
  } else {
    body = <Result deposit={phase.deposit} onAgain={() => setPhase({ kind: 'form' })} />;
  }

  return (
    <AuthDialog name="payin" title={t('payin.title')} wide>
      <div data-testid="payin" className="flex flex-col gap-4">
        {body}
      </div>
    </AuthDialog>
  );
}

/** The account has no currency: POST profile/currency (chosen once, decision 058). */
function CurrencyStep({ onDone }: { onDone: () => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string[]>([]);
  const choose = async (currency: Currency) => {
    setBusy(true);
    try {
      await authApi.currency({ currency });
      await reloadProfile();
      onDone();
    } catch (e) {
      setError(errorLines(e, t));
      setBusy(false);
    }
  };
  return (
    <fieldset className="flex flex-col gap-3" data-testid="payin-currency">
      <legend className="mb-2 text-sm font-semibold">{t('payin.chooseCurrency')}</legend>
      <p className="text-sm text-muted">{t('payin.currencyOnce')}</p>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {CURRENCIES.map((c) => (
          <button
            key={c}
            type="button"
            disabled={busy}
            className={buttonClass('secondary')}
            onClick={() => void choose(c)}
          >
            {c}
          </button>
        ))}
      </div>
      {error.length ? <Notice tone="error">{error.join('\n')}</Notice> : null}
    </fieldset>
  );
}

function DepositForm({
  methods,
  onCreated,
}: {
  methods: Methods;
  onCreated: (d: Deposit, popupBlocked: boolean) => void;
}) {
  const t = useT();
  const lang = useLang();
  const currency = methods.currency as Currency;
  const [amountText, setAmountText] = useState(methods.presets[0] ? toMajorText(methods.presets[0]) : '');
  const [method, setMethod] = useState(methods.deposit[0]?.id ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const presetsId = useId();
  const methodId = useId();
  const amount = parseMajor(amountText);
  // An optional promo code (issue 20): redeemed just before the deposit is made.
  const [promo, setPromo] = useState('');
  const [promoOffer, setPromoOffer] = useState<string | null>(null);
  useEffect(() => {
    setPromoOffer(null);
    if (!promo.trim() || !promoCodeSchema.safeParse(promo).success) return;
    let live = true;
    const timer = setTimeout(() => void promoName(promo, lang).then((n) => live && setPromoOffer(n)), 400);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [promo, lang]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setAlert([]);
    if (amount === null) return setErrors({ amount: t('payin.amountInvalid') });
    if (methods.min_deposit && amount < methods.min_deposit)
      return setErrors({ amount: t('payin.belowMin', { min: formatMoney(methods.min_deposit, currency, lang) }) });
    if (!method) return setErrors({ method: t('payin.noMethods') });
    if (promo.trim() && !promoCodeSchema.safeParse(promo).success) return setErrors({ promo: t('bonus.promoInvalid') });
    setErrors({});
    // Opened inside the click: a window opened after an await would be taken for a popup ad.
    const win = window.open('', '_blank');
    setBusy(true);
    try {
      if (promo.trim()) {
        const out = await redeemPromo(promo, true, { openRegistration: false });
        // A code already redeemed is already waiting for this deposit: go on.
        if (out.kind === 'unknown' || out.kind === 'invalid' || out.kind === 'failed') {
          win?.close();
          setBusy(false);
          if (out.kind === 'failed') return setAlert([errorLines(out.error, t).join('\n') || t('payin.createFailed')]);
          return setErrors({ promo: t(out.kind === 'unknown' ? 'bonus.promoUnknown' : 'bonus.promoInvalid') });
        }
      }
      const created = await walletApi.createDeposit({ amount, method });
      const payUrl = created.data.pay_url ? resolvePayUrl(created.data.pay_url, lang) : null;
      const data = { ...created.data, pay_url: payUrl };
      let blocked = !win;
      if (data.pay_url && win) {
        win.opener = null;
        // The payment page is usually the provider's: external on purpose, http(s) only.
        win.location.href = checkNavigation(data.pay_url, currentUrl(), { external: true }).href;
      } else {
        win?.close();
        blocked = Boolean(data.pay_url);
      }
      onCreated(data, blocked);
    } catch (err) {
      win?.close();
      const fields = fieldErrors(err, t);
      const lines = errorLines(err, t);
      if (fields.amount || fields.method) setErrors(fields);
      setAlert(lines.length ? lines : [t('payin.createFailed')]);
      setBusy(false);
    }
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate data-testid="payin-form">
      <fieldset>
        <legend id={presetsId} className="mb-2 text-sm font-semibold">
          {t('payin.amount')}
        </legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {methods.presets.map((p) => {
            const on = amount === p;
            return (
              <button
                key={p}
                type="button"
                aria-pressed={on}
                data-testid={`payin-preset-${p}`}
                className={buttonClass(on ? 'primary' : 'secondary', 'md', 'px-1! whitespace-nowrap tabular-nums')}
                onClick={() => setAmountText(toMajorText(p))}
              >
                {formatMoney(p, currency, lang)}
              </button>
            );
          })}
        </div>
      </fieldset>
      <Field
        label={t('payin.otherAmount', { currency })}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amountText}
        onChange={(e) => setAmountText(e.target.value)}
        error={errors.amount}
        hint={
          methods.min_deposit
            ? t('payin.minHint', { min: formatMoney(methods.min_deposit, currency, lang) })
            : undefined
        }
      />
      <Field
        label={t('bonus.payinPromo')}
        name="promo"
        autoComplete="off"
        maxLength={40}
        value={promo}
        onChange={(e) => setPromo(e.target.value)}
        error={errors.promo}
        hint={promoOffer ? t('bonus.payinPromoOffer', { name: promoOffer }) : undefined}
        data-testid="payin-promo"
      />
      <fieldset aria-describedby={errors.method ? `${methodId}-err` : undefined}>
        <legend className="mb-2 text-sm font-semibold">{t('payin.method')}</legend>
        {methods.deposit.length ? (
          <div className="flex flex-wrap gap-2">
            {methods.deposit.map((m) => (
              <label
                key={m.id}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-line bg-elevated px-3 py-2 text-sm has-[:checked]:border-accent"
              >
                <input
                  type="radio"
                  name="method"
                  value={m.id}
                  checked={method === m.id}
                  onChange={() => setMethod(m.id)}
                />
                {m.name}
              </label>
            ))}
          </div>
        ) : (
          <p className="text-sm text-muted">{t('payin.noMethods')}</p>
        )}
        {errors.method ? (
          <p id={`${methodId}-err`} className="mt-1 text-sm text-danger">
            {errors.method}
          </p>
        ) : null}
      </fieldset>
      {alert.length ? (
        <Notice tone="error" testId="payin-error">
          {alert.join('\n')}
        </Notice>
      ) : null}
      <button type="submit" className={buttonClass('gold', 'lg')} disabled={busy} data-testid="payin-submit">
        {amount !== null ? t('payin.pay', { amount: formatMoney(amount, currency, lang) }) : t('payin.payPlain')}
      </button>
      <p className="text-xs text-muted">{t('payin.limitsHint')}</p>
    </form>
  );
}

/** The hosted page is open in another tab: follow the deposit until it is final. */
function Waiting({
  deposit,
  popupBlocked,
  onFinal,
}: {
  deposit: Deposit;
  popupBlocked: boolean;
  onFinal: (d: Deposit) => void;
}) {
  const t = useT();
  const lang = useLang();
  const final = useRef(onFinal);
  final.current = onFinal;

  useEffect(() => {
    if (FINAL.has(deposit.status)) {
      final.current(deposit);
      return;
    }
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const { data } = await walletApi.deposit(deposit.id);
        if (!live) return;
        if (FINAL.has(data.status)) return final.current(data);
      } catch {
        // a network blip: ask again
      }
      if (live) timer = setTimeout(() => void poll(), DEPOSIT_POLL_MS);
    };
    timer = setTimeout(() => void poll(), DEPOSIT_POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [deposit]);

  return (
    <div className="flex flex-col gap-3" data-testid="payin-waiting" aria-live="polite">
      <p className="font-semibold">
        {t('payin.waiting', { amount: formatMoney(deposit.amount, deposit.currency, lang) })}
      </p>
      <p className="text-sm text-muted">{popupBlocked ? t('payin.openPage') : t('payin.finishInTab')}</p>
      {deposit.pay_url ? (
        <a
          href={deposit.pay_url}
          target="_blank"
          rel="external noopener"
          className={buttonClass(popupBlocked ? 'gold' : 'secondary')}
          data-testid="payin-open-page"
        >
          {t('payin.openPageLink')}
        </a>
      ) : null}
    </div>
  );
}

function Result({ deposit, onAgain }: { deposit: Deposit; onAgain: () => void }) {
  const t = useT();
  const lang = useLang();
  const paid = deposit.status === 'paid';
  useEffect(() => {
    if (!paid) return;
    // The stream moves the balance too; this covers a tab whose stream is reconnecting.
    void walletApi
      .wallet()
      .then(({ data }) =>
        bus.emit('balance-changed', {
          balance: data.balance,
          bonus: data.bonus_balance,
          total: data.total_balance,
          currency: data.currency,
        }),
      )
      .catch(() => {});
  }, [paid]);
  const amount = formatMoney(deposit.amount, deposit.currency, lang);
  return (
    <div className="flex flex-col gap-3" data-testid="payin-result" data-status={deposit.status}>
      <Notice tone={paid ? 'success' : 'error'}>
        {paid ? t('payin.paid', { amount }) : t(`payin.status_${deposit.status}`, { amount })}
      </Notice>
      {paid ? (
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => bus.emit('modal-close', { name: 'payin' })}
        >
          {t('payin.play')}
        </button>
      ) : (
        <button type="button" className={buttonClass('secondary')} onClick={onAgain}>
          {t('payin.retry')}
        </button>
      )}
    </div>
  );
}
