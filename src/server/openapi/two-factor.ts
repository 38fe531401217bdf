// Two-factor login (issue 23; contract src/contract/two-factor.ts).
import {
  TWO_FACTOR_PATHS,
  type TwoFactorCall,
  twoFactorCodeRequestSchema,
  twoFactorLoginRequestSchema,
  twoFactorLoginResponseSchema,
  twoFactorRecoveryCodesResponseSchema,
  twoFactorStartRequestSchema,
  twoFactorStartResponseSchema,
  twoFactorStatusResponseSchema,
  twoFactorSuccessSchema,
} from '../../contract/two-factor';
import { call, type Op } from './types';

const op = (c: TwoFactorCall, o: Omit<Op, 'method' | 'path' | 'tag'>): Op => ({
  ...call(TWO_FACTOR_PATHS[c]),
  tag: 'Two-factor',
  ...o,
});

export const twoFactorOps: Op[] = [
  op('status', { summary: 'The player’s 2FA state', auth: 'player', response: twoFactorStatusResponseSchema }),
  op('start', {
    summary: 'Start a TOTP enrolment (URI, key, QR SVG)',
    auth: 'player',
    body: twoFactorStartRequestSchema,
    response: twoFactorStartResponseSchema,
  }),
  op('confirm', {
    summary: 'Turn 2FA on with a code; answers the recovery codes once',
    auth: 'player',
    body: twoFactorCodeRequestSchema,
    response: twoFactorRecoveryCodesResponseSchema,
    errors: [429],
  }),
  op('disable', {
    summary: 'Turn 2FA off with a current code',
    auth: 'player',
    body: twoFactorCodeRequestSchema,
    response: twoFactorSuccessSchema,
    errors: [429],
  }),
  op('recoveryCodes', {
    summary: 'New recovery codes (the old ones die) with a current code',
    auth: 'player',
    body: twoFactorCodeRequestSchema,
    response: twoFactorRecoveryCodesResponseSchema,
    errors: [429],
  }),
  op('login', {
    summary: 'Second step of a login: challenge + TOTP or recovery code',
    body: twoFactorLoginRequestSchema,
    response: twoFactorLoginResponseSchema,
    errors: [429],
  }),
];
