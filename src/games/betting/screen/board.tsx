'use client';
// /betting's lists: live now and starting soon, by sport and tournament, with a sport filter. The
// server renders them (bots read the events in the HTML); the stream moves prices, scores and clocks,
// and a `board` event, a gap or a reconnect reads GET /betting/events again.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useT } from '../../../client/i18n';
import type { Lang } from '../../../contract/common';
import type { SbEvent } from '../../../contract/sportsbook';
import { localePath } from '../../../site/locale';
import { sbRequest } from './api';
import { MatchClock, StartTime } from './event-bits';
import { applyDelta, mainMarket } from './event-state';
import { useSbConnection, useSbStream } from './live';
import { PriceButton } from './price-button';

export const eventHref = (lang: Lang, id: string) => localePath(lang, `/betting/event/${encodeURIComponent(id)}`);
export const eventName = (ev: Pick<SbEvent, 'home' | 'away'>) => `${ev.home} – ${ev.away}`;

/** Short labels of a main market's outcomes on a list row: 1 X 2, or 1 2. */
const shortLabels = (n: number) => (n === 3 ? ['1', 'X', '2'] : n === 2 ? ['1', '2'] : []);

/** Calls `fn` at most once per `ms`, the last call winning (a burst of resyncs is one read). */
function useCoalesced(fn: () => void, ms: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(fn);
  latest.current = fn;
  return useCallback(() => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      latest.current();
    }, ms);
  }, [ms]);
}

export function EventRow({ ev, lang }: { ev: SbEvent; lang: Lang }) {
  const t = useT();
  const market = mainMarket(ev);
  const name = eventName(ev);
  const labels = market ? shortLabels(market.outcomes.length) : [];
  const live = ev.status === 'live';
  return (
    <li
      className="grid gap-2 border-t border-line py-3 first:border-t-0 sm:grid-cols-[minmax(0,1fr)_minmax(0,18rem)] sm:items-center"
      data-testid="sb-event"
      data-event-id={ev.id}
      data-status={ev.status}
    >
      <div className="flex min-w-0 items-center gap-3">
        <div className="flex w-14 shrink-0 flex-col text-xs">
          {live ? (
            <>
              <span className="font-bold uppercase text-lose">{t('sportsbook.liveBadge')}</span>
              {ev.clock ? <MatchClock clock={ev.clock} /> : null}
            </>
          ) : ev.status === 'prematch' ? (
            <StartTime at={ev.start_at} lang={lang} />
          ) : (
            <span className="text-muted">{t('sportsbook.ended')}</span>
          )}
        </div>
        <a href={eventHref(lang, ev.id)} className="flex min-w-0 flex-1 flex-col no-underline hover:text-accent">
          <span className="truncate font-semibold">{ev.home}</span>
          <span className="truncate font-semibold">{ev.away}</span>
          <span className="sr-only">{t('sportsbook.eventLink')}</span>
        </a>
        {ev.score && ev.status !== 'prematch' ? (
          <div className="flex shrink-0 flex-col text-right">
            <span className="tabular-nums font-bold">{ev.score.home}</span>
            <span className="tabular-nums font-bold">{ev.score.away}</span>
          </div>
        ) : null}
      </div>
      <div className="flex gap-1.5">
        {market?.outcomes.length ? (
          market.outcomes.map((o, i) => (
            <PriceButton
              key={o.id}
              eventId={ev.id}
              eventName={name}
              market={market}
              outcome={o}
              {...(labels[i] ? { short: labels[i] } : {})}
            />
          ))
        ) : (
          <span className="text-sm text-muted">{t('sportsbook.noPrices')}</span>
        )}
      </div>
    </li>
  );
}

/** Events grouped by sport, then by category and tournament, in the order they came. */
function groupEvents(events: readonly SbEvent[]) {
  const sports = new Map<string, { name: string; tournaments: Map<string, { name: string; events: SbEvent[] }> }>();
  for (const ev of events) {
    let s = sports.get(ev.sport);
    if (!s) {
      s = { name: ev.sport_name, tournaments: new Map() };
      sports.set(ev.sport, s);
    }
    const key = `${ev.category}/${ev.tournament}`;
    let tr = s.tournaments.get(key);
    if (!tr) {
      tr = { name: ev.category ? `${ev.category} · ${ev.tournament}` : ev.tournament, events: [] };
      s.tournaments.set(key, tr);
    }
    tr.events.push(ev);
  }
  return [...sports.entries()].map(([slug, s]) => ({ slug, name: s.name, tournaments: [...s.tournaments.values()] }));
}

