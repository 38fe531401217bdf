import type { Queryable } from '../db/types';
import { queueAccountMessage } from '../outbox/account-messages.server';
import { kickOutbox } from '../outbox/outbox.server';
import { messageLang, type MessageKind } from '../outbox/templates';
import type { Actor } from './actor';
import { issueCode, type CodePurpose } from './codes.server';

/**
 * Issues a one-time code and queues the message that carries it, in one transaction (a
 * code nobody was told about, or a message with a code that was never stored, cannot
 * happen). `compose` builds the message; it may write more in the same transaction (a
 * reset link's token). Rate limits are the caller's.
 *
 * userId null is an address with no account (issue 7, finding 8): the very same work is
 * done — the decoy code is stored (its guesses end like a real one's: code_invalid, then
 * code_attempts), the message composed with its writes (a reset token is hashed and
 * inserted) and queued — but the compose-and-queue part runs inside a savepoint that is
 * rolled back, so nothing is sent and no usable token exists. Same answer, same hashing,
 * same statements; nobody learns from content or time which addresses have accounts.
 */
export async function sendCodeMessage(
  a: Pick<Actor, 'deps' | 'acceptLanguage'>,
  p: {
    purpose: CodePurpose;
    userId: number | null;
    channel: 'email' | 'sms';
    target: string;
    /** The player's saved locale; else the request's Accept-Language decides. */
    lang?: string | null | undefined;
    compose: (code: string, tx: Queryable) => MessageKind | Promise<MessageKind>;
  },
): Promise<void> {
  const db = await a.deps.getDb();
  const lang = messageLang(p.lang, a.acceptLanguage);
  const decoy = p.userId === null;
  await db.transaction(async (tx) => {
    const code = await issueCode(tx, { purpose: p.purpose, target: p.target, userId: p.userId });
    // Both paths open and close a savepoint so their statements are the same.
    await tx.query('SAVEPOINT message');
    await queueAccountMessage(tx, {
      channel: p.channel,
      recipient: p.target,
      lang,
      message: await p.compose(code, tx),
      purpose: p.purpose,
    });
    await tx.query(decoy ? 'ROLLBACK TO SAVEPOINT message' : 'RELEASE SAVEPOINT message');
  });
  kickOutbox();
}

/**
 * Sends the player a code that confirms their own e-mail or phone (verify_email /
 * verify_phone). Rate limits are the caller's (registration has 'register', the resend
 * calls 'code_send').
 */
export async function sendContactCode(
  a: Pick<Actor, 'deps' | 'acceptLanguage'>,
  p: { userId: number; channel: 'email' | 'phone'; target: string; lang?: string | null | undefined },
): Promise<void> {
  await sendCodeMessage(a, {
    purpose: p.channel === 'email' ? 'verify_email' : 'verify_phone',
    userId: p.userId,
    channel: p.channel === 'email' ? 'email' : 'sms',
    target: p.target,
    lang: p.lang,
    compose: (code) => ({ kind: 'verify_code', code }),
  });
}
