import type { Lang } from '../../contract/common';
import type { Queryable } from '../db/types';
import { queueMessage, type OutboxChannel } from './outbox.server';
import { emailText, smsText, type MessageKind } from './templates';

/** Renders an account message in the player's language and queues it. */
export async function queueAccountMessage(
  db: Queryable,
  m: { channel: OutboxChannel; recipient: string; lang: Lang; message: MessageKind; purpose: string },
): Promise<number> {
  if (m.channel === 'sms') {
    if (m.message.kind === 'login_data') throw new Error('login_data is sent by e-mail only');
    return queueMessage(db, {
      channel: 'sms',
      recipient: m.recipient,
      subject: '',
      body: smsText(m.lang, m.message),
      purpose: m.purpose,
    });
  }
  const text = emailText(m.lang, m.message);
  return queueMessage(db, { channel: 'email', recipient: m.recipient, ...text, purpose: m.purpose });
}

/** The text of an account message, as queueAccountMessage would store it. */
export function renderAccountMessage(channel: OutboxChannel, lang: Lang, message: MessageKind): string {
  if (channel === 'sms') return message.kind === 'login_data' ? '' : smsText(lang, message);
  return emailText(lang, message).body;
}
