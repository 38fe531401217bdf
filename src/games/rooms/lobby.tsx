'use client';
// The rooms lobby: the three rooms in their colours with their minimum stake, and the live pot,
// players and countdown of each (GET /general/rooms, read again every few seconds; the countdown
// ticks on the server's clock between reads). The server renders the cards and links; the live
// figures fill in after hydration.
import { useEffect, useState } from 'react';
import type { Currency, Lang } from '../../contract/common';
import type { RoomName } from '../../contract/rooms';
import { formatMoney } from '../../site/format';
import { ROOM_COLOR } from './colors';
import { fetchLobby, type LobbyRoom } from './rooms-client';

export interface LobbyLabels {
  pot: string;
  players: string;
  drawIn: string;
  waiting: string;
  enter: string;
}

export interface LobbyCard {
  room: RoomName;
  href: string;
  name: string;
  description: string;
  /** "Minimum bet 1 ₽", from the page's limits. */
  minText: string | null;
}

const POLL_MS = 5000;

export function RoomsLobby({
  rooms,
  currency,
  lang,
  labels,
}: {
  rooms: readonly LobbyCard[];
  currency: Currency;
  lang: Lang;
  labels: LobbyLabels;
}) {
  // The countdown reads this browser's clock: a lobby's second of drift is harmless (the room syncs).
  const [live, setLive] = useState<LobbyRoom[] | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let stop = false;
    const read = () =>
      fetchLobby(currency)
        .then((data) => {
          if (!stop) setLive(data);
        })
        .catch(() => {});
    void read();
    const poll = setInterval(read, POLL_MS);
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      stop = true;
      clearInterval(poll);
      clearInterval(tick);
    };
  }, [currency]);
  const money = (minor: number) => formatMoney(minor, currency, lang);
  return (
    <ul className="grid gap-3 sm:grid-cols-3" data-testid="rooms-list">
      {rooms.map((card) => {
        const r = live?.find((x) => x.room === card.room);
        const color = ROOM_COLOR[card.room];
        const left = r?.ends_at ? Math.max(0, Math.ceil((r.ends_at - now) / 1000)) : null;
        return (
          <li key={card.room}>
            <a
              href={card.href}
              className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface no-underline shadow-[var(--shadow-card)] transition-transform hover:-translate-y-0.5"
              style={{ borderTopColor: color, borderTopWidth: 4 }}
              data-testid="rooms-lobby-room"
              data-room={card.room}
            >
              <img
                src={`/images/rooms/${card.room}.svg`}
                alt=""
                width={320}
                height={200}
                loading="eager"
                decoding="async"
                className="h-auto w-full bg-elevated"
              />
              <span className="flex flex-1 flex-col gap-1 p-3">
                <span className="font-semibold text-text">{card.name}</span>
                <span className="text-sm text-muted">{card.minText ?? card.description}</span>
                <span className="mt-1 flex flex-wrap gap-x-3 text-sm">
                  <span>
                    {labels.pot}:{' '}
                    <strong style={{ color }} data-testid="rooms-lobby-pot">
                      {r ? money(r.total) : '—'}
                    </strong>
                  </span>
                  <span>
                    {labels.players}: <strong data-testid="rooms-lobby-players">{r ? r.players : '—'}</strong>
                  </span>
                </span>
                <span className="text-sm text-muted tabular-nums" data-testid="rooms-lobby-countdown">
                  {r?.phase === 'countdown' && left !== null
                    ? `${labels.drawIn} ${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`
                    : r
                      ? labels.waiting
                      : '\u00a0'}
                </span>
                <span className="mt-auto pt-2 text-sm font-bold" style={{ color }}>
                  {labels.enter} →
                </span>
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
