import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_AUTH_SETTINGS } from '../../src/server/auth/settings.server';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import {
  deliverPending,
  kickOutbox,
  queueMessage,
  retryDelaySeconds,
  startOutboxLoop,
} from '../../src/server/outbox/outbox.server';
import { messageLang } from '../../src/server/outbox/templates';
import { configDir, freshDb, json, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

const store = new ConfigStore(configDir({ operator: {} }));
const DEMO = { ...TEST_AUTH_SETTINGS, demo: true, smtpUrl: undefined, smsWebhookUrl: undefined };
const NOTHING = { ...DEMO, demo: false };

interface Row {
  id: number;
  sent_at: Date | null;
  transport: string | null;
  attempts: number;
  last_error: string | null;
  due_in: number;
}
const rowOf = async (id: number) =>
  (
    await db.query<Row>(
      'SELECT *, EXTRACT(EPOCH FROM (next_attempt_at - now()))::float8 AS due_in FROM outbox WHERE id = $1',
      [id],
    )
  ).rows[0]!;
/** Earlier tests' rows must not be delivered by a later test's pass. */
const settleAll = () => db.query(`UPDATE outbox SET sent_at = now(), transport = 'test' WHERE sent_at IS NULL`);

let seq = 0;
const sms = () =>
  queueMessage(db, {
    channel: 'sms',
    recipient: `+7701555${String(++seq).padStart(4, '0')}`,
    subject: '',
    body: 'Your login code: 123456.',
    purpose: 'login_phone',
  });
const mail = (body = 'Your code:\n\n    654321\n') =>
  queueMessage(db, {
    channel: 'email',
    recipient: `outbox-${++seq}@example.com`,
    subject: 'Your login code',
    body,
    purpose: 'login_email',
  });

describe('delivery', () => {
  it('with no transport and no demo, messages wait in the outbox', async () => {
    await settleAll();
    const id = await mail();
    expect(await deliverPending(db, NOTHING)).toEqual({ sent: 0, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ sent_at: null, attempts: 0 });
  });

  it('in the demo they are marked delivered to the development inbox', async () => {
    await settleAll();
    const a = await mail();
    const b = await sms();
    expect(await deliverPending(db, DEMO)).toEqual({ sent: 2, failed: 0 });
    for (const id of [a, b]) {
      const row = await rowOf(id);
      expect(row.transport).toBe('dev-inbox');
      expect(row.sent_at).not.toBeNull();
    }
    expect(await deliverPending(db, DEMO)).toEqual({ sent: 0, failed: 0 });
  });

  describe('SMS webhook', () => {
    let server: Server;
    let url: string;
    let answer = 200;
    const received: unknown[] = [];
    beforeAll(async () => {
      server = createServer((req, res) => {
        let body = '';
        req.on('data', (ch: Buffer) => (body += ch.toString()));
        req.on('end', () => {
          received.push({ method: req.method, type: req.headers['content-type'], body: JSON.parse(body) });
          res.writeHead(answer).end();
        });
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
    });
    afterAll(() => new Promise<void>((r) => server.close(() => r())));

    it('posts {to, text} as JSON', async () => {
      await settleAll();
      answer = 200;
      const id = await sms();
      expect(await deliverPending(db, { ...NOTHING, smsWebhookUrl: url })).toEqual({ sent: 1, failed: 0 });
      expect(received.at(-1)).toEqual({
        method: 'POST',
        type: 'application/json',
        body: { to: `+7701555${String(seq).padStart(4, '0')}`, text: 'Your login code: 123456.' },
      });
      expect(await rowOf(id)).toMatchObject({ transport: 'sms-webhook', attempts: 0 });
    });

    it('a failing webhook leaves the row pending with the attempt counted, the error and a later retry', async () => {
      await settleAll();
      answer = 500;
      const id = await sms();
      const settings = { ...NOTHING, smsWebhookUrl: url };
      expect(await deliverPending(db, settings)).toEqual({ sent: 0, failed: 1 });
      const first = await rowOf(id);
      expect(first).toMatchObject({ sent_at: null, attempts: 1, last_error: 'SMS webhook answered 500' });
      expect(first.due_in).toBeGreaterThan(20);
      // Not due yet: the next pass leaves it alone.
      expect(await deliverPending(db, settings)).toEqual({ sent: 0, failed: 0 });
      await db.query('UPDATE outbox SET next_attempt_at = now() WHERE id = $1', [id]);
      expect(await deliverPending(db, settings)).toEqual({ sent: 0, failed: 1 });
      const second = await rowOf(id);
      expect(second.attempts).toBe(2);
      expect(second.due_in).toBeGreaterThan(50);
      // The webhook recovers: the retry goes out.
      answer = 200;
      await db.query('UPDATE outbox SET next_attempt_at = now() WHERE id = $1', [id]);
      expect(await deliverPending(db, settings)).toEqual({ sent: 1, failed: 0 });
      expect(await rowOf(id)).toMatchObject({ transport: 'sms-webhook', attempts: 2, last_error: null });
    });

    it('an unreachable webhook counts as a failure too', async () => {
      await settleAll();
      const id = await sms();
      expect(await deliverPending(db, { ...NOTHING, smsWebhookUrl: 'http://127.0.0.1:1/sms' })).toEqual({
        sent: 0,
        failed: 1,
      });
      expect((await rowOf(id)).attempts).toBe(1);
    });
  });

  it('sends e-mail over SMTP when SMTP_URL is set', async () => {
    await settleAll();
    // A minimal SMTP server: enough of RFC 5321 for one message.
    const messages: { from: string; to: string; data: string }[] = [];
    const smtp: TcpServer = createTcpServer((socket) => {
      let buffer = '';
      let inData = false;
      const current = { from: '', to: '', data: '' };
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        for (let i = buffer.indexOf('\r\n'); i >= 0; i = buffer.indexOf('\r\n')) {
          const line = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          if (inData) {
            if (line === '.') {
              inData = false;
              messages.push({ ...current });
              socket.write('250 queued\r\n');
            } else current.data += `${line}\n`;
            continue;
          }
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
          else if (verb === 'MAIL') {
            current.from = line;
            socket.write('250 ok\r\n');
          } else if (verb === 'RCPT') {
            current.to = line;
            socket.write('250 ok\r\n');
          } else if (verb === 'DATA') {
            inData = true;
            socket.write('354 go\r\n');
          } else if (verb === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
    try {
      const port = (smtp.address() as AddressInfo).port;
      const id = await mail('Your code:\n\n    777888\n');
      const r = await deliverPending(db, {
        ...NOTHING,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        mailFrom: 'Casino <no-reply@casino.test>',
      });
      expect(r).toEqual({ sent: 1, failed: 0 });
      expect(messages).toHaveLength(1);
      expect(messages[0]!.from).toContain('no-reply@casino.test');
      expect(messages[0]!.to).toContain(`outbox-${seq}@example.com`);
      expect(messages[0]!.data).toContain('Subject: Your login code');
      expect(messages[0]!.data).toContain('777888');
      expect(await rowOf(id)).toMatchObject({ transport: 'smtp' });
    } finally {
      await new Promise<void>((r) => smtp.close(() => r()));
    }
  });

  it('the loop delivers what was queued before it started, and soon after a kick', async () => {
    await settleAll();
    const before = await mail();
    const stop = startOutboxLoop(async () => db, DEMO, 60_000);
    try {
      await expect.poll(async () => (await rowOf(before)).transport, { timeout: 10_000 }).toBe('dev-inbox');
      const after = await sms();
      kickOutbox();
      await expect.poll(async () => (await rowOf(after)).transport, { timeout: 10_000 }).toBe('dev-inbox');
    } finally {
      stop();
    }
  });

  it('backs off 30 s, 1 min, 2 min … up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(20)).toBe(3600);
  });
});

describe('message language', () => {
  it('maps Accept-Language to the five site languages', () => {
    expect(messageLang(null, 'kk-KZ,ru;q=0.8')).toBe('kz');
    expect(messageLang(null, 'pt-BR')).toBe('br');
    expect(messageLang(null, 'fr, hi;q=0.5')).toBe('hi');
    expect(messageLang('en', 'ru')).toBe('en');
    expect(messageLang(null, undefined)).toBe('ru');
  });
});

describe('the development inbox', () => {
  const get = (path: string, auth = {}) =>
    // The inbox is a demo feature: it answers only to a loopback caller on a local host.
    testApi(db, store, { auth }).request(path, { headers: { host: 'api.localhost', 'x-forwarded-for': '127.0.0.1' } });

  it('GET /dev/inbox.json lists messages newest first, filtered by recipient', async () => {
    const recipient = 'inbox-reader@example.com';
    const a = await queueMessage(db, { channel: 'email', recipient, subject: 'First', body: 'one', purpose: 'test' });
    const b = await queueMessage(db, { channel: 'email', recipient, subject: 'Second', body: 'two', purpose: 'test' });
    await queueMessage(db, {
      channel: 'email',
      recipient: 'someone-else@example.com',
      subject: 'Other',
      body: 'x',
      purpose: 'test',
    });
    const res = await get(`/dev/inbox.json?to=${encodeURIComponent('Inbox-Reader@example.com')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    const body = (await res.json()) as {
      data: { id: number; subject: string; recipient: string; created_at: string }[];
    };
    expect(body.data.map((m) => m.id)).toEqual([b, a]);
    expect(body.data[0]).toMatchObject({ channel: 'email', recipient, subject: 'Second', body: 'two' });
    expect(new Date(body.data[0]!.created_at).toString()).not.toBe('Invalid Date');
  });

  it('finds SMS by phone even when the + arrived unencoded (as a space)', async () => {
    const id = await queueMessage(db, {
      channel: 'sms',
      recipient: '+77015559999',
      subject: '',
      body: 'code',
      purpose: 'test',
    });
    const body = (await (await get('/dev/inbox.json?to=+77015559999')).json()) as { data: { id: number }[] };
    expect(body.data.map((m) => m.id)).toEqual([id]);
  });

  it('GET /dev/inbox is an escaped HTML page with clickable links, not indexed, not cached', async () => {
    await queueMessage(db, {
      channel: 'email',
      recipient: 'html@example.com',
      subject: '<b>Reset</b>',
      body: 'Open http://casino.test/reset-password/rs1.abc\n<script>alert(1)</script>',
      purpose: 'test',
    });
    const res = await get('/dev/inbox');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('&lt;b&gt;Reset&lt;/b&gt;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain(
      '<a href="http://casino.test/reset-password/rs1.abc">http://casino.test/reset-password/rs1.abc</a>',
    );
  });

  it('is 404 unless the demo is on and SMTP is unset', async () => {
    for (const auth of [{ demo: false }, { demo: true, smtpUrl: 'smtp://mail.example:25' }]) {
      expect((await get('/dev/inbox', auth)).status).toBe(404);
      expect((await get('/dev/inbox.json', auth)).status).toBe(404);
    }
  });

  it('end to end: a login code requested through the API shows up in the inbox', async () => {
    await db.query(
      `INSERT INTO users (email, register_method, region) VALUES ('e2e-inbox@example.com', 'email', 'RU')`,
    );
    const api = testApi(db, store);
    await api.request(
      '/api/v2/auth/login/email/verification',
      json({ email: 'e2e-inbox@example.com' }, { 'x-forwarded-for': '10.9.9.9' }),
    );
    const body = (await (await get('/dev/inbox.json?to=e2e-inbox@example.com')).json()) as { data: { body: string }[] };
    expect(body.data[0]!.body).toMatch(/^ {4}\d{6}$/m);
  });
});
