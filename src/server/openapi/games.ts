// The game services (spec section 7): each service's health, every in-house game's bets built
// from its play definition (src/games/play.ts) on the service the registry gives it, exactly as
// src/server/bets/routes.ts mounts them, and the crash, rooms, fairness and feed calls.
import { z } from 'zod';
import { betResponseSchema, roundResponseSchema, verifyQuerySchema, verifyResponseSchema } from '../../contract/bets';
import {
  CRASH_PATHS,
  crashBetBodySchema,
  crashBetResponseSchema,
  crashCashoutBodySchema,
  crashFairSchema,
  crashMyBetsResponseSchema,
  crashRoundsResponseSchema,
  crashAnnounceBodySchema,
  crashSaltBodySchema,
  crashSeedingResponseSchema,
  crashStateSchema,
  listLimitSchema,
} from '../../contract/crash';
import {
  clientSeedBodySchema,
  fairRotateBodySchema,
  fairRotateResponseSchema,
  fairSeedsResponseSchema,
} from '../../contract/fair';
import {
  betDetailResponseSchema,
  betIdSchema,
  FEED_PATHS,
  feedQuerySchema,
  feedResponseSchema,
  myBetsResponseSchema,
} from '../../contract/feed';
import {
  ROOMS_PATHS,
  roomBetBodySchema,
  roomBetResponseSchema,
  roomLobbyResponseSchema,
  roomNameSchema,
  roomQuerySchema,
  roomRoundsQuerySchema,
  roomRoundsResponseSchema,
  roomStateSchema,
} from '../../contract/rooms';
import { asInstant, asRound, PLAY_GAMES } from '../../games/play';
import { findGame, SERVICES } from '../../games/registry';
import { call, type Op } from './types';

/** Where a game's routes sit: the root of its own service (dice), else /<service>/<slug>. */
function mountOf(slug: string): string {
  const service = findGame(slug)?.service;
  if (!service) throw new Error(`game ${slug} has no service in the registry`);
  return service === slug ? `/${service}` : `/${service}/${slug}`;
}
/** A contract path relative to a mount ('GET /rooms' under /general → GET /general/rooms). */
const under = (prefix: string, line: string) => {
  const c = call(line);
  return { ...c, path: `${prefix}${c.path}` };
};
// The seeds, verification and live feed live on `general` (SHARED in src/server/api/services.ts).
const GENERAL = '/general';
const room = z.object({ room: roomNameSchema });

function playOps(): Op[] {
  const ops: Op[] = [];
  for (const g of PLAY_GAMES) {
    const at = mountOf(g.slug);
    const tag = `Game: ${g.slug}`;
    if (g.kind === 'instant') {
      ops.push({
        method: 'post',
        path: `${at}/bets`,
        tag,
        auth: 'optional',
        key: true,
        summary: `Place a ${g.slug} bet (with \`fun: true\`: play for fun, no session or key needed)`,
        body: asInstant(g).body,
        response: betResponseSchema,
      });
      continue;
    }
    const r = asRound(g);
    const round = { tag, auth: 'player' as const, response: roundResponseSchema };
    ops.push(
      { ...round, method: 'post', path: `${at}/bets`, key: true, summary: `Open a ${g.slug} round`, body: r.open },
      {
        ...round,
        method: 'get',
        path: `${at}/bets/current`,
        summary: `The player\u2019s open ${g.slug} round`,
        errors: [404],
      },
      {
        ...round,
        method: 'post',
        path: `${at}${r.actionPath}`,
        key: true,
        summary: `Play a move in the open ${g.slug} round`,
        body: r.action,
        errors: [404],
      },
      {
        ...round,
        method: 'post',
        path: `${at}/bets/current/cashout`,
        key: true,
        summary: `Cash out the open ${g.slug} round`,
        errors: [404],
      },
    );
  }
  return ops;
}

const crash = findGame('crash')?.service ?? 'crash';
const rooms = `/${findGame('rooms')?.service ?? 'general'}`;

