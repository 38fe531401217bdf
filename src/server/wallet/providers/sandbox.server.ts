import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { WalletError } from '../../../contract/wallet-errors';
import { getAppSecret } from '../../auth/secrets.server';
import type { Queryable } from '../../db/types';
import type { PaymentEvent, PaymentProvider } from './types';

// The built-in sandbox provider: a hosted card page on the API host (/sandbox/pay/<id>),
// Stripe-style signed webhooks (`Sandbox-Signature: t=<unix>,v1=<hex hmac of "t.body">`,
// 300 s tolerance) and test cards (README "Payments"):
//   4242 4242 4242 4242  pays
//   4000 0000 0000 0002  is declined
//   4000 0000 0000 0259  pays after about 10 seconds (the deposit is pending meanwhile)
// The webhook secret is made once per database (app_secrets), so every process agrees.

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
const TOLERANCE_SECONDS = 300;
export const SANDBOX_DELAY_SECONDS = 10;
export const TEST_CARDS = {
  '4242424242424242': 'pay',
  '4000000000000002': 'decline',
  '4000000000000259': 'delay',
} as const;
export type CardOutcome = (typeof TEST_CARDS)[keyof typeof TEST_CARDS] | 'unknown';

const secretOf = (db: Queryable) => getAppSecret(db, 'sandbox_webhook');
const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

export function cardOutcome(number: string): CardOutcome {
  const digits = number.replace(/[\s-]/g, '');
  return (TEST_CARDS as Record<string, CardOutcome>)[digits] ?? 'unknown';
}

/** The hosted page link carries a signature of the deposit id, so ids alone open nothing. */
export async function payPageSignature(db: Queryable, depositId: string): Promise<string> {
  return hmac(await secretOf(db), `page:${depositId}`).slice(0, 32);
}
export async function checkPayPageSignature(db: Queryable, depositId: string, sig: string): Promise<boolean> {
  const want = Buffer.from(await payPageSignature(db, depositId));
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got);
}

const eventSchema = z
  .object({
    id: z.string().min(1).max(100),
    type: z.enum(['payment.pending', 'payment.paid', 'payment.failed']),
    data: z.object({
      deposit_id: z.string().uuid(),
      amount: z.number().int().positive(),
      currency: z.string().length(3),
    }),
  })
  .strict();

/** Builds and signs a webhook as the sandbox would send it. */
export async function signSandboxEvent(
  db: Queryable,
  e: { depositId: string; status: PaymentEvent['status']; amount: number; currency: string },
  at = Math.floor(Date.now() / 1000),
): Promise<{ body: string; signature: string }> {
  const body = JSON.stringify({
    id: `evt_${randomUUID()}`,
    type: `payment.${e.status}`,
    data: { deposit_id: e.depositId, amount: e.amount, currency: e.currency },
  });
  return { body, signature: `t=${at},v1=${hmac(await secretOf(db), `${at}.${body}`)}` };
}

export const sandboxProvider: PaymentProvider = {
  id: 'sandbox',
  depositMethods: () => [{ id: 'sandbox', name: 'Sandbox card' }],
  withdrawalMethods: () => [{ id: 'sandbox', name: 'Sandbox card' }],
  async createPayment(db, input) {
    const sig = await payPageSignature(db, input.depositId);
    return { providerRef: `sbx_${input.depositId}`, payUrl: `/sandbox/pay/${input.depositId}?sig=${sig}` };
  },
  async verifyWebhook(db, rawBody, header) {
    const sigHeader = header(SANDBOX_SIGNATURE_HEADER) ?? '';
    const parts = sigHeader.split(',').map((p) => p.trim().split('=') as [string, string?]);
    const t = Number(parts.find(([k]) => k === 't')?.[1]);
    const v1s = parts.filter(([k, v]) => k === 'v1' && v).map(([, v]) => v!);
    if (!Number.isSafeInteger(t) || !v1s.length) throw new WalletError('invalid_signature');
    if (Math.abs(Date.now() / 1000 - t) > TOLERANCE_SECONDS) throw new WalletError('invalid_signature');
    const want = Buffer.from(hmac(await secretOf(db), `${t}.${rawBody}`));
    const ok = v1s.some((v) => {
      const got = Buffer.from(v);
      return got.length === want.length && timingSafeEqual(got, want);
    });
    if (!ok) throw new WalletError('invalid_signature');
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new WalletError('invalid_signature', 'The webhook body is not JSON');
    }
    const parsed = eventSchema.safeParse(json);
    if (!parsed.success) throw new WalletError('invalid_signature', 'The webhook body is not a sandbox event');
    const e = parsed.data;
    return {
      eventId: e.id,
      depositId: e.data.deposit_id,
      status: e.type.slice('payment.'.length) as PaymentEvent['status'],
      amount: e.data.amount,
      currency: e.data.currency,
    };
  },
  async refund() {
    // The sandbox holds no real money: a refund is accepted and nothing else happens.
  },
  async payout(_db, input) {
    return { providerRef: `sbx_payout_${input.withdrawalId}` };
  },
};
