'use client';
// The /top page's races (issue 20): each running race with its countdown, prize table, standings
// and the viewer's own place, and the last paid period's winners. Refreshed live (live.ts); when
// a countdown reaches zero the races are asked again, which brings the new period.
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isLoggedInAtom } from '../../client/atoms';
import type { Currency, Lang } from '../../contract/common';
import type { RaceStanding, RacesResponse, RaceView } from '../../contract/top';
import { formatMoney } from '../../site/format';
import type { TopLabels } from './labels';
import { topCalls, useLiveRefresh } from './live';
import { TopPlayer } from './player';

type Races = RacesResponse['data'];

const pad = (n: number) => String(n).padStart(2, '0');

/** "2d 03:04:05" / "03:04:05" until `endsAt`; blank until mounted (the server's clock is not the reader's). */
function Countdown({ endsAt, dayShort, onEnd }: { endsAt: string; dayShort: string; onEnd: () => void }) {
  const end = Date.parse(endsAt);
  const [now, setNow] = useState<number | null>(null);
  const ended = useRef<string | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (now !== null && now >= end && ended.current !== endsAt) {
      ended.current = endsAt;
      onEnd();
    }
  }, [now, end, endsAt, onEnd]);
  let text = '--:--:--';
  if (now !== null) {
    const s = Math.max(0, Math.floor((end - now) / 1000));
    const d = Math.floor(s / 86_400);
    text = `${d ? `${d}${dayShort} ` : ''}${pad(Math.floor((s % 86_400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  }
  return (
    <time dateTime={endsAt} className="font-mono tabular-nums" data-testid="race-countdown">
      {text}
    </time>
  );
}

function Standings({
  rows,
  labels,
  money,
  testId,
}: {
  rows: RaceStanding[];
  labels: TopLabels;
  money: (minor: number) => string;
  testId: string;
}) {
  return (
    <table className="w-full text-left text-sm" data-testid={testId}>
      <thead className="text-muted">
        <tr>
          <th scope="col" className="w-8 py-1.5">
            #
          </th>
          <th scope="col">{labels.player}</th>
          <th scope="col" className="text-right">
            {labels.wagered}
          </th>
          <th scope="col" className="text-right">
            {labels.prize}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.rank} className="border-t border-line" data-testid="race-row">
            <td className="py-1.5 text-muted">{r.rank}</td>
            <td>
              <TopPlayer player={r.player} avatar={r.avatar} hiddenLabel={labels.hidden} />
            </td>
            <td className="whitespace-nowrap text-right">{money(r.amount)}</td>
            <td className="whitespace-nowrap text-right font-semibold text-gold">{r.prize ? money(r.prize) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RaceCard({
  race,
  labels,
  lang,
  loggedIn,
  onEnd,
}: {
  race: RaceView;
  labels: TopLabels;
  lang: Lang;
  loggedIn: boolean;
  onEnd: () => void;
}) {
  const money = (minor: number) => formatMoney(minor, race.currency as Currency, lang);
  const dates = (r: { starts_at: string; ends_at: string }) => {
    // dd.mm written out, not Intl: the server's and the browser's ICU word some languages' dates
    // differently (Kazakh), which broke hydration of /kz/top.
    const f = {
      format: (d: Date) => `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}`,
    };
    const last = new Date(Date.parse(r.ends_at) - 1);
    return race.period === 'day' ? f.format(last) : `${f.format(new Date(r.starts_at))} – ${f.format(last)}`;
  };
  return (
    <article
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]"
      data-testid="race"
      data-race={race.id}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">{labels.racePeriods[race.period]}</p>
          <h3 className="text-lg font-bold text-gold">{race.name}</h3>
        </div>
        <p className="text-sm">
          <span className="text-muted">{labels.endsIn} </span>
          <Countdown endsAt={race.ends_at} dayShort={labels.dayShort} onEnd={onEnd} />
        </p>
      </header>
      <div>
        <h4 className="mb-2 text-sm font-semibold text-muted">{labels.prizes}</h4>
        <ol className="flex flex-wrap gap-2" data-testid="race-prizes">
          {race.prizes
            .map((prize, i) => ({ rank: i + 1, prize }))
            .map(({ rank, prize }) => (
              <li key={rank} className="rounded-lg border border-line bg-elevated px-2.5 py-1 text-sm">
                <span className="text-muted">{rank}.</span> <span className="font-semibold">{money(prize)}</span>
              </li>
            ))}
        </ol>
        {race.prize_wager_multiple > 0 ? (
          <p className="mt-2 text-xs text-muted" data-testid="race-qualify">
            {labels.qualify.replace('{x}', String(race.prize_wager_multiple))}
          </p>
        ) : null}
      </div>
      {race.me ? (
        <p className="rounded-lg bg-elevated px-3 py-2 text-sm font-semibold" data-testid="race-me">
          {labels.you.replace('{rank}', String(race.me.rank))} · {money(race.me.amount)}
          {race.me.prize ? <span className="text-gold"> · {money(race.me.prize)}</span> : null}
        </p>
      ) : loggedIn ? (
        <p className="text-sm text-muted">{labels.notRacing}</p>
      ) : null}
      {race.standings.length ? (
        <Standings rows={race.standings} labels={labels} money={money} testId="race-standings" />
      ) : (
        <p className="text-sm text-muted">{labels.noRacers}</p>
      )}
      {race.last?.winners.length ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold">
            {labels.lastWinners} · {dates(race.last)}
          </summary>
          <div className="mt-2">
            <Standings rows={race.last.winners} labels={labels} money={money} testId="race-winners" />
          </div>
        </details>
      ) : null}
    </article>
  );
}

export function TopRaces({
  lang,
  currency,
  labels,
  initial,
}: {
  lang: Lang;
  currency: Currency;
  labels: TopLabels;
  initial: Races | null;
}) {
  // The server renders for the anonymous visitor's session state; the own place shows after hydration.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const loggedIn = useAtomValue(isLoggedInAtom) && mounted;
  const [data, setData] = useState<Races | null>(initial);
  const load = useCallback(async () => {
    const { apiRequest, racesResponseSchema, TOP_PATHS } = await topCalls();
    setData((await apiRequest(racesResponseSchema, 'GET', TOP_PATHS.races, { query: { currency, lang } })).data);
  }, [currency, lang]);
  useLiveRefresh(load, initial !== null);
  const reload = useCallback(() => void load().catch(() => {}), [load]);

  return (
    <section aria-labelledby="top-races-h" className="flex flex-col gap-3" data-testid="top-races">
      <h2 id="top-races-h" className="text-lg font-bold">
        {labels.racesTitle}
      </h2>
      <p className="text-sm text-muted">{labels.racesIntro}</p>
      {data?.races.length ? (
        <div className="grid gap-4 lg:grid-cols-2">
          {data.races.map((r) => (
            <RaceCard key={r.id} race={r} labels={labels} lang={lang} loggedIn={loggedIn} onEnd={reload} />
          ))}
        </div>
      ) : (
        <p className="text-sm text-muted">{labels.noRaces}</p>
      )}
    </section>
  );
}