export const gameOps = (): Op[] => [
  ...SERVICES.map(
    (s): Op => ({
      method: 'get',
      path: `/${s}/health`,
      tag: 'Services',
      summary: `The ${s} service answers`,
      response: 'json',
    }),
  ),
  ...playOps(),
  {
    ...call(CRASH_PATHS.fair),
    tag: `Game: ${crash}`,
    summary: 'The crash chain\u2019s public commitment',
    response: crashFairSchema,
    errors: [404],
  },
  {
    ...call(CRASH_PATHS.state),
    tag: `Game: ${crash}`,
    summary: 'The current crash round',
    response: crashStateSchema,
    errors: [404],
  },
  {
    ...call(CRASH_PATHS.rounds),
    tag: `Game: ${crash}`,
    summary: 'The last finished rounds',
    query: listLimitSchema,
    response: crashRoundsResponseSchema,
  },
  { ...call(CRASH_PATHS.events), tag: `Game: ${crash}`, summary: 'The round as server-sent events', response: 'sse' },
  {
    ...call(CRASH_PATHS.announce),
    tag: `Game: ${crash}`,
    auth: 'admin',
    summary: 'Announce a new chain with the bitcoin block whose hash will be its salt (operator)',
    body: crashAnnounceBodySchema,
    response: crashSeedingResponseSchema,
    errors: [409],
  },
  {
    ...call(CRASH_PATHS.salt),
    tag: `Game: ${crash}`,
    auth: 'admin',
    summary: 'Enter the announced block\u2019s hash as the chain\u2019s salt; rounds start (operator)',
    body: crashSaltBodySchema,
    response: crashSeedingResponseSchema,
    errors: [409],
  },
  {
    ...call(CRASH_PATHS.myBets),
    tag: `Game: ${crash}`,
    auth: 'player',
    summary: 'The player\u2019s crash bets',
    query: listLimitSchema,
    response: crashMyBetsResponseSchema,
  },
  {
    ...call(CRASH_PATHS.bet),
    tag: `Game: ${crash}`,
    auth: 'player',
    key: true,
    summary: 'Bet on the next crash round',
    body: crashBetBodySchema,
    response: crashBetResponseSchema,
  },
  {
    ...call(CRASH_PATHS.cashout),
    tag: `Game: ${crash}`,
    auth: 'player',
    // Honoured when sent, not required: a bet cashes out once, written on the bet row with the money.
    summary: 'Cash out the running crash bet',
    body: crashCashoutBodySchema,
    response: crashBetResponseSchema,
  },
  {
    ...under(rooms, ROOMS_PATHS.lobby),
    tag: 'Game: rooms',
    summary: 'The rooms and their current rounds',
    query: roomQuerySchema,
    response: roomLobbyResponseSchema,
  },
  {
    ...under(rooms, ROOMS_PATHS.bet),
    tag: 'Game: rooms',
    auth: 'player',
    key: true,
    summary: 'Bet in a room\u2019s next round',
    body: roomBetBodySchema,
    response: roomBetResponseSchema,
  },
  {
    ...under(rooms, ROOMS_PATHS.state),
    tag: 'Game: rooms',
    summary: 'A room\u2019s current round',
    params: room,
    query: roomQuerySchema,
    response: roomStateSchema,
    errors: [404],
  },
  {
    ...under(rooms, ROOMS_PATHS.rounds),
    tag: 'Game: rooms',
    summary: 'A room\u2019s last rounds',
    params: room,
    query: roomRoundsQuerySchema,
    response: roomRoundsResponseSchema,
    errors: [404],
  },
  {
    ...under(rooms, ROOMS_PATHS.events),
    tag: 'Game: rooms',
    summary: 'A room\u2019s rounds as server-sent events',
    params: room,
    query: roomQuerySchema,
    response: 'sse',
    errors: [404],
  },
  {
    method: 'get',
    path: `${GENERAL}/fair/verify`,
    tag: 'Fairness',
    summary: 'Recompute a bet from revealed seeds',
    query: verifyQuerySchema,
    response: verifyResponseSchema,
  },
  {
    method: 'get',
    path: `${GENERAL}/fair/seeds`,
    tag: 'Fairness',
    auth: 'player',
    summary: 'The player\u2019s active seed pair',
    response: fairSeedsResponseSchema,
  },
  {
    method: 'put',
    path: `${GENERAL}/fair/client-seed`,
    tag: 'Fairness',
    auth: 'player',
    summary: 'Set the client seed',
    body: clientSeedBodySchema,
    response: fairSeedsResponseSchema,
  },
  {
    method: 'post',
    path: `${GENERAL}/fair/rotate`,
    tag: 'Fairness',
    auth: 'player',
    summary: 'Reveal the server seed and start a new pair',
    body: fairRotateBodySchema,
    response: fairRotateResponseSchema,
    errors: [409],
  },
  {
    ...under(GENERAL, FEED_PATHS.feed),
    tag: 'Feed',
    summary: 'The live feed of bets and big wins',
    query: feedQuerySchema,
    response: feedResponseSchema,
  },
  {
    ...under(GENERAL, FEED_PATHS.mine),
    tag: 'Feed',
    auth: 'player',
    summary: 'The player\u2019s last bets',
    query: feedQuerySchema,
    response: myBetsResponseSchema,
  },
  {
    ...under(GENERAL, FEED_PATHS.detail),
    tag: 'Feed',
    summary: 'One bet, with its seeds once revealed',
    params: z.object({ id: betIdSchema }),
    response: betDetailResponseSchema,
    errors: [404],
  },
];
