'use client';
// The lists around the crash curve: the recent crash points (a strip, coloured by value, each a
// button that opens the round in the verifier), the round's players with their stakes and live
// cash-outs, and the player's own bets.
import type { Currency, Lang } from '../../contract/common';
import type { CrashMyBet, CrashPublicBet, CrashRound } from '../../contract/crash';
import { formatMoney } from '../../site/format';
import { type CrashRoundView, fmtMultiplier, pointTone } from './stream-state';

const TONE = {
  low: 'bg-lose/10 text-lose',
  mid: 'bg-win/20 text-win',
  high: 'bg-gold/20 text-gold',
} as const;

export function RecentPoints({
  rounds,
  label,
  onPick,
}: {
  rounds: CrashRound[];
  label: string;
  onPick: (round: CrashRound) => void;
}) {
  return (
    <ol
      aria-label={label}
      // w-0 + min-w-full: the strip scrolls inside the screen's width instead of widening the page
      // (a grid column on phones is as wide as its content's min-content).
      className="flex min-h-7 w-0 min-w-full gap-1 overflow-x-auto text-xs font-bold tabular-nums"
      data-testid="crash-recent"
    >
      {rounds.map((r) => (
        <li key={r.id} className="shrink-0">
          <button
            type="button"
            className={`rounded-md px-2 py-1 ${TONE[pointTone(r.end_point)]}`}
            onClick={() => onPick(r)}
            data-testid="crash-recent-point"
            data-round-id={r.id}
            data-tone={pointTone(r.end_point)}
          >
            {fmtMultiplier(r.end_point)}×
          </button>
        </li>
      ))}
    </ol>
  );
}

export interface PlayersLabels {
  players: string;
  hidden: string;
  noPlayers: string;
  stake: string;
  payout: string;
}

const money = (minor: number, currency: string, lang: Lang) => formatMoney(minor, currency as Currency, lang);

export function PlayersList({
  round,
  mine,
  labels,
  lang,
}: {
  round: CrashRoundView | null;
  /** The player's own bet id in this round, marked in the list. */
  mine: number | null;
  labels: PlayersLabels;
  lang: Lang;
}) {
  const bets: CrashPublicBet[] = [...(round?.bets ?? [])].sort((a, b) => b.amount - a.amount || a.id - b.id);
  const crashed = round?.phase === 'crashed';
  return (
    <section aria-label={labels.players} className="flex min-w-0 flex-col gap-2" data-testid="crash-players">
      <h3 className="flex justify-between text-sm font-semibold">
        <span>{labels.players}</span>
        <span className="text-muted tabular-nums" data-testid="crash-players-count">
          {bets.length}
        </span>
      </h3>
      {bets.length === 0 ? (
        <p className="text-sm text-muted">{labels.noPlayers}</p>
      ) : (
        <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto text-sm">
          {bets.map((b) => {
            const cashed = b.cashed_out_at !== null;
            const tone = cashed ? 'text-win' : crashed ? 'text-lose' : '';
            return (
              <li
                key={b.id}
                className={`grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-2 rounded px-2 py-1 ${b.id === mine ? 'bg-accent/15' : 'bg-bg'}`}
                data-testid="crash-player"
                data-bet-id={b.id}
                data-cashed={cashed ? 'true' : 'false'}
              >
                <span className={`truncate ${b.player ? '' : 'text-muted italic'}`}>{b.player ?? labels.hidden}</span>
                <span className="tabular-nums" title={labels.stake}>
                  {money(b.amount, b.currency, lang)}
                </span>
                <span className={`min-w-16 text-right tabular-nums ${tone}`} data-testid="crash-player-cashout">
                  {cashed ? (
                    <>
                      {fmtMultiplier(b.cashed_out_at!)}×{' '}
                      <span title={labels.payout}>{money(b.payout ?? 0, b.currency, lang)}</span>
                    </>
                  ) : crashed ? (
                    '—'
                  ) : (
                    ''
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export interface MyBetsLabels {
  myBets: string;
  noMyBets: string;
  round: string;
  stake: string;
  payout: string;
  autoCashout: string;
  status_open: string;
  status_cashed: string;
  status_lost: string;
  status_refunded: string;
}

export function MyBets({ bets, labels, lang }: { bets: CrashMyBet[]; labels: MyBetsLabels; lang: Lang }) {
  return (
    <section aria-label={labels.myBets} className="flex min-w-0 flex-col gap-2" data-testid="crash-my-bets">
      <h3 className="text-sm font-semibold">{labels.myBets}</h3>
      {bets.length === 0 ? (
        <p className="text-sm text-muted">{labels.noMyBets}</p>
      ) : (
        <div className="max-h-72 w-0 min-w-full overflow-auto">
          <table className="w-full text-sm tabular-nums">
            <thead className="text-left text-xs text-muted">
              <tr>
                <th className="font-normal">{labels.round}</th>
                <th className="font-normal">{labels.stake}</th>
                <th className="font-normal">×</th>
                <th className="text-right font-normal">{labels.payout}</th>
              </tr>
            </thead>
            <tbody>
              {bets.map((b) => (
                <tr key={b.id} data-testid="crash-my-bet" data-bet-id={b.id} data-status={b.status}>
                  <td>#{b.round_id}</td>
                  <td>{money(b.amount, b.currency, lang)}</td>
                  <td title={b.auto_cashout ? `${labels.autoCashout} ${fmtMultiplier(b.auto_cashout)}×` : undefined}>
                    {b.cashed_out_at !== null
                      ? `${fmtMultiplier(b.cashed_out_at)}×`
                      : b.auto_cashout
                        ? `→ ${fmtMultiplier(b.auto_cashout)}×`
                        : ''}
                  </td>
                  <td
                    className={`text-right ${b.status === 'cashed' ? 'text-win' : b.status === 'lost' ? 'text-lose' : 'text-muted'}`}
                  >
                    {b.payout !== null && b.status !== 'open' ? (
                      <>
                        {money(b.payout, b.currency, lang)}
                        <span className="sr-only"> {labels[`status_${b.status}`]}</span>
                      </>
                    ) : (
                      labels[`status_${b.status}`]
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
