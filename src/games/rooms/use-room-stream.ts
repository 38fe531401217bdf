'use client';
// A room's live stream in the browser: one EventSource on the general service, folded by
// roomReducer. A drop is shown at once; EventSource reconnects by itself and the server's first
// event on every connection is the full `state`, which resyncs the screen. A stream the browser
// gave up on (readyState CLOSED) is reopened here with a growing delay.
import { useEffect, useReducer } from 'react';
import type { RoomLimits, RoomName, RoomRound, RoomState } from '../../contract/rooms';
import { generalUrl, sampleClock } from './rooms-client';
import { initialView, midpointOffset, parseEvent, roomReducer } from './room-stream';

const CLOSED = 2;

export function useRoomStream(room: RoomName, currency: string, limits: RoomLimits | null) {
  const [view, dispatch] = useReducer(roomReducer, limits, initialView);
  useEffect(() => {
    if (typeof EventSource !== 'function') return;
    let es: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    const open = () => {
      if (stopped) return;
      const s = new EventSource(generalUrl(`/rooms/${room}/events`, { currency }));
      es = s;
      s.addEventListener('state', (e) => {
        const state = parseEvent<RoomState>((e as MessageEvent).data);
        if (!state) return;
        attempt = 0;
        dispatch({ type: 'state', state, now: Date.now() });
        void measureClock();
      });
      s.addEventListener('round', (e) => {
        const round = parseEvent<RoomRound>((e as MessageEvent).data);
        if (round) dispatch({ type: 'round', round });
      });
      s.onerror = () => {
        dispatch({ type: 'drop' });
        if (s.readyState === CLOSED) {
          s.close();
          clearTimeout(timer);
          timer = setTimeout(open, Math.min(15_000, 1000 * 2 ** Math.min(attempt++, 4)));
        }
      };
    };
    // The countdown's clock: three round trips after each (re)connection, the shortest one kept.
    const measureClock = async () => {
      let best: { rtt: number; offset: number } | null = null;
      for (let i = 0; i < 3 && !stopped; i++) {
        await new Promise((r) => setTimeout(r, 500));
        try {
          const { serverTime, sentAt, receivedAt } = await sampleClock(room, currency);
          const rtt = receivedAt - sentAt;
          if (!best || rtt < best.rtt) best = { rtt, offset: midpointOffset(serverTime, sentAt, receivedAt) };
        } catch {
          // No answer: keep the stream's own sample.
        }
      }
      if (best && !stopped) dispatch({ type: 'clock', offset: best.offset });
    };
    open();
    // Back online: do not wait for the browser's own retry delay.
    const online = () => {
      if (es && es.readyState !== CLOSED) return;
      clearTimeout(timer);
      open();
    };
    window.addEventListener('online', online);
    return () => {
      stopped = true;
      clearTimeout(timer);
      es?.close();
      window.removeEventListener('online', online);
    };
  }, [room, currency]);
  return [view, dispatch] as const;
}
