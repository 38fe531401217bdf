import { errorCode } from '../http/safe-error';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AuthSettings } from '../auth/settings.server';
import type { Db, Queryable } from '../db/types';
import { logFor } from '../log.server';

const log = logFor('outbox');

// Every account message is written to the outbox first (in the same transaction as the
// code or token it carries), then a loop delivers it. A crash between the two loses
// nothing: pending rows are picked up at start and every 15 s.

export type OutboxChannel = 'email' | 'sms';

export interface OutboxMessage {
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
  /** What the message is for (login_code, verify_email, reset_email, login_data, …); for review. */
  purpose: string;
}

/** Queues a message; returns its outbox id. */
export async function queueMessage(db: Queryable, m: OutboxMessage): Promise<number> {
  const { rows } = await db.query<{ id: number | string }>(
    `INSERT INTO outbox (channel, recipient, subject, body, purpose) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [m.channel, m.recipient, m.channel === 'sms' ? '' : m.subject, m.body, m.purpose],
  );
  return Number(rows[0]!.id);
}

// ---------------------------------------------------------------------------- delivery

export type DeliverySettings = Pick<AuthSettings, 'demo' | 'smtpUrl' | 'smsWebhookUrl' | 'mailFrom'>;

export const DELIVERY_INTERVAL_MS = 15_000;
/** After this many failures a message is left alone (its code expired long ago). */
export const MAX_DELIVERY_ATTEMPTS = 10;
/** A claimed row is invisible to other workers this long; a crash mid-send frees it then. */
const CLAIM_LEASE_SECONDS = 300;
const BATCH = 20;
const SMS_TIMEOUT_MS = 10_000;

/** Wait before retry n (1-based): 30 s, 1 min, 2 min, … capped at one hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

interface OutboxRow {
  id: number | string;
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
  purpose: string;
  attempts: number;
}

type Transport = 'smtp' | 'sms-webhook' | 'dev-inbox';

/** How a channel is delivered under these settings; null: it waits in the outbox. */
function transportFor(channel: OutboxChannel, s: DeliverySettings): Transport | null {
  if (channel === 'email' && s.smtpUrl) return 'smtp';
  if (channel === 'sms' && s.smsWebhookUrl) return 'sms-webhook';
  return s.demo ? 'dev-inbox' : null;
}

const mailers = new Map<string, Transporter>();
function mailerFor(url: string): Transporter {
  let m = mailers.get(url);
  if (!m) {
    m = nodemailer.createTransport(url);
    mailers.set(url, m);
  }
  return m;
}

async function send(transport: Transport, row: OutboxRow, s: DeliverySettings): Promise<void> {
  switch (transport) {
    case 'smtp':
      await mailerFor(s.smtpUrl!).sendMail({
        from: s.mailFrom,
        to: row.recipient,
        subject: row.subject,
        text: row.body,
      });
      return;
    case 'sms-webhook': {
      const res = await fetch(s.smsWebhookUrl!, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: row.recipient, text: row.body }),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      await res.body?.cancel();
      if (!res.ok) throw new Error(`SMS webhook answered ${res.status}`);
      return;
    }
    case 'dev-inbox':
      // Nothing leaves the process: the row itself is what GET /dev/inbox shows.
      return;
  }
}

/**
 * Delivers the messages that are due, once. Rows are claimed with a lease (FOR UPDATE SKIP
 * LOCKED) so several processes on one PostgreSQL never send the same message twice.
 * Returns how many were sent and how many failed.
 */
export async function deliverPending(db: Queryable, s: DeliverySettings): Promise<{ sent: number; failed: number }> {
  const channels = (['email', 'sms'] as const).filter((ch) => transportFor(ch, s) !== null);
  if (channels.length === 0) return { sent: 0, failed: 0 };
  const { rows } = await db.query<OutboxRow>(
    `UPDATE outbox SET next_attempt_at = now() + make_interval(secs => $1)
      WHERE id IN (
        SELECT id FROM outbox
         WHERE sent_at IS NULL AND next_attempt_at <= now() AND attempts < $2 AND channel = ANY($3::text[])
         ORDER BY next_attempt_at, id LIMIT $4
         FOR UPDATE SKIP LOCKED)
      RETURNING id, channel, recipient, subject, body, purpose, attempts`,
    [CLAIM_LEASE_SECONDS, MAX_DELIVERY_ATTEMPTS, channels, BATCH],
  );
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    const transport = transportFor(row.channel, s)!;
    try {
      await send(transport, row, s);
      await db.query(`UPDATE outbox SET sent_at = now(), transport = $2, last_error = NULL WHERE id = $1`, [
        row.id,
        transport,
      ]);
      sent++;
      // Id, channel and purpose only: recipients and bodies (codes, links) stay out of logs.
      if (transport !== 'dev-inbox')
        log.info({ outboxId: row.id, channel: row.channel, purpose: row.purpose, transport }, 'message sent');
    } catch (e) {
      failed++;
      const attempts = Number(row.attempts) + 1;
      const error = (e instanceof Error ? e.message : String(e)).slice(0, 500);
      await db.query(
        `UPDATE outbox SET attempts = $2, last_error = $3, next_attempt_at = now() + make_interval(secs => $4) WHERE id = $1`,
        [row.id, attempts, error, retryDelaySeconds(attempts)],
      );
      // The transport's text can quote the recipient: it stays in outbox.last_error, the log gets a code.
      log.warn(
        { outboxId: row.id, channel: row.channel, transport, attempts, errCode: errorCode(e) },
        'message not sent',
      );
    }
  }
  return { sent, failed };
}

// ---------------------------------------------------------------------------- the loop

const LOOP = Symbol.for('casino.outbox-loop');
type LoopHolder = { [LOOP]?: { kick: () => void; stop: () => void } };

/**
 * Starts the delivery loop of this process (once): a pass now, every 15 s, and soon after
 * kickOutbox(). Passes never overlap; a failing pass is logged and the loop goes on.
 */
export function startOutboxLoop(
  getDb: () => Promise<Db>,
  s: DeliverySettings,
  intervalMs = DELIVERY_INTERVAL_MS,
): () => void {
  const g = globalThis as LoopHolder;
  if (g[LOOP]) return g[LOOP].stop;
  // Said once at start, so an operator knows why no mail arrives.
  if (!s.demo) {
    if (!s.smtpUrl) log.warn('SMTP_URL is not set: account e-mail waits in the outbox undelivered');
    if (!s.smsWebhookUrl) log.warn('SMS_WEBHOOK_URL is not set: SMS wait in the outbox undelivered');
  }
  let running = false;
  let again = false;
  let stopped = false;
  let soon: ReturnType<typeof setTimeout> | undefined;
  const pass = async () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const r = await deliverPending(await getDb(), s);
        // A full batch means more may be waiting.
        if (r.sent + r.failed >= BATCH) again = true;
      } while (again && !stopped);
    } catch (e) {
      log.error({ err: e }, 'outbox delivery pass failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void pass(), intervalMs);
  timer.unref();
  const kick = () => {
    if (soon || stopped) return;
    soon = setTimeout(() => {
      soon = undefined;
      void pass();
    }, 50);
    soon.unref();
  };
  const stop = () => {
    stopped = true;
    clearInterval(timer);
    if (soon) clearTimeout(soon);
    delete g[LOOP];
  };
  g[LOOP] = { kick, stop };
  void pass();
  return stop;
}

/** Asks the running loop (if any) for a pass now: call after the transaction that queued a message commits. */
export function kickOutbox(): void {
  (globalThis as LoopHolder)[LOOP]?.kick();
}
