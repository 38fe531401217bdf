import { createHmac, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { type BalanceEvent, eventsQuerySchema, splitWalletCall } from '../../../contract/wallet';
import { requireUser, sessionOf, unauthenticated } from '../require-user';
import { getAppSecret } from '../../auth/secrets.server';
import type { Db } from '../../db/types';
import { onBalanceChange } from '../../wallet';
import type { ApiEnv } from '../types';
import { parseQuery } from '../validate';

// GET /wallet/events: the player's live balance as server-sent events. Each event carries
// the whole balance (not a delta) and, as its id, the newest posting id on the player's
// accounts; a reconnect with Last-Event-ID gets an event only if something moved since.
// Changes reach this process through src/server/wallet/notify.server.ts (PostgreSQL
// LISTEN/NOTIFY across processes; an in-process emitter on PGlite), and every 15 s the
// stream re-reads anyway, so a lost notification delays an update, never loses it.
// EventSource cannot send Authorization: POST /wallet/events/ticket hands out a 60 s ticket.

const TICKET_SECONDS = 60;
const PING_MS = 15_000;

const sign = (secret: string, s: string) => createHmac('sha256', secret).update(s).digest('base64url');

async function issueTicket(db: Db, userId: number, sessionId: number): Promise<string> {
  const body = `${userId}.${sessionId}.${Math.floor(Date.now() / 1000) + TICKET_SECONDS}`;
  return `${body}.${sign(await getAppSecret(db, 'wallet_events'), body)}`;
}

async function readTicket(db: Db, ticket: string): Promise<{ userId: number; sessionId: number } | null> {
  const [u, s, exp, sig] = ticket.split('.');
  if (!u || !s || !exp || !sig) return null;
  const want = Buffer.from(sign(await getAppSecret(db, 'wallet_events'), `${u}.${s}.${exp}`));
  const got = Buffer.from(sig);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  if (Number(exp) < Date.now() / 1000) return null;
  return { userId: Number(u), sessionId: Number(s) };
}

type State = { id: number; event: BalanceEvent } | null;

async function readState(db: Db, userId: number): Promise<State> {
  const { rows } = await db.query<{
    currency: BalanceEvent['currency'] | null;
    cash: number;
    bonus: number;
    last: number;
  }>(
    `SELECT u.currency,
            coalesce((SELECT balance FROM wallet_accounts WHERE user_id = u.id AND currency = u.currency AND kind = 'cash'), 0) AS cash,
            coalesce((SELECT sum(balance) FROM wallet_accounts WHERE user_id = u.id AND currency = u.currency AND kind = 'bonus'), 0) AS bonus,
            coalesce((SELECT max(p.id) FROM wallet_postings p JOIN wallet_accounts a ON a.id = p.account_id
                       WHERE a.user_id = u.id), 0) AS last
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  const r = rows[0];
  if (!r?.currency) return null;
  const { rows: why } = await db.query<{ kind: string }>(
    `SELECT t.kind FROM wallet_postings p JOIN wallet_transactions t ON t.id = p.transaction_id WHERE p.id = $1`,
    [r.last],
  );
  const cash = Number(r.cash);
  const bonus = Number(r.bonus);
  return {
    id: Number(r.last),
    event: {
      currency: r.currency,
      balance: cash,
      bonus_balance: bonus,
      total_balance: cash + bonus,
      reason: why[0]?.kind ?? 'initial',
      at: new Date().toISOString(),
    },
  };
}

async function sessionAlive(db: Db, sessionId: number): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM sessions WHERE id = $1 AND revoked_at IS NULL AND expires_at > now()`,
    [sessionId],
  );
  return rows.length > 0;
}

export const walletEventRoutes = new Hono<ApiEnv>()
  .on(...splitWalletCall('eventsTicket'), requireUser, async (c) => {
    const { userId, sessionId } = c.get('session');
    const ticket = await issueTicket(await c.env.deps.getDb(), userId, sessionId);
    return c.json({ data: { ticket, expires_in: TICKET_SECONDS } });
  })
  .on(...splitWalletCall('events'), async (c) => {
    const q = parseQuery(c, eventsQuerySchema);
    const db = await c.env.deps.getDb();
    const who = q.ticket ? await readTicket(db, q.ticket) : await sessionOf(c);
    if (!who) throw unauthenticated();
    const header = c.req.header('last-event-id');
    const resumeFrom = /^\d{1,20}$/.test(header ?? '')
      ? Number(header)
      : q.last_event_id
        ? Number(q.last_event_id)
        : -1;
    c.header('cache-control', 'no-store');
    c.header('x-accel-buffering', 'no');
    return streamSSE(c, async (stream) => {
      let last = resumeFrom;
      let chain = Promise.resolve();
      let closed = false;
      const push = () => {
        chain = chain.then(async () => {
          if (closed) return;
          if (!(await sessionAlive(db, who.sessionId))) {
            await stream.writeSSE({ event: 'logout', data: JSON.stringify({ reason: 'revoked' }) });
            closed = true;
            stream.abort();
            return;
          }
          const s = await readState(db, who.userId);
          if (s && s.id !== last) {
            last = s.id;
            await stream.writeSSE({ event: 'balance', id: String(s.id), data: JSON.stringify(s.event) });
          }
        });
        chain = chain.catch(() => {});
        return chain;
      };
      const unsubscribe = await onBalanceChange(db, who.userId, () => void push());
      stream.onAbort(() => {
        closed = true;
        unsubscribe();
      });
      await push();
      while (!closed && !stream.aborted) {
        await stream.sleep(PING_MS);
        if (closed || stream.aborted) break;
        await stream.write(': ping\n\n');
        await push();
      }
      unsubscribe();
    });
  });
