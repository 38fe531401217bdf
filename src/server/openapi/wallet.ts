// The wallet: balance, deposits, withdrawals, history, responsible gaming, the live balance stream.
import { z } from 'zod';
import {
  type WalletCall,
  WALLET_PATHS,
  depositRequestSchema,
  depositResponseSchema,
  eventsQuerySchema,
  eventsTicketResponseSchema,
  exclusionRequestSchema,
  exclusionResponseSchema,
  historyQuerySchema,
  historyResponseSchema,
  limitsRequestSchema,
  moneyIdSchema,
  rgResponseSchema,
  rgSettingsRequestSchema,
  walletMethodsResponseSchema,
  walletResponseSchema,
  withdrawalRequestSchema,
  withdrawalResponseSchema,
} from '../../contract/wallet';
import { formSchema, idSchema, pageQuery } from '../api/routes/sandbox-pay';
import { call, type Op } from './types';

const w = (c: WalletCall, o: Omit<Op, 'method' | 'path' | 'tag'>, tag = 'Wallet'): Op => ({
  ...call(WALLET_PATHS[c]),
  tag,
  auth: 'player',
  ...o,
});

export const walletOps: Op[] = [
  w('wallet', { summary: 'The player\u2019s balances', response: walletResponseSchema }),
  w('methods', { summary: 'The payment methods offered to the player', response: walletMethodsResponseSchema }),
  w('depositCreate', {
    summary: 'Start a deposit',
    // Money moves: the key is required (422 without one), as for bets.
    key: true,
    body: depositRequestSchema,
    response: depositResponseSchema,
    errors: [403, 409],
  }),
  w('depositGet', {
    summary: 'A deposit\u2019s status',
    params: z.object({ id: moneyIdSchema }),
    response: depositResponseSchema,
    errors: [404],
  }),
  w('withdrawalCreate', {
    summary: 'Request a withdrawal',
    key: true,
    body: withdrawalRequestSchema,
    response: withdrawalResponseSchema,
    errors: [403, 409],
  }),
  w('history', {
    summary: 'The player\u2019s transactions, newest first, a page at a time (JSON or CSV)',
    query: historyQuerySchema,
    response: historyResponseSchema,
  }),
  w('eventsTicket', {
    summary: 'A short-lived ticket for the balance stream (EventSource sends no headers)',
    response: eventsTicketResponseSchema,
  }),
  w('events', {
    summary: 'The player\u2019s balance as server-sent events (bearer token or ticket)',
    auth: 'optional',
    query: eventsQuerySchema,
    response: 'sse',
  }),
  w(
    'rg',
    { summary: 'The player\u2019s responsible-gaming limits and settings', response: rgResponseSchema },
    'Responsible gaming',
  ),
  w(
    'rgLimits',
    { summary: 'Set deposit, loss, wager and session limits', body: limitsRequestSchema, response: rgResponseSchema },
    'Responsible gaming',
  ),
  w(
    'rgSettings',
    { summary: 'Set reality checks and other settings', body: rgSettingsRequestSchema, response: rgResponseSchema },
    'Responsible gaming',
  ),
  w(
    'rgExclusion',
    {
      summary: 'Exclude oneself for a time (ends every session)',
      body: exclusionRequestSchema,
      response: exclusionResponseSchema,
    },
    'Responsible gaming',
  ),
  {
    method: 'post',
    path: '/wallet/webhooks/:provider',
    tag: 'Wallet',
    summary: 'A payment provider\u2019s webhook (signed by the provider)',
    auth: 'provider',
    response: 'json',
    errors: [401, 404],
  },
  {
    method: 'get',
    path: '/sandbox/pay/:id',
    tag: 'Wallet',
    summary: 'The sandbox payment page of a deposit (sandbox provider only)',
    params: z.object({ id: idSchema }),
    query: pageQuery,
    response: 'html',
    errors: [404],
    errorPage: true,
  },
  {
    method: 'post',
    path: '/sandbox/pay/:id',
    tag: 'Wallet',
    summary: 'Pay or decline a sandbox deposit',
    params: z.object({ id: idSchema }),
    body: formSchema,
    form: true,
    response: 'html',
    errors: [404],
    errorPage: true,
  },
];
