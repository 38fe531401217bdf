// The sportsbook (issue 22) on the API host.
import { z } from 'zod';
import {
  SPORTSBOOK_PATHS,
  sbBetIdSchema,
  sbCashoutBodySchema,
  sbCashoutResponseSchema,
  sbConfigResponseSchema,
  sbEventIdSchema,
  sbEventSchema,
  sbEventsQuerySchema,
  sbEventsResponseSchema,
  sbMyBetsQuerySchema,
  sbMyBetsResponseSchema,
  sbPlaceBodySchema,
  sbPlaceResponseSchema,
} from '../../contract/sportsbook';
import { call, type Op } from './types';

const tag = 'Sportsbook';

export const sportsbookOps: Op[] = [
  {
    ...call(SPORTSBOOK_PATHS.events),
    tag,
    summary: 'The events open for betting',
    query: sbEventsQuerySchema,
    response: sbEventsResponseSchema,
  },
  {
    ...call(SPORTSBOOK_PATHS.event),
    tag,
    summary: 'One event with its markets',
    params: z.object({ id: sbEventIdSchema }),
    response: z.object({ data: sbEventSchema }),
    errors: [404],
  },
  { ...call(SPORTSBOOK_PATHS.stream), tag, summary: 'Odds and scores as server-sent events', response: 'sse' },
  {
    ...call(SPORTSBOOK_PATHS.config),
    tag,
    auth: 'optional',
    summary: 'Stakes, presets and margins in the player\u2019s currency',
    response: sbConfigResponseSchema,
  },
  {
    ...call(SPORTSBOOK_PATHS.place),
    tag,
    auth: 'player',
    key: true,
    summary: 'Place a single, accumulator or system bet',
    body: sbPlaceBodySchema,
    response: sbPlaceResponseSchema,
    errors: [409],
  },
  {
    ...call(SPORTSBOOK_PATHS.myBets),
    tag,
    auth: 'player',
    summary: 'The player\u2019s sports bets',
    query: sbMyBetsQuerySchema,
    response: sbMyBetsResponseSchema,
  },
  {
    ...call(SPORTSBOOK_PATHS.cashout),
    tag,
    auth: 'player',
    key: true,
    summary: 'Cash out a bet: the amount seen, or the offer now within the accepted tolerance or higher',
    params: z.object({ id: sbBetIdSchema }),
    body: sbCashoutBodySchema,
    response: sbCashoutResponseSchema,
    errors: [404, 409],
  },
];
