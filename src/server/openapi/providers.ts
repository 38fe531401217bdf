// The seamless wallet third-party game providers call (Hub88's protocol): every answer is HTTP 200
// in Hub88's own shape, signed with our key; the request is signed with theirs.
import { z } from 'zod';
import {
  hub88AnswerSchema,
  hub88BalanceSchema,
  hub88BetSchema,
  hub88RollbackSchema,
  hub88UserInfoSchema,
  hub88WinSchema,
  providerNameSchema,
} from '../../contract/providers';
import type { Op } from './types';

const tag = 'Provider wallet';
const params = z.object({ name: providerNameSchema });
const wallet = (path: string, summary: string, body: z.ZodType): Op => ({
  method: 'post',
  path: `/providers/:name${path}`,
  tag,
  auth: 'provider',
  summary,
  params,
  body,
  response: hub88AnswerSchema,
});

export const providerOps: Op[] = [
  {
    method: 'get',
    path: '/providers/:name/public-key',
    tag,
    summary: 'Our public key, which signs every wallet answer (PEM)',
    params,
    response: 'pem',
    errors: [404],
  },
  wallet(
    '/user/info',
    'The player: by Hub88\u2019s user id ({user, request_uuid}) or by game token',
    hub88UserInfoSchema,
  ),
  wallet('/user/balance', 'The player\u2019s balance', hub88BalanceSchema),
  wallet(
    '/transaction/bet',
    'Take a stake (a free round\u2019s, is_free with its reward_uuid, takes nothing)',
    hub88BetSchema,
  ),
  wallet('/transaction/win', 'Pay a win', hub88WinSchema),
  wallet('/transaction/rollback', 'Undo a stake', hub88RollbackSchema),
];
