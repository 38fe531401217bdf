// Rooms service (contract src/contract/rooms.ts), mounted on `general` under /rooms:
// GET /rooms, GET /rooms/:room/state, GET /rooms/:room/rounds, POST /rooms/bets, GET /rooms/:room/events.
import { Hono } from 'hono';
import {
  type RoomBetResponse,
  type RoomName,
  roomBetBodySchema,
  roomNameSchema,
  roomQuerySchema,
  roomRoundsQuerySchema,
} from '../../contract/rooms';
import { ApiHttpError, validationError } from '../../server/api/errors';
import { IDEMPOTENCY_KEY } from '../../server/api/idempotency-key';
import { requireUser } from '../../server/api/require-user';
import type { ApiEnv } from '../../server/api/types';
import { parseJson, parseQuery } from '../../server/api/validate';
import { requestHash } from '../../server/bets/bets.server';
import { asHttpError, type GameRoutes } from '../../server/bets/routes';
import { sseResponse } from '../kit/shared/sse-route';
import { sseChunk } from '../kit/shared/sse-hub.server';
import { roomRelay } from './engine.server';
import { placeRoomStake, RoomError, roomHistory, roomLobby, roomState } from './service.server';

function roomOf(c: { req: { param(n: 'room'): string } }): RoomName {
  const r = roomNameSchema.safeParse(c.req.param('room'));
  if (!r.success) throw new ApiHttpError(404, { message: 'No such room' });
  return r.data;
}

function asError(e: unknown): unknown {
  if (e instanceof RoomError) {
    return new ApiHttpError(422, { message: e.message, errors: { [e.field]: [`${e.code}: ${e.message}`] } });
  }
  return asHttpError(e);
}

const app = new Hono<ApiEnv>()
  .get('/', async (c) => {
    const { currency } = parseQuery(c, roomQuerySchema);
    const deps = c.env.deps;
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await roomLobby(await deps.getDb(), deps.getConfig().betLimits, currency) });
  })
  .post('/bets', requireUser, async (c) => {
    const body = await parseJson(c, roomBetBodySchema);
    const key = c.req.header('idempotency-key');
    if (!key || !IDEMPOTENCY_KEY.test(key)) {
      throw validationError({
        'Idempotency-Key': ['required: An Idempotency-Key header (8-128 letters, digits, - or _) is required'],
      });
    }
    const deps = c.env.deps;
    try {
      const out = await placeRoomStake(await deps.getDb(), deps.getConfig().betLimits, {
        userId: c.get('session').userId,
        room: body.room,
        amount: body.amount,
        key,
        requestHash: requestHash('rooms', body),
      });
      return c.json<RoomBetResponse>(out);
    } catch (e) {
      throw asError(e);
    }
  })
  .get('/:room/state', async (c) => {
    const room = roomOf(c);
    const { currency } = parseQuery(c, roomQuerySchema);
    const deps = c.env.deps;
    c.header('Cache-Control', 'no-store');
    return c.json(await roomState(await deps.getDb(), deps.getConfig().betLimits, room, currency));
  })
  .get('/:room/rounds', async (c) => {
    const room = roomOf(c);
    const { currency, limit } = parseQuery(c, roomRoundsQuerySchema);
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await roomHistory(await c.env.deps.getDb(), room, currency, limit) });
  })
  .get('/:room/events', async (c) => {
    const room = roomOf(c);
    const { currency } = parseQuery(c, roomQuerySchema);
    const deps = c.env.deps;
    const db = await deps.getDb();
    const relay = await roomRelay(db);
    const state = await roomState(db, deps.getConfig().betLimits, room, currency);
    return sseResponse(c, relay.hub(room, currency), sseChunk('state', state));
  });

export default { slug: 'rooms', app } satisfies GameRoutes;
