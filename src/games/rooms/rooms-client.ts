// The rooms' calls from the browser. Reads are plain fetches of public data on the `general`
// service (no HTTP client or zod on the page's first load); the stake goes through the page's one
// HTTP client, loaded on the first stake, which adds the bearer and one Idempotency-Key per stake
// (repeated on its retries, so a retried stake is placed once).
import { getHttpConfig } from '../../client/http-config';
import type { RoomBetResponse, RoomName, RoomRound } from '../../contract/rooms';

/** An absolute URL on the general service: `/rooms/red/events` → "http://api…/general/rooms/red/events". */
export function generalUrl(path: string, query: Record<string, string | number> = {}): string {
  const { services, apiBase } = getHttpConfig();
  const base = (services.general ?? `${apiBase}/general`).replace(/\/+$/, '');
  const u = new URL(`${base}${path}`);
  for (const [k, v] of Object.entries(query)) u.searchParams.set(k, String(v));
  return u.toString();
}

async function getJson<T>(path: string, query: Record<string, string | number>): Promise<T> {
  const res = await fetch(generalUrl(path, query), { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as T;
}

export interface LobbyRoom {
  room: RoomName;
  currency: string;
  limits: { min: number; max: number; player_max: number };
  phase: RoomRound['phase'];
  total: number;
  players: number;
  ends_at: number | null;
}

export const fetchLobby = (currency: string) =>
  getJson<{ data: LobbyRoom[] }>('/rooms', { currency }).then((r) => r.data);

/** One clock sample: the room's state's server_time and when the request left and its answer came. */
export async function sampleClock(room: RoomName, currency: string) {
  const sentAt = Date.now();
  const state = await getJson<{ server_time: number }>(`/rooms/${room}/state`, { currency });
  return { serverTime: state.server_time, sentAt, receivedAt: Date.now() };
}

export const fetchRounds = (room: RoomName, currency: string, limit = 10) =>
  getJson<{ data: RoomRound[] }>(`/rooms/${room}/rounds`, { currency, limit }).then((r) => r.data);

export async function placeStake(room: RoomName, amount: number): Promise<RoomBetResponse> {
  const { http } = await import('../../client/http');
  return http.post('/rooms/bets', { json: { room, amount }, context: { service: 'general' } }).json<RoomBetResponse>();
}
