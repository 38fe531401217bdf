'use client';
// An event's page: the score and the running clock, every market grouped (main, goals, totals…),
// prices moving with the stream; a suspended market is greyed and its prices cannot be pressed. A
// market the page has not seen, a gap or a reconnect reads GET /betting/events/{id} again.
import { useRef, useState } from 'react';
import { useT } from '../../../client/i18n';
import type { Lang } from '../../../contract/common';
import type { SbEvent, SbMarket } from '../../../contract/sportsbook';
import { localePath } from '../../../site/locale';
import { sbRequest } from './api';
import { eventName } from './board';
import { MatchClock, Score, StartTime } from './event-bits';
import { applyDelta } from './event-state';
import { useSbConnection, useSbStream } from './live';
import { PriceButton } from './price-button';

const GROUP_ORDER = ['main', 'goals', 'totals', 'handicap', 'sets', 'games'];

function groupMarkets(markets: readonly SbMarket[]) {
  const groups = new Map<string, SbMarket[]>();
  for (const m of markets) {
    const list = groups.get(m.group);
    if (list) list.push(m);
    else groups.set(m.group, [m]);
  }
  const rank = (g: string) => (GROUP_ORDER.includes(g) ? GROUP_ORDER.indexOf(g) : GROUP_ORDER.length);
  return [...groups.entries()].sort((a, b) => rank(a[0]) - rank(b[0]));
}

export function EventScreen({ initial, lang }: { initial: SbEvent; lang: Lang }) {
  const t = useT();
  const [ev, setEv] = useState(initial);
  const connection = useSbConnection();
  const loading = useRef(false);

  const reload = () => {
    if (loading.current) return;
    loading.current = true;
    sbRequest(
      (c) => c.sbEventsResponseSchema.extend({ data: c.sbEventSchema }),
      'GET',
      `/betting/events/${encodeURIComponent(ev.id)}`,
      {
        query: { lang },
      },
    )
      .catch(() => null)
      .then((r) => {
        if (r) setEv(r.data);
      })
      .finally(() => {
        loading.current = false;
      });
  };

  useSbStream({
    onEvent: (d) => {
      if (d.event_id !== ev.id) return;
      setEv((cur) => applyDelta(cur, d));
      if (d.markets.some((m) => !ev.markets.some((x) => x.id === m.id))) reload();
    },
    onResync: (eventId) => {
      if (!eventId || eventId === ev.id) reload();
    },
  });

  const name = eventName(ev);
  const live = ev.status === 'live';
  const groups = groupMarkets(ev.markets);
  const groupName = (g: string) => {
    const key = `sportsbook.groups.${g}`;
    const text = t(key);
    return text === key ? g : text;
  };

  return (
    <div
      className="flex min-w-0 flex-col gap-4"
      data-testid="sb-event-page"
      data-status={ev.status}
      data-connection={connection}
    >
      <a href={localePath(lang, '/betting')} className="text-sm text-muted no-underline hover:text-text">
        ← {t('sportsbook.backToList')}
      </a>
      <section className="rounded-[var(--radius-card)] border border-line bg-surface p-5" aria-label={name}>
        <p className="text-xs uppercase tracking-wide text-muted">
          {ev.sport_name} · {ev.category ? `${ev.category} · ` : ''}
          {ev.tournament}
        </p>
        <div className="mt-3 grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-3 text-center">
          <span className="text-lg font-bold break-words">{ev.home}</span>
          <div className="flex flex-col items-center gap-1" aria-live="polite">
            {ev.score && ev.status !== 'prematch' ? (
              <span className="text-2xl">
                <Score score={ev.score} />
              </span>
            ) : (
              <StartTime at={ev.start_at} lang={lang} />
            )}
            {live ? (
              <span className="flex items-center gap-2 text-xs">
                <span className="font-bold uppercase text-lose">{t('sportsbook.liveBadge')}</span>
                {ev.clock ? <MatchClock clock={ev.clock} /> : null}
              </span>
            ) : ev.status !== 'prematch' ? (
              <span className="text-xs text-muted">{t('sportsbook.ended')}</span>
            ) : null}
            {ev.score?.periods.length ? (
              <span className="text-xs text-muted tabular-nums">
                {ev.score.periods.map((p) => `${p.home}:${p.away}`).join(' · ')}
              </span>
            ) : null}
          </div>
          <span className="text-lg font-bold break-words">{ev.away}</span>
        </div>
      </section>
      {connection === 'lost' ? (
        <p role="status" className="rounded-lg bg-lose/10 px-3 py-2 text-sm text-lose">
          {t('sportsbook.reconnecting')}
        </p>
      ) : null}
      {groups.length === 0 ? <p className="text-sm text-muted">{t('sportsbook.noPrices')}</p> : null}
      {groups.map(([group, markets]) => (
        <section key={group} className="flex flex-col gap-2" aria-labelledby={`sb-group-${group}`}>
          <h2 id={`sb-group-${group}`} className="text-sm font-bold uppercase tracking-wide text-muted">
            {groupName(group)}
          </h2>
          {markets.map((m) => {
            const open = m.status === 'active';
            return (
              <div
                key={m.id}
                // Greyed by its frame and its disabled prices, not by opacity: the name must stay readable.
                className={`rounded-[var(--radius-card)] border p-3 ${open ? 'border-line bg-surface' : 'border-dashed border-line bg-bg'}`}
                data-testid="sb-market"
                data-market-id={m.id}
                data-market-status={m.status}
              >
                <h3 className="mb-2 flex items-center justify-between gap-2 text-sm font-semibold">
                  <span>{m.name}</span>
                  {open ? null : (
                    <span className="text-xs font-normal text-muted">{t(`sportsbook.status.${m.status}`)}</span>
                  )}
                </h3>
                <div className={`grid gap-1.5 ${m.outcomes.length === 3 ? 'grid-cols-3' : 'grid-cols-2'}`}>
                  {m.outcomes.map((o) => (
                    <PriceButton key={o.id} eventId={ev.id} eventName={name} market={m} outcome={o} />
                  ))}
                </div>
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );
}
