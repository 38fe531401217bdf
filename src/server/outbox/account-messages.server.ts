import type { Context } from 'hono';
import type { Lang } from '../../contract/common';
import { isCorsOrigin } from '../api/app';
import type { ApiEnv } from '../api/types';
import { siteOriginOf } from '../auth/sso.server';
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

/**
 * The site that links in a message point to: the page the request came from when its
 * Origin is one CORS trusts (a mirror stays on its mirror), else this API host's own site
 * (api.example.com → example.com). Never an arbitrary Origin: a forged one would send the
 * player's reset link to someone else's site.
 */
export function messageLinkOrigin(c: Context<ApiEnv>): string {
  const origin = c.req.header('origin');
  if (origin && isCorsOrigin(c.get('deps'), origin, c.req.header('host'))) {
    try {
      return new URL(origin).origin;
    } catch {
      // fall through to the API host's site
    }
  }
  return siteOriginOf(c);
}
