'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { bonusApi } from '../../client/api';
import { wagerProgress } from '../../client/bonuses';
import { bus } from '../../client/bus';
import { errorText } from '../../client/errors';
import { useLang, useT } from '../../client/i18n';
import { openModal } from '../../client/session-actions';
import { walletApi } from '../../client/wallet-api';
import type { PlayerBonus } from '../../contract/bonus';
import type { Lang } from '../../contract/common';
import type { Translate } from '../../i18n';
import { formatMoney } from '../../site/format';
import { formatDateTime } from '../profile/time';
import { buttonClass } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { type GameNames, BonusTermsList, bonusHeadline } from './terms';
import { left } from './waiting-bonus';

const LIVE = new Set(['active', 'queued']);
/** After bets move the balance, the progress is asked for again at most this often. */
const REFRESH_MS = 1500;

const moneyOf = (b: PlayerBonus, lang: Lang) => (minor: number) => formatMoney(minor, b.terms.currency, lang);

/**
 * /profile/bonuses: active and queued bonuses with their progress, balance, time left and every
 * term; bonuses waiting for a deposit; the ended ones with what became of their money. Seeded by
 * the server; asked again after the balance moves (a bet counts towards wagering), so the bar
 * follows play in another tab.
 */
export function PlayerBonuses({
  initial,
  games,
  timeZone,
  vipHref,
  empty,
}: {
  initial: PlayerBonus[] | null;
  games: GameNames;
  timeZone: string | null;
  vipHref: string;
  /** A player who never had a bonus sees the designed empty state, with the way to the offers. */
  empty: { text: string; href: string; label: string };
}) {
  const t = useT();
  const lang = useLang();
  const [list, setList] = useState<PlayerBonus[] | null>(initial);
  const [failed, setFailed] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const load = async () => {
    try {
      setList((await bonusApi.mine(lang)).data);
      setFailed(null);
    } catch (e) {
      setFailed(errorText(e, t));
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, and on balance moves
  useEffect(() => {
    if (initial === null) void load();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const moved = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void load(), REFRESH_MS);
    };
    bus.on('balance-changed', moved);
    const tick = setInterval(() => setNow(Date.now()), 30_000);
    return () => {
      bus.off('balance-changed', moved);
      clearTimeout(timer);
      clearInterval(tick);
    };
  }, []);

  const replace = (b: PlayerBonus) => setList((l) => (l ?? []).map((x) => (x.id === b.id ? b : x)));

  if (list === null) {
    return (
      <div className="flex flex-col gap-3" data-testid="player-bonuses">
        <p className={failed ? 'text-danger' : 'text-muted'}>{failed ?? t('bonus.loading')}</p>
        {failed ? (
          <button type="button" className={buttonClass('secondary')} onClick={() => void load()}>
            {t('bonus.retry')}
          </button>
        ) : null}
      </div>
    );
  }
  const live = list.filter((b) => LIVE.has(b.status));
  // Active first, then the queue in the order it will start.
  live.sort((a, b) => (a.status === b.status ? a.id - b.id : a.status === 'active' ? -1 : 1));
  const waiting = list.filter((b) => b.status === 'waiting');
  const ended = list.filter((b) => !LIVE.has(b.status) && b.status !== 'waiting');
  const rakeback = (
    <section
      aria-labelledby="bonuses-rakeback"
      className="flex flex-wrap items-center gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-5"
    >
      <h2 id="bonuses-rakeback" className="text-lg font-bold">
        {t('bonus.rakebackTitle')}
      </h2>
      <p className="text-sm text-muted">{t('bonus.rakebackText')}</p>
      <a href={vipHref} className={buttonClass('secondary', 'sm', 'ml-auto')} data-testid="bonuses-vip-link">
        {t('bonus.rakebackLink')}
      </a>
    </section>
  );
  if (!list.length) {
    return (
      <div className="flex flex-col gap-6" data-testid="player-bonuses">
        <div className="rounded-[var(--radius-card)] border border-line bg-surface p-5">
          <EmptyState
            icon="🎁"
            text={empty.text}
            action={{ href: empty.href, label: empty.label }}
            testId="bonuses-empty"
          />
        </div>
        {rakeback}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6" data-testid="player-bonuses">
      <section aria-labelledby="bonuses-live" className="flex flex-col gap-3">
        <h2 id="bonuses-live" className="text-lg font-bold">
          {t('bonus.liveTitle')}
        </h2>
        {live.length ? (
          live.map((b) => <LiveBonus key={b.id} b={b} now={now} games={games} onForfeited={replace} />)
        ) : (
          <p className="text-muted" data-testid="bonuses-none-live">
            {t('bonus.noneLive')}
          </p>
        )}
      </section>
      {waiting.length ? (
        <section aria-labelledby="bonuses-waiting" className="flex flex-col gap-3">
          <h2 id="bonuses-waiting" className="text-lg font-bold">
            {t('bonus.waitingListTitle')}
          </h2>
          {waiting.map((b) => (
            <article
              key={b.id}
              className="flex flex-col gap-2 rounded-[var(--radius-card)] border border-line bg-surface p-5"
              data-testid="bonus-waiting"
            >
              <h3 className="font-bold text-gold">{b.name}</h3>
              <p className="text-sm">
                {b.terms.minDeposit !== null
                  ? t('bonus.waitingNeedsDeposit', { min: moneyOf(b, lang)(b.terms.minDeposit) })
                  : t('bonus.waitingNeedsAnyDeposit')}
              </p>
              <div>
                <button type="button" className={buttonClass('gold', 'sm')} onClick={() => openModal('payin')}>
                  {t('bonus.deposit')}
                </button>
              </div>
              <Terms b={b} games={games} />
            </article>
          ))}
        </section>
      ) : null}
      <section aria-labelledby="bonuses-history" className="flex flex-col gap-3">
        <h2 id="bonuses-history" className="text-lg font-bold">
          {t('bonus.historyTitle')}
        </h2>
        {ended.length ? (
          <ul className="flex flex-col divide-y divide-line rounded-[var(--radius-card)] border border-line bg-surface">
            {ended.map((b) => (
              <li
                key={b.id}
                className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-3 text-sm"
                data-testid="bonus-ended"
                data-status={b.status}
              >
                <span className="font-semibold">{b.name}</span>
                <span className="text-muted">{t(`bonus.status_${b.status}`)}</span>
                <span className="tabular-nums">{settledText(b, t, lang)}</span>
                {b.ended_at ? (
                  <span className="ml-auto text-xs text-muted">{formatDateTime(b.ended_at, lang, timeZone)}</span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">{t('bonus.historyEmpty')}</p>
        )}
      </section>
      {rakeback}
    </div>
  );
}

function settledText(b: PlayerBonus, t: Translate, lang: Lang): string {
  const money = moneyOf(b, lang);
  if (b.status === 'converted') return t('bonus.settledConverted', { amount: money(b.settled_amount ?? 0) });
  if (b.status === 'spent') return t('bonus.settledSpent');
  return t('bonus.settledRemoved', { amount: money(b.settled_amount ?? 0) });
}

function Terms({ b, games }: { b: PlayerBonus; games: GameNames }) {
  const t = useT();
  const lang = useLang();
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-gold">{t('bonus.showTerms')}</summary>
      <div className="mt-3 flex flex-col gap-2">
        <p className="font-semibold">{bonusHeadline(b.terms, t, lang, games)}</p>
        <BonusTermsList terms={b.terms} amount={b.amount} t={t} lang={lang} games={games} />
      </div>
    </details>
  );
}

function LiveBonus({
  b,
  now,
  games,
  onForfeited,
}: {
  b: PlayerBonus;
  now: number;
  games: GameNames;
  onForfeited: (b: PlayerBonus) => void;
}) {
  const t = useT();
  const lang = useLang();
  const money = moneyOf(b, lang);
  const progress = wagerProgress(b);
  const done = b.wager_required - Math.min(b.wager_remaining, b.wager_required);
  const expires = b.expires_at ? Date.parse(b.expires_at) : null;
  return (
    <article
      className={`flex flex-col gap-3 rounded-[var(--radius-card)] border bg-surface p-5 ${b.status === 'active' ? 'border-gold/50' : 'border-line'}`}
      data-testid="bonus-live"
      data-status={b.status}
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 className="font-bold text-gold">{b.name}</h3>
        <span className="rounded-full bg-elevated px-2 py-0.5 text-xs">{t(`bonus.status_${b.status}`)}</span>
        <span className="ml-auto text-sm">
          <span className="text-muted">{t('bonus.balance')}: </span>
          <span className="font-bold tabular-nums" data-testid="bonus-balance-amount">
            {money(b.balance)}
          </span>
        </span>
      </div>
      <div>
        <div
          role="progressbar"
          aria-label={t('bonus.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={b.wager_required}
          aria-valuenow={done}
          aria-valuetext={t('bonus.progressText', { done: money(done), required: money(b.wager_required) })}
          className="h-2.5 overflow-hidden rounded-full bg-elevated"
          data-testid="bonus-progress"
          data-done={done}
        >
          <div className="h-full rounded-full bg-gold transition-[width]" style={{ width: `${progress * 100}%` }} />
        </div>
        <p className="mt-1 flex flex-wrap justify-between gap-2 text-xs text-muted">
          <span data-testid="bonus-progress-text">
            {t('bonus.progressText', { done: money(done), required: money(b.wager_required) })}
          </span>
          <span>{t('bonus.remaining', { amount: money(b.wager_remaining) })}</span>
        </p>
      </div>
      <p className="text-sm" data-testid="bonus-expiry">
        {b.status === 'queued' || expires === null
          ? t('bonus.queuedStarts', { days: b.terms.validDays })
          : expires > now
            ? t('bonus.endsIn', { left: left(expires - now, t), date: formatDateTime(b.expires_at!, lang, null) })
            : t('bonus.endsNow')}
      </p>
      <Terms b={b} games={games} />
      <Forfeit b={b} onForfeited={onForfeited} />
    </article>
  );
}

/** The forfeit button and its confirmation, which says exactly what goes. */
function Forfeit({ b, onForfeited }: { b: PlayerBonus; onForfeited: (b: PlayerBonus) => void }) {
  const t = useT();
  const lang = useLang();
  const money = moneyOf(b, lang);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const done = b.wager_required - Math.min(b.wager_remaining, b.wager_required);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const { data } = await bonusApi.forfeit(b.id);
      ref.current?.close();
      onForfeited(data);
      // The stream moves the balance too; this covers a tab whose stream is reconnecting.
      void walletApi
        .wallet()
        .then(({ data: w }) =>
          bus.emit('balance-changed', {
            balance: w.balance,
            bonus: w.bonus_balance,
            total: w.total_balance,
            currency: w.currency,
          }),
        )
        .catch(() => {});
    } catch (e) {
      setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <button
        type="button"
        className={buttonClass('ghost', 'sm')}
        aria-haspopup="dialog"
        onClick={() => ref.current?.showModal()}
        data-testid="bonus-forfeit"
      >
        {t('bonus.forfeit')}
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer shortcut; Escape and the buttons close it too. */}
      <dialog
        ref={ref}
        aria-labelledby={titleId}
        className="m-auto w-[min(440px,calc(100vw-16px))] rounded-2xl border border-line bg-surface p-5 text-text shadow-2xl backdrop:bg-black/70"
        onClick={(e) => {
          if (e.target === ref.current) ref.current.close();
        }}
        data-testid="bonus-forfeit-dialog"
      >
        <h2 id={titleId} className="mb-3 text-lg font-bold">
          {t('bonus.forfeitTitle', { name: b.name })}
        </h2>
        <p className="mb-2 text-sm">
          {t('bonus.forfeitText', {
            amount: money(b.balance),
            done: money(done),
            required: money(b.wager_required),
          })}
        </p>
        <p className="mb-4 text-sm text-muted">{t('bonus.forfeitCash')}</p>
        {error ? (
          <p role="alert" className="mb-3 text-sm text-danger">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonClass('secondary')} onClick={() => ref.current?.close()}>
            {t('bonus.forfeitCancel')}
          </button>
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={busy}
            onClick={() => void confirm()}
            data-testid="bonus-forfeit-confirm"
          >
            {t('bonus.forfeitConfirm')}
          </button>
        </div>
      </dialog>
    </div>
  );
}
