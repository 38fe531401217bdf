'use client';
// One outcome's price as a button that puts the selection on the slip (or takes it off). A price
// that moved flashes green up or red down (CSS keyframes in styles.css, restarted by a new key); a
// market that does not take bets shows greyed and cannot be pressed.
import { useAtom, useAtomValue } from 'jotai';
import { useRef } from 'react';
import { useT } from '../../../client/i18n';
import type { SbMarket, SbOutcome } from '../../../contract/sportsbook';
import { formatOdds } from '../math/odds';
import { toggleSelection, toThousandths } from './slip-logic';
import { oddsFormatAtom, slipAtom } from './store';

/** The odds in the player's format (decimal until they choose). */
export function useOddsText() {
  const format = useAtomValue(oddsFormatAtom);
  return (odds: number) => formatOdds(toThousandths(odds), format);
}

export function PriceButton({
  eventId,
  eventName,
  market,
  outcome,
  short,
}: {
  eventId: string;
  eventName: string;
  market: SbMarket;
  outcome: SbOutcome;
  /** A short label for a list row ("1", "X", "2"); the button's accessible name keeps the full one. */
  short?: string;
}) {
  const t = useT();
  const oddsText = useOddsText();
  const [slip, setSlip] = useAtom(slipAtom);
  // The last price and the direction of the last move; a move bumps `n` to restart the flash.
  const seen = useRef<{ odds: number | null; dir: 'up' | 'down' | null; n: number }>({
    odds: outcome.odds,
    dir: null,
    n: 0,
  });
  if (outcome.odds !== seen.current.odds) {
    const was = seen.current.odds;
    seen.current =
      was !== null && outcome.odds !== null
        ? { odds: outcome.odds, dir: outcome.odds > was ? 'up' : 'down', n: seen.current.n + 1 }
        : { ...seen.current, odds: outcome.odds };
  }
  const { dir, n } = seen.current;
  const open = market.status === 'active' && outcome.active && outcome.odds !== null;
  const picked = slip.some((s) => s.outcomeId === outcome.id);
  const price = outcome.odds !== null ? oddsText(outcome.odds) : '–';
  return (
    <button
      type="button"
      disabled={!open}
      aria-pressed={picked}
      data-testid="sb-price"
      data-outcome-id={outcome.id}
      data-odds={outcome.odds ?? ''}
      data-move={dir ?? undefined}
      onClick={() =>
        open &&
        setSlip((list) =>
          toggleSelection(list, {
            outcomeId: outcome.id,
            eventId,
            event: eventName,
            market: market.name,
            outcome: outcome.name,
            odds: outcome.odds!,
            prevOdds: null,
            active: true,
          }),
        )
      }
      className={`flex h-11 min-w-0 flex-1 items-center justify-between gap-2 rounded-lg border px-2 text-sm transition-colors disabled:cursor-not-allowed disabled:opacity-40 ${
        picked ? 'border-accent bg-accent-fill text-white' : 'border-line bg-elevated hover:border-accent'
      }`}
    >
      {/* The name read out is the match and the outcome, then what the button shows ("Arsenal – Chelsea:
          Arsenal, 1 2.10"): the visible label stays a part of it, as WCAG's label-in-name asks. */}
      <span className="sr-only">{t('sportsbook.priceName', { event: eventName, outcome: outcome.name })}</span>
      <span className={`truncate ${picked ? 'text-white' : 'text-muted'}`}>{short ?? outcome.name}</span>
      <span
        key={n}
        className={`rounded px-1 font-bold tabular-nums ${dir === 'up' && n ? 'sb-up' : dir === 'down' && n ? 'sb-down' : ''}`}
      >
        {price}
      </span>
    </button>
  );
}
