import type { Context } from 'hono';
import type { ApiEnv } from '../api/types';
import type { Queryable } from '../db/types';
import { queueAccountMessage } from '../outbox/account-messages.server';
import { kickOutbox } from '../outbox/outbox.server';
import { messageLang, type MessageKind } from '../outbox/templates';
import { issueCode, type CodePurpose } from './codes.server';

/**
 * Issues a one-time code and queues the message that carries it, in one transaction (a
 * code nobody was told about, or a message with a code that was never stored, cannot
 * happen). `compose` builds the message; it may write more in the same transaction (a
 * reset link's token). Rate limits are the caller's.
 */
export async function sendCodeMessage(
  c: Context<ApiEnv>,
  p: {
    purpose: CodePurpose;
    userId: number;
    channel: 'email' | 'sms';
    target: string;
    /** The player's saved locale; else the request's Accept-Language decides. */
    lang?: string | null | undefined;
    compose: (code: string, tx: Queryable) => MessageKind | Promise<MessageKind>;
  },
): Promise<void> {
  const db = await c.get('deps').getDb();
  const lang = messageLang(p.lang, c.req.header('accept-language'));
  await db.transaction(async (tx) => {
    const code = await issueCode(tx, { purpose: p.purpose, target: p.target, userId: p.userId });
    await queueAccountMessage(tx, {
      channel: p.channel,
      recipient: p.target,
      lang,
      message: await p.compose(code, tx),
      purpose: p.purpose,
    });
  });
  kickOutbox();
}

/**
 * Sends the player a code that confirms their own e-mail or phone (verify_email /
 * verify_phone). Rate limits are the caller's (registration has 'register', the resend
 * calls 'code_send').
 */
export async function sendContactCode(
  c: Context<ApiEnv>,
  p: { userId: number; channel: 'email' | 'phone'; target: string; lang?: string | null | undefined },
): Promise<void> {
  await sendCodeMessage(c, {
    purpose: p.channel === 'email' ? 'verify_email' : 'verify_phone',
    userId: p.userId,
    channel: p.channel === 'email' ? 'email' : 'sms',
    target: p.target,
    lang: p.lang,
    compose: (code) => ({ kind: 'verify_code', code }),
  });
}
