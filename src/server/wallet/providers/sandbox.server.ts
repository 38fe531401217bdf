import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { WalletError } from '../../../contract/wallet-errors';
import { getAppSecret } from '../../auth/secrets.server';
import type { Queryable } from '../../db/types';
import type { PaymentEvent, PaymentProvider } from './types';

// The built-in sandbox provider: a hosted card page on the API host (/sandbox/pay/<id>),
// Stripe-style signed webhooks (`Sandbox-Signature: t=<unix>,v1=<hex hmac of "t.body">`,
// 300 s tolerance) and test cards (README "Money: wallet, payments, player protection"):
//   4242 4242 4242 4242  pays
//   4000 0000 0000 0002  is declined
//   4000 0000 0000 0259  pays after about 10 seconds (the deposit is pending meanwhile)
// The webhook secret is made once per database (app_secrets), so every process agrees.
// Anyone can "pay" with a test card, so the sandbox is offered only in the demo or when the
// operator names it in operator.json wallet.providers (./index.ts offeredProviders); otherwise
// its page and webhook answer 404.

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
  // No real money moves; like a real provider, the sandbox keeps each transfer under its
  // idempotency key (sandbox_transfers) and answers a repeat with the first reference.
  refund(db, input) {
    return transfer(db, 'refund', input.idempotencyKey, input.amount, input.currency, null);
  },
  payout(db, input) {
    return transfer(db, 'payout', input.idempotencyKey, input.amount, input.currency, input.destination);
  },
};

async function transfer(
  db: Queryable,
  kind: 'payout' | 'refund',
  key: string,
  amount: number,
  currency: string,
  destination: string | null,
): Promise<{ providerRef: string }> {
  const reference = `sbx_${kind === 'payout' ? 'po' : 're'}_${randomUUID()}`;
  const ins = await db.query<{ reference: string }>(
    `INSERT INTO sandbox_transfers (kind, idempotency_key, reference, amount, currency, destination)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (kind, idempotency_key) DO NOTHING RETURNING reference`,
    // Only the last four characters of a card or wallet: the sandbox's record is not a card store.
    [kind, key, reference, amount, currency, destination === null ? null : destination.replace(/\s/g, '').slice(-4)],
  );
  if (ins.rows[0]) return { providerRef: ins.rows[0].reference };
  const { rows } = await db.query<{ reference: string; amount: number; currency: string }>(
    `SELECT reference, amount, currency FROM sandbox_transfers WHERE kind = $1 AND idempotency_key = $2`,
    [kind, key],
  );
  const first = rows[0]!;
  if (Number(first.amount) !== amount || first.currency !== currency) {
    // As a real provider does: a key is bound to the request it first came with.
    throw new Error(`sandbox: ${kind} idempotency key ${key} was used for another amount`);
  }
  return { providerRef: first.reference };
}