function EventList({
  title,
  events,
  empty,
  lang,
  testId,
}: {
  title: string;
  events: SbEvent[];
  empty: string;
  lang: Lang;
  testId: string;
}) {
  const groups = groupEvents(events);
  return (
    <section className="flex flex-col gap-3" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <h2 id={`${testId}-title`} className="text-lg font-bold">
        {title} <span className="text-sm font-normal text-muted">({events.length})</span>
      </h2>
      {groups.length === 0 ? <p className="text-sm text-muted">{empty}</p> : null}
      {groups.map((g) => (
        <div key={g.slug} className="flex flex-col gap-3">
          <h3 className="text-sm font-bold uppercase tracking-wide text-muted">{g.name}</h3>
          {g.tournaments.map((tr) => (
            <div key={tr.name} className="rounded-[var(--radius-card)] border border-line bg-surface px-4 py-2">
              <h4 className="pt-1 text-sm font-semibold">{tr.name}</h4>
              <ul>
                {tr.events.map((ev) => (
                  <EventRow key={ev.id} ev={ev} lang={lang} />
                ))}
              </ul>
            </div>
          ))}
        </div>
      ))}
    </section>
  );
}

export function Board({
  live: liveInit,
  prematch: preInit,
  lang,
}: {
  live: SbEvent[];
  prematch: SbEvent[];
  lang: Lang;
}) {
  const t = useT();
  const [live, setLive] = useState(liveInit);
  const [prematch, setPrematch] = useState(preInit);
  const [sport, setSport] = useState<string | null>(null);
  const connection = useSbConnection();

  const reload = useCoalesced(() => {
    for (const [status, set] of [
      ['live', setLive],
      ['prematch', setPrematch],
    ] as const) {
      sbRequest((c) => c.sbEventsResponseSchema, 'GET', '/betting/events', {
        query: { status, lang, markets: 'main' },
      })
        .then((r) => set(r.data))
        .catch(() => {}); // the lists stay as they were; the next resync tries again
    }
  }, 300);

  useSbStream({
    onEvent: (d) => {
      const apply = (list: SbEvent[]) => {
        let changed = false;
        const next = list.map((ev) => {
          const e = applyDelta(ev, d);
          if (e !== ev) changed = true;
          return e;
        });
        return changed ? next : list;
      };
      setLive(apply);
      setPrematch(apply);
      // An event that started or ended moves between the lists: read them again.
      if (
        d.status &&
        d.status !== (live.find((e) => e.id === d.event_id) ?? prematch.find((e) => e.id === d.event_id))?.status
      )
        reload();
    },
    onResync: (eventId) => {
      if (!eventId) reload();
    },
  });

  const sports = useMemo(() => {
    const m = new Map<string, string>();
    for (const ev of [...live, ...prematch]) if (!m.has(ev.sport)) m.set(ev.sport, ev.sport_name);
    return [...m.entries()];
  }, [live, prematch]);
  const shown = (list: SbEvent[]) => (sport ? list.filter((e) => e.sport === sport) : list);

  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="sb-board" data-connection={connection}>
      <fieldset className="m-0 flex min-w-0 flex-wrap items-center gap-2 border-0 p-0">
        <legend className="sr-only">{t('sportsbook.sportFilter')}</legend>
        {[[null, t('sportsbook.allSports')] as const, ...sports].map(([slug, name]) => (
          <button
            key={slug ?? 'all'}
            type="button"
            aria-pressed={sport === slug}
            onClick={() => setSport(slug)}
            data-testid="sb-sport"
            className={`h-9 rounded-full border px-4 text-sm font-semibold ${
              sport === slug
                ? 'border-accent bg-accent-fill text-white'
                : 'border-line bg-surface text-muted hover:text-text'
            }`}
          >
            {name}
          </button>
        ))}
      </fieldset>
      {connection === 'lost' ? (
        <p role="status" className="rounded-lg bg-lose/10 px-3 py-2 text-sm text-lose">
          {t('sportsbook.reconnecting')}
        </p>
      ) : null}
      <EventList
        title={t('sportsbook.live')}
        events={shown(live)}
        empty={t('sportsbook.noLive')}
        lang={lang}
        testId="sb-live"
      />
      <EventList
        title={t('sportsbook.prematch')}
        events={shown(prematch)}
        empty={t('sportsbook.noPrematch')}
        lang={lang}
        testId="sb-prematch"
      />
    </div>
  );
}
