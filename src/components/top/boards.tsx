'use client';
// The /top leaderboards (issue 20): biggest wins or most wagered, for the UTC day, ISO week or
// month, in the viewer's currency. The server renders the first board; the browser switches
// tabs and keeps it fresh (live.ts).
import { useCallback, useId, useState } from 'react';
import type { Currency, Lang } from '../../contract/common';
import type { TopResponse } from '../../contract/top';
import { TOP_BOARDS, TOP_PERIODS, type TopBoard, type TopPeriod } from '../../contract/top-base';
import { formatMoney } from '../../site/format';
import { EmptyState } from '../ui/empty-state';
import type { TopGames, TopLabels } from './labels';
import { topCalls, useLiveRefresh } from './live';
import { TopPlayer } from './player';

type Board = TopResponse['data'];

function Tabs<T extends string>({
  label,
  items,
  current,
  onPick,
  name,
  testId,
}: {
  label: string;
  items: readonly T[];
  current: T;
  onPick: (v: T) => void;
  name: Record<T, string>;
  testId: string;
}) {
  return (
    <div
      role="tablist"
      aria-label={label}
      className="flex gap-1 rounded-xl border border-line bg-surface p-1"
      data-testid={testId}
    >
      {items.map((v) => (
        <button
          key={v}
          type="button"
          role="tab"
          aria-selected={v === current}
          onClick={() => onPick(v)}
          className={`rounded-lg px-3 py-1.5 text-sm font-semibold ${v === current ? 'bg-accent-fill text-white' : 'text-muted hover:bg-elevated hover:text-text'}`}
        >
          {name[v]}
        </button>
      ))}
    </div>
  );
}

export function TopBoards({
  lang,
  currency,
  labels,
  games,
  play,
  initial,
}: {
  lang: Lang;
  currency: Currency;
  labels: TopLabels;
  games: TopGames;
  /** The empty board's way to a game. */
  play: { href: string; label: string };
  initial: Board | null;
}) {
  const [board, setBoard] = useState<TopBoard>(initial?.board ?? 'wins');
  const [period, setPeriod] = useState<TopPeriod>(initial?.period ?? 'day');
  const [data, setData] = useState<Board | null>(initial);
  const panelId = useId();

  const load = useCallback(async () => {
    const { apiRequest, topResponseSchema, TOP_PATHS } = await topCalls();
    setData((await apiRequest(topResponseSchema, 'GET', TOP_PATHS.top, { query: { board, period, currency } })).data);
  }, [board, period, currency]);
  useLiveRefresh(load, initial !== null);

  // Until the picked board arrives, the last one stays, dimmed.
  const current = data?.board === board && data.period === period;
  const rows = data?.rows ?? [];
  const amountLabel = (data?.board ?? board) === 'wins' ? labels.win : labels.wagered;

  return (
    <section aria-labelledby={`${panelId}-h`} className="flex flex-col gap-3" data-testid="top-boards">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${panelId}-h`} className="flex items-center gap-2 text-lg font-bold">
          {labels.boardsTitle}
          <span className="inline-flex items-center gap-1 text-xs font-semibold text-win">
            <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-win" />
            {labels.live}
          </span>
        </h2>
      </div>
      <div className="flex flex-wrap gap-2">
        <Tabs
          label={labels.boardLabel}
          items={TOP_BOARDS}
          current={board}
          onPick={setBoard}
          name={labels.boards}
          testId="top-board-tabs"
        />
        <Tabs
          label={labels.periodLabel}
          items={TOP_PERIODS}
          current={period}
          onPick={setPeriod}
          name={labels.periods}
          testId="top-period-tabs"
        />
      </div>
      <div
        role="tabpanel"
        aria-busy={!current}
        className={`rounded-[var(--radius-card)] border border-line bg-surface p-4 transition-opacity ${current ? '' : 'opacity-60'}`}
      >
        {rows.length === 0 ? (
          <EmptyState
            icon="🏆"
            text={board === 'wins' ? labels.empty : labels.emptyWagered}
            action={play}
            testId="top-empty"
          />
        ) : (
          <table className="w-full text-left text-sm" data-testid="top-table" data-board={data?.board}>
            <caption className="sr-only">
              {labels.boards[data?.board ?? board]} · {labels.periods[data?.period ?? period]}
            </caption>
            <thead className="text-muted">
              <tr>
                <th scope="col" className="w-8 py-2">
                  #
                </th>
                <th scope="col">{labels.player}</th>
                {data?.board === 'wins' ? (
                  <th scope="col" className="hidden sm:table-cell">
                    {labels.game}
                  </th>
                ) : null}
                <th scope="col" className="text-right">
                  {amountLabel}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => {
                const game = r.game ? games[r.game] : undefined;
                return (
                  <tr key={r.rank} className="border-t border-line" data-testid="top-row">
                    <td className="py-2 text-muted">{r.rank}</td>
                    <td>
                      <TopPlayer player={r.player} avatar={r.avatar} hiddenLabel={labels.hidden} />
                    </td>
                    {data?.board === 'wins' ? (
                      <td className="hidden sm:table-cell">{game ? <a href={game.href}>{game.name}</a> : r.game}</td>
                    ) : null}
                    <td className="whitespace-nowrap text-right font-semibold text-win">
                      {formatMoney(r.amount, currency, lang)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
