'use client';
// Small pieces the lists and the event page share: the match clock running on in the browser, the
// start time in the reader's time zone, the score.
import { useEffect, useRef, useState } from 'react';
import type { Lang } from '../../../contract/common';
import { LOCALE_INFO } from '../../../contract/common';
import type { SbEvent } from '../../../contract/sportsbook';
import { clockNow, clockRate } from './event-state';
import { serverNow } from './live';

/** The clock from its last reading (server time), ticking each second unless stopped. */
export function MatchClock({ clock }: { clock: NonNullable<SbEvent['clock']> }) {
  // The server renders the reading as it is; the browser runs it on after hydration, as fast as the
  // last two readings say the clock runs (the demo simulator's matches run faster than real ones).
  const [now, setNow] = useState<number | null>(null);
  const last = useRef({ reading: clock, rate: 1 });
  if (last.current.reading !== clock) {
    last.current = { reading: clock, rate: clockRate(last.current.reading, clock) ?? last.current.rate };
  }
  const rate = last.current.rate;
  useEffect(() => {
    setNow(serverNow());
    if (clock.stopped) return;
    const timer = setInterval(() => setNow(serverNow()), Math.max(250, 1000 / rate));
    return () => clearInterval(timer);
  }, [clock, rate]);
  return (
    <span className="tabular-nums text-win" data-testid="sb-clock">
      {now === null ? clock.time : clockNow(clock, now, rate)}
    </span>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A start time: on the server (and the first render) as "25.11 18:30 UTC", written by hand because the
 * server's and the browser's Intl data differ and the page would not hydrate; then in the reader's own
 * zone and language.
 */
export function StartTime({ at, lang }: { at: number; lang: Lang }) {
  const [local, setLocal] = useState(false);
  useEffect(() => setLocal(true), []);
  const d = new Date(at);
  const text = local
    ? new Intl.DateTimeFormat(LOCALE_INFO[lang === 'kz' ? 'ru' : lang].iso, {
        day: '2-digit',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }).format(at)
    : `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
  return (
    <time dateTime={new Date(at).toISOString()} className="tabular-nums text-muted">
      {text}
    </time>
  );
}

/** "2 : 1", with the periods after it when the event page asks. */
export function Score({ score, periods = false }: { score: NonNullable<SbEvent['score']>; periods?: boolean }) {
  return (
    <span className="font-bold tabular-nums" data-testid="sb-score">
      {score.home} : {score.away}
      {periods && score.periods.length ? (
        <span className="ml-2 text-xs font-normal text-muted">
          ({score.periods.map((p) => `${p.home}:${p.away}`).join(', ')})
        </span>
      ) : null}
    </span>
  );
}
