'use client';
// The side column of the betting pages: the slip and the player's bets under two tabs, and the odds
// format setting. Sticky beside the lists on a desktop; on a phone a bar above the bottom navigation
// grows with the selections ("Bet slip 2 · Total odds 3.45") and opens it as a bottom sheet when the
// player taps it. A pick no longer opens the sheet by itself: building an accumulator, every first
// pick covered the board the player was picking from (issue 39).
import { useAtom, useAtomValue } from 'jotai';
import { useId } from 'react';
import { useT } from '../../../client/i18n';
import type { Currency, Lang } from '../../../contract/common';
import type { OddsFormat } from '../../../contract/sportsbook';
import { formatOdds } from '../math/odds';
import { MyBets } from './my-bets';
import { Slip } from './slip';
import { totalOdds } from './slip-logic';
import { oddsFormatAtom, sheetOpenAtom, sidePanelAtom, slipAtom } from './store';

const FORMATS: OddsFormat[] = ['decimal', 'fractional', 'american'];

export function OddsFormatSelect() {
  const t = useT();
  const id = useId();
  const [format, setFormat] = useAtom(oddsFormatAtom);
  return (
    <span className="flex items-center gap-2 text-xs">
      <label htmlFor={id} className="text-muted">
        {t('sportsbook.oddsFormat')}
      </label>
      <select
        id={id}
        value={format}
        onChange={(e) => setFormat(e.target.value as OddsFormat)}
        className="rounded border border-line bg-bg p-1"
        data-testid="sb-odds-format"
      >
        {FORMATS.map((f) => (
          <option key={f} value={f}>
            {t(`sportsbook.format.${f}`)}
          </option>
        ))}
      </select>
    </span>
  );
}

export function SidePanel({ lang, currency }: { lang: Lang; currency: Currency }) {
  const t = useT();
  const [panel, setPanel] = useAtom(sidePanelAtom);
  const [open, setOpen] = useAtom(sheetOpenAtom);
  const slip = useAtomValue(slipAtom);
  const format = useAtomValue(oddsFormatAtom);
  const headingId = useId();
  return (
    <aside aria-labelledby={headingId} className="min-w-0 lg:sticky lg:top-20 lg:self-start">
      <h2 id={headingId} className="sr-only">
        {t('sportsbook.slip.title')}
      </h2>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={`fixed inset-x-0 bottom-[calc(var(--bottom-bar-height)+1px+env(safe-area-inset-bottom))] z-30 flex h-12 items-center justify-center gap-2 bg-accent-fill font-semibold text-white shadow-[0_-8px_16px_rgb(0_0_0/0.4)] lg:hidden ${open ? 'hidden' : ''}`}
        data-testid="sb-sheet-open"
      >
        <span>{t('sportsbook.slip.title')}</span>
        {slip.length ? (
          <>
            <span
              className="grid h-6 min-w-6 place-items-center rounded-full bg-white px-1.5 text-sm text-accent-fill"
              data-testid="sb-bar-count"
            >
              {slip.length}
            </span>
            <span className="text-sm font-normal" data-testid="sb-bar-odds">
              {t('sportsbook.slip.totalOdds')}{' '}
              <b className="font-semibold tabular-nums">{formatOdds(totalOdds(slip.map((l) => l.odds)), format)}</b>
            </span>
          </>
        ) : null}
      </button>
      <div
        className={`${open ? 'fixed inset-x-0 bottom-0 top-16 z-40 flex' : 'hidden'} flex-col gap-3 overflow-y-auto rounded-t-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] lg:static lg:flex lg:max-h-[calc(100dvh-6rem)] lg:rounded-[var(--radius-card)]`}
        data-testid="sb-side"
      >
        <div className="flex items-center gap-2">
          <fieldset className="m-0 flex min-w-0 flex-1 gap-1 rounded-lg border border-line bg-bg p-1">
            <legend className="sr-only">{t('sportsbook.slip.title')}</legend>
            {(['slip', 'bets'] as const).map((k) => (
              <button
                key={k}
                type="button"
                aria-pressed={panel === k}
                onClick={() => setPanel(k)}
                data-testid={`sb-tab-${k}`}
                className={`flex-1 rounded-md px-3 py-1.5 text-sm font-semibold ${panel === k ? 'bg-accent-fill text-white' : 'text-muted hover:text-text'}`}
              >
                {k === 'slip'
                  ? `${t('sportsbook.slip.title')}${slip.length ? ` (${slip.length})` : ''}`
                  : t('sportsbook.slip.myBets')}
              </button>
            ))}
          </fieldset>
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="h-9 rounded-lg px-3 text-muted hover:bg-elevated hover:text-text lg:hidden"
            aria-label={t('sportsbook.slip.close')}
            data-testid="sb-sheet-close"
          >
            ✕
          </button>
        </div>
        <OddsFormatSelect />
        {/* Both stay mounted: a pending bet's countdown goes on while the player looks at their bets. */}
        <div className={panel === 'slip' ? '' : 'hidden'}>
          <Slip lang={lang} currency={currency} />
        </div>
        <div className={panel === 'bets' ? '' : 'hidden'}>
          <MyBets lang={lang} />
        </div>
      </div>
    </aside>
  );
}
