// The rooms' stages: the lobby's live cards and a room's screen, with their texts from the page's
// dictionary (server components; the client parts get plain texts and the watched currency: the
// player's, RUB when signed out, as the page context has it).
import { GamePrefsToggles } from '../../components/games/game-prefs-toggles';
import { labels, stakeKit } from '../../components/games/stage-kit';
import { toField } from '../../components/games/stake-limits';
import { getSiteContext } from '../../site/context.server';
import { getBetLimits, getT } from '../../site/data.server';
import { formatMoney } from '../../site/format';
import { localePath } from '../../site/locale';
import { ROOMS, type Room } from './index';
import { roomContent } from './content';
import { type LobbyLabels, RoomsLobby } from './lobby';
import type { RoomHistoryLabels } from './room-history';
import { type RoomLabels, RoomScreen } from './screen';

const ROOM_KEYS = [
  'pot',
  'players',
  'waiting',
  'drawIn',
  'extended',
  'drawing',
  'refunded',
  'offline',
  'stake',
  'bet',
  'loginToPlay',
  'entries',
  'noEntries',
  'tickets',
  'chance',
  'you',
  'hidden',
  'yourChance',
  'winner',
  'payout',
  'commission',
  'winningTicket',
  'ring',
  'playerCap',
] as const satisfies readonly (keyof RoomLabels)[];

const HISTORY_KEYS = [
  'history',
  'noHistory',
  'round',
  'pot',
  'winner',
  'hidden',
  'winningTicket',
  'hash',
  'salt',
  'commitment',
  'verify',
  'verified',
  'mismatch',
] as const satisfies readonly (keyof RoomHistoryLabels)[];

const LOBBY_KEYS = ['pot', 'players', 'drawIn', 'waiting', 'enter'] as const satisfies readonly (keyof LobbyLabels)[];

/** The minimum stake of each room in the visitor's currency (the operator's `rooms` limits). */
async function roomMinimums(): Promise<Partial<Record<Room, number>>> {
  const limits = await getBetLimits().catch(() => null);
  return Object.fromEntries(ROOMS.flatMap((r) => (limits?.rooms[r] !== undefined ? [[r, limits.rooms[r]]] : [])));
}

export async function RoomsLobbyStage() {
  const ctx = getSiteContext();
  const t = getT();
  const mins = await roomMinimums();
  const rooms = ROOMS.map((room) => ({
    room,
    href: localePath(ctx.lang, `/games/rooms/${room}`),
    name: roomContent[room][ctx.lang].name,
    description: roomContent[room][ctx.lang].description,
    minText:
      mins[room] !== undefined ? t('rooms.minBet', { amount: formatMoney(mins[room], ctx.currency, ctx.lang) }) : null,
  }));
  return <RoomsLobby rooms={rooms} currency={ctx.currency} lang={ctx.lang} labels={labels('rooms', LOBBY_KEYS)} />;
}

export async function RoomStage({ room }: { room: Room }) {
  const ctx = getSiteContext();
  const [kit, mins] = await Promise.all([stakeKit(null), roomMinimums()]);
  const min = mins[room];
  const t = getT();
  // The sound and turbo switches (turbo skips the spin); not the seeds dialog of the instant games:
  // a room's fairness is its published hash chain, verified in the room's history.
  return (
    <div className="flex flex-col gap-2">
      <RoomScreen
        room={room}
        name={roomContent[room][ctx.lang].name}
        currency={ctx.currency}
        lang={ctx.lang}
        // Until the stream's state arrives: the minimum from the page's limits, no ceiling yet.
        initialLimits={
          min !== undefined ? { min, max: Number.MAX_SAFE_INTEGER, player_max: Number.MAX_SAFE_INTEGER } : null
        }
        firstStake={toField(Math.max(min ?? 100, 100))}
        stakeLabels={kit.labels}
        labels={{
          ...labels('rooms', ROOM_KEYS),
          refundedYou: t('rooms.refundedYou', { amount: '{{amount}}' }),
          aloneWait: t('rooms.aloneWait', { time: '{{time}}' }),
        }}
        history={labels('rooms', HISTORY_KEYS)}
      />
      <GamePrefsToggles sound={t('gameKit.sound')} turbo={t('gameKit.turbo')} />
    </div>
  );
}
